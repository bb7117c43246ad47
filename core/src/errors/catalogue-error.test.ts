import { describe, expect, it } from 'vitest';
import { catalogueError, hasErrorId } from './catalogue-error';

describe('catalogueError', () => {
  it('keeps the §8 errorId, its code family and transport kind apart from the message', () => {
    expect(catalogueError('ITEM_OOS')).toEqual({
      type: 'ApiError', errorId: 'ITEM_OOS', code: 'INV700', kind: 'Conflict', statusCode: 409, message: 'This item is out of stock.',
    });
  });

  it('carries a field and maxAllowedQty when given, and GEN500 is a 500', () => {
    expect(catalogueError('ADDED_MAX_QUANTITY', { maxAllowedQty: 3, field: 'qty' })).toMatchObject({ maxAllowedQty: 3, field: 'qty' });
    expect(catalogueError('GEN500').statusCode).toBe(500);
    expect(catalogueError('PAYMENT_ERROR').statusCode).toBe(402);
  });

  it('hasErrorId recognises an upstream error id only on API errors', () => {
    expect(hasErrorId(catalogueError('CART_NOT_FOUND'), 'CART_NOT_FOUND')).toBe(true);
    expect(hasErrorId(catalogueError('ITEM_OOS'), 'CART_NOT_FOUND')).toBe(false);
    expect(hasErrorId({ type: 'NetworkError', message: 'offline' }, 'CART_NOT_FOUND')).toBe(false);
  });
});
