import type { Inventory, StockStatus, Variant } from '@switchback/core';

export interface VariantStock {
  readonly status: StockStatus;
  /** Units left (0 when out of stock); the page says `LOW STOCK: only 2 left` (§9: the low-stock label is LOW STOCK). */
  readonly quantity: number;
}

/** The stock of one variant: its inventory entry, and out of stock whenever the variant cannot be ordered. */
export function variantStock(inventory: Inventory, variant: Pick<Variant, 'upc' | 'orderable'>): VariantStock {
  const entry = inventory.variants.find((v) => v.upc === variant.upc);
  const status: StockStatus = !variant.orderable || entry === undefined || entry.quantity === 0 ? 'OUT_OF_STOCK' : entry.status;
  return { status, quantity: status === 'OUT_OF_STOCK' ? 0 : (entry?.quantity ?? 0) };
}
