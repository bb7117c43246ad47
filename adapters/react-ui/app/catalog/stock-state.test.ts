import { describe, expect, it } from 'vitest';
import type { Inventory } from '@switchback/core';
import { variantStock } from './stock-state';

const inventory: Inventory = {
  productId: 'TRAILRUN01',
  variants: [
    { upc: '000000000101', quantity: 40, status: 'IN_STOCK' },
    { upc: '000000000102', quantity: 2, status: 'LOW_STOCK' },
    { upc: '000000000103', quantity: 0, status: 'OUT_OF_STOCK' },
  ],
};

describe('variant stock state', () => {
  it('§9 the low-stock label matches LOW STOCK, with the units left', () => {
    expect(variantStock(inventory, { upc: '000000000102', orderable: true })).toEqual({ status: 'LOW_STOCK', quantity: 2, text: 'LOW STOCK: only 2 left' });
  });

  it('in stock and out of stock read as such', () => {
    expect(variantStock(inventory, { upc: '000000000101', orderable: true }).text).toBe('IN STOCK');
    expect(variantStock(inventory, { upc: '000000000103', orderable: true }).text).toBe('OUT OF STOCK');
  });

  it('a variant that cannot be ordered, or has no inventory entry, is out of stock', () => {
    expect(variantStock(inventory, { upc: '000000000101', orderable: false }).status).toBe('OUT_OF_STOCK');
    expect(variantStock(inventory, { upc: '000000000999', orderable: true }).status).toBe('OUT_OF_STOCK');
  });
});
