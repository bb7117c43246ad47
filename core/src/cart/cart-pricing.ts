import { err, ok, type Result } from 'neverthrow';
import type { Currency, Totals } from '../contract';
import { MAX_QTY_PER_LINE } from './line-limit';

/**
 * Cart arithmetic on integer minor units (cents, pence), never floats: the one pricing rule, used by commerce-api's
 * cart view and by `FakeCommerce` alike (so the fake's totals are the API's).
 *
 * Tax rounding rule: tax is computed ONCE per cart on the taxable amount (items + shipping), not per line,
 * and rounded half up to a whole minor unit.
 *  - tax added on top (en-us):  tax = roundHalfUp(taxable × bps / 10 000)
 *  - tax included (en-gb, fr-fr): net = roundHalfUp(taxable × 10 000 / (10 000 + bps)); tax = taxable − net
 */

export interface PricedLine {
  /** Unit list price. */
  readonly original: number;
  /** Unit selling price (sale price when on sale). */
  readonly current: number;
  readonly qty: number;
}

export interface TaxRule {
  readonly bps: number;
  readonly included: boolean;
}

/** round(n / d) with halves rounded up, for integers n ≥ 0 and d > 0. Exact while 2n + d < 2^53. */
export function divideRoundHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

export function taxOf(taxable: number, rule: TaxRule): number {
  if (rule.included) return taxable - divideRoundHalfUp(taxable * 10_000, 10_000 + rule.bps);
  return divideRoundHalfUp(taxable * rule.bps, 10_000);
}

/** What the totals are made of, once every discount is known (core's `priceCart` computes them). */
export interface TotalsParts {
  /** Rows at their selling price (current × qty), before promotions. */
  readonly itemTotal: number;
  /** The lines after every promotion and adjustment (Σ priceAfterOrderDiscount). */
  readonly discountedItems: number;
  /** The shipping charged (after a shipping promotion). */
  readonly shipping: number;
  /** List − selling price, over the rows. */
  readonly markdowns: number;
  /** Promotions (every level) and manual adjustments. */
  readonly promotionDiscount: number;
  readonly totalUnits: number;
}

/** The contract's totals: tax on the discounted amount; total = discounted items + shipping (+ tax when added on top). */
export function pricedTotals(parts: TotalsParts, rule: TaxRule, currency: Currency): Totals {
  const taxable = parts.discountedItems + parts.shipping;
  const tax = taxOf(taxable, rule);
  const total = rule.included ? taxable : taxable + tax;
  return {
    itemTotal: parts.itemTotal, shipping: parts.shipping, tax, totalDiscount: parts.markdowns + parts.promotionDiscount, total,
    remainingToPay: total, totalUnits: parts.totalUnits, currency, promotionDiscount: parts.promotionDiscount, appliedRewards: 0,
  };
}

/** The totals of a cart no promotion touches: the special case of `priceCart` with no promotions, codes or adjustments. */
export function cartTotals(lines: readonly PricedLine[], shipping: number, rule: TaxRule, currency: Currency): Totals {
  const itemTotal = lines.reduce((sum, l) => sum + l.current * l.qty, 0);
  return pricedTotals({
    itemTotal,
    discountedItems: itemTotal,
    shipping,
    markdowns: lines.reduce((sum, l) => sum + (l.original - l.current) * l.qty, 0),
    promotionDiscount: 0,
    totalUnits: lines.reduce((sum, l) => sum + l.qty, 0),
  }, rule, currency);
}

export { MAX_QTY_PER_LINE };

/** What a line may hold now: the stock, capped at MAX_QTY_PER_LINE (the cart item's `maxQty`). */
export const lineLimit = (stockQty: number): number => Math.max(0, Math.min(stockQty, MAX_QTY_PER_LINE));

/** Why a line cannot hold a quantity: nothing left (§8 ITEM_OOS), or more than the line may hold (§8 ADDED_MAX_QUANTITY). */
export type LineQuantityProblem =
  | { readonly type: 'OutOfStock' }
  | { readonly type: 'MaxQuantityExceeded'; readonly maxAllowedQty: number };

/**
 * The stock rule on add and update: none left (or the variant not orderable) → OutOfStock; more than the line
 * limit (stock capped at MAX_QTY_PER_LINE) → MaxQuantityExceeded with the limit; else the quantity is allowed.
 */
export function checkLineQuantity(stockQty: number, wantedQty: number, orderable = true): Result<void, LineQuantityProblem> {
  if (!orderable || stockQty <= 0) return err({ type: 'OutOfStock' });
  const limit = lineLimit(stockQty);
  return wantedQty > limit ? err({ type: 'MaxQuantityExceeded', maxAllowedQty: limit }) : ok(undefined);
}
