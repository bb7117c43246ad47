import type { Totals } from '../contract';
import { formatMoney, type MinorUnits } from '../money/money';

export type TotalsLineId = 'items' | 'shipping' | 'tax' | 'total' | 'savings';

export interface TotalsLine {
  readonly id: TotalsLineId;
  /** The upstream's minor units as they are (never negative for a valid cart or order). */
  readonly amount: MinorUnits;
  readonly text: string;
}

export interface CartTotalsDisplay {
  readonly currency: string;
  /** §3 totals.itemTotal: the items at their current (selling) price, so any markdown is already taken off. */
  readonly items: TotalsLine;
  readonly shipping: TotalsLine;
  readonly tax: TotalsLine;
  /**
   * Whether the tax is already inside the prices (VAT: en-gb, fr-fr) rather than added on top (en-us sales tax):
   * then the tax is shown after the total as included, not as a line that adds up to it.
   */
  readonly taxIncluded: boolean;
  readonly total: TotalsLine;
  /**
   * What the shopper saves (§3 totals.totalDiscount), only when there is a saving. It is already taken off the
   * items, so it is shown beside the total, never subtracted from it again.
   */
  readonly savings: TotalsLine | null;
  /** §3 totals.totalUnits: the number of units, e.g. for the mini-cart count. */
  readonly units: number;
  readonly unitsText: string;
  /** The lines that make up the total, in display order: items, shipping, tax (unless included), total. */
  readonly lines: readonly TotalsLine[];
}

/**
 * Whether the totals' tax is inside the prices: the upstream then reports the included part as `tax` and the total
 * is items + shipping; with tax added on top the total is items + shipping + tax. No tax reads as not included.
 */
export function taxIsIncluded(totals: Totals): boolean {
  return totals.tax > 0 && totals.total === totals.itemTotal + totals.shipping;
}

/**
 * The totals of a cart, or of the order placed from it (both carry the contract's `Totals`), as the cart page,
 * checkout summary, order confirmation and CLI show them, formatted for the locale (§9 currency display). The
 * amounts are the upstream's: core displays totals, it never recomputes them.
 */
export function cartTotalsDisplay(totals: Totals, locale: string): CartTotalsDisplay {
  const currency = totals.currency;
  const line = (id: TotalsLineId, amount: MinorUnits): TotalsLine => ({ id, amount, text: formatMoney(amount, currency, locale) });
  const items = line('items', totals.itemTotal);
  const shipping = line('shipping', totals.shipping);
  const tax = line('tax', totals.tax);
  const taxIncluded = taxIsIncluded(totals);
  const total = line('total', totals.total);
  return {
    currency,
    items,
    shipping,
    tax,
    taxIncluded,
    total,
    savings: totals.totalDiscount > 0 ? line('savings', totals.totalDiscount) : null,
    units: totals.totalUnits,
    unitsText: new Intl.NumberFormat(locale).format(totals.totalUnits),
    lines: taxIncluded ? [items, shipping, total] : [items, shipping, tax, total],
  };
}
