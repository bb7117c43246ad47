import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyRouteMatches, linkedUrls, linksTo, mergeInheritedSections, pickScheduled, routeMatches, scheduleHolds, schedulesOverlap,
} from './content-schedule.rules';

const at = (iso: string) => new Date(iso);

describe('content schedules', () => {
  it('a schedule holds from its from (inclusive) to its to (exclusive)', () => {
    const s = { from: '2027-01-01T00:00:00Z', to: '2027-02-01T00:00:00Z' };
    expect(scheduleHolds(s, at('2026-12-31T23:59:59Z'))).toBe(false);
    expect(scheduleHolds(s, at('2027-01-01T00:00:00Z'))).toBe(true);
    expect(scheduleHolds(s, at('2027-02-01T00:00:00Z'))).toBe(false);
    expect(scheduleHolds(undefined, at('2027-02-01T00:00:00Z'))).toBe(true);
  });

  it('live shows the evergreen version; at a future date the dated version wins (latest from)', () => {
    const evergreen: { id: string; schedule?: { from: string } } = { id: 'home' };
    const winter = { id: 'home-winter', schedule: { from: '2027-01-01T00:00:00Z' } };
    expect(pickScheduled([winter, evergreen], at('2026-11-24T12:00:00Z'))).toBe(evergreen);
    expect(pickScheduled([evergreen, winter], at('2027-01-02T00:00:00Z'))).toBe(winter);
    expect(pickScheduled([winter], at('2026-11-24T12:00:00Z'))).toBeUndefined();
  });

  it('property: the picked version always holds, and no holding version has a later from', () => {
    const day = 86_400_000;
    const schedule = fc.option(fc.record({ from: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }), to: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }) }), { nil: undefined })
      .map((s) => s === undefined ? undefined : {
        ...(s.from !== undefined ? { from: new Date(s.from * day).toISOString() } : {}),
        ...(s.to !== undefined ? { to: new Date(s.to * day).toISOString() } : {}),
      });
    fc.assert(fc.property(fc.array(schedule.map((s) => ({ schedule: s })), { maxLength: 6 }), fc.integer({ min: 0, max: 100 }), (versions, d) => {
      const now = new Date(d * day);
      const picked = pickScheduled(versions, now);
      const holding = versions.filter((v) => scheduleHolds(v.schedule, now));
      if (picked === undefined) return holding.length === 0;
      const fromOf = (v: typeof picked) => v.schedule?.from !== undefined ? Date.parse(v.schedule.from) : -Infinity;
      return scheduleHolds(picked.schedule, now) && holding.every((v) => fromOf(v) <= fromOf(picked));
    }));
  });

  it('dated schedules that share a moment overlap; the evergreen version overlaps nothing', () => {
    expect(schedulesOverlap({ from: '2027-01-01T00:00:00Z' }, { from: '2027-02-01T00:00:00Z' })).toBe(true);
    expect(schedulesOverlap({ from: '2027-01-01T00:00:00Z', to: '2027-02-01T00:00:00Z' }, { from: '2027-02-01T00:00:00Z' })).toBe(false);
    expect(schedulesOverlap(undefined, { from: '2027-02-01T00:00:00Z' })).toBe(false);
    expect(schedulesOverlap({}, {})).toBe(false);
  });
});

describe('-inherited route patterns', () => {
  it('* matches any characters; other characters literally; the query is ignored', () => {
    expect(routeMatches('/c/*', '/c/1001')).toBe(true);
    expect(routeMatches('/c/*', '/c/1001/jackets?sort=price')).toBe(true);
    expect(routeMatches('/c/*', '/p/SBTR0001')).toBe(false);
    expect(routeMatches('/*', '/')).toBe(true);
    expect(routeMatches('/', '/cart')).toBe(false);
    expect(routeMatches('/pages/a.b', '/pages/aXb')).toBe(false);
  });

  it('no route: nothing is inherited', () => {
    expect(anyRouteMatches(['/*'], undefined)).toBe(false);
    expect(anyRouteMatches(['/c/*', '/*'], '/cart')).toBe(true);
  });

  it('inherited sections are appended after the page\'s own section of the same name', () => {
    const block = (id: string) => ({ type: 'spacer' as const, id, size: 'small' as const });
    const merged = mergeInheritedSections({ 'top-inherited': [block('own')], main: [block('m')] }, [{ 'top-inherited': [block('bar')] }, { 'lazy-inherited': [block('late')] }]);
    expect(merged).toEqual({ 'top-inherited': [block('own'), block('bar')], main: [block('m')], 'lazy-inherited': [block('late')] });
  });
});

describe('referrers', () => {
  it('finds every url however deep, and matches a path with a query or an anchor', () => {
    const urls = linkedUrls({ sections: { main: [{ targets: [{ url: '/pages/help?x=1' }] }, { items: [{ mediaTarget: { url: '/articles/a' } }] }] } });
    expect(urls).toEqual(['/pages/help?x=1', '/articles/a']);
    expect(linksTo(urls, ['/pages/help'])).toBe(true);
    expect(linksTo(urls, ['/pages/hel'])).toBe(false);
  });
});
