import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { RegisteredTokenResponse } from '@switchback/core';
import { ShopperSession } from '../session/shopper-session.server';
import { apiCalls as calls, fakeApi } from '../testing/fake-api';
import { action as eventAction, loader as eventLoader } from './event.route';
import { action as newsletterAction } from '../enrolment/newsletter.route';
import { bodyOf } from '../testing/route-answers';

const apiError = (errorId: string, code: string, status: number) =>
  ({ status, body: { errorDetails: [{ errorId, code, message: 'no' }], statusCode: status, correlationId: 'c', appId: 'switchback-commerce-api' } });
const EVENT = { eventId: 'trail-weekend-2027', siteId: 'en-us', title: 'Trail weekend', startDate: '2027-06-12', endDate: '2027-06-13', enablePlusOne: true, registrationClosed: false };
const profile = { consumerProfile: {
  consumerNo: 'C1', consumerType: 'REGISTERED',
  consumerDetails: { email: 'ada@example.com', firstName: 'Ada', lastName: null, birthDate: null, phone: null, postalCode: null, gender: null, address: [], identity: [] },
  isLoyaltyMember: false, loyaltyOptInDate: null, preferences: { interests: '', preferredShoeSize: null }, subscriptions: [],
  isEmployeeDiscountTCAccepted: false, employeeTermsAcceptedAt: null,
} };
const registration = {
  email: 'ada@example.com', attendingDays: '2027-06-12', eventId: 'trail-weekend-2027', eventTermsAccepted: true, firstName: 'Ada', lastName: '',
  gender: '', phoneNumber: '', plusOne: '', registrationTimestamp: '2026-11-24T10:00:00.000Z',
};

