import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import type { CommerceError } from '../errors';
import {
  loyaltyEnrolmentUpdate, parseSignUpQuery, showsInterestsDialog, showsLoyaltyFreeShipping, signUpFailureEffect, signUpSource, signUpSteps,
} from './sign-up.flow';
import { initialSmsOptIn, smsOptInTransition, type SmsOptInEvent } from './sms-opt-in.machine';
import { initialNewsletter, newsletterFormVisible, newsletterTransition, validateNewsletterForm } from './newsletter';
import {
  eventDays, eventRegistrationPayload, eventSignUpStart, eventSignUpTransition, joinAttendingDays, showsAttendingDays, validateEventJoinForm,
} from './event-sign-up';
import { FORM_MESSAGES } from '../validation/experience/form-messages';

const interests = { interestCollection: true, tiedToNewsletter: false, newsletterOptIn: false, signInToBuy: false, skipDialogInterests: false };

describe('sign-up', () => {
  it('submit, create account, success message, automatic login, load profile, then an optional interests dialog', () => {
    expect(signUpSteps(interests)).toEqual(['submit', 'create-account', 'success-message', 'auto-login', 'load-profile', 'interests-dialog']);
    expect(signUpSteps({ ...interests, interestCollection: false }).at(-1)).toBe('load-profile');
  });

  it('the dialog appears if interest collection is on and, when tied to the newsletter, the user opted in; it is skipped for sign-in-to-buy and when skipDialogInterests is set', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (on, tied, optIn, s2b, skip) => {
      expect(showsInterestsDialog({ interestCollection: on, tiedToNewsletter: tied, newsletterOptIn: optIn, signInToBuy: s2b, skipDialogInterests: skip }))
        .toBe(on && (!tied || optIn) && !s2b && !skip);
    }));
  });

  it('loyalty sign-up only updates the profile with a Loyalty enrolment; loyalty newsletter consent is set on loyalty enrolment', () => {
    expect(loyaltyEnrolmentUpdate()).toEqual({ enrollments: [{ type: 'Loyalty' }], subscriptions: [{ type: 'LoyaltyNewsletter', channel: 'email', optin: true }] });
  });

  it('loyalty free-shipping benefit hidden in FR, IT, DE, GB', () => {
    expect(['FR', 'it', 'DE', 'GB', 'US'].map(showsLoyaltyFreeShipping)).toEqual([false, false, false, false, true]);
  });

  const apiError = (errorId: string, message = 'from API'): CommerceError => ({ type: 'ApiError', errorId, kind: 'Conflict', statusCode: 409, message });

  it('login-in-use errors mark the email field invalid with the mapped API message; phone-number-already-in-use errors mark the phone invalid; a missing-birthdate error reruns form validation; anything else shows the error message in a notification and scrolls to it', () => {
    expect(signUpFailureEffect(apiError('LOGIN_IN_USE', 'This e-mail already has an account'))).toEqual({ type: 'MarkFieldInvalid', field: 'email', message: 'This e-mail already has an account' });
    expect(signUpFailureEffect(apiError('login-already-in-use'))).toMatchObject({ field: 'email' });
    expect(signUpFailureEffect(apiError('PHONE_NUMBER_ALREADY_IN_USE'))).toMatchObject({ type: 'MarkFieldInvalid', field: 'phone' });
    expect(signUpFailureEffect(apiError('MISSING_BIRTHDATE'))).toEqual({ type: 'RevalidateForm' });
    expect(signUpFailureEffect(apiError('GEN500', 'Something went wrong'))).toEqual({ type: 'NotifyAndScroll', message: 'Something went wrong' });
    expect(signUpFailureEffect({ type: 'NetworkError', message: 'offline' })).toEqual({ type: 'NotifyAndScroll', message: 'offline' });
  });

  it('sign-up reads query parameters consumerId and email (prefill), referral_code, storeNum, enrollment_marketing_source, leadSource', () => {
    const query = parseSignUpQuery({ consumerId: ' C1 ', email: 'zoe@example.com', referral_code: ['R9', 'R10'], storeNum: '', enrollment_marketing_source: 'popup', leadSource: 'qr', other: 'x' });
    expect(query).toEqual({ consumerId: 'C1', email: 'zoe@example.com', referralCode: 'R9', enrollmentMarketingSource: 'popup', leadSource: 'qr' });
    expect(signUpSource(query)).toEqual({ source: { acquisitionType: 'Registered', campaignName: 'popup' }, sourceHeader: 'qr' });
    expect(signUpSource({ storeNum: '0042' }).source).toEqual({ acquisitionType: 'Registered', store: '0042' });
    expect(parseSignUpQuery({ email: 'x'.repeat(300) })).toEqual({});
  });
});

