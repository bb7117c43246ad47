import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { headerHiddenAfterScroll, headerHidesOnScroll, STICKY_HEADER_EXCLUDED_ROUTES } from './sticky-header.rules';

const base = { route: '/c/jackets-c1', previousY: 400, currentY: 600, menuOpen: false, focusInside: false, hidden: false };

describe('issue 12 §2 sticky header', () => {
  it('never hides on the cart, the checkout and the order confirmation (or below them)', () => {
    expect(STICKY_HEADER_EXCLUDED_ROUTES).toEqual(expect.arrayContaining(['/cart', '/checkout']));
    for (const route of ['/cart', '/cart/', '/checkout', '/checkout?step=2', '/order-confirmation'])
      expect(headerHidesOnScroll(route), route).toBe(false);
    for (const route of ['/', '/c/jackets-c1', '/p/tent-p1', '/cartography', '/search?q=cart'])
      expect(headerHidesOnScroll(route), route).toBe(true);
  });

  it('hides on the way down, returns on the way up, keeps its state when the position did not change', () => {
    expect(headerHiddenAfterScroll(base)).toBe(true);
    expect(headerHiddenAfterScroll({ ...base, previousY: 600, currentY: 300, hidden: true })).toBe(false);
    expect(headerHiddenAfterScroll({ ...base, previousY: 600, currentY: 600, hidden: true })).toBe(true);
  });

  it('always shows near the top, while a menu is open, with the focus inside, and on excluded routes', () => {
    expect(headerHiddenAfterScroll({ ...base, previousY: 10, currentY: 60 })).toBe(false);
    expect(headerHiddenAfterScroll({ ...base, menuOpen: true })).toBe(false);
    expect(headerHiddenAfterScroll({ ...base, focusInside: true })).toBe(false);
    expect(headerHiddenAfterScroll({ ...base, route: '/checkout' })).toBe(false);
  });

  it('on an excluded route it never hides, whatever the scroll', () => {
    fc.assert(fc.property(fc.constantFrom(...STICKY_HEADER_EXCLUDED_ROUTES), fc.nat(100_000), fc.nat(100_000), fc.boolean(), (route, previousY, currentY, hidden) =>
      !headerHiddenAfterScroll({ ...base, route, previousY, currentY, hidden })));
  });
});
