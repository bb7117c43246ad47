import { describe, expect, it } from 'vitest';
import { trailAnswerOf } from './basket-trail-answer';

const item = { id: 'item-0001', productId: 'TRAILRUN1', upc: '123456789012', qty: 2, name: 'Trail Runner', colorName: 'Slate Grey', size: '9', price: { original: 15_000, current: 12_000, rowTotal: 24_000, currency: 'USD' }, slug: 'x' };
const cart = { basketId: 'basket-0001', currency: 'USD', items: [item], totals: { total: 24_999, currency: 'USD' }, flash: [{ type: 'PromotionApplied', message: 'Bonne affaire' }] };

describe('trail answer fields (issue 8 §4: totals, error ids, flash types, lines)', () => {
  it('a cart answer keeps total, currency, flash types (not messages) and per line upc, product, item, qty and unit price', () => {
    expect(trailAnswerOf('addItem', 200, cart)).toEqual({
      total: 24_999, currency: 'USD', flash: ['PromotionApplied'],
      lines: [{ upc: '123456789012', productId: 'TRAILRUN1', qty: 2, price: 12_000, itemId: 'item-0001', name: 'Trail Runner', colorName: 'Slate Grey', size: '9' }],
    });
  });

  it('a failure keeps its errorId only', () => {
    expect(trailAnswerOf('addItem', 409, { errorDetails: [{ errorId: 'ITEM_OOS', message: 'gone' }], statusCode: 409 })).toEqual({ errorId: 'ITEM_OOS' });
    expect(trailAnswerOf('addItem', 500, 'not json')).toEqual({});
  });

  it('placeOrder reads the order and its flash; prepareOrder its total; moveSaveForLater its cart; methods nothing', () => {
    expect(trailAnswerOf('placeOrder', 200, { orderNumber: 'SB-000001', flash: [], order: { ...cart, flash: undefined } })).toMatchObject({ total: 24_999, currency: 'USD', flash: [] });
    expect(trailAnswerOf('prepareOrder', 200, { basketId: 'basket-0001', ready: true, total: 24_999, currency: 'USD', flash: [] })).toEqual({ total: 24_999, currency: 'USD', flash: [] });
    expect(trailAnswerOf('moveSaveForLater', 200, { cart, saveForLater: {} })).toMatchObject({ total: 24_999 });
    expect(trailAnswerOf('shippingMethods', 200, { shippingId: 'me', applicableShippingMethods: [] })).toEqual({});
  });
});
