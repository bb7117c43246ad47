import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONSENT_CATEGORY_IDS } from '../constants/limits';
import { consentCookieValue, hasTargetingConsent, isConsentGranted, parseConsentGroups } from './consent.rules';

const cookie = (groups: string) =>
  `isGpcEnabled=0&datestamp=Mon+Jun+02+2025&version=202401.1.0&groups=${encodeURIComponent(groups)}&hosts=`;

describe('consent', () => {
  it('consent categories: required C0001, performance and analytics C0002, functional C0003, targeting C0004', () => {
    expect(CONSENT_CATEGORY_IDS).toEqual({ required: 'C0001', performance: 'C0002', functional: 'C0003', targeting: 'C0004' });
  });

  it('consent is assumed granted outside the EMEA region or in preview mode', () => {
    expect(isConsentGranted({ region: 'NA', preview: false, category: 'C0004' })).toBe(true);
    expect(isConsentGranted({ region: 'EMEA', preview: true, category: 'C0004' })).toBe(true);
  });

  it('in EMEA the matching category must be flagged accepted in the consent cookie', () => {
    expect(isConsentGranted({ region: 'EMEA', preview: false, category: 'C0004' })).toBe(false);
    expect(hasTargetingConsent({ region: 'emea', preview: false, consentCookie: cookie('C0001:1,C0002:0,C0003:1,C0004:1') })).toBe(true);
    expect(hasTargetingConsent({ region: 'EMEA', preview: false, consentCookie: cookie('C0001:1,C0004:0') })).toBe(false);
    expect(isConsentGranted({ region: 'EMEA', preview: false, category: 'C0002', consentCookie: cookie('C0001:1,C0002:0') })).toBe(false);
    expect(isConsentGranted({ region: 'EMEA', preview: false, category: 'C0003', consentCookie: 'C0003:1' })).toBe(true);
    expect(isConsentGranted({ region: 'EMEA', preview: false, category: 'C0003', consentCookie: encodeURIComponent(cookie('C0003:1')) })).toBe(true);
  });

  it('an unreadable cookie flags nothing', () => {
    expect(parseConsentGroups('%E0%A4%A').size).toBe(0);
    expect(parseConsentGroups('groups=C0004:yes').size).toBe(0);
    expect(parseConsentGroups(undefined).size).toBe(0);
  });

  it('property: never throws; a category counts only when flagged 1 in the cookie', () => {
    fc.assert(fc.property(fc.string(), (value) => { expect(() => parseConsentGroups(value)).not.toThrow(); }));
    const flags = fc.dictionary(fc.constantFrom('C0001', 'C0002', 'C0003', 'C0004'), fc.boolean());
    fc.assert(fc.property(flags, fc.constantFrom('C0001', 'C0002', 'C0003', 'C0004'), (set, category) => {
      const groups = Object.entries(set).map(([id, on]) => `${id}:${on ? 1 : 0}`).join(',');
      expect(isConsentGranted({ region: 'EMEA', preview: false, category, consentCookie: cookie(groups) })).toBe(set[category] === true);
    }));
  });
});

describe('consent cookie value (issue 12)', () => {
  it('writes every category, required always accepted, and reads back the same choices', () => {
    const value = consentCookieValue(new Set(['C0003']));
    expect(value).toBe('groups=C0001:1,C0002:0,C0003:1,C0004:0');
    expect([...parseConsentGroups(value)]).toEqual([['C0001', true], ['C0002', false], ['C0003', true], ['C0004', false]]);
  });
});
