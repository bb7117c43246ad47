import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_RECAPTCHA_PASS } from '../bot-defence/bot-defence.port';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { SupportCaseRepository } from './support-case.repository';

let engine: TestEngine;
let cases: SupportCaseRepository;

beforeAll(async () => {
  engine = await startTestEngine();
  cases = new SupportCaseRepository(engine.internals.db);
});
afterAll(async () => {
  await engine?.close();
});

const CONTACT = {
  email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', categoryId: 'orders', subjectId: 'delivery',
  message: 'Where is my parcel, please?\r\nIt was due on Monday.',
};

/** How many cases the database holds (a refused call must leave it unchanged). */
const caseCount = async (): Promise<number> =>
  Number((await engine.internals.db.query<{ n: string }>('SELECT count(*) AS n FROM support_cases')).rows[0]!.n);

/** The mails in the engine's outbox to `email` (quoted-printable decoded), newest last. */
function mailsTo(email: string): string[] {
  const outbox = join(engine.dataDir!, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  // Quoted-printable: =XX are the bytes of UTF-8; the rest of the file is ASCII.
  return names.map((name) => Buffer.from(readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))
    .filter((text) => text.includes(`To: ${email}`));
}

/** A guest who placed an order (e-mail ada@example.com, the readyCart address): the cookie, the order number and its UPC. */
async function placedOrder(cookie?: string): Promise<{ cookie: string; orderNumber: string; upc: string }> {
  const owner = cookie ?? await guestCookie(engine.app);
  const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  const basketId = await readyCart(engine.app, owner, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
  const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: owner, body: { cartId: basketId } }));
  return { cookie: owner, orderNumber: placed.orderNumber, upc };
}

describe('GET /consumers-v3/contactus/categorySubject (issue 8)', () => {
  it('answers the categories and subjects without a token, labelled in the site\'s language with the same ids everywhere', async () => {
    const bySite = Object.fromEntries(await Promise.all(['en-us', 'en-gb', 'fr-fr'].map(async (site) =>
      [site, expectOk('contactUsCategories', await call(engine.app, 'contactUsCategories', { headers: { 'x-site-id': site } }))] as const)));
    const ids = (site: string) => bySite[site]!.categories.map((c) => [c.id, c.subjects.map((s) => s.id)]);
    expect(ids('en-gb')).toEqual(ids('en-us'));
    expect(ids('fr-fr')).toEqual(ids('en-us'));
    expect(ids('en-us').map(([id]) => id)).toEqual(['orders', 'returns', 'products', 'account', 'payment', 'website']);
    const cancel = (site: string) => bySite[site]!.categories.find((c) => c.id === 'orders')!.subjects.find((s) => s.id === 'cancel')!.label;
    expect([cancel('en-us'), cancel('en-gb'), cancel('fr-fr')]).toEqual(['Canceling an order', 'Cancelling an order', 'Annuler une commande']);
  });
});

