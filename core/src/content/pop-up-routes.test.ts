import { describe, expect, it } from 'vitest';
import { popUpsForRoute, routeMatchesPattern } from './pop-up-routes';

describe('§3 pop-up routes', () => {
  it('matches exact paths and * wildcards, ignoring a trailing slash and the query', () => {
    expect(routeMatchesPattern('/', '/')).toBe(true);
    expect(routeMatchesPattern('/c/jackets-c1', '/c/*')).toBe(true);
    expect(routeMatchesPattern('/c/jackets-c1/', '/c/*')).toBe(true);
    expect(routeMatchesPattern('/p/tent-p1?colour=red', '/p/*')).toBe(true);
    expect(routeMatchesPattern('/cart', '/c/*')).toBe(false);
    expect(routeMatchesPattern('/c/jackets-c1', '/')).toBe(false);
    expect(routeMatchesPattern('/a.b', '/a+b')).toBe(false);
  });

  it('keeps pop-ups without routes everywhere and the others where a pattern matches, in order', () => {
    const popUps = [{ id: 'a', routes: ['/c/*'] }, { id: 'b' }, { id: 'c', routes: [] }, { id: 'd', routes: ['/', '/p/*'] }];
    expect(popUpsForRoute(popUps, '/c/x').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(popUpsForRoute(popUps, '/').map((p) => p.id)).toEqual(['b', 'c', 'd']);
  });
});
