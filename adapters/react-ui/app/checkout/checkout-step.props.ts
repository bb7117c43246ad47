import type { Cart } from '@switchback/core';
import type { Storefront } from '../composition-root';
import type { Site } from '../site/site';

/** What every checkout step receives: the site, the current cart, the use cases, and a way to publish a newer cart. */
export interface StepProps {
  readonly site: Site;
  readonly cart: Cart;
  readonly storefront: Storefront;
  readonly onCart: (cart: Cart) => void;
}