describe('POST /consumers-v3/contactus (issue 8)', () => {
  it('a guest opens a case: a CS- number, created now, stored with the caller, the site and the topic, and a confirmation mail', async () => {
    const cookie = await guestCookie(engine.app);
    const email = 'contact.one@example.com';
    const answer = expectOk('contactUs', await call(engine.app, 'contactUs', { cookie, headers: { 'x-site-id': 'en-gb' }, body: { ...CONTACT, email: 'Contact.One@Example.com' } }));
    expect(answer.caseNumber).toMatch(/^CS-\d{10}$/);
    expect(answer.createdAt).toBe(engine.clock.now().toISOString());
    const stored = await cases.byNumber(answer.caseNumber);
    expect(stored).toMatchObject({
      kind: 'CONTACT', siteId: 'en-gb', principalKind: 'guest', email, firstName: 'Ada', lastName: 'Lovelace',
      categoryId: 'orders', subjectId: 'delivery', message: CONTACT.message, orderNumber: null, upc: null,
    });
    expect(stored!.principalId).toMatch(/^gst_/);
    const mail = mailsTo(email).find((text) => text.includes(answer.caseNumber));
    expect(mail).toBeDefined();
    expect(mail).toContain('Orders — Delivery');
  });

  it('a registered consumer opens a case under their own customer id; the French site mails in French', async () => {
    const consumer = await consumerCookie(engine);
    const answer = expectOk('contactUs', await call(engine.app, 'contactUs', {
      cookie: consumer.cookie, headers: { 'x-site-id': 'fr-fr' }, body: { ...CONTACT, email: consumer.email, categoryId: 'returns', subjectId: 'refund-status' },
    }));
    expect(await cases.byNumber(answer.caseNumber)).toMatchObject({ principalId: consumer.customerId, principalKind: 'registered', siteId: 'fr-fr' });
    const mail = mailsTo(consumer.email).find((text) => text.includes(answer.caseNumber));
    expect(mail).toContain('Retours et remboursements — Suivi de mon remboursement');
    expect(mail).toContain('Votre numéro de dossier est');
  });

  it('an unknown category is a 400 naming categoryId; a subject of another category a 400 naming subjectId; no case is made', async () => {
    const cookie = await guestCookie(engine.app);
    const before = await caseCount();
    const category = expectError(await call(engine.app, 'contactUs', { cookie, body: { ...CONTACT, categoryId: 'warranty' } }), 400, 'INVALID_REQUEST');
    expect(category.errorDetails[0]!.field).toBe('categoryId');
    const subject = expectError(await call(engine.app, 'contactUs', { cookie, body: { ...CONTACT, subjectId: 'sizing' } }), 400, 'INVALID_REQUEST');
    expect(subject.errorDetails[0]!.field).toBe('subjectId');
    const short = expectError(await call(engine.app, 'contactUs', { cookie, body: { ...CONTACT, message: 'Help!' } }), 400, 'INVALID_REQUEST');
    expect(short.errorDetails[0]!.field).toBe('message');
    expect(await caseCount()).toBe(before);
  });

  it('needs a token (a guest\'s or a consumer\'s): none is 401', async () => {
    expectError(await call(engine.app, 'contactUs', { body: CONTACT }), 401, 'UNAUTHORIZED');
  });

  it('names an order of the caller\'s, or one whose e-mail is given; another\'s order with another e-mail is ORDER_NOT_FOUND and makes no case', async () => {
    const owner = await placedOrder();
    const own = expectOk('contactUs', await call(engine.app, 'contactUs', { cookie: owner.cookie, body: { ...CONTACT, email: 'someone.else@example.com', orderNumber: owner.orderNumber } }));
    expect((await cases.byNumber(own.caseNumber))!.orderNumber).toBe(owner.orderNumber);

    const stranger = await guestCookie(engine.app);
    expectOk('contactUs', await call(engine.app, 'contactUs', { cookie: stranger, body: { ...CONTACT, email: 'ADA@example.com', orderNumber: owner.orderNumber } }));
    const before = await caseCount();
    expectError(await call(engine.app, 'contactUs', { cookie: stranger, body: { ...CONTACT, email: 'eve@example.com', orderNumber: owner.orderNumber } }), 404, 'ORDER_NOT_FOUND');
    expectError(await call(engine.app, 'contactUs', { cookie: stranger, body: { ...CONTACT, orderNumber: 'SB-0000000000' } }), 404, 'ORDER_NOT_FOUND');
    expect(await caseCount()).toBe(before);
  });

  it('bot defence: a failed reCAPTCHA answer is AUT403 and makes no case; the sandbox pass value opens one', async () => {
    const cookie = await guestCookie(engine.app);
    const before = await caseCount();
    expectError(await call(engine.app, 'contactUs', { cookie, body: { ...CONTACT, recaptcha_response: 'a-bot' } }), 403, 'CAPTCHA_FAILED');
    expect(await caseCount()).toBe(before);
    expectOk('contactUs', await call(engine.app, 'contactUs', { cookie, body: { ...CONTACT, recaptcha_response: SANDBOX_RECAPTCHA_PASS } }));
    expect(await caseCount()).toBe(before + 1);
  });
});

