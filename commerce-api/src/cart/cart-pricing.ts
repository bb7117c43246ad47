import type { Currency, Totals } from '@switchback/core';

/**
 * Cart arithmetic on integer minor units (cents, pence), never floats.
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

export function cartTotals(lines: readonly PricedLine[], shipping: number, rule: TaxRule, currency: Currency): Totals {
  const itemTotal = lines.reduce((sum, l) => sum + l.current * l.qty, 0);
  const totalDiscount = lines.reduce((sum, l) => sum + (l.original - l.current) * l.qty, 0);
  const totalUnits = lines.reduce((sum, l) => sum + l.qty, 0);
  const taxable = itemTotal + shipping;
  const tax = taxOf(taxable, rule);
  const total = rule.included ? taxable : taxable + tax;
  return { itemTotal, shipping, tax, totalDiscount, total, remainingToPay: total, totalUnits, currency };
}
