import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CART_ERROR_TABLE, cartErrorHandling, GENERIC_MAX_QUANTITY_MESSAGE, GWP_PRODUCT_MESSAGE, INVALID_CUSTOMER_CART_MESSAGE,
  ITEM_NOT_MOVED_TO_CART_MESSAGE, LOGIN_FAILURE_MESSAGE,
} from './cart-error-table';
import { flashHandling, FLASH_TYPES, ORDER_OUT_OF_STOCK_MESSAGE } from './flash-types';
import { cardSaveFailureToast, giftCardSaveFailureToast, ITEM_REMOVAL_FAILURE_MESSAGE } from './failure-messages';
import { catalogueError } from './catalogue-error';

const handle = (errorId: string, extra: Record<string, unknown> = {}) => cartErrorHandling({ errorId, message: 'resolved text', ...extra });

describe('§8 cart error ids and handling', () => {
  it('CART_NOT_FOUND: rebuild the cart and retry', () => {
    expect(handle('CART_NOT_FOUND')).toMatchObject({ action: 'rebuild-and-retry', notice: null });
  });

  it('INVALID_CUSTOMER: clear and reload, message invalid customer cart', () => {
    expect(handle('INVALID_CUSTOMER')).toMatchObject({ action: 'clear-and-reload', notice: { type: 'error', level: 'top', message: INVALID_CUSTOMER_CART_MESSAGE } });
  });

  it('ITEM_NOT_AVAILABLE, NO_PRICE, INVALID_PRICE: shown at item level; other errors shown at top', () => {
    for (const id of ['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE'])
      expect(handle(id, { itemId: 'i1' }).notice, id).toEqual({ type: 'error', level: 'item', message: 'resolved text', itemId: 'i1' });
    expect(handle('SOMETHING_ELSE').notice).toEqual({ type: 'error', level: 'top', message: 'resolved text' });
  });

  it('ITEM_OOS, ITEMS_OOS: error state; item could not be moved to cart', () => {
    for (const id of ['ITEM_OOS', 'ITEMS_OOS']) expect(handle(id).notice?.message, id).toBe(ITEM_NOT_MOVED_TO_CART_MESSAGE);
    expect(handle('ITEM_OOS').action).toBe('error-state');
  });

  it('ADDED_MAX_QUANTITY: message uses maxAllowedQty from the response, otherwise a generic message', () => {
    expect(handle('ADDED_MAX_QUANTITY', { maxAllowedQty: 4 }).notice?.message).toBe('You can add at most 4 of this item.');
    expect(handle('ADDED_MAX_QUANTITY').notice?.message).toBe(GENERIC_MAX_QUANTITY_MESSAGE);
  });

  it('GWP_PRODUCT: gift product cannot be added or quantity changed; maximum item quantity message', () => {
    expect(handle('GWP_PRODUCT').notice?.message).toBe(GWP_PRODUCT_MESSAGE);
  });

  it('PAYMENT_ERROR, PAYMENT_FRAUD_VERIFICATION_EXCEPTION: error notice; CANT_SHIP_THERE: top notice', () => {
    for (const id of ['PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'CANT_SHIP_THERE'])
      expect(handle(id), id).toMatchObject({ action: 'notify', notice: { type: 'error', level: 'top', message: 'resolved text' } });
  });

  it('GC_INVALID2, GC_ALREADY_APPLIED, GC_NOT_ALLOWED, GC_ZERO_BALANCE: shown at the input', () => {
    for (const id of ['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE'])
      expect(handle(id).notice, id).toEqual({ type: 'error', level: 'input', field: 'giftCard', message: 'resolved text' });
  });

  it('CC_EXPIRY_DATE_INVALID, PAYMENT_INSTRUMENT_NOT_FOUND, ADDRESS_NOT_FOUND, SHIPPING_POBOX_UNAVAILABLE: error notice', () => {
    for (const id of ['CC_EXPIRY_DATE_INVALID', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'ADDRESS_NOT_FOUND', 'SHIPPING_POBOX_UNAVAILABLE'])
      expect(handle(id).notice?.type, id).toBe('error');
    expect(cartErrorHandling({ errorId: 'CC_EXPIRY_DATE_INVALID' }).notice?.message).toBe('The card has expired.');
  });

  it('SOME_PRODUCTS_NO_INVENTORY: top notice rather than a toast', () => {
    expect(handle('SOME_PRODUCTS_NO_INVENTORY')).toMatchObject({ noticeNotToast: true, level: 'top' });
    expect(handle('PAYMENT_ERROR').noticeNotToast).toBe(false);
  });

  it('ITEM_NO_LONGER_AVAILABLE: reload cart, possibly return to the shipping step', () => {
    expect(cartErrorHandling({ errorId: 'ITEM_NO_LONGER_AVAILABLE' }, { checkoutStep: 'summary' })).toMatchObject({ action: 'reload-cart', returnToShipping: true });
    expect(cartErrorHandling({ errorId: 'ITEM_NO_LONGER_AVAILABLE' }, { checkoutStep: 'shipping' }).returnToShipping).toBe(false);
    expect(cartErrorHandling({ errorId: 'ITEM_NO_LONGER_AVAILABLE' }).returnToShipping).toBe(false);
  });

  it('DUPLICATED_TOKEN: login failure message', () => {
    expect(handle('DUPLICATED_TOKEN')).toMatchObject({ action: 'login-failure', notice: { message: LOGIN_FAILURE_MESSAGE } });
  });

  it('property: every error id gets a row or the top default, and a notice is never empty', () => {
    fc.assert(fc.property(fc.oneof(fc.constantFrom(...Object.keys(CART_ERROR_TABLE)), fc.string()), fc.option(fc.string(), { nil: undefined }), (errorId, message) => {
      const handling = cartErrorHandling({ errorId, ...(message === undefined ? {} : { message }) });
      if (handling.notice) expect(handling.notice.message.trim()).not.toBe('');
      if (!Object.prototype.hasOwnProperty.call(CART_ERROR_TABLE, errorId)) expect(handling.level).toBe('top');
    }));
  });
});

describe('§8 flash and detail types', () => {
  it('ProductLineItemInventoryMissing (partial out of stock); ProductItemNotAvailable; ProductLineItemFullInventoryMissing', () => {
    expect(flashHandling({ type: 'ProductLineItemInventoryMissing', itemId: 'i1' }, { cartEmpty: false })).toMatchObject({ outOfStock: { kind: 'partial', itemId: 'i1' }, notice: { level: 'item', itemId: 'i1' } });
    expect(flashHandling({ type: 'ProductItemNotAvailable', itemId: 'i2' }, { cartEmpty: false }).outOfStock).toEqual({ kind: 'not-available', itemId: 'i2' });
    expect(flashHandling({ type: 'ProductLineItemFullInventoryMissing', itemId: 'i3' }, { cartEmpty: false })).toMatchObject({ outOfStock: { kind: 'full' }, notice: { level: 'item' } });
  });

  it('ProductLineItemFullInventoryMissing (if the cart is empty: order cannot be completed due to out of stock)', () => {
    expect(flashHandling({ type: 'ProductLineItemFullInventoryMissing' }, { cartEmpty: true }).notice).toEqual({ type: 'error', level: 'top', message: ORDER_OUT_OF_STOCK_MESSAGE });
  });

  it('ProductItemMaxQuantity; ProductItemRequired; InvalidShippingAddress; PaymentNotAuthorized', () => {
    expect(flashHandling({ type: 'ProductItemMaxQuantity', itemId: 'i' }, { cartEmpty: false }).notice?.level).toBe('item');
    expect(flashHandling({ type: 'ProductItemRequired' }, { cartEmpty: false }).notice?.level).toBe('item');
    expect(flashHandling({ type: 'InvalidShippingAddress' }, { cartEmpty: false }).notice).toMatchObject({ level: 'input', field: 'shippingAddress' });
    expect(flashHandling({ type: 'PaymentNotAuthorized' }, { cartEmpty: false })).toEqual({ outOfStock: null, notice: null, threeDsChallenge: true });
    expect(FLASH_TYPES).toHaveLength(7);
  });

  it('an unknown flash type shows its message at the top, or nothing', () => {
    expect(flashHandling({ type: 'TaxUpdated', message: 'Tax changed' }, { cartEmpty: false }).notice).toEqual({ type: 'error', level: 'top', message: 'Tax changed' });
    expect(flashHandling({ type: 'TaxUpdated' }, { cartEmpty: false }).notice).toBeNull();
  });
});

describe('§8 other messages', () => {
  it("item removal failure: 'Unable to remove item from cart. Please try again later.'", () => {
    expect(ITEM_REMOVAL_FAILURE_MESSAGE).toBe('Unable to remove item from cart. Please try again later.');
  });

  it("saving a credit card fails: card-already-exists shows the server message in an error toast; otherwise 'credit card save failed' (translated)", () => {
    const exists = { ...catalogueError('GEN500'), errorId: 'PYT300', message: 'Card already on file' };
    expect(cardSaveFailureToast(exists)).toEqual({ type: 'error', title: 'Card already on file', autoClose: true });
    expect(cardSaveFailureToast({ type: 'NetworkError', message: 'down' }, (key) => `t:${key}`)).toEqual({ type: 'error', title: 't:creditCardSaveFailed', autoClose: true });
    expect(cardSaveFailureToast({ ...catalogueError('GEN500'), code: 'PYT300', message: '' }).title).toBe('Your credit card could not be saved. Please try again.');
  });

  it('saving a gift card fails: card-already-exists gives the gift-card-already-exists text, otherwise the gift-card-save-failed text', () => {
    const exists = { ...catalogueError('GEN500'), code: 'PYT300' };
    expect(giftCardSaveFailureToast(exists, (key) => `t:${key}`)).toEqual({ type: 'error', title: 't:giftCardAlreadyExists', autoClose: true });
    expect(giftCardSaveFailureToast(catalogueError('GEN500')).title).toBe('Your gift card could not be saved. Please try again.');
  });
});
