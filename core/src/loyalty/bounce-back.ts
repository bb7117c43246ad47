import type { MinorUnits } from '../money/money';

/**
 * Issue 9 §3 bounceBackVouchers: a loyalty member's order that reaches a threshold of merchandise earns a voucher for
 * a later order, issued when the order is placed. One rule per currency (configuration); the cart shows the rule of
 * its currency, `earned` once its merchandise reaches the threshold.
 */
export interface BounceBackRule {
  /** Names the offer in the cart and on the voucher (origin.promotionId). */
  readonly promotionId: string;
  readonly currency: string;
  /** The merchandise an order must reach (after discounts, before shipping) to earn the voucher. */
  readonly threshold: MinorUnits;
  /** The voucher's amount. */
  readonly amount: MinorUnits;
  /** The merchandise a later cart needs to use it. */
  readonly minimumSpend: MinorUnits;
  /** The voucher expires this many days after the order. */
  readonly validDays: number;
  /** §5 three parts: not above | above, with {distance} | reached. */
  readonly calloutMessage: string;
}

const rule = (currency: string, symbol: string): BounceBackRule => ({
  promotionId: `BOUNCEBACK_${currency}`,
  currency,
  threshold: 100_00,
  amount: 10_00,
  minimumSpend: 50_00,
  validDays: 30,
  calloutMessage: `Spend ${symbol}100 to earn a ${symbol}10 voucher for your next order|Spend {distance} more to earn a ${symbol}10 voucher for your next order|You earn a ${symbol}10 voucher for your next order`,
});

/** Defaults: spend 100.00 → a 10.00 voucher, usable from 50.00, valid 30 days, in each currency the sites sell in. */
export const DEFAULT_BOUNCE_BACK_RULES: readonly BounceBackRule[] = [rule('USD', '$'), rule('GBP', '£'), rule('EUR', '€')];

export interface BounceBackOffer {
  readonly promotionId: string;
  readonly amount: MinorUnits;
  readonly minimumSpend: MinorUnits;
  readonly earned: boolean;
  readonly calloutMessage: string;
}

/** The bounce-back vouchers a cart shows (empty for carts of a currency without a rule or without merchandise). */
export function bounceBackOffers(rules: readonly BounceBackRule[], currency: string, merchandise: MinorUnits): BounceBackOffer[] {
  if (merchandise <= 0) return [];
  return rules.filter((r) => r.currency === currency).map((r) => ({
    promotionId: r.promotionId, amount: r.amount, minimumSpend: r.minimumSpend, earned: merchandise >= r.threshold, calloutMessage: r.calloutMessage,
  }));
}

/** When a voucher issued at `placedAt` under a rule expires. */
export const bounceBackExpiry = (rule: Pick<BounceBackRule, 'validDays'>, placedAt: Date): Date =>
  new Date(placedAt.getTime() + rule.validDays * 86_400_000);
