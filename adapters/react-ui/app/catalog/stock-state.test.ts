import { describe, expect, it } from 'vitest';
import type { Inventory } from '@switchback/core';
import enUs from '../i18n/messages/en-us.json';
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
  it('§9 low stock carries the units left, and the en-us label reads LOW STOCK', () => {
    expect(variantStock(inventory, { upc: '000000000102', orderable: true })).toEqual({ status: 'LOW_STOCK', quantity: 2 });
    expect(enUs['product.stock.lowStock']).toMatch(/^LOW STOCK/);
  });

  it('in stock and out of stock read as such', () => {
    expect(variantStock(inventory, { upc: '000000000101', orderable: true }).status).toBe('IN_STOCK');
    expect(variantStock(inventory, { upc: '000000000103', orderable: true }).status).toBe('OUT_OF_STOCK');
  });

  it('a variant that cannot be ordered, or has no inventory entry, is out of stock', () => {
    expect(variantStock(inventory, { upc: '000000000101', orderable: false }).status).toBe('OUT_OF_STOCK');
    expect(variantStock(inventory, { upc: '000000000999', orderable: true }).status).toBe('OUT_OF_STOCK');
  });
});
