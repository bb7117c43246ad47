import {
  effectiveStock, isComingSoonBlocked, selectedVariant,
  type AttributeSelection, type QuickShopProduct,
} from './quick-shop.product';
import { mustSignInToBuy } from '../roles/roles';

/** Where the quick-shop panel was opened from. */
export type QuickShopOrigin = 'product' | 'cart-item' | 'saved-item';

/** Everything the footer decision reads, already derived (see `quickShopFooterState`). Price in minor units. */
export interface QuickShopFooterState {
  readonly notifyMeFeature: boolean;
  readonly variantNotifiable: boolean;
  readonly outOfStock: boolean;
  readonly presale: boolean;
  readonly loggedIn: boolean;
  readonly origin: QuickShopOrigin;
  /** A variant is fully selected and no Coming Soon flag blocks it. */
  readonly variantSelectable: boolean;
  readonly price: number;
}

export type QuickShopFooter =
  | { readonly button: 'NotifyMe'; readonly enabled: true }
  | { readonly button: 'OutOfStock'; readonly enabled: false }
  | { readonly button: 'SignInToBuy'; readonly enabled: true }
  | { readonly button: 'UpdateInCart'; readonly enabled: boolean; readonly list: 'cart' | 'saved' }
  | { readonly button: 'AddToCart'; readonly enabled: boolean; readonly price: number };

/**
 * §4 "The footer button is chosen in this order: Notify me (feature on, variant notifiable and out of stock);
 * disabled Out of stock; Sign in to buy (presale product and the shopper is not logged in); Update in cart (opened
 * from a cart item or a saved item); otherwise Add to cart with the price."
 */
export function quickShopFooter(state: QuickShopFooterState): QuickShopFooter {
  if (state.notifyMeFeature && state.variantNotifiable && state.outOfStock) return { button: 'NotifyMe', enabled: true };
  if (state.outOfStock) return { button: 'OutOfStock', enabled: false };
  if (mustSignInToBuy(state, state.loggedIn ? 'registered' : 'guest')) return { button: 'SignInToBuy', enabled: true };
  if (state.origin !== 'product') {
    return { button: 'UpdateInCart', enabled: state.variantSelectable, list: state.origin === 'cart-item' ? 'cart' : 'saved' };
  }
  return { button: 'AddToCart', enabled: state.variantSelectable, price: state.price };
}

export interface QuickShopContext {
  readonly origin: QuickShopOrigin;
  readonly loggedIn: boolean;
  readonly features: { readonly notifyMe: boolean; readonly comingSoon: boolean };
}

/**
 * The footer state of a product and a selection: out of stock when the selected variant is, or (before a full
 * selection) when every variant is; the price is the selected variant's, else the product's lowest current price.
 */
export function quickShopFooterState(
  product: QuickShopProduct,
  selection: AttributeSelection,
  context: QuickShopContext,
): QuickShopFooterState {
  const variant = selectedVariant(product, selection);
  const outOfStock = variant
    ? effectiveStock(product, variant).state === 'OutOfStock'
    : product.variants.length > 0 && product.variants.every((v) => effectiveStock(product, v).state === 'OutOfStock');
  return {
    notifyMeFeature: context.features.notifyMe,
    variantNotifiable: product.notifyMe,
    outOfStock,
    presale: product.presale,
    loggedIn: context.loggedIn,
    origin: context.origin,
    variantSelectable: variant !== undefined && !isComingSoonBlocked(product, context.features.comingSoon),
    price: variant?.price.current ?? product.price.lowCurrent,
  };
}

/** The variant can be added when the footer offers an enabled Add to cart. */
export const canAddFromQuickShop = (state: QuickShopFooterState): boolean => {
  const footer = quickShopFooter(state);
  return footer.button === 'AddToCart' && footer.enabled;
};
