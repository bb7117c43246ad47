import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_COOKIE } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine } from '../test-support/test-engine';
import { cookiesOf, pkce, signIn, signUp, TEST_PASSWORD } from '../test-support/sign-in';
import { SANDBOX_RECAPTCHA_PASS } from '../bot-defence/bot-defence.port';

let engine: TestEngine;
let n = 0;
const freshEmail = () => `shopper${(n += 1)}.${Date.now()}@example.com`;

beforeAll(async () => {
  engine = await startTestEngine({ passwordHashing: { memoryCost: 1024, timeCost: 1 } });
});
afterAll(async () => {
  await engine?.close();
});

/** The text of a quoted-printable mail body (soft line breaks joined, =XX decoded). */
const quotedPrintableDecoded = (text: string): string =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const refreshOf = (cookie: string): string => /sb_refresh_token=([^;]+)/.exec(cookie)![1]!;

describe('sign-up and sign-in (issue 7 §1, §2)', () => {
  it('signs up, signs in with PKCE and exchanges the code for a registered session (§3 Auth answer, httpOnly cookies)', async () => {
    const email = freshEmail();
    const up = expectOk('signUp', await call(engine.app, 'signUp', { body: { email: email.toUpperCase(), password: TEST_PASSWORD, firstName: 'Ada' } }));
    expect(up).toMatchObject({ email, consumerType: 'REGISTERED' });
    const pair = pkce();
    const code = expectOk('signIn', await call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: TEST_PASSWORD, codeChallenge: pair.codeChallenge } }));
    expect(code.expiresIn).toBeLessThanOrEqual(60);
    const exchanged = await call(engine.app, 'guestToken', { body: { type: 'Registered', authorizationCode: code.authorizationCode, codeVerifier: pair.codeVerifier } });
    const auth = expectOk('guestToken', exchanged);
    expect(auth).toMatchObject({ tokenType: 'Registered', consumerNo: up.consumerNo, consumerType: 'REGISTERED', email, firstName: 'Ada', isEmployeeDiscountTCAccepted: false });
    const names = exchanged.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['sb_guest_token', 'sb_refresh_token']);
    for (const cookie of exchanged.cookies) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
    }
    expect(exchanged.body).not.toContain(refreshOf(cookiesOf(exchanged)));
    expect(exchanged.headers['cache-control']).toBe('no-store');
  });

  it('a taken e-mail answers AUT439 (any case); a weak password answers 400 naming it; nothing is created', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    expectError(await call(engine.app, 'signUp', { body: { email: email.toUpperCase(), password: TEST_PASSWORD } }), 409, 'LOGIN_IN_USE');
    const weak = expectError(await call(engine.app, 'signUp', { body: { email: freshEmail(), password: 'password' } }), 400, 'INVALID_REQUEST');
    expect(weak.errorDetails[0]!.field).toBe('password');
  });

  it('an unknown e-mail and a wrong password get the same answer (status and body but the correlation id)', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const attempt = (username: string) => call(engine.app, 'signIn', {
      body: { type: 'Registered', username, password: 'Wrong-Password-1', codeChallenge: pkce().codeChallenge },
      headers: { 'x-correlation-id': 'same' },
    });
    const wrong = await attempt(email);
    const unknown = await attempt(freshEmail());
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('locks an e-mail after 5 failures (AUT423, even with the right password), for 15 minutes', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const attempt = (password: string) => call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password, codeChallenge: pkce().codeChallenge } });
    for (let i = 0; i < 5; i += 1) expectError(await attempt('Wrong-Password-1'), 401, 'INVALID_CREDENTIALS');
    const locked = expectError(await attempt(TEST_PASSWORD), 423, 'USER_LOCKED');
    expect(locked.errorDetails[0]!.code).toBe('AUT423');
    engine.clock.advance(15 * 60 * 1000 + 1000);
    expectOk('signIn', await attempt(TEST_PASSWORD));
  });

  it('an unknown e-mail locks the same way (the lock tells nothing about existence)', async () => {
    const email = freshEmail();
    const attempt = () => call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: 'Wrong-Password-1', codeChallenge: pkce().codeChallenge } });
    for (let i = 0; i < 5; i += 1) expectError(await attempt(), 401, 'INVALID_CREDENTIALS');
    expectError(await attempt(), 423, 'USER_LOCKED');
  });

  it('the bot-defence check: a failed sandbox check is AUT403; the sandbox pass passes', async () => {
    const email = freshEmail();
    const failed = expectError(await call(engine.app, 'signUp', { body: { email, password: TEST_PASSWORD, recaptcha_response: 'a-bot' } }), 403, 'CAPTCHA_FAILED');
    expect(failed.errorDetails[0]!.code).toBe('AUT403');
    expectOk('signUp', await call(engine.app, 'signUp', { body: { email, password: TEST_PASSWORD, recaptcha_response: SANDBOX_RECAPTCHA_PASS } }));
  });

  it('writes a welcome mail to the outbox', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const outbox = join(engine.dataDir!, 'outbox');
    const mails = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
    expect(mails.some((mail) => mail.includes(`To: ${email}`) && mail.includes('Welcome'))).toBe(true);
  });
});

