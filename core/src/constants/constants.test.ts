import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canReload, CONSENT_CATEGORY_IDS, debounceFireAt, DEFAULT_MAX_QUANTITY, INVALID_CUSTOMER_RELOAD_MS,
  isLowStockLabel, isSpecialPaymentId, joinInterests, maxQuantityOf, MOCK_API_DEFAULT_STATUS, mockApiEnabled,
  RELOAD_GUARD_MS, splitInterests,
} from './limits';
import { clampPage, DEFAULT_PAGE, pageCount, pageFromQuery, pageStart, paginationItems, PAGINATION_SIBLINGS } from './pagination';

describe('§9 pagination', () => {
  it('default first page, 2 sibling pages', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(PAGINATION_SIBLINGS).toBe(2);
    expect(clampPage(undefined, 5)).toBe(1);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });

  it('page count is the ceiling of total over items per page, at least 1', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });

  it('property: page count is ceil(total/perPage) and at least 1', () => {
    fc.assert(fc.property(fc.nat({ max: 100_000 }), fc.integer({ min: 1, max: 500 }), (total, perPage) => {
      const count = pageCount(total, perPage);
      expect(count).toBe(Math.max(1, Math.ceil(total / perPage)));
      if (total > 0) {
        expect((count - 1) * perPage).toBeLessThan(total);
        expect(count * perPage).toBeGreaterThanOrEqual(total);
      }
    }));
  });

  it('property: the links hold first, last and current with its siblings, in order, and an ellipsis only where pages are skipped', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -5, max: 210 }), (count, requested) => {
      const items = paginationItems(requested, count);
      const current = clampPage(requested, count);
      const pages = items.filter((i): i is number => i !== 'ellipsis');
      expect(pages[0]).toBe(1);
      expect(pages.at(-1)).toBe(count);
      for (let p = Math.max(1, current - 2); p <= Math.min(count, current + 2); p += 1) expect(pages).toContain(p);
      for (let i = 1; i < pages.length; i += 1) expect(pages[i]!).toBeGreaterThan(pages[i - 1]!);
      items.forEach((item, i) => {
        if (item !== 'ellipsis') return;
        const before = items[i - 1] as number;
        const after = items[i + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
      expect(items.length).toBeLessThanOrEqual(2 * PAGINATION_SIBLINGS + 5);
    }));
  });
});

describe('§9 pagination from a ?page= query', () => {
  it('the page asked for, clamped to the page count; anything unreadable is the first page', () => {
    expect(pageFromQuery('3', 5)).toBe(3);
    expect(pageFromQuery(' 3 ', 5)).toBe(3);
    expect(pageFromQuery('9', 5)).toBe(5);
    expect(pageFromQuery('0', 5)).toBe(1);
    for (const raw of [null, undefined, '', 'two', '2.5', '-2', '+2', '1e3', '99999999999']) expect(pageFromQuery(raw, 5), String(raw)).toBe(DEFAULT_PAGE);
  });

  it('a page starts at (page − 1) × per page', () => {
    expect(pageStart(1, 24)).toBe(0);
    expect(pageStart(3, 24)).toBe(48);
    expect(pageStart(0, 24)).toBe(0);
  });

  it('property: the page read from any string is within 1..count, and its start is before the total', () => {
    fc.assert(fc.property(fc.string(), fc.nat({ max: 10_000 }), fc.integer({ min: 1, max: 100 }), (raw, total, perPage) => {
      const count = pageCount(total, perPage);
      const page = pageFromQuery(raw, count);
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(count);
      expect(pageStart(page, perPage)).toBeLessThanOrEqual(Math.max(0, total - 1));
    }));
  });
});

describe('§9 business constants', () => {
  it('page-reload guard 10 s by default; reload 4000 ms after an invalid-customer error', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(INVALID_CUSTOMER_RELOAD_MS).toBe(4000);
    expect(canReload(null, 0)).toBe(true);
    expect(canReload(1000, 10_999)).toBe(false);
    expect(canReload(1000, 11_000)).toBe(true);
    expect(canReload(1000, 2000, 500)).toBe(true);
  });

  it('default max quantity 999999 when none given', () => {
    expect(DEFAULT_MAX_QUANTITY).toBe(999_999);
    expect(maxQuantityOf(undefined)).toBe(999_999);
    expect(maxQuantityOf(0)).toBe(999_999);
    expect(maxQuantityOf(5)).toBe(5);
  });

  it('interests joined with a pipe', () => {
    expect(joinInterests(['running', ' hiking ', '', 'a|b'])).toBe('running|hiking');
    expect(splitInterests('running|hiking|')).toEqual(['running', 'hiking']);
    expect(splitInterests(null)).toEqual([]);
    fc.assert(fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ') , minLength: 1, maxLength: 4 }).filter((s) => s.trim() !== '')), (list) => {
      expect(splitInterests(joinInterests(list))).toEqual(list.map((s) => s.trim()));
    }));
  });

  it('low stock label matches LOW STOCK', () => {
    expect(isLowStockLabel('Low stock')).toBe(true);
    expect(isLowStockLabel('ONLY 2 LEFT - LOW STOCK')).toBe(true);
    expect(isLowStockLabel('In stock')).toBe(false);
    expect(isLowStockLabel(undefined)).toBe(false);
  });

  it('payment ids ATHLETES_PAYMENT, GIFT_CARD, LOYALTY_POINTS have special handling', () => {
    for (const id of ['ATHLETES_PAYMENT', 'GIFT_CARD', 'LOYALTY_POINTS']) expect(isSpecialPaymentId(id)).toBe(true);
    expect(isSpecialPaymentId('CREDIT_CARD')).toBe(false);
  });

  it('cookie consent categories: required C0001, performance and analytics C0002, functional C0003, targeting C0004', () => {
    expect(CONSENT_CATEGORY_IDS).toEqual({ required: 'C0001', performance: 'C0002', functional: 'C0003', targeting: 'C0004' });
  });

  it('pop-up and scroll debounce 200 ms with max wait 500 ms', () => {
    expect(debounceFireAt(0, 0)).toBe(200);
    expect(debounceFireAt(0, 250)).toBe(450);
    expect(debounceFireAt(0, 400)).toBe(500);
    fc.assert(fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (first, gap) => {
      const fire = debounceFireAt(first, first + gap);
      expect(fire).toBeLessThanOrEqual(first + 500);
      expect(fire - (first + gap)).toBeLessThanOrEqual(200);
    }));
  });

  it('mock API is disabled in production; default mocked status 200', () => {
    expect(mockApiEnabled('production', true)).toBe(false);
    expect(mockApiEnabled('development', true)).toBe(true);
    expect(mockApiEnabled('development', false)).toBe(false);
    expect(MOCK_API_DEFAULT_STATUS).toBe(200);
  });
});
