import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { apiCalls as calls, fakeApi } from '../testing/fake-api';
import { action as signUpAction } from '../auth/sign-up.route';
import { loader as layoutLoader } from '../site/site-layout.route';
import { action as interestsAction } from './interests.route';
import { INTERESTS_PENDING_COOKIE, interestCollectionSetting, interestsStepFollows } from './interests-step.server';
import { bodyOf } from '../testing/route-answers';

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const post = (path: string, form: Record<string, string>, cookie = 'sb_guest_token=guest') =>
  ({ params: { locale: 'en-us' }, request: new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(form), headers: { cookie } }), context });
const setCookiesOf = (answer: unknown): string[] =>
  answer instanceof Response ? answer.headers.getSetCookie() : new Headers((answer as { init: { headers: HeadersInit } | null }).init?.headers).getSetCookie();
const pendingOf = (answer: unknown): string | undefined =>
  setCookiesOf(answer).find((cookie) => cookie.startsWith(`${INTERESTS_PENDING_COOKIE}=`));

const subscription = { type: 'Newsletter', channel: 'email', optin: true, doubleOptin: false, recipient: 'ada@example.com', country: 'US', optinDate: '2026-11-24T10:00:00.000Z' };
const SIGN_UP_API = {
  'POST /consumers-v3/auth/signup': { body: { consumerNo: 'C1', email: 'ada@example.com', consumerType: 'REGISTERED' } },
  'POST /consumers-v3/auth/signin': { body: { authorizationCode: 'A'.repeat(43), expiresIn: 60 } },
  'POST /token/v2/auth/token': { body: {
    tokenType: 'Registered', usid: 'usid-1', customerId: 'c-1', expiresIn: 1800, refreshExpiresIn: 86400, consumerNo: 'C1', consumerType: 'REGISTERED',
    email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false,
  } },
  'POST /consumers-v3/newsletter/subscription': { body: { alreadySubscribed: false, subscription } },
  'POST /consumers-v3/consumer/loyalty/enrolment': { body: {
    enrollments: [{ type: 'Loyalty', memberId: 'M1', joinedAt: '2026-11-24T10:00:00.000Z' }], subscriptions: [{ ...subscription, type: 'LoyaltyNewsletter' }], isNewMember: true,
  } },
};
const FORM = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Correct-Horse-9', policy: 'on' };
const COMPLETE_PROFILE = '/en-us/account/complete-profile?step=mobile';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the interest-collection setting (SWITCHBACK_INTEREST_COLLECTION)', () => {
  it('on by default, off, or tied to the newsletter', () => {
    expect(interestCollectionSetting(undefined)).toEqual({ interestCollection: true, tiedToNewsletter: false });
    expect(interestCollectionSetting(' OFF ')).toEqual({ interestCollection: false, tiedToNewsletter: false });
    expect(interestCollectionSetting('newsletter')).toEqual({ interestCollection: true, tiedToNewsletter: true });
  });
});

describe("§4 whether the interests step follows a sign-up (core's rule on the sign-up's inputs)", () => {
  const on = interestCollectionSetting('on');
  const tied = interestCollectionSetting('newsletter');
  it('follows when collection is on; when tied to the newsletter, only for a shopper who subscribed', () => {
    expect(interestsStepFollows({}, false, on)).toBe(true);
    expect(interestsStepFollows({}, false, tied)).toBe(false);
    expect(interestsStepFollows({}, true, tied)).toBe(true);
    expect(interestsStepFollows({}, true, interestCollectionSetting('off'))).toBe(false);
  });
  it('is skipped for sign-in-to-buy and when skipDialogInterests is set', () => {
    expect(interestsStepFollows({ signInToBuy: true }, true, on)).toBe(false);
    expect(interestsStepFollows({ skipDialogInterests: true }, true, on)).toBe(false);
  });
});