describe('SMS opt-in', () => {
  it('ticking the checkbox opens the terms; the I accept button sets optInAccepted', () => {
    const open = smsOptInTransition(initialSmsOptIn, { type: 'Tick' });
    expect(open).toEqual({ checked: false, termsOpen: true, optInAccepted: false });
    expect(smsOptInTransition(open, { type: 'Accept' })).toEqual({ checked: true, termsOpen: false, optInAccepted: true });
    expect(smsOptInTransition(open, { type: 'DismissTerms' })).toEqual(initialSmsOptIn);
    expect(smsOptInTransition(initialSmsOptIn, { type: 'Accept' })).toEqual(initialSmsOptIn);
  });

  it('it resets if the phone becomes invalid', () => {
    const accepted = smsOptInTransition(smsOptInTransition(initialSmsOptIn, { type: 'Tick' }), { type: 'Accept' });
    expect(smsOptInTransition(accepted, { type: 'PhoneValidity', valid: true })).toBe(accepted);
    expect(smsOptInTransition(accepted, { type: 'PhoneValidity', valid: false })).toEqual(initialSmsOptIn);
  });

  it('property: optInAccepted only ever follows an Accept on open terms, and an invalid phone always clears it', () => {
    const events = fc.constantFrom<SmsOptInEvent>({ type: 'Tick' }, { type: 'Untick' }, { type: 'Accept' }, { type: 'DismissTerms' }, { type: 'PhoneValidity', valid: true }, { type: 'PhoneValidity', valid: false });
    fc.assert(fc.property(fc.array(events), (list) => {
      let state = initialSmsOptIn;
      for (const event of list) {
        const next = smsOptInTransition(state, event);
        if (!state.optInAccepted && next.optInAccepted) expect(event.type === 'Accept' && state.termsOpen).toBe(true);
        if (event.type === 'PhoneValidity' && !event.valid) expect(next).toEqual(initialSmsOptIn);
        expect(next.checked).toBe(next.optInAccepted);
        state = next;
      }
    }));
  });
});

describe('newsletter', () => {
  it('email required and valid; policy checkbox required', () => {
    expect(validateNewsletterForm({ email: ' zoe@example.com ', policy: true })).toEqual(ok({ email: 'zoe@example.com', policy: true }));
    expect(validateNewsletterForm({ email: '', policy: false })).toEqual(err({ type: 'InvalidForm', fields: { email: FORM_MESSAGES.required, policy: FORM_MESSAGES.requiredCheckbox } }));
    expect(validateNewsletterForm({ email: 'zoe', policy: true })).toEqual(err({ type: 'InvalidForm', fields: { email: FORM_MESSAGES.email } }));
  });

  it('property: accepts valid e-mails with the policy ticked, rejects the rest, never throws', () => {
    fc.assert(fc.property(fc.string(), fc.boolean(), (email, policy) => {
      const valid = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(email.trim()) && policy;
      expect(validateNewsletterForm({ email, policy }).isOk()).toBe(valid);
    }));
  });

  it('submit, success message; the error message is shown; the form resets on route change', () => {
    let state = newsletterTransition(initialNewsletter({ alreadySubscribed: false, dynamicFeature: true }), { type: 'Submit' });
    expect(newsletterTransition(state, { type: 'Failed', message: 'Try again' })).toEqual({ status: 'Failed', message: 'Try again' });
    state = newsletterTransition(state, { type: 'Succeeded' });
    expect(state).toEqual({ status: 'Subscribed', fromProfile: false });
    expect(newsletterTransition(state, { type: 'RouteChanged' })).toEqual({ status: 'Form' });
    expect(newsletterTransition({ status: 'Form' }, { type: 'Succeeded' })).toEqual({ status: 'Form' });
    expect(newsletterTransition({ status: 'Form' }, { type: 'Failed', message: 'x' })).toEqual({ status: 'Form' });
    expect(newsletterTransition({ status: 'Failed', message: 'x' }, { type: 'Submit' })).toEqual({ status: 'Submitting' });
    expect(newsletterTransition({ status: 'Submitting' }, { type: 'Submit' })).toEqual({ status: 'Submitting' });
  });

  it('if the shopper is already subscribed (dynamic feature), the success heading shows and the form is hidden', () => {
    const state = initialNewsletter({ alreadySubscribed: true, dynamicFeature: true });
    expect(newsletterFormVisible(state)).toBe(false);
    expect(newsletterTransition(state, { type: 'RouteChanged' })).toBe(state);
    expect(newsletterFormVisible(initialNewsletter({ alreadySubscribed: true, dynamicFeature: false }))).toBe(true);
  });
});

