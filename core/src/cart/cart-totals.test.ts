import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../contract';
import { cartAtStage, FakeCommerce } from '../testing';
import { cartTotalsDisplay } from './cart-totals';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const withTotals = (cart: Cart, totals: Partial<Cart['totals']>): Cart => ({ ...cart, totals: { ...cart.totals, ...totals } });

describe('cartTotalsDisplay', () => {
  it('shows items, shipping, tax and total formatted for the locale, and the units', async () => {
    const cart = await cartAtStage(new FakeCommerce({ taxBasisPoints: 825 }), 'shippingMethod');
    const display = cartTotalsDisplay(cart, 'en-US');
    expect(display.lines.map((l) => [l.id, l.text])).toEqual([
      ['items', '$90.00'], ['shipping', '$5.00'], ['tax', '$7.43'], ['total', '$102.43'],
    ]);
    expect(display.units).toBe(1);
    expect(display.unitsText).toBe('1');
  });

  it('a discount shows as a negative line before the total, only when there is one', async () => {
    const cart = withTotals(await cartAtStage(new FakeCommerce(), 'items'), { totalDiscount: 1_000, total: 8_000 });
    const display = cartTotalsDisplay(cart, 'en-US');
    expect(display.discount).toEqual({ id: 'discount', amount: -1_000, text: '-$10.00' });
    expect(display.lines.map((l) => l.id)).toEqual(['items', 'shipping', 'tax', 'discount', 'total']);
    expect(cartTotalsDisplay(withTotals(cart, { totalDiscount: 0 }), 'en-US').discount).toBeNull();
  });

  it('uses the cart currency and the locale: euros in French, and the code for CAD (§9)', async () => {
    const cart = withTotals(await cartAtStage(new FakeCommerce({ currency: 'EUR' }), 'items'), { totalUnits: 1_200 });
    const display = cartTotalsDisplay(cart, 'fr-FR');
    expect(display.total.text).toBe(`90,00${NBSP}€`);
    expect(display.unitsText).toBe(`1${NNBSP}200`);
    const cad = { ...cart, totals: { ...cart.totals, currency: 'CAD' } } as unknown as Cart;
    expect(cartTotalsDisplay(cad, 'en-US').total.text).toBe(`CAD${NBSP}90.00`);
  });

  it('shows the upstream amounts as they are, for any totals', async () => {
    const base = await cartAtStage(new FakeCommerce(), 'items');
    const money = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(fc.property(money, money, money, money, money, (itemTotal, shipping, tax, totalDiscount, total) => {
      const display = cartTotalsDisplay(withTotals(base, { itemTotal, shipping, tax, totalDiscount, total }), 'en-US');
      expect([display.items.amount, display.shipping.amount, display.tax.amount, display.total.amount]).toEqual([itemTotal, shipping, tax, total]);
      expect(display.discount?.amount ?? 0).toBe(totalDiscount === 0 ? 0 : -totalDiscount);
      expect(display.lines.at(-1)).toBe(display.total);
    }));
  });
});
