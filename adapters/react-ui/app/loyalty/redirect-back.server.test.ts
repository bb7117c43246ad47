import { describe, expect, it } from 'vitest';
import { backWithNotice } from './redirect-back.server';

const site = { id: 'en-us' } as const;

describe('backWithNotice: a loyalty form goes back to a path of its own site only', () => {
  it('keeps a same-site path and its query, replacing an earlier notice', () => {
    expect(backWithNotice(site, '/en-us/checkout?edit=payment&loyaltyMessage=loyalty.reward.removed', '/en-us/cart', 'loyaltyMessage', 'loyalty.reward.applied'))
      .toBe('/en-us/checkout?edit=payment&loyaltyMessage=loyalty.reward.applied');
  });
  it('another origin, another site or no path at all goes to the fallback', () => {
    for (const bad of ['https://evil.example/en-us', '//evil.example/en-us', '/fr-fr/checkout', null, '/en-us\\@evil']) {
      expect(backWithNotice(site, bad, '/en-us/cart', 'adjustmentMessage', 'priceAdjustment.added')).toBe('/en-us/cart?adjustmentMessage=priceAdjustment.added');
    }
  });
});