describe('authorization codes (issue 7 §2)', () => {
  it('are single-use: a replayed code fails (§8 DUPLICATED_TOKEN, issue 10) AND revokes the session it issued', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const first = await signIn(engine.app, email);
    const replay = await call(engine.app, 'guestToken', { body: { type: 'Registered', authorizationCode: first.code, codeVerifier: first.codeVerifier } });
    expectError(replay, 400, 'DUPLICATED_TOKEN');
    // The first exchange's access and refresh tokens are dead.
    expectError(await call(engine.app, 'changePassword', { cookie: first.cookie, body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-2' } }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'guestToken', { cookie: first.cookie, body: { type: 'Refresh' } }), 400, 'INVALID_GRANT');
  });

  it('are bound to their challenge (another verifier fails) and short-lived', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const pair = pkce();
    const code = expectOk('signIn', await call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: TEST_PASSWORD, codeChallenge: pair.codeChallenge } }));
    expectError(await call(engine.app, 'guestToken', { body: { type: 'Registered', authorizationCode: code.authorizationCode, codeVerifier: pkce().codeVerifier } }), 400, 'INVALID_GRANT');
    // The wrong verifier burnt the code: the right one comes too late, a second exchange of it (§8 DUPLICATED_TOKEN).
    expectError(await call(engine.app, 'guestToken', { body: { type: 'Registered', authorizationCode: code.authorizationCode, codeVerifier: pair.codeVerifier } }), 400, 'DUPLICATED_TOKEN');
    const late = expectOk('signIn', await call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: TEST_PASSWORD, codeChallenge: pair.codeChallenge } }));
    engine.clock.advance(61_000);
    expectError(await call(engine.app, 'guestToken', { body: { type: 'Registered', authorizationCode: late.authorizationCode, codeVerifier: pair.codeVerifier } }), 400, 'INVALID_GRANT');
  });

  it('refuses the plain method: only S256 exists', async () => {
    const response = await call(engine.app, 'signIn', { body: { type: 'Registered', username: freshEmail(), password: TEST_PASSWORD, codeChallenge: pkce().codeChallenge, codeChallengeMethod: 'plain' } });
    expectError(response, 400, 'INVALID_REQUEST');
  });
});

