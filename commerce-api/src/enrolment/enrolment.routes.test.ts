import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrationResponseSchema } from '@switchback/core';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, consumerCookie, expectError, expectOk, guestCookie, startPostgresTestEngine, startTestEngine, type TestEngine,
} from '../test-support/test-engine';

/** The same suite on PGlite and on real PostgreSQL (the concurrency promises are the database's unique keys). */
function enrolmentSuite(start: () => Promise<TestEngine>): void {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await start();
  });
  afterAll(async () => {
    await engine?.close();
  });

  const count = async (sql: string, params: unknown[]): Promise<number> =>
    Number((await engine.internals.db.query<{ n: string }>(sql, params)).rows[0]!.n);

  describe('newsletter', () => {
    it('a guest subscribes: a Newsletter row on the email channel, opted in, no double opt-in', async () => {
      const cookie = await guestCookie(engine.app);
      const answer = expectOk('newsletterSubscribe', await call(engine.app, 'newsletterSubscribe', { cookie, body: { email: ' Grace@Example.com ', policyAccepted: true } }));
      expect(answer).toEqual({
        alreadySubscribed: false,
        subscription: { type: 'Newsletter', channel: 'email', optin: true, doubleOptin: false, recipient: 'grace@example.com', country: 'US', optinDate: '2026-06-15T10:00:00.000Z' },
      });
    });

    it('subscribing again is idempotent: 200 with alreadySubscribed true, still one row', async () => {
      const cookie = await guestCookie(engine.app);
      const body = { email: 'again@example.com', policyAccepted: true };
      expectOk('newsletterSubscribe', await call(engine.app, 'newsletterSubscribe', { cookie, body }));
      const second = expectOk('newsletterSubscribe', await call(engine.app, 'newsletterSubscribe', { cookie, body: { ...body, email: 'AGAIN@example.com' } }));
      expect(second.alreadySubscribed).toBe(true);
      expect(await count('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = $1', ['again@example.com'])).toBe(1);
    });

    it('20 concurrent subscribes of one e-mail leave one row; exactly one answer is the new subscription', async () => {
      const cookie = await guestCookie(engine.app);
      const answers = await Promise.all(Array.from({ length: 20 }, () =>
        call(engine.app, 'newsletterSubscribe', { cookie, body: { email: 'race@example.com', policyAccepted: true } })));
      const bodies = answers.map((response) => expectOk('newsletterSubscribe', response));
      expect(bodies.filter((b) => !b.alreadySubscribed)).toHaveLength(1);
      expect(await count('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = $1', ['race@example.com'])).toBe(1);
    });

    it('per site: the same e-mail on en-gb is a second subscription with country GB', async () => {
      const cookie = await guestCookie(engine.app);
      const answer = expectOk('newsletterSubscribe', await call(engine.app, 'newsletterSubscribe', {
        cookie, headers: { 'x-site-id': 'en-gb' }, body: { email: 'grace@example.com', policyAccepted: true },
      }));
      expect(answer.subscription.country).toBe('GB');
      expect(answer.alreadySubscribed).toBe(false);
    });

    it('a bad e-mail or an unticked policy is a 400 naming the field, and stores nothing', async () => {
      const cookie = await guestCookie(engine.app);
      const badEmail = expectError(await call(engine.app, 'newsletterSubscribe', { cookie, body: { email: 'not-an-email', policyAccepted: true } }), 400, 'INVALID_REQUEST');
      expect(JSON.stringify(badEmail)).toContain('email');
      const noPolicy = expectError(await call(engine.app, 'newsletterSubscribe', { cookie, body: { email: 'nopolicy@example.com', policyAccepted: false } }), 400, 'INVALID_REQUEST');
      expect(JSON.stringify(noPolicy)).toContain('policyAccepted');
      expect(await count('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = $1', ['nopolicy@example.com'])).toBe(0);
    });

    it('without any token it is 401', async () => {
      expect((await call(engine.app, 'newsletterSubscribe', { body: { email: 'x@example.com', policyAccepted: true } })).statusCode).toBe(401);
    });
  });

  describe('events', () => {
    it('an event answers its days, plus-one and whether registration is open; an unknown one is EVT404', async () => {
      const { event } = expectOk('getEvent', await call(engine.app, 'getEvent', { params: { eventId: 'trail-weekend-2027' } }));
      expect(event).toEqual({ eventId: 'trail-weekend-2027', siteId: 'en-us', title: 'Trail weekend', startDate: '2027-06-12', endDate: '2027-06-13', enablePlusOne: true, registrationClosed: false });
      expect(expectOk('getEvent', await call(engine.app, 'getEvent', { params: { eventId: 'winter-swap-2026' } })).event.registrationClosed).toBe(true);
      expectError(await call(engine.app, 'getEvent', { params: { eventId: 'no-such-event' } }), 404, 'EVENT_NOT_FOUND');
    });

    it('a registered consumer registers: the §3 payload from the profile and the clock, days joined by ", "', async () => {
      const consumer = await consumerCookie(engine);
      await engine.internals.db.query("UPDATE consumers SET first_name = 'Ada', last_name = 'Lovelace', gender = 'F', phone = '+13035550100' WHERE customer_id = $1", [consumer.customerId]);
      const answer = expectOk('registerForEvent', await call(engine.app, 'registerForEvent', {
        cookie: consumer.cookie, params: { eventId: 'trail-weekend-2027' },
        body: { attendingDays: ['2027-06-13', '2027-06-12'], plusOne: ' Grace Hopper ', eventTermsAccepted: true },
      }));
      expect(answer.registration).toEqual({
        email: consumer.email, attendingDays: '2027-06-12, 2027-06-13', eventId: 'trail-weekend-2027', eventTermsAccepted: true,
        firstName: 'Ada', lastName: 'Lovelace', gender: 'F', phoneNumber: '+13035550100', plusOne: 'Grace Hopper',
        registrationTimestamp: '2026-06-15T10:00:00.000Z',
      });
      const read = expectOk('getEventRegistration', await call(engine.app, 'getEventRegistration', { cookie: consumer.cookie, params: { eventId: 'trail-weekend-2027' } }));
      expect(read).toEqual(answer);
    });

    it('a one-day event is attended on its day; a plus-one is dropped when the event has none', async () => {
      const consumer = await consumerCookie(engine);
      const answer = expectOk('registerForEvent', await call(engine.app, 'registerForEvent', {
        cookie: consumer.cookie, params: { eventId: 'store-run-club' }, body: { plusOne: 'Grace', eventTermsAccepted: true },
      }));
      expect(answer.registration).toMatchObject({ attendingDays: '2027-05-01', plusOne: '' });
    });

    it('a concurrent double submit leaves exactly one row; the other answer is EVENT_ALREADY_REGISTERED', async () => {
      const consumer = await consumerCookie(engine);
      const request = { cookie: consumer.cookie, params: { eventId: 'store-run-club' }, body: { eventTermsAccepted: true } };
      const answers = await Promise.all(Array.from({ length: 2 }, () => call(engine.app, 'registerForEvent', request)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expectError(answers.find((a) => a.statusCode === 409)!, 409, 'EVENT_ALREADY_REGISTERED');
      expect(await count('SELECT count(*) AS n FROM event_registrations WHERE customer_id = $1', [consumer.customerId])).toBe(1);
    });

    it('after the last day registration is closed: EVENT_REGISTRATION_CLOSED, nothing stored', async () => {
      const consumer = await consumerCookie(engine);
      expectError(await call(engine.app, 'registerForEvent', {
        cookie: consumer.cookie, params: { eventId: 'winter-swap-2026' }, body: { eventTermsAccepted: true },
      }), 409, 'EVENT_REGISTRATION_CLOSED');
      expect(await count('SELECT count(*) AS n FROM event_registrations WHERE customer_id = $1', [consumer.customerId])).toBe(0);
    });

    it('an unknown event is EVENT_NOT_FOUND', async () => {
      const consumer = await consumerCookie(engine);
      expectError(await call(engine.app, 'registerForEvent', { cookie: consumer.cookie, params: { eventId: 'no-such-event' }, body: { eventTermsAccepted: true } }), 404, 'EVENT_NOT_FOUND');
    });

    it('a guest is refused with 401; terms unticked, a day outside the event or a bad guest name are 400s naming the field', async () => {
      const guest = await guestCookie(engine.app);
      expect((await call(engine.app, 'registerForEvent', { cookie: guest, params: { eventId: 'store-run-club' }, body: { eventTermsAccepted: true } })).statusCode).toBe(401);
      expect((await call(engine.app, 'getEventRegistration', { cookie: guest, params: { eventId: 'store-run-club' } })).statusCode).toBe(401);
      const consumer = await consumerCookie(engine);
      const at = (body: unknown) => call(engine.app, 'registerForEvent', { cookie: consumer.cookie, params: { eventId: 'trail-weekend-2027' }, body });
      expect(JSON.stringify(expectError(await at({ attendingDays: ['2027-06-12'], eventTermsAccepted: false }), 400, 'INVALID_REQUEST'))).toContain('eventTermsAccepted');
      expect(JSON.stringify(expectError(await at({ attendingDays: ['2027-06-20'], eventTermsAccepted: true }), 400, 'INVALID_REQUEST'))).toContain('attendingDays');
      expect(JSON.stringify(expectError(await at({ attendingDays: [], eventTermsAccepted: true }), 400, 'INVALID_REQUEST'))).toContain('attendingDays');
      expect(JSON.stringify(expectError(await at({ attendingDays: ['2027-06-12'], plusOne: '12345', eventTermsAccepted: true }), 400, 'INVALID_REQUEST'))).toContain('plusOne');
      expect(await count('SELECT count(*) AS n FROM event_registrations WHERE customer_id = $1', [consumer.customerId])).toBe(0);
    });

    it("another consumer's registration is not theirs to read: EVT404", async () => {
      const owner = await consumerCookie(engine);
      const intruder = await consumerCookie(engine);
      expectOk('registerForEvent', await call(engine.app, 'registerForEvent', { cookie: owner.cookie, params: { eventId: 'store-run-club' }, body: { eventTermsAccepted: true } }));
      const answer = await call(engine.app, 'getEventRegistration', { cookie: intruder.cookie, params: { eventId: 'store-run-club' } });
      expectError(answer, 404, 'EVENT_NOT_FOUND');
      expect(answer.body).not.toContain(owner.email);
      expect(eventRegistrationResponseSchema.safeParse(answer.json()).success).toBe(false);
    });
  });

  describe('loyalty enrolment', () => {
    it('joins the programme with the loyalty newsletter consent; again keeps the first join', async () => {
      const consumer = await consumerCookie(engine);
      const first = expectOk('loyaltyEnrol', await call(engine.app, 'loyaltyEnrol', { cookie: consumer.cookie, body: { source: 'spring-mailer' } }));
      expect(first.isNewMember).toBe(true);
      expect(first.enrollments).toEqual([{ type: 'Loyalty', memberId: expect.any(String), joinedAt: '2026-06-15T10:00:00.000Z' }]);
      expect(first.subscriptions).toEqual([expect.objectContaining({ type: 'LoyaltyNewsletter', channel: 'email', optin: true, recipient: consumer.email })]);
      const again = expectOk('loyaltyEnrol', await call(engine.app, 'loyaltyEnrol', { cookie: consumer.cookie, body: {} }));
      expect(again.isNewMember).toBe(false);
      expect(again.enrollments[0]!.memberId).toBe(first.enrollments[0]!.memberId);
      const profile = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie: consumer.cookie }));
      expect(profile.consumerProfile.isLoyaltyMember).toBe(true);
    });

    it('a guest cannot enrol (401)', async () => {
      expect((await call(engine.app, 'loyaltyEnrol', { cookie: await guestCookie(engine.app), body: {} })).statusCode).toBe(401);
    });
  });
}

describe('enrolment on PGlite (issue 12 §2 forms)', () => enrolmentSuite(() => startTestEngine()));
describePostgres('enrolment on real PostgreSQL (issue 12 §2 forms)', (url) => enrolmentSuite(() => startPostgresTestEngine(url)));
