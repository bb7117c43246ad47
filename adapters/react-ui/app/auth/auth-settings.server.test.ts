import { describe, expect, it } from 'vitest';
import { signInDialogFor, simplifiedEnrollmentAllowed } from './auth-settings.server';

describe('simplified enrolment setting', () => {
  it('is off by default and on for the listed sites or every site', () => {
    expect(simplifiedEnrollmentAllowed('en-us', undefined)).toBe(false);
    expect(simplifiedEnrollmentAllowed('en-us', '')).toBe(false);
    expect(simplifiedEnrollmentAllowed('en-gb', 'en-gb, fr-fr')).toBe(true);
    expect(simplifiedEnrollmentAllowed('en-us', 'en-gb,fr-fr')).toBe(false);
    expect(simplifiedEnrollmentAllowed('fr-fr', '*')).toBe(true);
  });

  it('picks core’s dialog: sign in, replaced by simplified enrolment when allowed', () => {
    const previous = process.env.SWITCHBACK_SIMPLIFIED_ENROLLMENT;
    try {
      process.env.SWITCHBACK_SIMPLIFIED_ENROLLMENT = 'en-gb';
      expect(signInDialogFor('en-gb')).toBe('simplified-enrollment');
      expect(signInDialogFor('en-us')).toBe('sign-in');
    } finally {
      if (previous === undefined) delete process.env.SWITCHBACK_SIMPLIFIED_ENROLLMENT;
      else process.env.SWITCHBACK_SIMPLIFIED_ENROLLMENT = previous;
    }
  });
});
