import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, consumerCookie, expectOk, startPostgresTestEngine, TEST_ADDRESS, tokenizeCard, type TestEngine } from '../test-support/test-engine';

/**
 * "At most one main address per type and consumer, one main card per consumer", under concurrency, on real
 * PostgreSQL (a connection pool, so requests really overlap): the row lock serialises a consumer's changes and the
 * partial unique indexes of migration 7 hold the rule in the database.
 */
describePostgres('main flags under concurrency on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const mainsOf = async (cookie: string) => {
    const profile = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile;
    return profile.consumerDetails.address;
  };

  it('10 concurrent first addresses: all stored, exactly one main per type', async () => {
    const { cookie } = await consumerCookie(engine);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => call(engine.app, 'addAddress', {
      cookie, body: { address: { ...TEST_ADDRESS, addressLine1: `${i + 1} Main St`, approachType: i % 2 === 0 ? 'S' : 'B', main: i % 3 === 0 } },
    })));
    for (const response of responses) expectOk('addAddress', response);
    const book = await mainsOf(cookie);
    expect(book).toHaveLength(10);
    expect(book.filter((a) => a.main && a.approachType === 'S')).toHaveLength(1);
    expect(book.filter((a) => a.main && a.approachType === 'B')).toHaveLength(1);
  });

  it('concurrent set-main and delete on every address: one main per type remains while addresses remain', async () => {
    const { cookie } = await consumerCookie(engine);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      ids.push(expectOk('addAddress', await call(engine.app, 'addAddress', { cookie, body: { address: { ...TEST_ADDRESS, addressLine1: `${i + 1} Elm St` } } })).addressId!);
    }
    const responses = await Promise.all(ids.flatMap((addressId, i) => [
      call(engine.app, 'updateAddress', { cookie, params: { addressId }, body: { address: { ...TEST_ADDRESS, main: true } } }),
      ...(i % 2 === 0 ? [call(engine.app, 'deleteAddress', { cookie, params: { addressId } })] : []),
    ]));
    for (const response of responses) expect([200, 404]).toContain(response.statusCode);
    const book = await mainsOf(cookie);
    expect(book).toHaveLength(4);
    expect(book.filter((a) => a.main)).toHaveLength(1);
  });

  it('the partial unique index refuses a second main address even when the code is bypassed', async () => {
    const { cookie, customerId } = await consumerCookie(engine);
    expectOk('addAddress', await call(engine.app, 'addAddress', { cookie, body: { address: TEST_ADDRESS } }));
    await expect(engine.internals.db.query(
      `INSERT INTO consumer_addresses (address_id, customer_id, approach_type, main, address, created_at, updated_at)
       VALUES ('Sbypass0001', $1, 'S', true, '{}'::jsonb, now(), now())`, [customerId])).rejects.toMatchObject({ code: '23505' });
  });

  it('concurrent saves of different cards: one main card; the same card saved concurrently is stored once (PYT300 for the rest)', async () => {
    const { cookie } = await consumerCookie(engine);
    const cards = ['4111111111111111', '5555555555554444', '378282246310005', '4012888888881881', '6011111111111117'];
    const tokens = await Promise.all(cards.map((number) => tokenizeCard(engine.app, cookie, number)));
    const saved = await Promise.all(tokens.map((token) => call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' }, main: true },
    })));
    for (const response of saved) expectOk('savePaymentInstrument', response);
    const same = await Promise.all(Array.from({ length: 5 }, () => tokenizeCard(engine.app, cookie, SANDBOX_CARDS.declines)));
    const racing = await Promise.all(same.map((token) => call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } },
    })));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const wallet = expectOk('listPaymentInstruments', await call(engine.app, 'listPaymentInstruments', { cookie })).payment_instruments;
    expect(wallet).toHaveLength(6);
    expect(wallet.filter((p) => p.card.main)).toHaveLength(1);
  });
});