describe('the sign-up action: the interests step after it', () => {
  it('with JavaScript: on to the complete-profile step with the short-lived httpOnly "interests pending" cookie', async () => {
    fakeApi(SIGN_UP_API);
    const answer = await signUpAction(post('/en-us/account/sign-up', { ...FORM, enhanced: '1' }) as never);
    expect((answer as Response).headers.get('location')).toBe(COMPLETE_PROFILE);
    expect(pendingOf(answer)).toMatch(/^sb_interests_pending=account; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax$/);
  });

  it('without JavaScript: the interests page first, then on to where the shopper was going; no cookie', async () => {
    fakeApi(SIGN_UP_API);
    const answer = await signUpAction(post('/en-us/account/sign-up', FORM) as never);
    expect((answer as Response).headers.get('location')).toBe(`/en-us/account/interests?welcome=account&next=${encodeURIComponent(COMPLETE_PROFILE)}`);
    expect(pendingOf(answer)).toBeUndefined();
  });

  it('loyalty: enrolled, then the interests step over (or before) the loyalty page', async () => {
    fakeApi(SIGN_UP_API);
    const enhanced = await signUpAction(post('/en-us/account/sign-up', { ...FORM, variant: 'loyalty', enhanced: '1' }) as never);
    expect((enhanced as Response).headers.get('location')).toBe('/en-us/loyalty/join');
    expect(pendingOf(enhanced)).toMatch(/^sb_interests_pending=loyalty;/);
    expect(calls.some((call) => call.startsWith('POST /consumers-v3/consumer/loyalty/enrolment'))).toBe(true);
    fakeApi(SIGN_UP_API);
    const plain = await signUpAction(post('/en-us/account/sign-up', { ...FORM, variant: 'loyalty' }) as never);
    expect((plain as Response).headers.get('location')).toBe('/en-us/account/interests?welcome=loyalty&next=%2Fen-us%2Floyalty%2Fjoin');
  });

  it('sign-in-to-buy or skipDialogInterests: straight on, no interests step either way', async () => {
    for (const flag of ['signInToBuy', 'skipDialogInterests']) {
      for (const enhanced of [{ enhanced: '1' }, {}] as Record<string, string>[]) {
        fakeApi(SIGN_UP_API);
        const answer = await signUpAction(post('/en-us/account/sign-up', { ...FORM, ...enhanced, [flag]: '1' }) as never);
        expect((answer as Response).headers.get('location')).toBe(COMPLETE_PROFILE);
        expect(pendingOf(answer)).toBeUndefined();
      }
    }
  });

  it('tied to the newsletter: only a shopper who ticked the box (and was subscribed) is asked', async () => {
    vi.stubEnv('SWITCHBACK_INTEREST_COLLECTION', 'newsletter');
    fakeApi(SIGN_UP_API);
    const without = await signUpAction(post('/en-us/account/sign-up', { ...FORM, enhanced: '1' }) as never);
    expect(pendingOf(without)).toBeUndefined();
    expect(calls.some((call) => call.startsWith('POST /consumers-v3/newsletter/subscription'))).toBe(false);
    fakeApi(SIGN_UP_API);
    const ticked = await signUpAction(post('/en-us/account/sign-up', { ...FORM, newsletter: 'on', enhanced: '1' }) as never);
    expect(pendingOf(ticked)).toMatch(/^sb_interests_pending=account;/);
    expect(calls).toContain('POST /consumers-v3/newsletter/subscription {"email":"ada@example.com","policyAccepted":true}');
  });
});

describe('the site layout loader reads the "interests pending" cookie once', () => {
  const get = (cookie: string) => ({ params: { locale: 'en-us' }, request: new Request('http://shop.test/en-us/account/complete-profile', { headers: { cookie } }), context });
  const catalog = { 'GET /products/v2/catalog': { body: { brands: [], featured: [], categories: [] } } };
  it('hands the flag to the page and clears the cookie; without it, no flag and nothing cleared', async () => {
    fakeApi(catalog);
    const pending = await layoutLoader(get(`sb_guest_token=guest; ${INTERESTS_PENDING_COOKIE}=account`) as never);
    expect(bodyOf(pending)).toMatchObject({ interestsDialog: 'account' });
    expect(pendingOf(pending)).toMatch(/^sb_interests_pending=; Path=\/; Max-Age=0;/);
    fakeApi(catalog);
    const none = await layoutLoader(get('sb_guest_token=guest') as never);
    expect(bodyOf(none)).toMatchObject({ interestsDialog: null });
    expect(pendingOf(none)).toBeUndefined();
  });
});

describe('the interests action after a sign-up without JavaScript', () => {
  it('saved: on to `next` (a path of the site only); with JavaScript: data for the fetcher', async () => {
    const answers = { 'PUT /consumers-v3/consumer/profile': { body: { consumerProfile: {
      consumerNo: 'C1', consumerType: 'REGISTERED',
      consumerDetails: { email: 'ada@example.com', firstName: 'Ada', lastName: null, birthDate: null, phone: null, postalCode: null, gender: null, address: [], identity: [] },
      isLoyaltyMember: false, loyaltyOptInDate: null, preferences: { interests: 'hiking', preferredShoeSize: null }, subscriptions: [],
      isEmployeeDiscountTCAccepted: false, employeeTermsAcceptedAt: null,
    } } } };
    fakeApi(answers);
    const saved = await interestsAction(post('/en-us/account/interests', { interest: 'hiking', next: COMPLETE_PROFILE }) as never);
    expect((saved as Response).headers.get('location')).toBe(COMPLETE_PROFILE);
    fakeApi(answers);
    const elsewhere = await interestsAction(post('/en-us/account/interests', { interest: 'hiking', next: 'https://evil.example/' }) as never);
    expect((elsewhere as Response).headers.get('location')).toBe('/en-us/account/interests?saved=1');
    fakeApi(answers);
    expect(bodyOf(await interestsAction(post('/en-us/account/interests', { interest: 'hiking', next: COMPLETE_PROFILE, enhanced: '1' }) as never))).toEqual({ ok: true });
  });
});
