import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogueError, errorCatalogue, type CommerceError, type ErrorId } from '@switchback/core';
import { fieldMessage, uiMessage } from './ui-message';

const apiError = (errorId: string, overrides: Partial<Extract<CommerceError, { type: 'ApiError' }>> = {}): CommerceError => ({
  type: 'ApiError', errorId, kind: 'Conflict', statusCode: 409, message: 'Upstream says no.', ...overrides,
});

describe('uiMessage: one mapper from a failed call to what the shopper reads', () => {
  it('a declined payment says so and that the cart is safe, at the top', () => {
    const message = uiMessage(catalogueError('PAYMENT_ERROR'));
    expect(message.placement).toBe('top');
    expect(message.text).toMatch(/declined/);
    expect(message.text).toMatch(/cart is safe/);
  });

  it('§8 ITEM_OOS and ITEM_NOT_AVAILABLE are shown at item level', () => {
    expect(uiMessage(catalogueError('ITEM_OOS')).placement).toBe('item');
    expect(uiMessage(catalogueError('ITEM_NOT_AVAILABLE')).placement).toBe('item');
  });

  it('§8 ADDED_MAX_QUANTITY uses maxAllowedQty from the response, otherwise a generic message', () => {
    expect(uiMessage(catalogueError('ADDED_MAX_QUANTITY', { maxAllowedQty: 3 })).text).toBe('You can have at most 3 of this item in your cart.');
    expect(uiMessage(catalogueError('ADDED_MAX_QUANTITY')).text).toBe(errorCatalogue.ADDED_MAX_QUANTITY.message);
  });

  it('a missing product is a not-found page', () => {
    expect(uiMessage(catalogueError('PRODUCT_NOT_FOUND')).notFound).toBe(true);
    expect(uiMessage(catalogueError('CART_EMPTY')).notFound).toBe(false);
  });

  it('an expired card points at the expiry field', () => {
    expect(uiMessage(catalogueError('CC_EXPIRY_DATE_INVALID'))).toMatchObject({ placement: 'field', field: 'card.expiry' });
  });

  it('invalid input names its field in words', () => {
    const message = uiMessage({ type: 'InvalidInput', field: 'address.postalCode', message: 'postalCode is 3 to 10 letters, digits, spaces or -' });
    expect(message).toEqual({ text: 'Postal code is 3 to 10 letters, digits, spaces or -.', placement: 'field', field: 'address.postalCode', notFound: false });
  });

  it('an unknown error id falls back to the server message, placed by its transport kind', () => {
    expect(uiMessage(apiError('SOMETHING_NEW'))).toEqual({ text: 'Upstream says no.', placement: 'top', notFound: false });
    expect(uiMessage(apiError('GONE_ELSEWHERE', { kind: 'NotFound', statusCode: 404 })).notFound).toBe(true);
    expect(uiMessage(apiError('BAD_FIELD', { kind: 'Invalid', field: 'email', message: 'email is not valid' }))).toMatchObject({
      placement: 'field', field: 'email', text: 'Email is not valid.',
    });
  });

  it('network trouble and unreadable answers get a plain retry message', () => {
    expect(uiMessage({ type: 'NetworkError', message: 'ECONNREFUSED' }).text).toMatch(/could not reach the store/);
    expect(uiMessage({ type: 'InvalidResponse', message: 'bad json' }).text).toMatch(/could not read/);
  });

  it('every catalogue error id gets a non-empty sentence and never throws', () => {
    const ids = Object.keys(errorCatalogue) as ErrorId[];
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }), (id, maxAllowedQty) => {
        const text = uiMessage(catalogueError(id, maxAllowedQty === undefined ? {} : { maxAllowedQty })).text;
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/undefined|\[object/);
      }),
    );
  });
});

describe('fieldMessage', () => {
  it('turns the contract\'s field key into its label and ends the sentence', () => {
    expect(fieldMessage('shipping.firstName', 'firstName is required')).toBe('First name is required.');
    expect(fieldMessage('card.number', 'card number is 12 to 19 digits')).toBe('Card number is 12 to 19 digits.');
    expect(fieldMessage('card.cvc', 'Invalid input')).toBe('Security code: Invalid input.');
  });
});
