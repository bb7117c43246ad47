import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueError, type Promotion, type PromotionSupportApi } from '@switchback/core';
import { errAsync } from 'neverthrow';
import { FixedClock } from '@switchback/core/testing';
import type { CliSession, CommandContext } from '../shared/cli-session';
import { parseOptions } from '../shared/cli-options.schema';
import { captureIo } from '../testing/capture-io';
import { parsePromotionInput, promoCreateOptionsSchema, promotionFromFlags } from './promo-options.schema';
import { promoCreateCommand, promoListCommand } from './promo.command';
import { PromoScreen, promotionRow } from './promo.screen';

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  promotionId: 'FREESHIP75', name: 'Free shipping over 75', level: 'SHIPPING', siteIds: ['en-gb'], conditions: { minimumSubtotal: 7500, usageLimit: 100 },
  effect: { type: 'FREE_SHIPPING' }, calloutMessage: 'Free delivery over £75|Spend {distance} more for free delivery|Free delivery',
  priority: 100, approachingDisplayLevel: ['cart', 'checkout'], active: true, redemptions: 3, createdAt: '2026-11-24T00:00:00.000Z',
  ...overrides,
});
const input = { promotionId: 'SAVE10', name: 'Ten off', level: 'ORDER', siteIds: ['en-us'], effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: 'a|b {distance}|c', couponCode: 'SAVE10' };

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'promo-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A command context whose session answers the support calls with `support` (through --api with a support key). */
function contextWith(support: PromotionSupportApi) {
  const capture = captureIo();
  let closed = 0;
  const session = { locale: 'en-US', promotionSupport: support, close: async () => { closed += 1; } } as unknown as CliSession;
  const context: CommandContext = { io: capture.io, env: { SWITCHBACK_SUPPORT_KEY: 'key' }, cwd: dir, openSession: () => okAsync(session), clock: new FixedClock() };
  return { context, capture, closed: () => closed };
}
const unused = () => errAsync(catalogueError('GEN500'));

describe('promo create: the promotion checked with the contract before any call', () => {
  it('a file with a bad field is refused naming it (exit 2), and nothing is sent', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ ...input, effect: { type: 'PERCENT_OFF', percent: 150 } }));
    let sent = 0;
    const { context, capture } = contextWith({ promotions: unused, issueGiftCard: unused, createPromotion: () => { sent += 1; return unused(); } });
    expect(await promoCreateCommand({ file, api: 'http://localhost:3000' }, context)).toBe(2);
    expect(capture.stderr()).toMatch(/^✗ promo\.effect\.percent: /);
    expect(sent).toBe(0);
  });

  it('a taken id or coupon code is the API\'s PROMOTION_ALREADY_EXISTS: exit 3 with its errorId', async () => {
    const file = join(dir, 'taken.json');
    await writeFile(file, JSON.stringify(input));
    const { context, capture } = contextWith({ promotions: unused, issueGiftCard: unused, createPromotion: () => errAsync(catalogueError('PROMOTION_ALREADY_EXISTS')) });
    expect(await promoCreateCommand({ file, api: 'http://localhost:3000' }, context)).toBe(3);
    expect(capture.stderr()).toContain('PROMOTION_ALREADY_EXISTS');
  });

  it('a created promotion is printed as a row; --json prints it alone on stdout', async () => {
    const file = join(dir, 'ok.json');
    await writeFile(file, JSON.stringify(input));
    let received: unknown;
    const stored = promotion({ promotionId: 'SAVE10', level: 'ORDER', siteIds: ['en-us'], effect: { type: 'PERCENT_OFF', percent: 10 }, couponCode: 'SAVE10', redemptions: 0, conditions: {} });
    const { context, capture } = contextWith({ promotions: unused, issueGiftCard: unused, createPromotion: (request) => { received = request; return okAsync(stored); } });
    expect(await promoCreateCommand({ file, api: 'http://localhost:3000', json: true }, context)).toBe(0);
    expect(received).toMatchObject({ promotionId: 'SAVE10', priority: 100, active: true });
    expect(JSON.parse(capture.stdout())).toMatchObject({ promotionId: 'SAVE10' });
  });

  it('flags: amounts in the first site\'s currency as minor units; exactly one effect; not with --file', () => {
    const options = parseOptions(promoCreateOptionsSchema, { id: 'GBP5', name: 'Five off', level: 'ORDER', site: ['en-gb'], callout: 'a|b {distance}|c', amountOff: '5.00', minimum: '50' })._unsafeUnwrap();
    expect(promotionFromFlags(options)._unsafeUnwrap()).toMatchObject({ effect: { type: 'AMOUNT_OFF', amount: 500 }, conditions: { minimumSubtotal: 5000 }, siteIds: ['en-gb'] });
    expect(parseOptions(promoCreateOptionsSchema, { id: 'X1X', name: 'n', level: 'ORDER', site: ['en-us'], callout: 'a|b|c', amountOff: '5', percentOff: '10' })._unsafeUnwrapErr())
      .toMatchObject({ option: '--percentOff' });
    expect(parseOptions(promoCreateOptionsSchema, { file: 'p.json', id: 'X1X' })._unsafeUnwrapErr()).toMatchObject({ option: '--id', message: 'cannot be given with --file: the file says everything' });
    const badAmount = parseOptions(promoCreateOptionsSchema, { id: 'JPY1', name: 'n', level: 'ORDER', site: ['en-us'], callout: 'a|b|c', amountOff: '5.001' });
    expect(badAmount.isErr() || promotionFromFlags(badAmount._unsafeUnwrap()).isErr()).toBe(true);
  });

  it('a callout without three parts is refused by the contract\'s own rule', () => {
    expect(parsePromotionInput({ ...input, calloutMessage: 'just one part' })._unsafeUnwrapErr()).toMatchObject({ type: 'ScriptInvalid', field: 'promo.calloutMessage' });
  });
});

