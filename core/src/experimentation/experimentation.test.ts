import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { decidedVariantId, experienceDecisionKey, resolveExperience, type Experience } from './experience.rules';
import { SEGMENT_CONDITIONS, segmentConditionHolds, selectSegment, type SegmentContext, type Segmentation } from './segmentation.rules';
import {
  experimentationAllowed, isSendableAttributeValue, parseEventValue, parseRevenue, sendableAttributes, validateAttributes,
  validateEventTags, validateUserId,
} from './experimentation-input.validator';
import {
  EXPERIMENTATION_EVENT_BATCH_SIZE, EXPERIMENTATION_FLUSH_INTERVAL_MS, EXPERIMENTATION_MAX_EVENT_QUEUE, EXPERIMENTATION_READY_TIMEOUT_MS,
} from './experimentation.constants';

type Block = { type: string; items?: readonly unknown[]; id: string };
const banner = (id: string): Block => ({ type: 'banner', id });

const experience: Experience<Block> = {
  experienceId: 'hp_hero_exp42',
  baselines: [banner('base')],
  variants: [
    { name: 'A', variantId: 'v-a', targets: [banner('a')] },
    { name: 'B', variantId: 'v-b', targets: [{ type: 'recommendation', items: [], id: 'recs' }] },
  ],
};

describe('experience', () => {
  it('decision key = the last underscore-separated segment of experienceId', () => {
    expect(experienceDecisionKey('hp_hero_exp42')).toBe('exp42');
    expect(experienceDecisionKey('exp42')).toBe('exp42');
    expect(experienceDecisionKey('trailing_')).toBe('');
    fc.assert(fc.property(fc.array(fc.string()), fc.string().filter((s) => !s.includes('_')), (parts, last) => {
      expect(experienceDecisionKey([...parts, last].join('_'))).toBe(last);
    }));
  });

  it('baseline content shows until a personalisation decision arrives', () => {
    expect(resolveExperience(experience, {})).toEqual({ source: 'baseline', blocks: [banner('base')], hidden: false });
  });

  it('a non-baseline variant then shows and the baseline hides', () => {
    const view = resolveExperience(experience, { decisions: { exp42: 'v-a' } });
    expect(view).toMatchObject({ source: 'variant', blocks: [banner('a')] });
    expect(resolveExperience(experience, { decisions: { exp42: { variantId: 'v-a' } } }).source).toBe('variant');
    expect(resolveExperience(experience, { decisions: { exp42: 'baseline' } }).source).toBe('baseline');
    expect(resolveExperience(experience, { decisions: { other: 'v-a' } }).source).toBe('baseline');
  });

  it('a test-context override picks the variant by id', () => {
    expect(resolveExperience(experience, { decisions: { exp42: 'v-b' }, testVariants: ['unrelated', 'v-a'] })).toMatchObject({ source: 'variant', blocks: [banner('a')] });
  });

  it('hide empty blocks and empty recommendation/upsell/promo lists', () => {
    expect(resolveExperience(experience, { decisions: { exp42: 'v-b' } })).toMatchObject({ source: 'variant', blocks: [], hidden: true });
    expect(resolveExperience({ ...experience, baselines: [] }, {}).hidden).toBe(true);
  });

  it('a decision value is read safely: only a string or an object with a string variantId', () => {
    expect(decidedVariantId({ exp42: 7 }, 'x_exp42')).toBeUndefined();
    expect(decidedVariantId({ exp42: null }, 'x_exp42')).toBeUndefined();
    expect(decidedVariantId({ exp42: { variantId: 3 } }, 'x_exp42')).toBeUndefined();
    expect(decidedVariantId({}, 'toString')).toBeUndefined();
    expect(decidedVariantId(undefined, 'x')).toBeUndefined();
  });
});

const context = (overrides: Partial<SegmentContext> = {}): SegmentContext =>
  ({ loggedIn: false, loyaltyMember: false, employee: false, cartItemCount: 0, profileTypes: [], ...overrides });

