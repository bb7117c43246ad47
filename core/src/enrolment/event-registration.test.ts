import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkEventRegistration, dayIn, eventRegistrationClosed, PICK_A_DAY_MESSAGE } from './event-registration';
import { FORM_MESSAGES } from '../validation/experience/form-messages';

const weekend = { startDate: '2027-06-12', endDate: '2027-06-13' };
const oneDay = { startDate: '2027-05-01', endDate: '2027-05-01' };
const clock = { now: new Date('2026-06-15T10:00:00Z'), timeZone: 'America/Denver' };
const form = { termsAccepted: true, guestName: '', attendingDays: ['2027-06-12'] };

describe('event registration (issue 12, storefront-experience §5 event sign-up)', () => {
  it('the site day of an instant is its day in the site time zone', () => {
    expect(dayIn('America/Denver', new Date('2027-05-02T03:00:00Z'))).toBe('2027-05-01');
    expect(dayIn('Europe/Paris', new Date('2027-05-01T22:30:00Z'))).toBe('2027-05-02');
  });

  it('registration stays open through the last day in the site time zone, then closes', () => {
    expect(eventRegistrationClosed('2027-05-01', new Date('2027-05-02T05:59:00Z'), 'America/Denver')).toBe(false);
    expect(eventRegistrationClosed('2027-05-01', new Date('2027-05-02T06:00:00Z'), 'America/Denver')).toBe(true);
  });

  it('a past event is closed whatever the form', () => {
    expect(checkEventRegistration({ startDate: '2026-02-07', endDate: '2026-02-07' }, form, clock)._unsafeUnwrapErr()).toEqual({ type: 'Closed' });
  });

  it('the terms checkbox is required, with the required-checkbox message', () => {
    expect(checkEventRegistration(weekend, { ...form, termsAccepted: false }, clock)._unsafeUnwrapErr())
      .toEqual({ type: 'Invalid', field: 'eventTermsAccepted', message: FORM_MESSAGES.requiredCheckbox });
  });

  it('the guest name is validated only if filled', () => {
    expect(checkEventRegistration(weekend, { ...form, guestName: '' }, clock).isOk()).toBe(true);
    expect(checkEventRegistration(weekend, { ...form, guestName: 'Grace Hopper' }, clock).isOk()).toBe(true);
    expect(checkEventRegistration(weekend, { ...form, guestName: '<script>' }, clock)._unsafeUnwrapErr())
      .toEqual({ type: 'Invalid', field: 'plusOne', message: FORM_MESSAGES.guestName });
  });

  it('a day outside the event is refused; a 2-day event needs at least one day; a one-day event needs none', () => {
    expect(checkEventRegistration(weekend, { ...form, attendingDays: ['2027-06-14'] }, clock)._unsafeUnwrapErr())
      .toMatchObject({ type: 'Invalid', field: 'attendingDays' });
    expect(checkEventRegistration(weekend, { ...form, attendingDays: [] }, clock)._unsafeUnwrapErr())
      .toEqual({ type: 'Invalid', field: 'attendingDays', message: PICK_A_DAY_MESSAGE });
    expect(checkEventRegistration(oneDay, { ...form, attendingDays: [] }, clock).isOk()).toBe(true);
  });

  it('any non-empty subset of the event days is accepted while open', () => {
    fc.assert(fc.property(fc.subarray(['2027-06-12', '2027-06-13'], { minLength: 1 }), (days) =>
      checkEventRegistration(weekend, { ...form, attendingDays: days }, clock).isOk()));
  });
});
