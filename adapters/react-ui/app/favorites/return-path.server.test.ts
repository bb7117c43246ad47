import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.server';

const site = { id: 'en-us' } as const;
const fallback = '/en-us/favorites';

describe('the return path after a plain form post', () => {
  it("is a path of the site's own", () => {
    expect(safeReturnPath(site, '/en-us/c/trail-running-1001?page=2', fallback)).toBe('/en-us/c/trail-running-1001?page=2');
    expect(safeReturnPath(site, '/en-us', fallback)).toBe('/en-us');
  });

  it('never another origin, another site, a header break or a missing value', () => {
    for (const raw of ['//evil.example/en-us', 'https://evil.example/en-us', '/fr-fr/c/x', '/en-us\r\nSet-Cookie: x=1', '/en-us\\evil', '', null]) {
      expect(safeReturnPath(site, raw, fallback)).toBe(fallback);
    }
    fc.assert(fc.property(fc.string(), (raw) => {
      const path = safeReturnPath(site, raw, fallback);
      expect(path === fallback || (path.startsWith('/en-us') && !/[\r\n\\]/.test(path))).toBe(true);
    }));
  });
});
