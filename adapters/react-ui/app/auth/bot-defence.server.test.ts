import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { SANDBOX_RECAPTCHA_PASS } from '@switchback/core';
import { action as signInAction } from './sign-in.route';
import { action as signUpAction } from './sign-up.route';
import { action as forgotAction } from './forgot-password.route';
import { action as lookupAction } from './lookup.route';
import { action as associateAction } from './associate-login.route';

/** Every `recaptcha_response` the storefront sent the API, by call (from the JSON body or the query). */
let sent: Record<string, string | undefined> = {};
function fakeApi() {
  sent = {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) as Record<string, unknown> : {};
    sent[key] = (body.recaptcha_response as string | undefined) ?? url.searchParams.get('recaptcha_response') ?? undefined;
    // Refused, so each action stops after its first call.
    return new Response(JSON.stringify({ errorDetails: [{ errorId: 'CAPTCHA_FAILED', code: 'AUT403', message: 'no' }], statusCode: 403, correlationId: 'c', appId: 'a' }),
      { status: 403, headers: { 'content-type': 'application/json' } });
  });
}

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const post = (path: string, form: Record<string, string>) =>
  ({ params: { locale: 'en-us' }, request: new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(form) }), context }) as never;

const SIGN_IN = { email: 'ada@example.com', password: 'Correct-Horse-9' };
const SIGN_UP = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Correct-Horse-9', policy: 'on' };

async function sendAll(extra: Record<string, string> = {}) {
  await signInAction(post('/en-us/account/sign-in', { ...SIGN_IN, ...extra }));
  await signUpAction(post('/en-us/account/sign-up', { ...SIGN_UP, ...extra }));
  await forgotAction(post('/en-us/account/forgot-password', { email: 'ada@example.com', ...extra }));
  await lookupAction(post('/en-us/account/lookup', { email: 'ada@example.com', ...extra }));
  await associateAction(post('/en-us/associate-login', { storeId: 'S1', employeeId: 'E1001', password: 'Correct-Horse-9', ...extra }));
}

const CALLS = ['POST /consumers-v3/auth/signin', 'POST /consumers-v3/auth/signup', 'POST /consumers-v3/consumer/resetpassword', 'GET /consumers-v3/consumer/lookup',
  'POST /consumers-v3/consumer/agent/login'];

beforeEach(() => { vi.unstubAllGlobals(); vi.unstubAllEnvs(); });
afterEach(() => { vi.unstubAllGlobals(); vi.unstubAllEnvs(); });

describe('the account actions send the bot-defence response (issue 7 §2)', () => {
  it('without a reCAPTCHA site key: the sandbox verifier’s pass value, whatever the form carried', async () => {
    vi.stubEnv('RECAPTCHA_SITE_KEY', '');
    fakeApi();
    await sendAll({ recaptcha_response: 'forged' });
    for (const call of CALLS) expect([call, sent[call]]).toEqual([call, SANDBOX_RECAPTCHA_PASS]);
  });

  it('with a site key: the widget’s token the form carried, and nothing without one', async () => {
    vi.stubEnv('RECAPTCHA_SITE_KEY', 'site-key');
    fakeApi();
    await sendAll({ recaptcha_response: 'widget-token-1' });
    for (const call of CALLS) expect([call, sent[call]]).toEqual([call, 'widget-token-1']);
    fakeApi();
    await sendAll();
    for (const call of CALLS) expect([call, call in sent, sent[call]]).toEqual([call, true, undefined]);
  });
});
