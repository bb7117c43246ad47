import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareByDistanceThenId, distanceKm, EARTH_RADIUS_KM, nearest, roundKm } from './store-geo';
import { localMoment, minutesOf, openingStatus, openingStatusAt } from './opening-hours';
import { postcodeLookupKey, postcodeLookupKeys } from './postcode-lookup';
import type { OpeningHours } from '../contract/store.contract';

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('issue 10 great-circle distance', () => {
  it('London to Paris is about 344 km, Denver to Seattle about 1641 km', () => {
    expect(roundKm(distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 }))).toBeCloseTo(343.6, 0);
    expect(Math.round(distanceKm({ latitude: 39.7392, longitude: -104.9903 }, { latitude: 47.6062, longitude: -122.3321 }))).toBe(1641);
  });

  it('property: zero to itself, symmetric, never more than half the circumference, triangle inequality', () => {
    fc.assert(fc.property(point, point, point, (a, b, c) => {
      expect(distanceKm(a, a)).toBeCloseTo(0, 6);
      expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
      expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM * (1 + 1e-9));
      // Within a metre: near antipodal points the haversine's asin loses a few micrometres of float precision.
      expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3);
    }));
  });

  it('a distance is answered in km to 1 decimal', () => {
    expect(roundKm(3.14159)).toBe(3.1);
    expect(roundKm(2.25)).toBe(2.3);
  });
});

describe('issue 10 store ordering: distance, then id', () => {
  it('nearest first; a tie on the rounded distance goes to the smaller id; outside the radius left out', () => {
    const from = { latitude: 53.4808, longitude: -2.2426 };
    const places = [
      { id: 'B', latitude: 53.4808, longitude: -2.2426 },
      { id: 'A', latitude: 53.4808, longitude: -2.2426 },
      { id: 'FAR', latitude: 51.5074, longitude: -0.1278 },
      { id: 'C', latitude: 53.8008, longitude: -1.5491 },
    ];
    expect(nearest(from, places, 100, 10).map((p) => p.id)).toEqual(['A', 'B', 'C']);
    expect(nearest(from, places, 500, 2).map((p) => p.id)).toEqual(['A', 'B']);
  });

  it('property: the answer is sorted by distance then id, within the radius, at most the limit', () => {
    const place = fc.tuple(fc.stringMatching(/^[A-Z]{1,4}$/), point).map(([id, p]) => ({ id, ...p }));
    fc.assert(fc.property(point, fc.array(place, { maxLength: 30 }), fc.integer({ min: 1, max: 20000 }), fc.nat({ max: 40 }), (from, places, radius, limit) => {
      const found = nearest(from, places, radius, limit);
      expect(found.length).toBeLessThanOrEqual(limit);
      for (const p of found) expect(p.distanceKm).toBeLessThanOrEqual(radius);
      for (let i = 1; i < found.length; i += 1) expect(compareByDistanceThenId(found[i - 1]!, found[i]!)).toBeLessThanOrEqual(0);
      const inside = places.filter((p) => roundKm(distanceKm(from, p)) <= radius).length;
      expect(found.length).toBe(Math.min(limit, inside));
    }));
  });
});

const WEEKDAYS_9_TO_18: OpeningHours = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' }));
const hoursWithSaturday: OpeningHours = [...WEEKDAYS_9_TO_18, { day: 6, opens: '10:00', closes: '17:00' }];

describe('issue 10 opening hours: open now or opens at, in the store\'s time zone', () => {
  it('the local day and time come from the zone, not the server', () => {
    // Tuesday 24 November 2026, 14:30 UTC: 09:30 in New York, 14:30 in London, 15:30 in Paris, 07:30 in Denver.
    const instant = new Date('2026-11-24T14:30:00Z');
    expect(localMoment(instant, 'America/New_York')).toEqual({ day: 2, minutes: 9 * 60 + 30 });
    expect(localMoment(instant, 'Europe/London')).toEqual({ day: 2, minutes: 14 * 60 + 30 });
    expect(localMoment(instant, 'Europe/Paris')).toEqual({ day: 2, minutes: 15 * 60 + 30 });
    expect(openingStatus(WEEKDAYS_9_TO_18, instant, 'America/Denver')).toEqual({ openNow: false, closesAt: null, opensAt: { day: 2, time: '09:00' } });
    expect(openingStatus(WEEKDAYS_9_TO_18, instant, 'Europe/Paris')).toEqual({ openNow: true, closesAt: '18:00', opensAt: null });
  });

  it('closed at closing time; after Friday closing the next opening is Saturday, or Monday without one', () => {
    expect(openingStatusAt(WEEKDAYS_9_TO_18, { day: 3, minutes: minutesOf('18:00') }).openNow).toBe(false);
    expect(openingStatusAt(hoursWithSaturday, { day: 5, minutes: minutesOf('19:00') }).opensAt).toEqual({ day: 6, time: '10:00' });
    expect(openingStatusAt(WEEKDAYS_9_TO_18, { day: 5, minutes: minutesOf('19:00') }).opensAt).toEqual({ day: 1, time: '09:00' });
    expect(openingStatusAt([], { day: 1, minutes: 0 })).toEqual({ openNow: false, closesAt: null, opensAt: null });
  });

  it('property: open now exactly when an entry of today holds the time; otherwise the next opening is in the week', () => {
    const entry = fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 23 * 60 }), fc.integer({ min: 1, max: 60 * 8 }))
      .map(([day, opens, length]) => {
        const closes = Math.min(opens + length, 23 * 60 + 59);
        const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        return { day, opens: hhmm(opens), closes: hhmm(closes) };
      });
    fc.assert(fc.property(fc.array(entry, { maxLength: 10 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 24 * 60 - 1 }), (hours, day, minutes) => {
      const status = openingStatusAt(hours, { day, minutes });
      const holds = hours.some((h) => h.day === day && minutesOf(h.opens) <= minutes && minutes < minutesOf(h.closes));
      expect(status.openNow).toBe(holds);
      if (!holds) expect(status.opensAt === null).toBe(hours.length === 0);
      if (status.opensAt) expect(hours.some((h) => h.day === status.opensAt!.day && h.opens === status.opensAt!.time)).toBe(true);
    }));
  });
});

