import { err, ok, type Result } from 'neverthrow';
import type { Order } from '@switchback/core';
import type { CartItemRow } from '../cart/cart.repository';
import type { StockRepository } from '../catalog/stock.repository';
import type { ApiFailure } from '../errors/api-failure';
import type { FulfilmentRepository } from './fulfilment.repository';

/** Where a line's units come from: a store's own stock for pickup, the warehouse for everything else. */
type Location = { readonly kind: 'warehouse' } | { readonly kind: 'store'; readonly storeId: string };

const locationOf = (line: { fulfilment?: string | undefined; store_id?: string | null | undefined }): Location =>
  line.fulfilment === 'pickup' && line.store_id ? { kind: 'store', storeId: line.store_id } : { kind: 'warehouse' };

/** The one lock order of every placement: the warehouse rows first, then store rows by store; by UPC within each. */
const lockKey = (location: Location, upc: string): string => (location.kind === 'warehouse' ? `0\u0000${upc}` : `1\u0000${location.storeId}\u0000${upc}`);

/**
 * Issue 10: stock per location. Placing takes each line from its location with a guarded UPDATE (never below zero),
 * in one fixed lock order so concurrent orders cannot deadlock; cancelling gives each line back to where it came from.
 */
export class LocatedStock {
  constructor(private readonly stock: StockRepository, private readonly stores: FulfilmentRepository) {}

  /** Inside the place-order transaction: the first line that is short refuses the whole order (nothing is taken). */
  async take(items: readonly CartItemRow[]): Promise<Result<void, ApiFailure>> {
    const ordered = items.map((item) => ({ item, location: locationOf(item) }))
      .sort((a, b) => lockKey(a.location, a.item.upc).localeCompare(lockKey(b.location, b.item.upc)));
    for (const { item, location } of ordered) {
      if (location.kind === 'store') {
        if (!(await this.stores.takeFromStore(location.storeId, item.upc, item.qty))) {
          return err({ type: 'StorePickupUnavailable', storeId: location.storeId, message: `The store no longer has ${item.qty} of ${item.name} for pickup.` });
        }
      } else if (!(await this.stock.decrement(item.upc, item.qty))) {
        return err({ type: 'ItemOutOfStock', upc: item.upc });
      }
    }
    return ok(undefined);
  }

  /** Issue 8 cancel: a pickup line goes back to its store's stock, every other line to the warehouse. */
  async giveBack(items: Order['items']): Promise<void> {
    const ordered = items.map((item) => {
      const code = item.shippingOptions?.shippingMethod.code;
      const storeId = item.shippingOptions?.storeInfo?.id;
      const location: Location = code === 'pickup' && storeId ? { kind: 'store', storeId } : { kind: 'warehouse' };
      return { item, location };
    }).sort((a, b) => lockKey(a.location, a.item.upc).localeCompare(lockKey(b.location, b.item.upc)));
    for (const { item, location } of ordered) {
      if (location.kind === 'store') await this.stores.giveBackToStore(location.storeId, item.upc, item.qty);
      else await this.stock.restock(item.upc, item.qty);
    }
  }
}
