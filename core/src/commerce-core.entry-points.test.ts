import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('issue 3 public entry points of commerce-core, exported from the core package index', () => {
  it.each([
    'normalizePhone', 'phoneMask', 'createPkcePair', 'codeChallengeFor', 'thresholdStatus', 'parseCallout',
    'setMainAddress', 'addAddress', 'enrolmentStartStep', 'isPartiallyEnrolled', 'resolveApiError', 'pageTypeFromPath',
  ])('%s is exported as a function', (name) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
  });

  it('the index answers the issue examples end to end', () => {
    expect(core.normalizePhone('07400 123456', 'GB')._unsafeUnwrap().e164).toBe('+447400123456');
    expect(core.phoneMask('FR')).toBe('X XX XX XX XX');
    expect(core.codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(core.thresholdStatus({ distanceFromConditionThreshold: 5 })).toBe('Above Threshold');
    expect(core.parseCallout('a|b|c')).not.toBeNull();
    expect(core.enrolmentStartStep({ loggedIn: false }, null)).toBe('lookup');
  });
});