describe('issue 10 postcode normalisation for lookup', () => {
  it('UK: upper-case, the outward code; an outward code alone is accepted', () => {
    expect(postcodeLookupKey('GB', ' wc2e 9lh ')._unsafeUnwrap()).toBe('WC2E');
    expect(postcodeLookupKey('GB', 'm11wr')._unsafeUnwrap()).toBe('M1');
    expect(postcodeLookupKey('GB', 'M1')._unsafeUnwrap()).toBe('M1');
    expect(postcodeLookupKey('GB', 'ZZ99 9ZZ').isErr()).toBe(true);
  });

  it('France and the US: five digits (ZIP+4 keeps the ZIP)', () => {
    expect(postcodeLookupKey('FR', '75004')._unsafeUnwrap()).toBe('75004');
    expect(postcodeLookupKey('FR', '7500').isErr()).toBe(true);
    expect(postcodeLookupKey('US', '80202-1234')._unsafeUnwrap()).toBe('80202');
    expect(postcodeLookupKey('US', 'ABCDE').isErr()).toBe(true);
  });

  it('the lookup keys go from the exact key to the area', () => {
    expect(postcodeLookupKeys('FR', '75011')._unsafeUnwrap()).toEqual(['75011', '7501', '750', '75']);
    expect(postcodeLookupKeys('GB', 'WC2E 9LH')._unsafeUnwrap()).toEqual(['WC2E', 'WC2', 'WC']);
    expect(postcodeLookupKeys('US', '80202')._unsafeUnwrap()).toEqual(['80202', '8020', '802']);
  });

  it('property: the key of a valid postcode is stable (normalising twice changes nothing), whatever the case and spacing', () => {
    const digits5 = fc.stringMatching(/^\d{5}$/);
    fc.assert(fc.property(digits5, fc.constantFrom('FR', 'US', 'MC'), (code, country) => {
      const key = postcodeLookupKey(country, ` ${code} `)._unsafeUnwrap();
      expect(key).toBe(code);
      expect(postcodeLookupKey(country, key)._unsafeUnwrap()).toBe(key);
    }));
    const uk = fc.tuple(fc.constantFrom('M1', 'WC2E', 'SW1A', 'EC1A', 'B33', 'CR2', 'LS1'), fc.stringMatching(/^\d[ABD-HJLNP-UW-Z]{2}$/), fc.boolean(), fc.boolean())
      .map(([outward, inward, space, lower]) => ({ outward, typed: (space ? `${outward} ${inward}` : `${outward}${inward}`)[lower ? 'toLowerCase' : 'toUpperCase']() }));
    fc.assert(fc.property(uk, ({ outward, typed }) => {
      expect(postcodeLookupKey('GB', typed)._unsafeUnwrap()).toBe(outward);
    }));
  });
});

describe('issue 10 store employees', () => {
  it('an employee is shown by first name and last initial, never the full name', async () => {
    const { employeeDisplayName } = await import('./employee-display-name');
    expect(employeeDisplayName('Sam Rivera')).toBe('Sam R.');
    expect(employeeDisplayName('  Ana  María  López ')).toBe('Ana L.');
    expect(employeeDisplayName('Cher')).toBe('Cher');
    expect(employeeDisplayName('Zoë élan')).toBe('Zoë É.');
  });
});

describe('issue 10 store finder: the search box and distances as shown', () => {
  it('a text with a digit is a postcode, otherwise a city; blank is nothing', async () => {
    const { storeSearchTerm } = await import('./postcode-lookup');
    expect(storeSearchTerm(' m1  1wr ')).toEqual({ postcode: 'm1 1wr' });
    expect(storeSearchTerm('Kingston upon Thames')).toEqual({ city: 'Kingston upon Thames' });
    expect(storeSearchTerm('   ')).toBeNull();
  });

  it('miles in the US and the UK, km in France', async () => {
    const { displayDistance } = await import('./store-geo');
    expect(displayDistance(16.1, 'US')).toEqual({ value: 10, unit: 'mile' });
    expect(displayDistance(16.1, 'gb')).toEqual({ value: 10, unit: 'mile' });
    expect(displayDistance(16.14, 'FR')).toEqual({ value: 16.1, unit: 'kilometer' });
  });
});
