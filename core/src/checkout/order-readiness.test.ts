import { describe, expect, it } from 'vitest';
import { notReadyError } from './order-readiness';

describe('an order prepareOrder reports not ready is stopped with the §8 error its flash stands for', () => {
  it.each([
    ['ProductLineItemInventoryMissing', 'ITEM_OOS'],
    ['ProductLineItemFullInventoryMissing', 'ITEM_OOS'],
    ['ProductItemNotAvailable', 'ITEM_NOT_AVAILABLE'],
    ['ProductItemMaxQuantity', 'ADDED_MAX_QUANTITY'],
    ['InvalidShippingAddress', 'CANT_SHIP_THERE'],
    ['PaymentNotAuthorized', 'PAYMENT_ERROR'],
  ])('%s → %s, with the flash message', (type, errorId) => {
    expect(notReadyError([{ type, message: 'From the flash.' }])).toMatchObject({ type: 'ApiError', errorId, message: 'From the flash.' });
  });

  it('the first known flash type decides; an empty message keeps the catalogue message', () => {
    expect(notReadyError([{ type: 'Info', message: 'x' }, { type: 'ProductItemNotAvailable', message: '' }]))
      .toMatchObject({ errorId: 'ITEM_NOT_AVAILABLE', message: 'This item is no longer available.' });
  });

  it('not ready without a known reason is GEN500', () => {
    expect(notReadyError([])).toMatchObject({ errorId: 'GEN500', statusCode: 500 });
    expect(notReadyError([{ type: 'toString', message: 'x' }])).toMatchObject({ errorId: 'GEN500' });
  });
});