const contextArb: fc.Arbitrary<SegmentContext> = fc.record({
  loggedIn: fc.boolean(), loyaltyMember: fc.boolean(), employee: fc.boolean(), cartItemCount: fc.integer({ min: 0, max: 5 }),
  profileTypes: fc.subarray(['IPA', 'wranx', 'Athlete']),
});

describe('segmentation conditions (§6)', () => {
  it('logged out, logged in, loyalty member, non-loyalty logged in, employee, non-employee, cart empty, cart not empty', () => {
    expect(segmentConditionHolds('logged-out', context())).toBe(true);
    expect(segmentConditionHolds('logged-in', context({ loggedIn: true }))).toBe(true);
    expect(segmentConditionHolds('loyalty-member', context({ loggedIn: true, loyaltyMember: true }))).toBe(true);
    expect(segmentConditionHolds('non-loyalty-logged-in', context({ loggedIn: true }))).toBe(true);
    expect(segmentConditionHolds('non-loyalty-logged-in', context())).toBe(false);
    expect(segmentConditionHolds('employee', context({ employee: true }))).toBe(true);
    expect(segmentConditionHolds('non-employee', context())).toBe(true);
    expect(segmentConditionHolds('cart-empty', context())).toBe(true);
    expect(segmentConditionHolds('cart-not-empty', context({ cartItemCount: 2 }))).toBe(true);
  });

  it('profile types ipa-wranx, wranx, ipa, athletes, each with a non- counterpart', () => {
    expect(segmentConditionHolds('ipa', context({ profileTypes: ['ipa'] }))).toBe(true);
    expect(segmentConditionHolds('wranx', context({ profileTypes: ['WRANX'] }))).toBe(true);
    expect(segmentConditionHolds('ipa-wranx', context({ profileTypes: ['WRANX'] }))).toBe(true);
    expect(segmentConditionHolds('athletes', context({ profileTypes: ['ATHLETE'] }))).toBe(true);
    expect(segmentConditionHolds('non-athletes', context({ profileTypes: ['ATHLETE'] }))).toBe(false);
    expect(segmentConditionHolds('non-ipa', context())).toBe(true);
  });

  it('property: every condition and its counterpart disagree, and an unknown condition never holds', () => {
    const pairs: Array<[string, string]> = [
      ['logged-in', 'logged-out'], ['employee', 'non-employee'], ['cart-empty', 'cart-not-empty'],
      ['ipa-wranx', 'non-ipa-wranx'], ['wranx', 'non-wranx'], ['ipa', 'non-ipa'], ['athletes', 'non-athletes'],
    ];
    fc.assert(fc.property(contextArb, fc.string(), (c, unknown) => {
      for (const [a, b] of pairs) expect(segmentConditionHolds(a, c)).toBe(!segmentConditionHolds(b, c));
      if (!(SEGMENT_CONDITIONS as readonly string[]).includes(unknown)) expect(segmentConditionHolds(unknown, c)).toBe(false);
    }));
  });
});

describe('segmentation', () => {
  const segmentation: Segmentation<Block> = {
    segments: [
      { id: 'loyalty-member', targets: [banner('loyal')] },
      { id: 'logged-in', targets: [banner('member')] },
      { id: 'cart-not-empty', targets: [banner('cart')] },
    ],
    baselines: [banner('base')],
  };

  it('picks the segment from a test override, else the first segment whose condition is true; otherwise shows the baseline', () => {
    expect(selectSegment(segmentation, { context: context(), testVariants: ['cart-not-empty'] })).toMatchObject({ source: 'segment', blocks: [banner('cart')] });
    expect(selectSegment(segmentation, { context: context({ loggedIn: true, loyaltyMember: true, cartItemCount: 1 }) })).toMatchObject({ blocks: [banner('loyal')] });
    expect(selectSegment(segmentation, { context: context({ loggedIn: true }) })).toMatchObject({ blocks: [banner('member')] });
    expect(selectSegment(segmentation, { context: context() })).toEqual({ source: 'baseline', blocks: [banner('base')] });
  });

  it('property: with no override the chosen segment is the first whose condition holds, else the baseline', () => {
    const ids = fc.array(fc.constantFrom(...SEGMENT_CONDITIONS, 'unknown'), { maxLength: 6 });
    fc.assert(fc.property(ids, contextArb, (segmentIds, c) => {
      const s: Segmentation<Block> = { segments: segmentIds.map((id, i) => ({ id, targets: [banner(String(i))] })), baselines: [banner('base')] };
      const view = selectSegment(s, { context: c });
      const first = s.segments.find((segment) => segmentConditionHolds(segment.id, c));
      if (first) expect(view).toEqual({ source: 'segment', segment: first, blocks: first.targets });
      else expect(view.source).toBe('baseline');
    }));
  });
});

