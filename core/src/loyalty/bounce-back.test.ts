import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCallout } from '../promotions/callout';
import { bounceBackExpiry, bounceBackOffers, DEFAULT_BOUNCE_BACK_RULES } from './bounce-back';

describe('§3 bounce-back vouchers', () => {
  it('a cart of 100.00 earns a 10.00 voucher usable from 50.00; below, it shows the offer not yet earned', () => {
    expect(bounceBackOffers(DEFAULT_BOUNCE_BACK_RULES, 'USD', 100_00)).toEqual([
      expect.objectContaining({ promotionId: 'BOUNCEBACK_USD', amount: 10_00, minimumSpend: 50_00, earned: true }),
    ]);
    expect(bounceBackOffers(DEFAULT_BOUNCE_BACK_RULES, 'GBP', 99_99)).toEqual([expect.objectContaining({ promotionId: 'BOUNCEBACK_GBP', earned: false })]);
  });

  it('an empty cart or a currency without a rule shows none', () => {
    expect(bounceBackOffers(DEFAULT_BOUNCE_BACK_RULES, 'USD', 0)).toEqual([]);
    expect(bounceBackOffers(DEFAULT_BOUNCE_BACK_RULES, 'JPY', 500_00)).toEqual([]);
  });

  it('earned exactly when the merchandise reaches the threshold', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('USD', 'GBP', 'EUR'), (merchandise, currency) => {
      const [offer] = bounceBackOffers(DEFAULT_BOUNCE_BACK_RULES, currency, merchandise);
      expect(offer!.earned).toBe(merchandise >= 100_00);
    }));
  });

  it('every default callout has the three §5 parts', () => {
    for (const rule of DEFAULT_BOUNCE_BACK_RULES) expect(parseCallout(rule.calloutMessage)).not.toBeNull();
  });

  it('a voucher expires 30 days after the order', () => {
    expect(bounceBackExpiry({ validDays: 30 }, new Date('2026-06-15T10:00:00Z')).toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });
});