describe('refresh tokens (issue 7 §2)', () => {
  it('rotate on every use; a rotated one reused after the grace window revokes the whole family', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const session = await signIn(engine.app, email);
    const first = await call(engine.app, 'guestToken', { cookie: session.cookie, body: { type: 'Refresh' } });
    expectOk('guestToken', first);
    const rotated = cookiesOf(first, session.cookie);
    expect(refreshOf(rotated)).not.toBe(refreshOf(session.cookie));
    engine.clock.advance(11_000);
    // The old one again: theft suspected, the family is revoked (the new one dies with it).
    expectError(await call(engine.app, 'guestToken', { cookie: session.cookie, body: { type: 'Refresh' } }), 400, 'INVALID_GRANT');
    expectError(await call(engine.app, 'guestToken', { cookie: rotated, body: { type: 'Refresh' } }), 400, 'INVALID_GRANT');
    expectError(await call(engine.app, 'changePassword', { cookie: rotated, body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-2' } }), 401, 'UNAUTHORIZED');
  });

  it('a concurrent double refresh within the grace window succeeds twice', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const session = await signIn(engine.app, email);
    const [a, b] = await Promise.all([0, 1].map(() => call(engine.app, 'guestToken', { cookie: session.cookie, body: { type: 'Refresh' } })));
    expectOk('guestToken', a!);
    expectOk('guestToken', b!);
  });

  it('the body may carry the refresh token (callers without cookies)', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const session = await signIn(engine.app, email);
    expectOk('guestToken', await call(engine.app, 'guestToken', { body: { type: 'Refresh', refreshToken: refreshOf(session.cookie) } }));
  });

  it('sign-out revokes the family and clears both cookies', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const session = await signIn(engine.app, email);
    const out = await call(engine.app, 'signOut', { cookie: session.cookie, body: {} });
    expectOk('signOut', out);
    expect(out.cookies.filter((c) => c.value === '').map((c) => c.name).sort()).toEqual(['sb_guest_token', REFRESH_TOKEN_COOKIE]);
    expectError(await call(engine.app, 'guestToken', { cookie: session.cookie, body: { type: 'Refresh' } }), 400, 'INVALID_GRANT');
    expectError(await call(engine.app, 'getCart', { cookie: session.cookie, params: { basketId: 'bsk_00000000' } }), 401, 'UNAUTHORIZED');
  });
});

describe('the merge (issue 7 §3)', () => {
  it("the guest's cart becomes the consumer's (no cart yet), then a second guest cart merges into it, summed and capped", async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const guest = await guestCookie(engine.app);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie: guest, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie: guest, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 6 }] } }));
    const first = await signIn(engine.app, email, { guestCookie: guest, guestObjects: { basketId } });
    expect(first.auth.basketId).toBe(basketId);

    const guest2 = await guestCookie(engine.app);
    const basket2 = expectOk('createCart', await call(engine.app, 'createCart', { cookie: guest2, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie: guest2, body: { cartId: basket2, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 7 }] } }));
    const second = await signIn(engine.app, email, { guestCookie: guest2, guestObjects: { basketId: basket2 } });
    expect(second.auth.basketId).toBe(basketId);
    // A refresh answers the consumer's objects as the exchange did.
    expect(expectOk('guestToken', await call(engine.app, 'guestToken', { cookie: second.cookie, body: { type: 'Refresh' } }))).toMatchObject({ basketId });
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie: second.cookie, params: { basketId } }));
    expect(cart.items.map((i) => [i.upc, i.qty])).toEqual([[upc, 10]]);
    // The guest's cart is gone from the guest: naming it again (a stale tab) is INVALID_CUSTOMER (issue 10 §8).
    expectError(await call(engine.app, 'getCart', { cookie: guest2, params: { basketId: basket2 } }), 409, 'INVALID_CUSTOMER');
  });

  it('a guest line picked up in a store keeps its store when it merges into the consumer\'s cart (issue 10)', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const store = 'STR-DEN-01';
    await engine.internals.db.query(`INSERT INTO store_stock (store_id, upc, qty) VALUES ($1, $2, 5)
      ON CONFLICT (store_id, upc) DO UPDATE SET qty = EXCLUDED.qty`, [store, upc]);
    // The consumer already has an open cart (of another line), so the guest's cart merges into it.
    const first = await guestCookie(engine.app);
    const other = (await call(engine.app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
    const otherUpc = expectOk('productInventory', other).variants.find((v) => v.upc !== upc && v.status === 'IN_STOCK')!.upc;
    const consumerCart = expectOk('createCart', await call(engine.app, 'createCart', { cookie: first, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie: first, body: { cartId: consumerCart, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc: otherUpc, qty: 1 }] } }));
    await signIn(engine.app, email, { guestCookie: first, guestObjects: { basketId: consumerCart } });
    const guest = await guestCookie(engine.app);
    const guestCart = expectOk('createCart', await call(engine.app, 'createCart', { cookie: guest, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie: guest, body: { cartId: guestCart, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1, storeId: store }] } }));
    const session = await signIn(engine.app, email, { guestCookie: guest, guestObjects: { basketId: guestCart } });
    expect(session.auth.basketId).toBe(consumerCart);
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie: session.cookie, params: { basketId: consumerCart } }));
    const picked = cart.items.find((i) => i.upc === upc)!;
    expect(picked.shippingOptions?.shippingMethod.code).toBe('pickup');
    expect(picked.shippingOptions?.storeInfo?.id).toBe(store);
  });

  it("another guest's basket id is ignored (never merged, no error)", async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const owner = await guestCookie(engine.app);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie: owner, body: {} })).basketId;
    const intruder = await guestCookie(engine.app);
    const session = await signIn(engine.app, email, { guestCookie: intruder, guestObjects: { basketId } });
    expect(session.auth.basketId).toBeUndefined();
    expectOk('getCart', await call(engine.app, 'getCart', { cookie: owner, params: { basketId } }));
  });
});