describe('experimentation inputs', () => {
  it('user id must be a string', () => {
    expect(validateUserId('visitor-1')).toEqual(ok('visitor-1'));
    for (const bad of [1, null, undefined, {}, ['a']]) expect(validateUserId(bad)).toEqual(err({ type: 'InvalidUserId' }));
  });

  it('attributes an object without undefined values; event tags an object', () => {
    expect(validateAttributes({ plan: 'gold', age: 3 })).toEqual(ok({ plan: 'gold', age: 3 }));
    expect(validateAttributes(undefined)).toEqual(ok({}));
    expect(validateAttributes({ plan: undefined })).toEqual(err({ type: 'InvalidAttributes', key: 'plan' }));
    expect(validateAttributes([1])).toEqual(err({ type: 'InvalidAttributes' }));
    expect(validateAttributes('x')).toEqual(err({ type: 'InvalidAttributes' }));
    expect(validateEventTags({ revenue: 100 }).isOk()).toBe(true);
    expect(validateEventTags(undefined)).toEqual(ok({}));
    expect(validateEventTags(null)).toEqual(err({ type: 'InvalidEventTags' }));
  });

  it('attribute values are sent only if string, boolean or safe integer', () => {
    expect(sendableAttributes({ a: 'x', b: true, c: 3, d: 1.5, e: 2 ** 60, f: null, g: { h: 1 }, i: Number.NaN })).toEqual({ a: 'x', b: true, c: 3 });
    fc.assert(fc.property(fc.anything(), (value) => {
      const expected = typeof value === 'string' || typeof value === 'boolean' || Number.isSafeInteger(value);
      expect(isSendableAttributeValue(value)).toBe(expected);
    }));
  });

  it('revenue is parsed as an integer and value as a float, null if not finite', () => {
    expect([parseRevenue('1999'), parseRevenue('19.99'), parseRevenue(42.9), parseRevenue('abc'), parseRevenue(Infinity), parseRevenue(null)])
      .toEqual([1999, 19, 42, null, null, null]);
    expect([parseEventValue('3.25'), parseEventValue(2), parseEventValue('x'), parseEventValue(Number.NaN), parseEventValue({})])
      .toEqual([3.25, 2, null, null, null]);
  });

  it('property: the validators never throw on any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(() => [validateUserId(value), validateAttributes(value), validateEventTags(value), parseRevenue(value), parseEventValue(value)]).not.toThrow();
      const revenue = parseRevenue(value);
      if (revenue !== null) expect(Number.isInteger(revenue)).toBe(true);
      const v = parseEventValue(value);
      if (v !== null) expect(Number.isFinite(v)).toBe(true);
    }));
  });

  it('experimentation client: created only when the feature is enabled; decisions are made only if targeting consent is given', () => {
    expect(experimentationAllowed({ featureEnabled: false, targetingConsent: true })).toEqual({ createClient: false, makeDecisions: false });
    expect(experimentationAllowed({ featureEnabled: true, targetingConsent: false })).toEqual({ createClient: true, makeDecisions: false });
    expect(experimentationAllowed({ featureEnabled: true, targetingConsent: true })).toEqual({ createClient: true, makeDecisions: true });
  });

  it('experimentation: ready timeout 30000 ms; event batch size 10; flush interval 1000 ms; max event queue 10000', () => {
    expect([EXPERIMENTATION_READY_TIMEOUT_MS, EXPERIMENTATION_EVENT_BATCH_SIZE, EXPERIMENTATION_FLUSH_INTERVAL_MS, EXPERIMENTATION_MAX_EVENT_QUEUE])
      .toEqual([30000, 10, 1000, 10000]);
  });
});
