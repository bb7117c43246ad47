import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, Totals } from '../contract';
import { cartAtStage, FakeCommerce } from '../testing';
import { cartTotalsDisplay, taxIsIncluded } from './cart-totals';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const withTotals = (cart: Cart, totals: Partial<Totals>): Totals => ({ ...cart.totals, ...totals });
const totalsOf = (overrides: Partial<Totals>): Totals => ({
  itemTotal: 10_000, shipping: 500, tax: 0, totalDiscount: 0, total: 10_500, remainingToPay: 10_500, totalUnits: 1, currency: 'USD', promotionDiscount: 0, appliedRewards: 0, ...overrides,
});

describe('cartTotalsDisplay', () => {
  it('shows items, shipping, tax and total formatted for the locale, and the units', async () => {
    const cart = await cartAtStage(new FakeCommerce({ tax: { bps: 825, included: false } }), 'shippingMethod');
    const display = cartTotalsDisplay(cart.totals, 'en-US');
    expect(display.lines.map((l) => [l.id, l.text])).toEqual([
      ['items', '$90.00'], ['shipping', '$5.00'], ['tax', '$7.84'], ['total', '$102.84'], // 8.25 % of items + shipping (core's pricing rule)
    ]);
    expect(display.taxIncluded).toBe(false);
    expect(display.units).toBe(1);
    expect(display.unitsText).toBe('1');
  });

  it('the discount is already taken off the items: shown as savings beside the total, never subtracted, only when there is one', async () => {
    const totals = withTotals(await cartAtStage(new FakeCommerce(), 'items'), { totalDiscount: 1_000 });
    const display = cartTotalsDisplay(totals, 'en-US');
    expect(display.savings).toEqual({ id: 'savings', amount: 1_000, text: '$10.00' });
    expect(display.lines.map((l) => l.id)).toEqual(['items', 'shipping', 'tax', 'total']);
    expect(display.total.amount).toBe(totals.itemTotal + totals.shipping + totals.tax);
    expect(cartTotalsDisplay({ ...totals, totalDiscount: 0 }, 'en-US').savings).toBeNull();
  });

  it('tax added on top (en-us) is a line of its own; tax inside prices (en-gb, fr-fr) is shown as included', () => {
    expect(taxIsIncluded(totalsOf({ tax: 866, total: 11_366 }))).toBe(false);
    expect(taxIsIncluded(totalsOf({ tax: 1_750, total: 10_500, currency: 'GBP' }))).toBe(true);
    expect(taxIsIncluded(totalsOf({ tax: 0 }))).toBe(false);
    const vat = cartTotalsDisplay(totalsOf({ tax: 1_750, total: 10_500, currency: 'GBP' }), 'en-GB');
    expect(vat.taxIncluded).toBe(true);
    expect(vat.tax.text).toBe('£17.50');
    expect(vat.lines.map((l) => [l.id, l.text])).toEqual([['items', '£100.00'], ['shipping', '£5.00'], ['total', '£105.00']]);
  });

  it('uses the cart currency and the locale: euros in French, and the code for CAD (§9)', async () => {
    const totals = withTotals(await cartAtStage(new FakeCommerce({ currency: 'EUR' }), 'items'), { totalUnits: 1_200 });
    const display = cartTotalsDisplay(totals, 'fr-FR');
    expect(display.total.text).toBe(`90,00${NBSP}€`);
    expect(display.unitsText).toBe(`1${NNBSP}200`);
    const cad = { ...totals, currency: 'CAD' } as unknown as Totals;
    expect(cartTotalsDisplay(cad, 'en-US').total.text).toBe(`CAD${NBSP}90.00`);
  });

  it('shows the upstream amounts as they are, for any totals', async () => {
    const base = await cartAtStage(new FakeCommerce(), 'items');
    const money = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(fc.property(money, money, money, money, money, (itemTotal, shipping, tax, totalDiscount, total) => {
      const display = cartTotalsDisplay(withTotals(base, { itemTotal, shipping, tax, totalDiscount, total }), 'en-US');
      expect([display.items.amount, display.shipping.amount, display.tax.amount, display.total.amount]).toEqual([itemTotal, shipping, tax, total]);
      expect(display.savings?.amount ?? 0).toBe(totalDiscount);
      expect(display.lines.at(-1)).toBe(display.total);
      expect(display.lines.includes(display.tax)).toBe(!display.taxIncluded);
    }));
  });
});