describe('promo list', () => {
  it('one row per promotion: id, level, sites, coupon, effect, window, redemptions/limit', async () => {
    let asked: unknown = 'none';
    const { context, capture, closed } = contextWith({
      promotions: (site) => { asked = site; return okAsync({ promotions: [promotion(), promotion({ promotionId: 'TENPCT', level: 'ORDER', siteIds: ['fr-fr'], effect: { type: 'AMOUNT_OFF', amount: 1000 }, couponCode: 'DIX', conditions: { startsAt: '2026-12-01T00:00:00Z' }, redemptions: 0 })] }); },
      createPromotion: unused, issueGiftCard: unused,
    });
    expect(await promoListCommand({ site: 'en-gb', api: 'http://localhost:3000' }, context)).toBe(0);
    expect(asked).toBe('en-gb');
    const out = capture.stdout();
    expect(out).toMatch(/FREESHIP75\s+SHIPPING\s+en-gb\s+—\s+free shipping\s+always\s+3\/100/);
    expect(out).toMatch(/TENPCT\s+ORDER\s+fr-fr\s+DIX\s+10,00\s€ off\s+2026-12-01→…\s+0\/∞/);
    expect(out).toContain('2 promotions');
    expect(closed()).toBe(1);
  });

  it('--api without SWITCHBACK_SUPPORT_KEY is refused before any session (exit 2)', async () => {
    const { context, capture } = contextWith({ promotions: unused, createPromotion: unused, issueGiftCard: unused });
    expect(await promoListCommand({ api: 'http://localhost:3000' }, { ...context, env: {} })).toBe(2);
    expect(capture.stderr()).toContain('SWITCHBACK_SUPPORT_KEY');
  });

  it('the screen shows the table heading and the rows (ink)', () => {
    const { lastFrame, unmount } = render(<PromoScreen heading="Promotions · http://localhost:3000" steps={[{ id: 'list', label: 'Read the promotions (support key)', status: 'done', durationMs: 12, detail: '1 promotion' }]} promotions={[promotion()]} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('✓ Read the promotions (support key) (12 ms) 1 promotion');
    expect(frame).toMatch(/id\s+level\s+sites\s+coupon\s+effect\s+window\s+used\/limit/);
    expect(frame).toContain(promotionRow(promotion()));
    unmount();
  });
});
