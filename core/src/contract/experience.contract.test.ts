import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideRequestSchema, performanceIngestSchema, WEB_VITAL_MAX, WEB_VITAL_NAMES, webVitalMeasureSchema } from './experience.contract';

const measure = (name: (typeof WEB_VITAL_NAMES)[number], value: number) =>
  ({ name, value, rating: 'good', id: 'v5-1', pageType: 'home', site: 'en-us', navigationType: 'navigate' });

describe('web-vitals measures are bounded', () => {
  it('property: a measure from 0 to its bound parses; above it, negative or not finite is refused on value', () => {
    const name = fc.constantFrom(...WEB_VITAL_NAMES);
    fc.assert(fc.property(name, fc.double({ min: 0, max: 1, noNaN: true }), (n, fraction) => {
      expect(webVitalMeasureSchema.safeParse(measure(n, fraction * WEB_VITAL_MAX[n])).success).toBe(true);
    }));
    fc.assert(fc.property(name, fc.oneof(fc.double({ min: 1.000001, max: 1e6, noNaN: true }), fc.constant(-1 / 1e6), fc.constant(Number.POSITIVE_INFINITY)), (n, factor) => {
      const value = factor < 0 ? factor : factor * WEB_VITAL_MAX[n] + (factor === Number.POSITIVE_INFINITY ? 0 : 1e-9);
      const parsed = webVitalMeasureSchema.safeParse(measure(n, value));
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['value']);
    }));
  });

  it('a batch holds 1 to 20 measures', () => {
    expect(performanceIngestSchema.safeParse({ measures: [] }).success).toBe(false);
    expect(performanceIngestSchema.safeParse({ measures: Array.from({ length: 20 }, () => measure('CLS', 0.1)) }).success).toBe(true);
    expect(performanceIngestSchema.safeParse({ measures: Array.from({ length: 21 }, () => measure('CLS', 0.1)) }).success).toBe(false);
  });
});

describe('decide request', () => {
  it('needs a visitor id of letters, digits and . _ : -, a channel and 1 to 10 events', () => {
    const base = { channel: 'ECOMM', monetateId: 'visitor-1', events: [{ eventType: 'monetate:context:PageView', pageType: 'home' }] };
    expect(decideRequestSchema.safeParse(base).success).toBe(true);
    expect(decideRequestSchema.safeParse({ ...base, monetateId: 'a b' }).success).toBe(false);
    expect(decideRequestSchema.safeParse({ ...base, events: [] }).success).toBe(false);
    expect(decideRequestSchema.safeParse({ ...base, events: [{ eventType: 'monetate:record:Unknown' }] }).success).toBe(false);
  });
});
