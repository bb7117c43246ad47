import type { ProductSetSummary } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { outcomeOf, type NotifyMeOutcome } from './notify-me-outcome';

export interface ProductMerchandising {
  /** The sets the product is part of ("Part of a set"). */
  readonly sets: readonly ProductSetSummary[];
  /** A notify-me outcome sent back by the action's redirect (JavaScript off). */
  readonly notifyMe: NotifyMeOutcome | null;
}

/**
 * The product page's merchandising slot. The set links are secondary content: when the call fails the page still
 * shows the product, without them (the failure is the product's own loader's to report, not this slot's).
 */
export async function productMerchandisingOf(storefront: Storefront, productId: string, url: URL): Promise<ProductMerchandising> {
  const sets = await storefront.merchandising.productSets(productId);
  return { sets: sets.isOk() ? sets.value.sets : [], notifyMe: outcomeOf(url) };
}
