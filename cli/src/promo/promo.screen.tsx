import { Box, Text } from 'ink';
import { formatMoney, SITES, type Promotion, type PromotionEffect, type SiteId } from '@switchback/core';
import { StepList } from '../shared/ink/step-line';
import type { SupportScreenBase } from '../shared/support-call';

export interface PromoScreenProps extends SupportScreenBase {
  /** `promo list`: the promotions, one row each. */
  readonly promotions?: readonly Promotion[];
  /** `promo create`: the promotion as the API stored it. */
  readonly created?: Promotion;
}

/** A promotion's effect in words, its amounts in the currency of its first site. */
export function effectText(effect: PromotionEffect, siteIds: readonly string[]): string {
  const site = SITES[(siteIds[0] ?? 'en-us') as SiteId] ?? SITES['en-us'];
  const money = (minor: number) => formatMoney(minor, site.currency, site.locale);
  switch (effect.type) {
    case 'PERCENT_OFF':
      return `${effect.percent}% off`;
    case 'AMOUNT_OFF':
      return `${money(effect.amount)} off`;
    case 'FIXED_PRICE':
      return `price ${money(effect.amount)}`;
    case 'FREE_SHIPPING':
      return 'free shipping';
    case 'GIFT_WITH_PURCHASE':
      return `gift ${effect.productId} (${effect.upc})`;
    case 'BONUS_PRODUCT':
      return `bonus ${effect.qty} × ${effect.productId} (${effect.upc})`;
  }
}

/** A promotion's date window by day (`2026-12-01→2027-01-31`, `always`). */
export const windowText = (promotion: Pick<Promotion, 'conditions'>): string => {
  const { startsAt, endsAt } = promotion.conditions;
  if (startsAt === undefined && endsAt === undefined) return 'always';
  return `${startsAt?.slice(0, 10) ?? '…'}→${endsAt?.slice(0, 10) ?? '…'}`;
};

const cell = (text: string, width: number): string => (text.length >= width ? `${text.slice(0, width - 1)} ` : text.padEnd(width));
/** Column widths that fit a 100-column terminal; a longer value is cut (the --json output has everything). */
const COLUMNS = [['id', 18], ['level', 9], ['sites', 12], ['coupon', 12], ['effect', 17], ['window', 23], ['used/limit', 11]] as const;

/** One row of the table: id, level, sites, coupon, effect, window, redemptions/limit. */
export function promotionRow(promotion: Promotion): string {
  const limit = promotion.conditions.usageLimit === undefined ? '∞' : String(promotion.conditions.usageLimit);
  const values = [
    `${promotion.promotionId}${promotion.active ? '' : ' (off)'}`, promotion.level, promotion.siteIds.join(','), promotion.couponCode ?? '—',
    effectText(promotion.effect, promotion.siteIds), windowText(promotion), `${promotion.redemptions}/${limit}`,
  ];
  return values.map((value, i) => cell(value, COLUMNS[i]![1])).join('').trimEnd();
}

/** `promo list` and `promo create`: the heading and steps, then the table or the promotion created. */
export function PromoScreen({ heading, steps, promotions, created }: PromoScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {promotions && (
        <Box flexDirection="column">
          <Text bold>{COLUMNS.map(([name, width]) => cell(name, width)).join('').trimEnd()}</Text>
          {promotions.map((promotion) => <Text key={promotion.promotionId}>{promotionRow(promotion)}</Text>)}
          <Text dimColor>{`${promotions.length} promotion${promotions.length === 1 ? '' : 's'}`}</Text>
        </Box>
      )}
      {created && (
        <Box flexDirection="column">
          <Text color="green">{`✓ created ${created.promotionId} (${created.name})`}</Text>
          <Text>{promotionRow(created)}</Text>
          <Text dimColor>{`callout: ${created.calloutMessage}`}</Text>
        </Box>
      )}
    </Box>
  );
}
