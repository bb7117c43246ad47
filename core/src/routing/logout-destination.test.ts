import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homePathOf, logoutDestination } from './logout-destination';

describe('§2 logout destination', () => {
  it('logging out from the cart, checkout, favorites or account areas sends the user to home', () => {
    expect(logoutDestination('/en-gb/cart')).toEqual({ redirect: true, to: '/en-gb' });
    expect(logoutDestination('/fr-fr/checkout?step=billing')).toEqual({ redirect: true, to: '/fr-fr' });
    expect(logoutDestination('/en-us/favorites')).toEqual({ redirect: true, to: '/en-us' });
    expect(logoutDestination('/account')).toEqual({ redirect: true, to: '/' });
  });

  it('logging out anywhere else stays on the page', () => {
    expect(logoutDestination('/en-gb/p/trail-runner-AB123456')).toEqual({ redirect: false });
    expect(logoutDestination('/en-gb')).toEqual({ redirect: false });
    expect(logoutDestination('/en-gb/search?q=boots')).toEqual({ redirect: false });
  });

  it('property: a redirect always goes to a locale home or the root', () => {
    fc.assert(fc.property(fc.string(), (path) => {
      const destination = logoutDestination(path);
      if (destination.redirect) expect(destination.to).toBe(homePathOf(path));
      expect(homePathOf(path)).toMatch(/^\/([a-z]{2}-[a-z]{2})?$/i);
    }));
  });
});
