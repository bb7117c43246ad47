import { DEFAULT_SITE, formatMoney, type IssuedGiftCard, type PromotionSupportApi } from '@switchback/core';
import { commerceFailure } from '../shared/cli-error';
import type { CommandContext } from '../shared/cli-session';
import type { ExitCode } from '../shared/exit-code.mapper';
import { parseOptions } from '../shared/cli-options.schema';
import { reportFailure } from '../shared/report-failure';
import { runSupportCall } from '../shared/support-call';
import { giftcardIssueOptionsSchema, issueRequestOf } from './giftcard-options.schema';
import { GiftcardScreen, type GiftcardScreenProps } from './giftcard.screen';

/** `switchback giftcard issue --amount 50.00 --currency EUR [--email ADDRESS] [--expires DATE-TIME] [--api ORIGIN] [--json]` */
export async function giftcardIssueCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOptions(giftcardIssueOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const request = issueRequestOf(options.value);
  if (request.isErr()) return reportFailure(context.io, request.error, options.value.json);
  const { amount, currency } = request.value;
  const locale = DEFAULT_SITE.locale;
  return runSupportCall<PromotionSupportApi, IssuedGiftCard, GiftcardScreenProps>(context, options.value, GiftcardScreen, { locale }, (session) => session.promotionSupport, {
    heading: `Issue a gift card of ${formatMoney(amount, currency, locale)}`,
    step: { id: 'issue', label: `Issue the gift card${request.value.email ? ` for ${request.value.email}` : ''} (support key)` },
    work: (support) => support.issueGiftCard(request.value).mapErr(commerceFailure),
    detail: (card) => `ending ${card.number.slice(-4)}`,
    shown: (issued) => ({ issued }),
    json: (issued) => issued,
  });
}
