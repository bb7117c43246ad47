import { describe, expect, it } from 'vitest';
import { authFlagsOf, authPath, safeRedirect } from './auth-paths';

const site = { id: 'en-gb' } as const;

describe('safeRedirect: where a sign-in may send the shopper back to', () => {
  it('keeps a path of the same site', () => {
    expect(safeRedirect(site, '/en-gb/cart', '/en-gb')).toBe('/en-gb/cart');
    expect(safeRedirect(site, '/en-gb/p/trail-TR0000001?colour=RED', '/en-gb')).toBe('/en-gb/p/trail-TR0000001?colour=RED');
    expect(safeRedirect(site, '/en-gb', '/x')).toBe('/en-gb');
  });

  it('refuses other origins, protocol-relative and backslash tricks, other sites, control characters and non-strings', () => {
    for (const raw of ['https://evil.example/en-gb/', '//evil.example/en-gb/', '/en-gb\\..\\evil', '/en-us/cart', '/en-gbx/cart', '/en-gb/\u0000x', '', null, undefined]) {
      expect(safeRedirect(site, raw, '/en-gb')).toBe('/en-gb');
    }
  });
});

describe('authPath', () => {
  it('builds the account pages with their query', () => {
    expect(authPath.signIn(site, { redirectTo: '/en-gb/cart', email: 'a@b.co' })).toBe('/en-gb/account/sign-in?redirectTo=%2Fen-gb%2Fcart&email=a%40b.co');
    expect(authPath.signIn(site)).toBe('/en-gb/account/sign-in');
    expect(authPath.completeProfile(site, 'mobile')).toBe('/en-gb/account/complete-profile?step=mobile');
  });

  it('carries the sign-in-to-buy and skip-interests flags, and reads them back', () => {
    const path = authPath.signUp(site, { signInToBuy: true, skipDialogInterests: true });
    expect(path).toBe('/en-gb/account/sign-up?signInToBuy=1&skipDialogInterests=1');
    const query = new URL(path, 'https://shop.example').searchParams;
    expect(authFlagsOf((name) => query.get(name))).toEqual({ signInToBuy: true, skipDialogInterests: true });
    expect(authFlagsOf(() => null)).toEqual({ signInToBuy: false, skipDialogInterests: false });
    expect(authPath.signIn(site, { signInToBuy: false })).toBe('/en-gb/account/sign-in');
  });
});