describe('passwords (issue 7 §2)', () => {
  it('change: the current password is required; other sessions are signed out, this one stays', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const here = await signIn(engine.app, email);
    const elsewhere = await signIn(engine.app, email);
    expectError(await call(engine.app, 'changePassword', { cookie: here.cookie, body: { currentPassword: 'Wrong-Password-1', newPassword: 'Another-Pass-2' } }), 401, 'INVALID_CREDENTIALS');
    expectOk('changePassword', await call(engine.app, 'changePassword', { cookie: here.cookie, body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-2' } }));
    expectOk('guestToken', await call(engine.app, 'guestToken', { cookie: here.cookie, body: { type: 'Refresh' } }));
    expectError(await call(engine.app, 'guestToken', { cookie: elsewhere.cookie, body: { type: 'Refresh' } }), 400, 'INVALID_GRANT');
    await signIn(engine.app, email, { password: 'Another-Pass-2' });
  });

  it('a guest cannot change a password (401)', async () => {
    expectError(await call(engine.app, 'changePassword', { cookie: await guestCookie(engine.app), body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-2' } }), 401, 'UNAUTHORIZED');
  });

  it('forgot → the mailed single-use link → new password; the same answer for an unknown e-mail', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    const known = await call(engine.app, 'resetPassword', { body: { email } });
    const unknown = await call(engine.app, 'resetPassword', { body: { email: freshEmail() } });
    expect(known.body).toBe(unknown.body);
    expectOk('resetPassword', known);
    const outbox = join(engine.dataDir!, 'outbox');
    const mail = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8')).find((m) => m.includes(`To: ${email}`) && m.includes('reset-password'))!;
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(quotedPrintableDecoded(mail))![1]!;
    expectOk('confirmForgotPassword', await call(engine.app, 'confirmForgotPassword', { body: { token, newPassword: 'Reset-Pass-3' } }));
    expectError(await call(engine.app, 'confirmForgotPassword', { body: { token, newPassword: 'Reset-Pass-4' } }), 400, 'RESET_LINK_EXPIRED');
    await signIn(engine.app, email, { password: 'Reset-Pass-3' });
  });
});

describe('enrolment lookup', () => {
  it('says sign-in for an account, sign-up otherwise; a failed bot check is AUT403', async () => {
    const email = freshEmail();
    await signUp(engine.app, email);
    expect(expectOk('lookup', await call(engine.app, 'lookup', { query: { email } })).nextStep).toBe('sign-in');
    expect(expectOk('lookup', await call(engine.app, 'lookup', { query: { email: freshEmail() } })).nextStep).toBe('sign-up');
    expectError(await call(engine.app, 'lookup', { query: { email, recaptcha_response: 'bot' } }), 403, 'CAPTCHA_FAILED');
  });
});

describe('associate mode (issue 7 §4)', () => {
  it('agent login with store and employee id; the order carries the associate only when their session proves it', async () => {
    const { identity, passwords, clock } = engine.internals;
    await identity.insertAssociate({ storeId: 'STR-DEN-01', employeeId: 'E2002', name: 'Jo Park', passwordHash: await passwords.hash('Associate-Pass-1'), now: clock.now() });
    expectError(await call(engine.app, 'agentLogin', { body: { storeId: 'STR-DEN-01', employeeId: 'E2002', password: 'Wrong-Pass-1' } }), 401, 'INVALID_CREDENTIALS');
    expectError(await call(engine.app, 'agentLogin', { body: { storeId: 'STR-DEN-01', employeeId: 'E9999', password: 'Associate-Pass-1' } }), 401, 'INVALID_CREDENTIALS');
    const login = await call(engine.app, 'agentLogin', { body: { storeId: 'STR-DEN-01', employeeId: 'E2002', password: 'Associate-Pass-1' } });
    expect(expectOk('agentLogin', login)).toMatchObject({ storeId: 'STR-DEN-01', storeName: 'Switchback Denver', storeEmployeeId: 'E2002', storeEmployeeName: 'Jo Park' });
    const associate = login.cookies.find((c) => c.name === 'sb_associate')!;
    expect(associate.httpOnly).toBe(true);

    const guest = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const claimed = { storeId: 'STR-DEN-01', storeEmployeeId: 'E2002' };
    // Without the associate session, or claiming someone else: 403, nothing ordered.
    const basketId = await readyCart(engine.app, guest, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectError(await call(engine.app, 'placeOrder', { cookie: guest, body: { cartId: basketId, inStoreSalesInfo: claimed } }), 403, 'FORBIDDEN');
    const withAssociate = `${guest}; sb_associate=${associate.value}`;
    expectError(await call(engine.app, 'placeOrder', { cookie: withAssociate, body: { cartId: basketId, inStoreSalesInfo: { ...claimed, storeEmployeeId: 'E1001' } } }), 403, 'FORBIDDEN');
    const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: withAssociate, body: { cartId: basketId, inStoreSalesInfo: claimed } }));
    expect(placed.order.inStoreSalesInfo).toEqual(claimed);
    const stored = await engine.internals.db.query<{ store_id: string; store_employee_id: string }>('SELECT store_id, store_employee_id FROM orders WHERE order_number = $1', [placed.orderNumber]);
    expect(stored.rows[0]).toEqual({ store_id: 'STR-DEN-01', store_employee_id: 'E2002' });
  });
});

describe('per-client rate limits (issue 7 §2)', () => {
  it('sign-in from one client: past the limit 429 with Retry-After; another client is not affected', async () => {
    const limited = await startTestEngine({ passwordHashing: { memoryCost: 1024, timeCost: 1 }, rateLimits: { token: 1000, tokenize: 1000, auth: 3 } });
    try {
      const attempt = (remoteAddress: string) => call(limited.app, 'signIn', {
        remoteAddress, body: { type: 'Registered', username: `rate.${remoteAddress}@example.com`, password: 'Wrong-Password-1', codeChallenge: pkce().codeChallenge },
      });
      for (let i = 0; i < 3; i += 1) expectError(await attempt('203.0.113.10'), 401, 'INVALID_CREDENTIALS');
      const refused = await attempt('203.0.113.10');
      expectError(refused, 429, 'TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectError(await attempt('203.0.113.11'), 401, 'INVALID_CREDENTIALS');
      // The lookup is stricter: half the limit.
      const lookups = [];
      for (let i = 0; i < 2; i += 1) lookups.push((await call(limited.app, 'lookup', { remoteAddress: '203.0.113.12', query: { email: 'x@example.com' } })).statusCode);
      expect(lookups).toEqual([200, 429]);
    } finally {
      await limited.close();
    }
  });
});
