import { describe, expect, it } from 'vitest';
import type { Totals } from '@switchback/core';
import { colourLabel, taxIsIncluded } from './totals-view';

const totals = (overrides: Partial<Totals>): Totals => ({
  itemTotal: 10_000, shipping: 500, tax: 0, totalDiscount: 0, total: 10_500, remainingToPay: 10_500, totalUnits: 1, currency: 'USD', ...overrides,
});

describe('totals view', () => {
  it('tax added on top (en-us) is a line of its own; tax inside prices (en-gb, fr-fr) is shown as included', () => {
    expect(taxIsIncluded(totals({ tax: 866, total: 11_366 }))).toBe(false);
    expect(taxIsIncluded(totals({ tax: 1_750, total: 10_500, currency: 'GBP' }))).toBe(true);
    expect(taxIsIncluded(totals({ tax: 0 }))).toBe(false);
  });

  it('a colour code reads as a label', () => {
    expect(colourLabel('forest')).toBe('Forest');
    expect(colourLabel('slate-grey')).toBe('Slate grey');
  });
});