describe('POST /consumers-v3/consumer/warranty (issue 8)', () => {
  it('the order\'s owner claims on one of its lines: a WARRANTY case with the order and UPC, and a confirmation mail naming the product', async () => {
    const owner = await placedOrder();
    const answer = expectOk('warranty', await call(engine.app, 'warranty', {
      cookie: owner.cookie, body: { email: 'claims.owner@example.com', firstName: 'Ada', lastName: 'Lovelace', orderNumber: owner.orderNumber, upc: owner.upc, description: 'The sole came off after a week.' },
    }));
    expect(answer.caseNumber).toMatch(/^CS-\d{10}$/);
    expect(await cases.byNumber(answer.caseNumber)).toMatchObject({
      kind: 'WARRANTY', orderNumber: owner.orderNumber, upc: owner.upc, categoryId: null, subjectId: null, message: 'The sole came off after a week.',
    });
    const mail = mailsTo('claims.owner@example.com').find((text) => text.includes(answer.caseNumber));
    expect(mail).toContain(`order ${owner.orderNumber}`);
  });

  it('anyone giving the order\'s e-mail (any case) may claim; a wrong e-mail is ORDER_NOT_FOUND, as an unknown number is, and makes no case', async () => {
    const owner = await placedOrder();
    const stranger = await guestCookie(engine.app);
    const claim = { firstName: 'Ada', lastName: 'Lovelace', orderNumber: owner.orderNumber, upc: owner.upc, description: 'The zip broke on the second day.' };
    expectOk('warranty', await call(engine.app, 'warranty', { cookie: stranger, body: { ...claim, email: 'Ada@Example.COM' } }));
    const before = await caseCount();
    expectError(await call(engine.app, 'warranty', { cookie: stranger, body: { ...claim, email: 'eve@example.com' } }), 404, 'ORDER_NOT_FOUND');
    expectError(await call(engine.app, 'warranty', { cookie: stranger, body: { ...claim, email: 'ada@example.com', orderNumber: 'SB-0000000000' } }), 404, 'ORDER_NOT_FOUND');
    expect(await caseCount()).toBe(before);
  });

  it('a UPC that is not a line of the order is a 400 naming upc, and makes no case', async () => {
    const owner = await placedOrder();
    const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
    const notInOrder = details.variants.find((variant) => variant.upc !== owner.upc)!.upc;
    const before = await caseCount();
    const refused = expectError(await call(engine.app, 'warranty', {
      cookie: owner.cookie, body: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', orderNumber: owner.orderNumber, upc: notInOrder, description: 'The lace snapped.' },
    }), 400, 'INVALID_REQUEST');
    expect(refused.errorDetails[0]!.field).toBe('upc');
    expect(await caseCount()).toBe(before);
  });
});

describe('support cases are rate-limited per client', () => {
  it('past the limit a client gets 429 TOO_MANY_REQUESTS and no case', async () => {
    const limited = await startTestEngine({ rateLimits: { token: 1000, tokenize: 1000, auth: 2 } });
    try {
      const cookie = await guestCookie(limited.app);
      expectOk('contactUs', await call(limited.app, 'contactUs', { cookie, body: CONTACT }));
      expectOk('contactUs', await call(limited.app, 'contactUs', { cookie, body: CONTACT }));
      expectError(await call(limited.app, 'contactUs', { cookie, body: CONTACT }), 429, 'TOO_MANY_REQUESTS');
      const count = (await limited.internals.db.query<{ n: string }>('SELECT count(*) AS n FROM support_cases')).rows[0]!.n;
      expect(Number(count)).toBe(2);
      // Another client is not limited by the first.
      expectOk('contactUs', await call(limited.app, 'contactUs', { cookie, body: CONTACT, remoteAddress: '192.0.2.7' }));
    } finally {
      await limited.close();
    }
  });
});
