import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogueError, errorCatalogue, type CommerceError, type ErrorId } from '@switchback/core';
import enUs from '../i18n/messages/en-us.json';
import { fieldError, uiMessage } from './ui-message';

const apiError = (errorId: string, overrides: Partial<Extract<CommerceError, { type: 'ApiError' }>> = {}): CommerceError => ({
  type: 'ApiError', errorId, kind: 'Conflict', statusCode: 409, message: 'Upstream says no.', ...overrides,
});
const catalogue: Readonly<Record<string, string>> = enUs;

describe('uiMessage: one mapper from a failed call to what the shopper reads', () => {
  it('a declined payment says so and that the cart is safe, at the top', () => {
    const message = uiMessage(catalogueError('PAYMENT_ERROR'));
    expect(message.placement).toBe('top');
    expect(catalogue[message.id]).toMatch(/declined/);
    expect(catalogue[message.id]).toMatch(/cart is safe/);
  });

  it('§8 ITEM_OOS and ITEM_NOT_AVAILABLE are shown at item level', () => {
    expect(uiMessage(catalogueError('ITEM_OOS')).placement).toBe('item');
    expect(uiMessage(catalogueError('ITEM_NOT_AVAILABLE')).placement).toBe('item');
  });

  it('PRESALE_SIGN_IN_REQUIRED (a guest adds a presale product from an old tab) is shown at the button, asking to sign in', () => {
    expect(uiMessage(catalogueError('PRESALE_SIGN_IN_REQUIRED'))).toMatchObject({ id: 'errors.presaleSignInRequired', placement: 'item' });
  });

  it('§8 cart errors are placed as core\'s cart error table says: ADDED_MAX_QUANTITY and a declined payment at the top, ITEM_OOS at the item', () => {
    expect(uiMessage(catalogueError('ADDED_MAX_QUANTITY')).placement).toBe('top');
    expect(uiMessage(catalogueError('PAYMENT_ERROR')).placement).toBe('top');
    expect(uiMessage(catalogueError('ITEM_OOS')).placement).toBe('item');
    expect(uiMessage(catalogueError('VARIANT_NOT_FOUND')).placement).toBe('item');
  });

  it('§8 ADDED_MAX_QUANTITY uses maxAllowedQty from the response, otherwise a generic message', () => {
    expect(uiMessage(catalogueError('ADDED_MAX_QUANTITY', { maxAllowedQty: 3 }))).toMatchObject({ id: 'errors.maxQuantityOf', values: { max: 3 } });
    expect(uiMessage(catalogueError('ADDED_MAX_QUANTITY')).id).toBe('errors.maxQuantity');
  });

  it('a missing product is a not-found page', () => {
    expect(uiMessage(catalogueError('PRODUCT_NOT_FOUND')).notFound).toBe(true);
    expect(uiMessage(catalogueError('CART_EMPTY')).notFound).toBe(false);
  });

  it('an expired card is a top notice (§8 cart error table) saying so', () => {
    expect(uiMessage(catalogueError('CC_EXPIRY_DATE_INVALID'))).toMatchObject({ id: 'errors.cardExpired', placement: 'top' });
  });

  it('invalid input is placed at its field with that field\'s message', () => {
    const message = uiMessage({ type: 'InvalidInput', field: 'address.postalCode', message: 'postalCode is 3 to 10 letters, digits, spaces or -' });
    expect(message).toEqual({ id: 'form.postalCode.invalid', placement: 'field', field: 'address.postalCode', notFound: false });
    expect(fieldError('card.number').id).toBe('form.cardNumber.invalid');
  });

  it('an unknown error id is placed by its transport kind', () => {
    expect(uiMessage(apiError('SOMETHING_NEW'))).toEqual({ id: 'errors.conflict', placement: 'top', notFound: false });
    expect(uiMessage(apiError('GONE_ELSEWHERE', { kind: 'NotFound', statusCode: 404 })).notFound).toBe(true);
    expect(uiMessage(apiError('BAD_FIELD', { kind: 'Invalid', field: 'email', message: 'email is not valid' }))).toMatchObject({
      placement: 'field', field: 'email', id: 'form.email.invalid',
    });
  });

  it('network trouble and unreadable answers get a plain retry message', () => {
    expect(catalogue[uiMessage({ type: 'NetworkError', message: 'ECONNREFUSED' }).id]).toMatch(/could not reach the store/);
    expect(catalogue[uiMessage({ type: 'InvalidResponse', message: 'bad json' }).id]).toMatch(/could not read/);
  });

  it('every catalogue error id maps to a message of the catalogue and never throws', () => {
    const ids = Object.keys(errorCatalogue) as ErrorId[];
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }), (id, maxAllowedQty) => {
        const message = uiMessage(catalogueError(id, maxAllowedQty === undefined ? {} : { maxAllowedQty }));
        expect(catalogue[message.id]).toBeTruthy();
      }),
    );
  });
});

describe('uiMessage: a form\'s own field names (issue 9)', () => {
  const invalid = (field: string) => apiError('INVALID_REQUEST', { kind: 'Invalid', statusCode: 400, field });

  it('a 400 naming `code` from the coupon form is a coupon message at the coupon input, not the shipping method one', () => {
    const message = uiMessage(invalid('code'), 'coupon');
    expect(message).toMatchObject({ id: 'promo.coupon.invalid', placement: 'field', field: 'code' });
    expect(catalogue[message.id]).toMatch(/code/i);
  });

  it('the same 400 from the shipping method form keeps the shipping method message', () => {
    expect(uiMessage(invalid('code'), 'shippingMethod').id).toBe('form.shippingMethod.invalid');
  });

  it('a gift card number is not a card number: its own message at giftCard.number', () => {
    expect(uiMessage(invalid('giftCard.number'), 'giftCard')).toMatchObject({ id: 'giftCard.number.invalid', field: 'giftCard.number' });
    expect(uiMessage(invalid('card.number')).id).toBe('form.cardNumber.invalid');
  });

  it('§8 coupon errors show at the coupon input and GC_* errors at the gift card number', () => {
    expect(uiMessage(catalogueError('COUPON_NOT_FOUND'), 'coupon')).toMatchObject({ placement: 'field', field: 'code' });
    expect(uiMessage(catalogueError('GC_ZERO_BALANCE'), 'giftCard')).toMatchObject({ placement: 'field', field: 'giftCard.number' });
  });
});
