import { errorCatalogue, isKnownErrorId } from './error-catalogue';
import type { Notice, NoticeLevel } from './notice';

/** §8 cart error handling: what the storefront does with each cart error id. */
export type CartErrorAction =
  /** Recreate the cart from the current items and retry the call. */
  | 'rebuild-and-retry'
  /** Clear the local cart, rebuild it, show the message, reload after 4 s. */
  | 'clear-and-reload'
  /** Show the notice. */
  | 'notify'
  /** Put the item in an error state. */
  | 'error-state'
  /** Reload the cart (and possibly return to the shipping step). */
  | 'reload-cart'
  /** Show the login failure message. */
  | 'login-failure';

export interface CartErrorRule {
  readonly level: NoticeLevel;
  readonly action: CartErrorAction;
  /** A top notice rather than a toast (SOME_PRODUCTS_NO_INVENTORY); every other notice may be a toast. */
  readonly noticeNotToast?: boolean;
  /** The message this row always shows, when the spec names one; otherwise the resolved error message. */
  readonly message?: (details: CartErrorDetails) => string;
  /** Whether a notice is shown at all (the rebuild is silent). */
  readonly silent?: boolean;
}

export interface CartErrorDetails {
  readonly maxAllowedQty?: number;
}

export const INVALID_CUSTOMER_CART_MESSAGE = 'This cart belongs to another customer. We are reloading your cart.';
export const ITEM_NOT_MOVED_TO_CART_MESSAGE = 'This item could not be moved to your cart.';
export const GENERIC_MAX_QUANTITY_MESSAGE = errorCatalogue.ADDED_MAX_QUANTITY.message;
export const maxQuantityMessage = (maxAllowedQty: number): string => `You can add at most ${maxAllowedQty} of this item.`;
export const GWP_PRODUCT_MESSAGE = 'A gift product cannot be added or have its quantity changed: you have the maximum quantity of this item.';
export const LOGIN_FAILURE_MESSAGE = 'We could not sign you in. Please try again.';

const notify = (level: NoticeLevel): CartErrorRule => ({ level, action: 'notify' });

/** §8 cart error table, every row. */
export const CART_ERROR_TABLE = {
  CART_NOT_FOUND: { level: 'top', action: 'rebuild-and-retry', silent: true },
  INVALID_CUSTOMER: { level: 'top', action: 'clear-and-reload', message: () => INVALID_CUSTOMER_CART_MESSAGE },
  ITEM_NOT_AVAILABLE: notify('item'),
  NO_PRICE: notify('item'),
  INVALID_PRICE: notify('item'),
  ITEM_OOS: { level: 'item', action: 'error-state', message: () => ITEM_NOT_MOVED_TO_CART_MESSAGE },
  ITEMS_OOS: { level: 'item', action: 'error-state', message: () => ITEM_NOT_MOVED_TO_CART_MESSAGE },
  ADDED_MAX_QUANTITY: {
    level: 'top',
    action: 'notify',
    message: ({ maxAllowedQty }) => (maxAllowedQty !== undefined && maxAllowedQty > 0 ? maxQuantityMessage(maxAllowedQty) : GENERIC_MAX_QUANTITY_MESSAGE),
  },
  GWP_PRODUCT: { level: 'top', action: 'notify', message: () => GWP_PRODUCT_MESSAGE },
  PAYMENT_ERROR: notify('top'),
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: notify('top'),
  CANT_SHIP_THERE: notify('top'),
  GC_INVALID2: notify('input'),
  GC_ALREADY_APPLIED: notify('input'),
  GC_NOT_ALLOWED: notify('input'),
  GC_ZERO_BALANCE: notify('input'),
  CC_EXPIRY_DATE_INVALID: notify('top'),
  PAYMENT_INSTRUMENT_NOT_FOUND: notify('top'),
  ADDRESS_NOT_FOUND: notify('top'),
  SHIPPING_POBOX_UNAVAILABLE: notify('top'),
  SOME_PRODUCTS_NO_INVENTORY: { level: 'top', action: 'notify', noticeNotToast: true },
  ITEM_NO_LONGER_AVAILABLE: { level: 'top', action: 'reload-cart' },
  DUPLICATED_TOKEN: { level: 'top', action: 'login-failure', message: () => LOGIN_FAILURE_MESSAGE },
} as const satisfies Record<string, CartErrorRule>;
export type CartErrorId = keyof typeof CART_ERROR_TABLE;

/** §8: other errors are shown at the top. */
export const DEFAULT_CART_ERROR_RULE: CartErrorRule = notify('top');

export const isCartErrorId = (errorId: string): errorId is CartErrorId => Object.prototype.hasOwnProperty.call(CART_ERROR_TABLE, errorId);

export interface CartErrorHandling {
  readonly errorId: string;
  readonly action: CartErrorAction;
  readonly level: NoticeLevel;
  /** The notice to show, or null when the handling is silent. */
  readonly notice: Notice | null;
  readonly noticeNotToast: boolean;
  /** ITEM_NO_LONGER_AVAILABLE during checkout past the shipping step: return to shipping. */
  readonly returnToShipping: boolean;
}

/**
 * §8: how the cart handles an error: its row of the table (or the top-notice default), the notice with the row's
 * own message or else the error's resolved message (else the catalogue text), at the row's level.
 */
export function cartErrorHandling(
  error: { readonly errorId: string; readonly message?: string; readonly maxAllowedQty?: number; readonly itemId?: string; readonly field?: string },
  context: { readonly checkoutStep?: 'shipping' | 'billing' | 'summary' } = {},
): CartErrorHandling {
  const rule: CartErrorRule = isCartErrorId(error.errorId) ? CART_ERROR_TABLE[error.errorId] : DEFAULT_CART_ERROR_RULE;
  const fallback = isKnownErrorId(error.errorId) ? errorCatalogue[error.errorId].message : errorCatalogue.GEN500.message;
  const resolved = error.message !== undefined && error.message.trim() !== '' ? error.message : fallback;
  const message = rule.message ? rule.message({ ...(error.maxAllowedQty === undefined ? {} : { maxAllowedQty: error.maxAllowedQty }) }) : resolved;
  const notice: Notice | null = rule.silent === true ? null : {
    type: 'error',
    level: rule.level,
    message,
    ...(rule.level === 'item' && error.itemId !== undefined ? { itemId: error.itemId } : {}),
    ...(rule.level === 'input' ? { field: error.field ?? 'giftCard' } : {}),
  };
  return {
    errorId: error.errorId,
    action: rule.action,
    level: rule.level,
    notice,
    noticeNotToast: rule.noticeNotToast === true,
    returnToShipping: rule.action === 'reload-cart' && context.checkoutStep !== undefined && context.checkoutStep !== 'shipping',
  };
}
