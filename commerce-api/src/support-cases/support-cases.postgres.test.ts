import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_RECAPTCHA_PASS } from '../bot-defence/bot-defence.port';
import { BotDefence } from '../bot-defence/bot-defence';
import { SandboxBotDefence } from '../bot-defence/sandbox-bot-defence';
import { OrderRepository } from '../checkout/order.repository';
import type { Mailer } from '../mail/mailer.port';
import { CryptoRandomSource } from '../platform/crypto-random-source';
import { IdGenerator } from '../platform/random-id';
import { describePostgres } from '../test-support/postgres-test-database';
import { startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';
import { SupportCaseRepository } from './support-case.repository';
import { SupportCaseService } from './support-case.service';

/** Every draw hands out the same number first (as if the generator kept clashing), then fresh ones. */
class ClashingIds extends IdGenerator {
  private draws = 0;
  constructor(private readonly clash: string, private readonly clashes: number) {
    super(new CryptoRandomSource());
  }
  override caseNumber(): string {
    this.draws += 1;
    return this.draws <= this.clashes ? this.clash : super.caseNumber();
  }
}

/** Mail is not what this test is about. */
const noMail: Mailer = { send: () => okAsync(undefined) };

describePostgres('support case numbers on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('10 concurrent cases all drawing the same number first: each ends with its own number, one of them the clashing one', async () => {
    const { db, clock } = engine.internals;
    const clash = 'CS-0000000042';
    const service = new SupportCaseService(
      new SupportCaseRepository(db), new OrderRepository(db), new BotDefence(new SandboxBotDefence(), false), noMail,
      new ClashingIds(clash, 10), clock);
    const opened = await Promise.all(Array.from({ length: 10 }, (_, index) => service.contactUs(
      { customerId: `gst_${String(index).padStart(20, '0')}`, kind: 'guest', site: 'en-us', ip: '127.0.0.1' },
      { email: `shopper${index}@example.com`, firstName: 'Ada', lastName: 'Lovelace', categoryId: 'website', subjectId: 'problem', message: 'The page would not load.', recaptcha_response: SANDBOX_RECAPTCHA_PASS },
    )));
    const numbers = opened.map((result) => result._unsafeUnwrap().caseNumber);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.filter((number) => number === clash)).toHaveLength(1);
    const stored = await db.query<{ n: string }>('SELECT count(*) AS n FROM support_cases');
    expect(Number(stored.rows[0]!.n)).toBe(10);
  });
});
