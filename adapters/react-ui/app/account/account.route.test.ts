import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { action as accountAction, loader as accountLoader } from './account.route';
import { loader as completeProfileLoader } from './complete-profile.route';
import { bodyOf } from '../testing/route-answers';

/** What the fake API answers, by method and path below /api; anything else is a 404. */
type Answers = Record<string, { status?: number; body: unknown }>;

const profile = (details: Record<string, unknown> = {}) => ({
  consumerProfile: {
    consumerNo: 'C1', consumerType: 'REGISTERED',
    consumerDetails: { email: 'ada@example.com', firstName: 'Ada', lastName: null, birthDate: null, phone: null, postalCode: null, gender: null, address: [], identity: [], ...details },
    isLoyaltyMember: false, loyaltyOptInDate: null, preferences: { interests: '', preferredShoeSize: null }, subscriptions: [],
    isEmployeeDiscountTCAccepted: false, employeeTermsAcceptedAt: null,
  },
});
const apiError = (errorId: string, code: string, status: number, message: string) =>
  ({ status, body: { errorDetails: [{ errorId, code, message }], statusCode: status, correlationId: 'c', appId: 'switchback-commerce-api' } });

let calls: string[] = [];
function fakeApi(answers: Answers) {
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) return new Response(JSON.stringify({ errorDetails: [{ errorId: 'NOT_FOUND', message: 'no' }], statusCode: 404, correlationId: 'c', appId: 'a' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
}

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const args = (path: string, form?: Record<string, string>) => ({
  params: { locale: 'en-us' },
  request: new Request(`http://shop.test${path}`, form
    ? { method: 'POST', body: new URLSearchParams(form), headers: { cookie: 'sb_guest_token=consumer' } }
    : { headers: { cookie: 'sb_guest_token=consumer' } }),
  context,
});
/** The body of a `data()` answer. */
const statusOf = (answer: unknown) => (answer as { init: { status: number } | null }).init?.status;

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('account pages: a guest is sent to sign in', () => {
  it('the profile call answering 401 redirects to the sign-in page with the way back', async () => {
    fakeApi({ 'GET /consumers-v3/consumer/profile': apiError('UNAUTHORIZED', 'AUT401', 401, 'no') });
    const thrown = await accountLoader(args('/en-us/account?edit=x') as never).then(() => null, (error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/en-us/account/sign-in?redirectTo=%2Fen-us%2Faccount%3Fedit%3Dx');
  });
});

describe('account action', () => {
  it('§8: a card already saved (PYT300) shows the server message; any other failure the translated save failure', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/payment_instruments': apiError('CARD_ALREADY_EXISTS', 'PYT300', 409, 'This card is already saved to your account.') });
    const duplicate = await accountAction(args('/en-us/account', { intent: 'card-save', token: 'tok_AAAAAAAAAAAAAAAAAAAA', holder: 'Ada' }) as never);
    expect(statusOf(duplicate)).toBe(409);
    expect(bodyOf(duplicate)).toMatchObject({ form: 'card', error: { id: 'account.cards.failure', values: { message: 'This card is already saved to your account.' } } });

    fakeApi({ 'POST /consumers-v3/consumer/payment_instruments': apiError('PAYMENT_INSTRUMENT_NOT_FOUND', 'PYT404', 404, 'gone') });
    const other = await accountAction(args('/en-us/account', { intent: 'card-save', token: 'tok_AAAAAAAAAAAAAAAAAAAA', holder: 'Ada' }) as never);
    expect(bodyOf(other)).toMatchObject({ error: { values: { message: 'Your credit card could not be saved. Please try again.' } } });
  });

  it("an address breaking its country's rules is answered at its field, without calling the API", async () => {
    fakeApi({});
    const refused = await accountAction(args('/en-us/account', {
      intent: 'address-add', approachType: 'S', firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Main St', city: 'Denver', province: 'CO',
      postalCode: 'ABCDE', countryCode: 'US', phone: '303 555 0100',
    }) as never);
    expect(statusOf(refused)).toBe(400);
    expect(Object.keys((bodyOf(refused) as { errors: object }).errors)).toEqual(['new-address.postalCode']);
    expect(calls.filter((call) => call.includes('/consumers-v3/'))).toEqual([]);
  });

  it('a saved address redirects back to the account page (Post/Redirect/Get)', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/address': { body: { addressId: 'Sabc12345', address: [] } } });
    const saved = await accountAction(args('/en-us/account', {
      intent: 'address-add', approachType: 'S', firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Main St', city: 'Denver', province: 'CO',
      postalCode: '80202', countryCode: 'US', phone: '303 555 0100', main: 'on',
    }) as never) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/en-us/account?saved=address#addresses-title');
  });
});

describe('complete-profile: core’s enrolment start step decides', () => {
  it('no phone: the mobile step; a phone: the profile step', async () => {
    const countries = { 'GET /consumers-v3/utilities/countryList': { body: { countries: [{ name: 'United States', dialCode: '+1', code: 'US', mask: '(XXX) XXX - XXXX' }] } } };
    fakeApi({ 'GET /consumers-v3/consumer/profile': { body: profile() }, ...countries });
    expect(bodyOf(await completeProfileLoader(args('/en-us/account/complete-profile') as never))).toMatchObject({ step: 'mobile' });
    fakeApi({ 'GET /consumers-v3/consumer/profile': { body: profile({ phone: '+13035550100' }) }, ...countries });
    expect(bodyOf(await completeProfileLoader(args('/en-us/account/complete-profile') as never))).toMatchObject({ step: 'profile' });
  });
});
