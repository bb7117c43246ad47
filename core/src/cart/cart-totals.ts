import type { Cart } from '../contract';
import { formatMoney, type MinorUnits } from '../money/money';

export type TotalsLineId = 'items' | 'shipping' | 'tax' | 'discount' | 'total';

export interface TotalsLine {
  readonly id: TotalsLineId;
  /** Signed minor units as displayed: the discount line is negative. */
  readonly amount: MinorUnits;
  readonly text: string;
}

export interface CartTotalsDisplay {
  readonly currency: string;
  readonly items: TotalsLine;
  readonly shipping: TotalsLine;
  readonly tax: TotalsLine;
  /** Only when the cart has a discount (§3 totals.totalDiscount > 0). */
  readonly discount: TotalsLine | null;
  readonly total: TotalsLine;
  /** §3 totals.totalUnits: the number of units, e.g. for the mini-cart count. */
  readonly units: number;
  readonly unitsText: string;
  /** The lines in display order: items, shipping, tax, discount (if any), total. */
  readonly lines: readonly TotalsLine[];
}

/**
 * The cart's totals as the cart page, mini-cart, checkout summary and CLI show them, formatted for the locale
 * (§9 currency display). The amounts are the upstream's: core displays totals, it never recomputes them.
 */
export function cartTotalsDisplay(cart: Cart, locale: string): CartTotalsDisplay {
  const { totals } = cart;
  const currency = totals.currency;
  const line = (id: TotalsLineId, amount: MinorUnits): TotalsLine => ({ id, amount, text: formatMoney(amount, currency, locale) });
  const items = line('items', totals.itemTotal);
  const shipping = line('shipping', totals.shipping);
  const tax = line('tax', totals.tax);
  const discount = totals.totalDiscount > 0 ? line('discount', -totals.totalDiscount) : null;
  const total = line('total', totals.total);
  return {
    currency,
    items,
    shipping,
    tax,
    discount,
    total,
    units: totals.totalUnits,
    unitsText: new Intl.NumberFormat(locale).format(totals.totalUnits),
    lines: discount ? [items, shipping, tax, discount, total] : [items, shipping, tax, total],
  };
}
