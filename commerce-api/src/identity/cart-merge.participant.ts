import { ResultAsync } from 'neverthrow';
import { mergedLineQuantity, type Clock, type SiteId } from '@switchback/core';
import type { CartRepository } from '../cart/cart.repository';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import type { GuestMergeParticipant, MergeContext } from './guest-merge';
import type { ConsumerIdentity, GuestIdentity } from './guest-token.service';

/**
 * The cart's part of the sign-in merge (issue 7 §3), run inside the exchange's transaction:
 * - the guest's open cart (only if it is theirs) joins the consumer's open cart of the same site: each guest line's
 *   quantity is added to the consumer's line of that variant, capped at the line maximum by core's
 *   `mergedLineQuantity` (never below what either side held), and the guest cart is removed (remembered in
 *   merged_carts: naming it again is INVALID_CUSTOMER for that guest and that consumer, issue 10 §8);
 * - a consumer without an open cart of that site takes the guest cart as it is (address, method, lines);
 * - replaying changes nothing: the guest cart is no longer the guest's, so the id is ignored.
 * Answers the consumer's open cart of the exchange's site.
 */
export class CartMergeParticipant implements GuestMergeParticipant {
  readonly object = 'basketId' as const;

  constructor(
    private readonly db: Database,
    private readonly carts: CartRepository,
    private readonly catalog: CatalogRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  merge(guest: GuestIdentity, consumer: ConsumerIdentity, basketId: string | undefined, context: MergeContext): ResultAsync<string | undefined, ApiFailure> {
    return ResultAsync.fromSafePromise((async () => {
      const guestCart = basketId !== undefined && guest.customerId !== '' ? await this.carts.findOwned(basketId, guest.customerId, true) : undefined;
      if (guestCart !== undefined && guestCart.status === 'OPEN') await this.mergeCart(guestCart.id, guestCart.site_id, guest, consumer);
      return this.openCartOf(consumer.customerId, context.site, false);
    })());
  }

  private async mergeCart(guestCartId: string, site: SiteId, guest: GuestIdentity, consumer: ConsumerIdentity): Promise<void> {
    const now = this.clock.now();
    const target = await this.openCartOf(consumer.customerId, site, true);
    if (target === undefined) {
      await this.db.query('UPDATE carts SET owner_id = $2, updated_at = $3 WHERE id = $1', [guestCartId, consumer.customerId, now]);
      return;
    }
    const lines = (await this.db.query<{ upc: string; qty: number; fulfilment: string; store_id: string | null; collection_point_id: string | null }>(
      'SELECT upc, qty, fulfilment, store_id, collection_point_id FROM cart_items WHERE cart_id = $1 ORDER BY added_at, id', [guestCartId])).rows;
    for (const line of lines) {
      const stock = (await this.catalog.variant(site, line.upc))?.qty ?? 0;
      const existing = await this.carts.itemByUpc(target, line.upc);
      const qty = mergedLineQuantity(stock, existing?.qty ?? 0, line.qty);
      if (existing !== undefined) {
        // The consumer's line keeps how it is received; the guest's units join it.
        await this.carts.setItemQty(target, existing.id, qty);
        continue;
      }
      const id = this.ids.itemId();
      await this.carts.insertItem({ id, cartId: target, upc: line.upc, qty, now });
      // Issue 10: a new line keeps the guest's delivery choice (pickup or ship-to-store in a store, a collection point);
      // the next read of the cart moves it, with its notice, if that store or point can no longer take it.
      await this.db.query('UPDATE cart_items SET fulfilment = $3, store_id = $4, collection_point_id = $5 WHERE cart_id = $1 AND id = $2',
        [target, id, line.fulfilment, line.store_id, line.collection_point_id]);
    }
    await this.db.query('UPDATE carts SET updated_at = $2 WHERE id = $1', [target, now]);
    await this.db.query("DELETE FROM carts WHERE id = $1 AND status = 'OPEN'", [guestCartId]);
    // Issue 10 §8: a stale tab naming the merged-away cart is told INVALID_CUSTOMER, not CART_NOT_FOUND.
    await this.carts.recordMerge(guestCartId, guest.customerId, consumer.customerId, target, now);
  }

  /** The consumer's most recently changed open cart of the site (locked when merging into it). */
  private async openCartOf(customerId: string, site: SiteId, lock: boolean): Promise<string | undefined> {
    return (await this.db.query<{ id: string }>(
      `SELECT id FROM carts WHERE owner_id = $1 AND site_id = $2 AND status = 'OPEN' ORDER BY updated_at DESC, id LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
      [customerId, site],
    )).rows[0]?.id;
  }
}
