import type { StockStatus } from '@switchback/core';

/** At or below this many units a variant shows LOW STOCK (§9 "Low stock label"). */
export const LOW_STOCK_THRESHOLD = 3;

export function stockStatus(qty: number): StockStatus {
  if (qty <= 0) return 'OUT_OF_STOCK';
  if (qty <= LOW_STOCK_THRESHOLD) return 'LOW_STOCK';
  return 'IN_STOCK';
}