async function signedInCookies(): Promise<string> {
  const session = await ShopperSession.of(null, false);
  session.signedIn({
    tokenType: 'Registered', usid: 'usid-1', customerId: 'c-1', expiresIn: 1800, refreshExpiresIn: 86400, consumerNo: 'C1', consumerType: 'REGISTERED',
    email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false,
  } as RegisteredTokenResponse, Date.now());
  const set = await session.setCookies();
  return [...set.map((cookie) => cookie.split(';')[0]!), 'sb_guest_token=access', 'sb_refresh_token=refresh'].join('; ');
}

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const args = (path: string, cookie: string, form?: Record<string, string | string[]>, params: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form ?? {})) for (const one of [value].flat()) body.append(key, one);
  return {
    params: { locale: 'en-us', ...params },
    request: new Request(`http://shop.test${path}`, form ? { method: 'POST', body, headers: { cookie } } : { headers: { cookie } }),
    context,
  };
};
const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status ?? 200;
const locationOf = (answer: unknown) => (answer as Response).headers.get('location');
const eventArgs = (cookie: string, form?: Record<string, string | string[]>, query = '') =>
  args(`/en-us/events/trail-weekend-2027${query}`, cookie, form, { eventId: 'trail-weekend-2027' }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('the event sign-up page (/events/:eventId, §4 two steps)', () => {
  it('signed out: the sign-in step, or the sign-up step with ?step=sign-up', async () => {
    fakeApi({ 'GET /consumers-v3/events/trail-weekend-2027': { body: { event: EVENT } } });
    expect(bodyOf(await eventLoader(eventArgs('sb_guest_token=guest')))).toMatchObject({ event: EVENT, state: { step: 'SignIn' } });
    expect(bodyOf(await eventLoader(eventArgs('sb_guest_token=guest', undefined, '?step=sign-up')))).toMatchObject({ state: { step: 'SignUp' } });
  });

  it('signed in: straight to the join form with the profile e-mail; already registered: the confirmation', async () => {
    fakeApi({
      'GET /consumers-v3/events/trail-weekend-2027': { body: { event: EVENT } },
      'GET /consumers-v3/consumer/events/trail-weekend-2027/registration': apiError('EVENT_NOT_FOUND', 'EVT404', 404),
      'GET /consumers-v3/consumer/profile': { body: profile },
    });
    expect(bodyOf(await eventLoader(eventArgs(await signedInCookies())))).toMatchObject({ state: { step: 'Join', email: 'ada@example.com' } });
    fakeApi({
      'GET /consumers-v3/events/trail-weekend-2027': { body: { event: EVENT } },
      'GET /consumers-v3/consumer/events/trail-weekend-2027/registration': { body: { registration } },
    });
    expect(bodyOf(await eventLoader(eventArgs(await signedInCookies())))).toMatchObject({ state: { step: 'Confirmation' } });
  });

  it('join: terms unticked and a bad guest name are field errors, nothing sent', async () => {
    fakeApi({ 'GET /consumers-v3/events/trail-weekend-2027': { body: { event: EVENT } } });
    const answer = await eventAction(eventArgs(await signedInCookies(), { intent: 'join', enhanced: '1', email: 'ada@example.com', attendingDays: '2027-06-12', guestName: '12345' }));
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ step: 'Join', result: { errors: { termsAccepted: { id: 'events.join.errors.terms' }, guestName: { id: 'events.join.errors.guestName' } } } });
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('join: the days and the guest sent; success is the confirmation (JavaScript) or a redirect to the page (PRG)', async () => {
    const answers = {
      'GET /consumers-v3/events/trail-weekend-2027': { body: { event: EVENT } },
      'POST /consumers-v3/consumer/events/trail-weekend-2027/registration': { body: { registration } },
    };
    fakeApi(answers);
    const form = { intent: 'join', email: 'ada@example.com', attendingDays: ['2027-06-13', '2027-06-12'], guestName: 'Grace Hopper', termsAccepted: 'on' };
    expect(bodyOf(await eventAction(eventArgs(await signedInCookies(), { ...form, enhanced: '1' })))).toEqual({ step: 'Confirmation' });
    expect(calls).toContain('POST /consumers-v3/consumer/events/trail-weekend-2027/registration {"attendingDays":["2027-06-13","2027-06-12"],"plusOne":"Grace Hopper","eventTermsAccepted":true}');
    fakeApi(answers);
    expect(locationOf(await eventAction(eventArgs(await signedInCookies(), form)))).toBe('/en-us/events/trail-weekend-2027');
  });

  it('join refused (already registered): the message in the alert (§8), the form kept', async () => {
    fakeApi({
      'GET /consumers-v3/events/trail-weekend-2027': { body: { event: EVENT } },
      'POST /consumers-v3/consumer/events/trail-weekend-2027/registration': apiError('EVENT_ALREADY_REGISTERED', 'EVT409', 409),
    });
    const answer = await eventAction(eventArgs(await signedInCookies(), { intent: 'join', enhanced: '1', email: 'ada@example.com', attendingDays: '2027-06-12', termsAccepted: 'on' }));
    expect(statusOf(answer)).toBe(409);
    expect(bodyOf(answer)).toMatchObject({ step: 'Join', result: { error: { id: 'events.errors.alreadyRegistered' }, values: { attendingDays: ['2027-06-12'], termsAccepted: true } } });
  });

  it('an unknown event is a 404 page', async () => {
    fakeApi({ 'GET /consumers-v3/events/no-such-event': apiError('EVENT_NOT_FOUND', 'EVT404', 404) });
    const thrown = await eventLoader(args('/en-us/events/no-such-event', 'sb_guest_token=guest', undefined, { eventId: 'no-such-event' }) as never).then(() => null, (error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
  });
});

describe('the newsletter action (/newsletter)', () => {
  it("core's rule first: a bad e-mail and no policy are field errors, nothing sent", async () => {
    fakeApi({});
    const answer = await newsletterAction(args('/en-us/newsletter', 'sb_guest_token=guest', { email: 'nope', enhanced: '1' }) as never);
    expect(bodyOf(answer)).toMatchObject({ ok: false, errors: { email: { id: 'form.email.invalid' }, policy: { id: 'newsletter.errors.policy' } } });
    expect(calls).toEqual([]);
  });

  it('subscribed: data for the fetcher, or back to the page it was on with the outcome (JavaScript off)', async () => {
    const answers = { 'POST /consumers-v3/newsletter/subscription': { body: {
      alreadySubscribed: true, subscription: { type: 'Newsletter', channel: 'email', optin: true, doubleOptin: false, recipient: 'ada@example.com', country: 'US', optinDate: '2026-11-24T10:00:00.000Z' },
    } } };
    fakeApi(answers);
    expect(bodyOf(await newsletterAction(args('/en-us/newsletter', 'sb_guest_token=guest', { email: 'ada@example.com', policy: 'on', enhanced: '1' }) as never)))
      .toEqual({ ok: true, alreadySubscribed: true });
    expect(calls).toContain('POST /consumers-v3/newsletter/subscription {"email":"ada@example.com","policyAccepted":true}');
    fakeApi(answers);
    expect(locationOf(await newsletterAction(args('/en-us/newsletter', 'sb_guest_token=guest', { email: 'ada@example.com', policy: 'on', returnTo: '/en-us/p/x?color=red', formId: 'footer-newsletter' }) as never)))
      .toBe('/en-us/p/x?color=red&newsletter=already&newsletterForm=footer-newsletter');
    fakeApi(answers);
    expect(locationOf(await newsletterAction(args('/en-us/newsletter', 'sb_guest_token=guest', { email: 'ada@example.com', policy: 'on', returnTo: 'https://evil.example/', formId: '"><script>' }) as never)))
      .toBe('/en-us/newsletter?newsletter=already&newsletterForm=page');
  });
});
