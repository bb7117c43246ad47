import { stockLabel, type Inventory, type StockStatus, type Variant } from '@switchback/core';

export interface VariantStock {
  readonly status: StockStatus;
  readonly quantity: number;
  /** What the shopper reads, e.g. `LOW STOCK: only 2 left` (§9: the low-stock label is LOW STOCK). */
  readonly text: string;
}

/** The stock of one variant: its inventory entry, and out of stock whenever the variant cannot be ordered. */
export function variantStock(inventory: Inventory, variant: Pick<Variant, 'upc' | 'orderable'>): VariantStock {
  const entry = inventory.variants.find((v) => v.upc === variant.upc);
  const status: StockStatus = !variant.orderable || entry === undefined || entry.quantity === 0 ? 'OUT_OF_STOCK' : entry.status;
  const quantity = status === 'OUT_OF_STOCK' ? 0 : (entry?.quantity ?? 0);
  return { status, quantity, text: status === 'LOW_STOCK' ? `${stockLabel(status)}: only ${quantity} left` : stockLabel(status) };
}
