import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import { cookiesOf, pkce, signIn, signUp, TEST_PASSWORD } from '../test-support/sign-in';
import { call, expectOk, firstVariant, guestCookie, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';

describePostgres('identity concurrency on real PostgreSQL (issue 7 §2, §3)', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('20 concurrent wrong guesses: exactly 5 are checked (AUT401), 15 are refused locked (AUT423), and the right password is locked out too', async () => {
    const email = 'concurrent.lock@example.com';
    await signUp(engine.app, email);
    const attempts = await Promise.all(Array.from({ length: 20 }, () =>
      call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: 'Wrong-Guess-1', codeChallenge: pkce().codeChallenge } })));
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 423)).toHaveLength(15);
    const right = await call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: TEST_PASSWORD, codeChallenge: pkce().codeChallenge } });
    expect(right.statusCode).toBe(423);
  });

  it('one code exchanged 8 times concurrently: at most one session, and the replays revoke it', async () => {
    const email = 'concurrent.code@example.com';
    await signUp(engine.app, email);
    const pair = pkce();
    const code = expectOk('signIn', await call(engine.app, 'signIn', { body: { type: 'Registered', username: email, password: TEST_PASSWORD, codeChallenge: pair.codeChallenge } }));
    const exchanges = await Promise.all(Array.from({ length: 8 }, () =>
      call(engine.app, 'guestToken', { body: { type: 'Registered', authorizationCode: code.authorizationCode, codeVerifier: pair.codeVerifier } })));
    const won = exchanges.filter((r) => r.statusCode === 200);
    // At most one exchange wins; a replay that came first makes even that one fail (the code is presumed stolen).
    expect(won.length).toBeLessThanOrEqual(1);
    for (const r of exchanges.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(400);
    // Whatever was issued is revoked by the replays: its refresh token is refused.
    for (const winner of won) expect((await call(engine.app, 'guestToken', { cookie: cookiesOf(winner), body: { type: 'Refresh' } })).statusCode).toBe(400);
  });

  it('two sign-ins merging two guest carts into the same consumer at once: every unit is there, capped at the line maximum', async () => {
    const email = 'concurrent.merge@example.com';
    await signUp(engine.app, email);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const guests = await Promise.all([3, 4].map(async (qty) => {
      const cookie = await guestCookie(engine.app);
      const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
      expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty }] } }));
      return { cookie, basketId };
    }));
    await Promise.all(guests.map((g) => signIn(engine.app, email, { guestCookie: g.cookie, guestObjects: { basketId: g.basketId } })));
    const after = await signIn(engine.app, email);
    const open = await engine.internals.db.query("SELECT id FROM carts WHERE owner_id = $1 AND status = 'OPEN'", [after.auth.customerId]);
    expect(open.rows).toHaveLength(1);
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie: after.cookie, params: { basketId: after.auth.basketId! } }));
    expect(cart.items.map((i) => [i.upc, i.qty])).toEqual([[upc, 7]]);
  });
});