describe('event sign-up', () => {
  it('sign-in step or sign-up step, toggled by links; a logged-in shopper goes straight to the join form, then submits, then sees a confirmation view with a close button', () => {
    let state = eventSignUpStart(false);
    expect(state).toEqual({ step: 'SignIn' });
    state = eventSignUpTransition(state, { type: 'ToggleForm' });
    expect(state).toEqual({ step: 'SignUp' });
    expect(eventSignUpTransition(state, { type: 'ToggleForm' })).toEqual({ step: 'SignIn' });
    state = eventSignUpTransition(state, { type: 'LoggedIn' });
    expect(state).toEqual(eventSignUpStart(true));
    state = eventSignUpTransition(eventSignUpTransition(state, { type: 'Submit' }), { type: 'Succeeded' });
    expect(state).toEqual({ step: 'Confirmation' });
    expect(eventSignUpTransition(state, { type: 'Submit' })).toBe(state);
    expect(eventSignUpTransition(state, { type: 'Close' })).toEqual({ step: 'Closed' });
  });

  it("the error's message is shown in a dismissible alert of type error", () => {
    const failed = eventSignUpTransition(eventSignUpTransition(eventSignUpStart(true), { type: 'Submit' }), { type: 'Failed', message: 'Event is full' });
    expect(failed).toEqual({ step: 'Join', error: 'Event is full' });
    expect(eventSignUpTransition(failed, { type: 'DismissError' })).toEqual({ step: 'Join', error: null });
    expect(eventSignUpTransition({ step: 'Submitting' }, { type: 'ToggleForm' })).toEqual({ step: 'Submitting' });
    expect(eventSignUpTransition({ step: 'Closed' }, { type: 'LoggedIn' })).toEqual({ step: 'Closed' });
  });

  it('the attending-days picker appears only when the event spans 2 or more days; options are one entry per day from start to end', () => {
    expect(eventDays('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(eventDays('2024-02-28T18:00:00Z', '2024-03-01T09:00:00Z')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(showsAttendingDays('2025-06-01', '2025-06-01')).toBe(false);
    expect(showsAttendingDays('2025-06-01', '2025-06-02')).toBe(true);
    expect(eventDays('2025-06-02', '2025-06-01')).toEqual([]);
    expect(eventDays('2025-02-30', '2025-03-01')).toEqual([]);
    expect(eventDays('2020-01-01', '2025-01-01')).toEqual([]);
  });

  it('property: the day list runs from start to end, one day apart; never throws on any strings', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.integer({ min: 0, max: 40 }), (startMs, span) => {
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const days = eventDays(iso(startMs), iso(startMs + span * 86_400_000));
      expect(days).toHaveLength(span + 1);
      expect(days[0]).toBe(iso(startMs));
    }));
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => { expect(() => eventDays(a, b)).not.toThrow(); }));
  });

  it('selected days are sent joined by a comma and a space', () => {
    expect(joinAttendingDays(['2025-06-02', '2025-06-01', '2025-06-02'])).toBe('2025-06-01, 2025-06-02');
  });

  it('the terms checkbox is required; the guest name is validated as a name only if filled', () => {
    const event = { startDate: '2025-06-01', endDate: '2025-06-02' };
    expect(validateEventJoinForm({ termsAccepted: true, guestName: '', attendingDays: ['2025-06-01'] }, event).isOk()).toBe(true);
    expect(validateEventJoinForm({ termsAccepted: false, guestName: 'R2-D2', attendingDays: ['2025-07-01'] }, event)).toEqual(err({
      type: 'InvalidForm', fields: { termsAccepted: FORM_MESSAGES.requiredCheckbox, guestName: FORM_MESSAGES.guestName, attendingDays: FORM_MESSAGES.oneOf },
    }));
    fc.assert(fc.property(fc.string(), (guestName) => { expect(() => validateEventJoinForm({ termsAccepted: true, guestName, attendingDays: [] }, event)).not.toThrow(); }));
  });

  it('the email field is taken from the profile; the registration carries the payload fields', () => {
    const payload = eventRegistrationPayload({
      event: { eventId: 'EVT-1', startDate: '2025-06-01', endDate: '2025-06-03', enablePlusOne: true },
      profile: { email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Núñez', phone: '+13035550100' },
      form: { termsAccepted: true, guestName: ' Sam ', attendingDays: ['2025-06-03', '2025-06-01'] },
      registrationTimestamp: '2025-05-20T10:00:00.000Z',
    });
    expect(payload).toEqual({
      email: 'zoe@example.com', attendingDays: '2025-06-01, 2025-06-03', eventId: 'EVT-1', eventTermsAccepted: true, firstName: 'Zoë', lastName: 'Núñez',
      gender: '', phoneNumber: '+13035550100', plusOne: 'Sam', registrationTimestamp: '2025-05-20T10:00:00.000Z',
    });
    const oneDay = eventRegistrationPayload({
      event: { eventId: 'EVT-2', startDate: '2025-06-01', endDate: '2025-06-01', enablePlusOne: false },
      profile: { email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Núñez', gender: 'F' },
      form: { termsAccepted: true, guestName: 'Sam', attendingDays: [] },
      registrationTimestamp: '2025-05-20T10:00:00.000Z',
    });
    expect(oneDay).toMatchObject({ attendingDays: '2025-06-01', plusOne: '', gender: 'F' });
  });
});
