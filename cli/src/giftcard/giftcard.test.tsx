import { render } from 'ink-testing-library';
import { errAsync, okAsync } from 'neverthrow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueError, type IssueGiftCardRequest, type PromotionSupportApi } from '@switchback/core';
import { FixedClock } from '@switchback/core/testing';
import type { CliSession, CommandContext } from '../shared/cli-session';
import { parseOptions } from '../shared/cli-options.schema';
import { captureIo } from '../testing/capture-io';
import { giftcardIssueOptionsSchema, issueRequestOf } from './giftcard-options.schema';
import { giftcardIssueCommand } from './giftcard-issue.command';
import { GiftcardScreen, groupedNumber } from './giftcard.screen';

const optionsOf = (raw: Record<string, unknown>) => parseOptions(giftcardIssueOptionsSchema, raw).andThen(issueRequestOf);

describe('giftcard issue options', () => {
  it('the amount is read in minor units of the currency, never through a float', () => {
    expect(optionsOf({ amount: '50.00', currency: 'eur' })._unsafeUnwrap()).toEqual({ amount: 5000, currency: 'EUR' });
    expect(optionsOf({ amount: '0.29', currency: 'USD' })._unsafeUnwrap()).toMatchObject({ amount: 29 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_99 }), (minor) => {
      const typed = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
      expect(optionsOf({ amount: typed, currency: 'GBP' })._unsafeUnwrap().amount).toBe(minor);
    }));
  });

  it('a zero, negative or over-precise amount, an unknown currency and a bad expiry are each named', () => {
    for (const amount of ['0', '-5', '5.001', 'fifty']) expect(optionsOf({ amount, currency: 'EUR' })._unsafeUnwrapErr()).toMatchObject({ option: '--amount' });
    expect(optionsOf({ amount: '5', currency: 'XYZ' })._unsafeUnwrapErr()).toMatchObject({ option: '--currency' });
    expect(optionsOf({ amount: '5', currency: 'EUR', expires: 'tomorrow' })._unsafeUnwrapErr()).toMatchObject({ option: '--expires' });
    expect(optionsOf({ amount: '5', currency: 'EUR', email: 'nope' })._unsafeUnwrapErr()).toMatchObject({ option: '--email' });
  });
});

describe('giftcard issue', () => {
  function contextWith(issue: PromotionSupportApi['issueGiftCard']) {
    const capture = captureIo();
    const session = { locale: 'en-US', promotionSupport: { issueGiftCard: issue }, close: async () => {} } as unknown as CliSession;
    const context: CommandContext = { io: capture.io, env: { SWITCHBACK_SUPPORT_KEY: 'key' }, cwd: '/tmp', openSession: () => okAsync(session), clock: new FixedClock() };
    return { context, capture };
  }

  it('prints the number and PIN once, with the balance', async () => {
    let sent: IssueGiftCardRequest | undefined;
    const { context, capture } = contextWith((request) => {
      sent = request;
      return okAsync({ number: '6006491234567890', pin: '4321', balance: 5000, currency: 'EUR', expiresAt: null });
    });
    expect(await giftcardIssueCommand({ amount: '50.00', currency: 'EUR', email: 'ada@example.com', api: 'http://localhost:3000' }, context)).toBe(0);
    expect(sent).toEqual({ amount: 5000, currency: 'EUR', email: 'ada@example.com' });
    const out = capture.stdout();
    expect(out).toContain('Number: 6006 4912 3456 7890');
    expect(out.match(/PIN: {4}4321/g)).toHaveLength(1);
    expect(out).toContain('gift card issued: €50.00, no expiry');
  });

  it('a refusal of the API is exit 3 with its errorId', async () => {
    const { context, capture } = contextWith(() => errAsync(catalogueError('FORBIDDEN')));
    expect(await giftcardIssueCommand({ amount: '50.00', currency: 'EUR', api: 'http://localhost:3000' }, context)).toBe(3);
    expect(capture.stderr()).toContain('FORBIDDEN');
  });

  it('the screen groups the number by four (ink)', () => {
    expect(groupedNumber('6006491234567890123')).toBe('6006 4912 3456 7890 123');
    const { lastFrame, unmount } = render(<GiftcardScreen heading="Issue" steps={[]} locale="fr-FR" issued={{ number: '6006491234567890', pin: '0042', balance: 2500, currency: 'EUR', expiresAt: '2027-12-31T23:59:59Z' }} />);
    expect(lastFrame()).toMatch(/gift card issued: 25,00\s€, expires 2027-12-31T23:59:59Z/);
    expect(lastFrame()).toContain('PIN:    0042');
    unmount();
  });
});
