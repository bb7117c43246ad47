import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clearBuyInStoreSequence, inStoreSalesInfo, isConnectedInStore, loadsFavoritesAndSavedForLater,
} from './buy-in-store';
import { deliveryTimeRank, pickupItemsInOrder, sortByDeliveryTime, UNKNOWN_DELIVERY_RANK } from './pickup-ordering';
import { missingPickupContact, pickupContactRequirements, type PickupContactConfig } from './pickup-contact';

describe('§4 buy-in-store', () => {
  it('an employee is connected when both store id and employee id are set', () => {
    expect(isConnectedInStore({ storeId: '0042', storeEmployeeId: 'E7' })).toBe(true);
    expect(isConnectedInStore({ storeId: '0042', storeEmployeeId: '' })).toBe(false);
    expect(isConnectedInStore({ storeEmployeeId: 'E7' })).toBe(false);
    expect(isConnectedInStore(null)).toBe(false);
  });

  it('clearing the session removes stored data, logs out and goes to the associate login', () => {
    expect(clearBuyInStoreSequence(['store.id', 'store.employee'], 'en-GB')).toEqual([
      { type: 'removeStored', keys: ['store.id', 'store.employee'] },
      { type: 'logout' },
      { type: 'navigate', to: '/en-gb/associate-login' },
    ]);
    expect(clearBuyInStoreSequence([]).at(-1)).toEqual({ type: 'navigate', to: '/associate-login' });
  });

  it('employees connected in store do not load favorites or saved-for-later', () => {
    expect(loadsFavoritesAndSavedForLater({ storeId: '0042', storeEmployeeId: 'E7' })).toBe(false);
    expect(loadsFavoritesAndSavedForLater({ storeId: '0042' })).toBe(true);
  });

  it('store employee id can be sent on placing an order', () => {
    expect(inStoreSalesInfo({ storeId: '0042', storeEmployeeId: 'E7', storeName: 'Leeds' })).toEqual({ storeId: '0042', storeEmployeeId: 'E7' });
    expect(inStoreSalesInfo({ storeId: '0042' })).toBeUndefined();
  });
});

const item = (id: string, deliveryTime?: string | null, code = 'pickup') => ({ id, shippingOptions: { shippingMethod: { code, deliveryTime } } });

describe('§4 pickup ordering', () => {
  it('pickup items are sorted by delivery time (same day is 0, otherwise the leading digit of a range)', () => {
    expect(deliveryTimeRank('Same Day')).toBe(0);
    expect(deliveryTimeRank('SAME_DAY')).toBe(0);
    expect(deliveryTimeRank('2-4 days')).toBe(2);
    expect(deliveryTimeRank('10-12 days')).toBe(1);
    expect(deliveryTimeRank('soon')).toBe(UNKNOWN_DELIVERY_RANK);
    expect(deliveryTimeRank(undefined)).toBe(UNKNOWN_DELIVERY_RANK);
    const items = [item('a', '3-5 days'), item('b', 'same day'), item('c', 'unknown'), item('d', '1-2 days'), item('e', '2 days', 'standard'), item('f', '3-4 days', 'pudo')];
    expect(pickupItemsInOrder(items).map((i) => i.id)).toEqual(['b', 'd', 'a', 'f', 'c']);
  });

  const deliveryTimes = fc.option(fc.oneof(fc.constantFrom('same day', 'Same Day', 'SAME_DAY', 'tbc'), fc.tuple(fc.nat({ max: 12 }), fc.nat({ max: 12 })).map(([a, b]) => `${a}-${b} days`)), { nil: undefined });

  it('property: sorting is a stable permutation with ranks in non-decreasing order', () => {
    fc.assert(fc.property(fc.array(deliveryTimes, { maxLength: 20 }), (times) => {
      const items = times.map((time, i) => item(String(i), time));
      const sorted = sortByDeliveryTime(items);
      expect([...sorted].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(items);
      for (let i = 1; i < sorted.length; i += 1) {
        const prev = deliveryTimeRank(sorted[i - 1]!.shippingOptions.shippingMethod.deliveryTime);
        const next = deliveryTimeRank(sorted[i]!.shippingOptions.shippingMethod.deliveryTime);
        expect(prev).toBeLessThanOrEqual(next);
        if (prev === next) expect(Number(sorted[i - 1]!.id)).toBeLessThan(Number(sorted[i]!.id));
      }
    }));
  });

  it('property: the rank is 0 for same day, otherwise the first digit, never negative', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const rank = deliveryTimeRank(text);
      expect(rank).toBeGreaterThanOrEqual(0);
      if (!/same[\s_-]*day/i.test(text) && /\d/.test(text)) expect(rank).toBe(Number(/\d/.exec(text)![0]));
    }));
  });
});

const config: PickupContactConfig = {
  collectionPoint: { email: ['en-GB', 'fr-FR'], mobilePhone: ['en-GB'], contact: [] },
  storePickup: { email: ['en-US'], mobilePhone: [], contact: ['en-US', 'en-GB'] },
};

describe('§5 pickup contact', () => {
  it('collection point and store pickup require e-mail, mobile phone or contact per configured locales', () => {
    expect(pickupContactRequirements('collectionPoint', 'en-gb', config)).toEqual({ email: true, mobilePhone: true, contact: false });
    expect(pickupContactRequirements('collectionPoint', 'fr_FR', config)).toEqual({ email: true, mobilePhone: false, contact: false });
    expect(pickupContactRequirements('storePickup', 'en-US', config)).toEqual({ email: true, mobilePhone: false, contact: true });
    expect(pickupContactRequirements('storePickup', 'de-DE', config)).toEqual({ email: false, mobilePhone: false, contact: false });
  });

  it('the required fields that are missing or invalid are listed', () => {
    expect(missingPickupContact('collectionPoint', 'en-GB', 'GB', { email: 'ann@example.com', mobilePhone: '07400 123456' }, config)).toEqual([]);
    expect(missingPickupContact('collectionPoint', 'en-GB', 'GB', { email: 'ann@', mobilePhone: '12' }, config)).toEqual(['email', 'mobilePhone']);
    expect(missingPickupContact('storePickup', 'en-GB', 'GB', { contact: ' ' }, config)).toEqual(['contact']);
    expect(missingPickupContact('storePickup', 'de-DE', 'DE', {}, config)).toEqual([]);
  });
});
