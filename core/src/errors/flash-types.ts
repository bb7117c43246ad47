import type { Notice } from './notice';

/** §8 flash and detail types carried on carts and orders. */
export const FLASH_TYPES = [
  'ProductLineItemInventoryMissing',
  'ProductItemNotAvailable',
  'ProductLineItemFullInventoryMissing',
  'ProductItemMaxQuantity',
  'ProductItemRequired',
  'InvalidShippingAddress',
  'PaymentNotAuthorized',
] as const;
export type FlashType = (typeof FLASH_TYPES)[number];

/** §4 out-of-stock flags: partial, full, not available. */
export type OutOfStockKind = 'partial' | 'full' | 'not-available';

export const PARTIAL_OUT_OF_STOCK_MESSAGE = 'Only part of the quantity you chose is in stock.';
export const FULL_OUT_OF_STOCK_MESSAGE = 'This item is out of stock.';
export const NOT_AVAILABLE_MESSAGE = 'This item is no longer available.';
export const ORDER_OUT_OF_STOCK_MESSAGE = 'Your order cannot be completed because the items are out of stock.';
export const MAX_QUANTITY_REACHED_MESSAGE = 'You have reached the maximum quantity for this item.';
export const ITEM_REQUIRED_MESSAGE = 'An item this product needs is missing from your cart.';
export const INVALID_SHIPPING_ADDRESS_MESSAGE = 'Please check your shipping address.';

export interface FlashHandling {
  readonly outOfStock: { readonly itemId?: string; readonly kind: OutOfStockKind } | null;
  readonly notice: Notice | null;
  /** PaymentNotAuthorized opens the three-ds challenge dialog. */
  readonly threeDsChallenge: boolean;
}

const itemNotice = (message: string, itemId?: string): Notice => ({ type: 'error', level: 'item', message, ...(itemId === undefined ? {} : { itemId }) });

/** §4 item transitions announced by the server. */
export const SERVER_TRANSITIONS = {
  PickupToSth: { type: 'error', level: 'item', message: 'This item can no longer be picked up in store: it will be delivered to your address.' },
  PickupToSts: { type: 'error', level: 'item', message: 'This item can no longer be picked up today: it will be shipped to the store.' },
  StsToSth: { type: 'error', level: 'item', message: 'This item can no longer be shipped to the store: it will be delivered to your address.' },
  StsToPickup: { type: 'info', level: 'item', message: 'Good news: this item is now ready for pickup in store.' },
  STHToPickup: { type: 'info', level: 'item', message: 'This item is now set for pickup in store.' },
  OrderShippingMethodDowngraded: { type: 'error', level: 'top', message: 'Your shipping method is no longer available and has been changed.' },
} as const satisfies Record<string, { type: 'info' | 'error'; level: 'item' | 'top'; message: string }>;
export type ServerTransition = keyof typeof SERVER_TRANSITIONS;
export const isServerTransition = (type: string): type is ServerTransition => Object.prototype.hasOwnProperty.call(SERVER_TRANSITIONS, type);

export const isFlashType = (type: string): type is FlashType => (FLASH_TYPES as readonly string[]).includes(type);

/**
 * §8: what a flash entry means: ProductLineItemInventoryMissing is a partial out of stock; ProductItemNotAvailable
 * not available; ProductLineItemFullInventoryMissing a full out of stock — with an empty cart the order cannot be
 * completed (top notice); ProductItemMaxQuantity, ProductItemRequired item errors; InvalidShippingAddress at the
 * address input; PaymentNotAuthorized the three-ds challenge. Unknown types show their message at the top.
 */
export function flashHandling(
  flash: { readonly type: string; readonly message?: string; readonly itemId?: string },
  context: { readonly cartEmpty: boolean },
): FlashHandling {
  const none = { outOfStock: null, notice: null, threeDsChallenge: false };
  const type = flash.type;
  if (isServerTransition(type)) {
    const { type: kind, level, message } = SERVER_TRANSITIONS[type];
    return { ...none, notice: { type: kind, level, message, ...(level === 'item' && flash.itemId ? { itemId: flash.itemId } : {}) } };
  }
  if (!isFlashType(type)) {
    const message = flash.message?.trim();
    return { ...none, notice: message ? { type: 'error', level: 'top', message } : null };
  }
  switch (type) {
    case 'ProductLineItemInventoryMissing':
      return { ...none, outOfStock: { kind: 'partial', ...(flash.itemId ? { itemId: flash.itemId } : {}) }, notice: itemNotice(PARTIAL_OUT_OF_STOCK_MESSAGE, flash.itemId) };
    case 'ProductItemNotAvailable':
      return { ...none, outOfStock: { kind: 'not-available', ...(flash.itemId ? { itemId: flash.itemId } : {}) }, notice: itemNotice(NOT_AVAILABLE_MESSAGE, flash.itemId) };
    case 'ProductLineItemFullInventoryMissing':
      return {
        ...none,
        outOfStock: { kind: 'full', ...(flash.itemId ? { itemId: flash.itemId } : {}) },
        notice: context.cartEmpty ? { type: 'error', level: 'top', message: ORDER_OUT_OF_STOCK_MESSAGE } : itemNotice(FULL_OUT_OF_STOCK_MESSAGE, flash.itemId),
      };
    case 'ProductItemMaxQuantity':
      return { ...none, notice: itemNotice(MAX_QUANTITY_REACHED_MESSAGE, flash.itemId) };
    case 'ProductItemRequired':
      return { ...none, notice: itemNotice(ITEM_REQUIRED_MESSAGE, flash.itemId) };
    case 'InvalidShippingAddress':
      return { ...none, notice: { type: 'error', level: 'input', field: 'shippingAddress', message: INVALID_SHIPPING_ADDRESS_MESSAGE } };
    case 'PaymentNotAuthorized':
      return { ...none, threeDsChallenge: true };
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}
