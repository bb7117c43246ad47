import { cartErrorHandling, flashHandling, isServerTransition, type Cart, type CommerceError, type NoticeLevel, type NoticeType } from '@switchback/core';
import { uiMessage, type UiMessage, type UiText } from '../errors/ui-message';

/**
 * commerce-core §4: a notification has a type and a level (top, item, input); §8: where a cart error shows and
 * whether it is a toast. What the storefront renders: the text from the message catalogue, never the server's words.
 */
export interface UiNotice extends UiText {
  readonly type: NoticeType;
  readonly level: NoticeLevel;
  /** The cart line an item-level notice belongs to. */
  readonly itemId?: string;
  /** A top notice that may show as a toast (auto-dismissed); §8: SOME_PRODUCTS_NO_INVENTORY never does. */
  readonly toast: boolean;
  /** The §8 error id or flash type it came from (for support and tests: `data-notice`). */
  readonly source: string;
}

/** The catalogue key of each §8 flash type (app/i18n/messages: flash.*). */
const FLASH_TEXT = {
  ProductLineItemInventoryMissing: 'flash.partialOutOfStock',
  ProductItemNotAvailable: 'flash.notAvailable',
  ProductLineItemFullInventoryMissing: 'flash.outOfStock',
  ProductItemMaxQuantity: 'flash.maxQuantity',
  ProductItemRequired: 'flash.itemRequired',
  InvalidShippingAddress: 'flash.invalidShippingAddress',
} as const;

/**
 * §8 flash entries on a cart, through core's `flashHandling`: partial, full or not-available stock at the line (a
 * full one with the cart empty: the order cannot be completed, at the top), max quantity and required items at the
 * line, an invalid shipping address at the address input (server transitions: their own notices, app/fulfilment). PaymentNotAuthorized opens the 3-D Secure challenge (the
 * payments helper's dialog): no notice here. An unknown type keeps the server's words at the top.
 */
export function flashNotices(cart: Pick<Cart, 'flash' | 'items'>): UiNotice[] {
  return cart.flash.flatMap((flash): UiNotice[] => {
    // Issue 10 server transitions have their own notices in the site's language (fulfilment's TransitionNotices).
    if (isServerTransition(flash.type)) return [];
    const handled = flashHandling(flash, { cartEmpty: cart.items.length === 0 });
    const notice = handled.notice;
    if (notice === null) return [];
    const known = Object.prototype.hasOwnProperty.call(FLASH_TEXT, flash.type);
    const id = known
      ? (flash.type === 'ProductLineItemFullInventoryMissing' && notice.level === 'top' ? 'flash.orderOutOfStock' : FLASH_TEXT[flash.type as keyof typeof FLASH_TEXT])
      : 'flash.other';
    return [{
      id, ...(known ? {} : { values: { message: notice.message } }), type: notice.type, level: notice.level,
      ...(notice.itemId === undefined ? {} : { itemId: notice.itemId }), toast: false, source: flash.type,
    }];
  });
}

/**
 * A failed call as a notice, placed by core's §8 cart table (`cartErrorHandling`): item level at `itemId`, input
 * level at the field the mapper names, top otherwise; a toast unless the table says a top notice.
 */
export function errorNotice(error: CommerceError, itemId?: string | null): UiNotice {
  const message: UiMessage = uiMessage(error);
  const errorId = error.type === 'ApiError' ? error.errorId : error.type;
  const handling = cartErrorHandling({ errorId, ...(itemId ? { itemId } : {}) });
  const level: NoticeLevel = message.placement === 'field' ? 'input' : message.placement === 'item' ? 'item' : 'top';
  return {
    id: message.id, ...(message.values ? { values: message.values } : {}), type: 'error', level,
    ...(level === 'item' && itemId ? { itemId } : {}),
    toast: level === 'top' && !handling.noticeNotToast && handling.action === 'notify' && toastable(errorId),
    source: errorId,
  };
}

/** The errors a shopper acts on at once stay on the page; the passing ones (a declined or unverified payment) are toasts. */
const toastable = (errorId: string): boolean => errorId === 'PAYMENT_ERROR' || errorId === 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION';

/** A UiMessage already placed (a loader's or an action's) as a notice. */
export function noticeOf(message: UiMessage, source: string, itemId?: string | null): UiNotice {
  const level: NoticeLevel = message.placement === 'field' ? 'input' : message.placement === 'item' ? 'item' : 'top';
  return { id: message.id, ...(message.values ? { values: message.values } : {}), type: 'error', level, ...(itemId ? { itemId } : {}), toast: false, source };
}
