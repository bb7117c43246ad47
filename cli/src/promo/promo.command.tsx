import type { Promotion, PromotionSupportApi } from '@switchback/core';
import { commerceFailure } from '../shared/cli-error';
import type { CommandContext } from '../shared/cli-session';
import type { ExitCode } from '../shared/exit-code.mapper';
import { parseOptions } from '../shared/cli-options.schema';
import { readJsonFile } from '../shared/read-json-file';
import { reportFailure } from '../shared/report-failure';
import { parsePromotionInput, promoCreateOptionsSchema, promoListOptionsSchema, promotionFromFlags } from './promo-options.schema';
import { PromoScreen, type PromoScreenProps } from './promo.screen';
import { runSupportCall } from '../shared/support-call';

/** `switchback promo list [--site SITE] [--api ORIGIN] [--json]`: every promotion (of a site), with its redemptions. */
export async function promoListCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOptions(promoListOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { site } = options.value;
  return runSupportCall<PromotionSupportApi, { promotions: Promotion[] }, PromoScreenProps>(context, options.value, PromoScreen, {}, (session) => session.promotionSupport, {
    heading: site === undefined ? 'Promotions' : `Promotions of ${site}`,
    step: { id: 'list', label: 'Read the promotions (support key)' },
    work: (support) => support.promotions(site).mapErr(commerceFailure),
    detail: (list) => `${list.promotions.length} promotion${list.promotions.length === 1 ? '' : 's'}`,
    shown: (list) => ({ promotions: list.promotions }),
    json: (list) => list,
  });
}

/**
 * `switchback promo create --file promo.json | --id … --name … --level … --site … --callout … (--percent-off N |
 * --amount-off AMOUNT | --free-shipping) [--coupon CODE] [--minimum AMOUNT] [--api ORIGIN] [--json]`. The promotion is
 * checked with the contract's schema before any call (a bad one: exit 2, the field named); a taken id or coupon code is
 * the API's PROMOTION_ALREADY_EXISTS (exit 3).
 */
export async function promoCreateCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOptions(promoCreateOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { file, json } = options.value;
  const input = file !== undefined
    ? await readJsonFile(file).andThen((decoded) => parsePromotionInput(decoded))
    : promotionFromFlags(options.value);
  if (input.isErr()) return reportFailure(context.io, input.error, json);
  const promotion = input.value;
  return runSupportCall<PromotionSupportApi, Promotion, PromoScreenProps>(context, options.value, PromoScreen, {}, (session) => session.promotionSupport, {
    heading: `Create promotion ${promotion.promotionId}`,
    step: { id: 'create', label: `Create ${promotion.level} promotion ${promotion.promotionId}${promotion.couponCode ? ` (coupon ${promotion.couponCode})` : ''}` },
    work: (support) => support.createPromotion(promotion).mapErr(commerceFailure),
    detail: (created) => (created.active ? 'active' : 'inactive'),
    shown: (created) => ({ created }),
    json: (created) => created,
  });
}

