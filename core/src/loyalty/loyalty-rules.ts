import { err, ok, type Result } from 'neverthrow';
import type { MinorUnits } from '../money/money';

/**
 * Issue 9 §3 loyalty (commerce-core §3 Loyalty, §6 loyalty member, §9 "loyalty minimum points … come from
 * configuration"): what a member earns on an order, what their points are worth, and when a voucher can be used.
 */

/** The programme's settings (commerce-api reads them from SWITCHBACK_LOYALTY_* and documents the defaults). */
export interface LoyaltySettings {
  /** §9: the fewest points a LOYALTY_POINTS payment may use. */
  readonly minimumPoints: number;
  /** What one point is worth, in minor units of the cart's currency. */
  readonly pointValue: MinorUnits;
  /** Points earned per whole currency unit (100 minor units) of merchandise paid. */
  readonly pointsPerUnit: number;
  /** The coupon code of the promotion offered to a new member (GET loyalty/promo/welcome), on each site that runs it. */
  readonly welcomeCouponCode: string;
}

export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = { minimumPoints: 500, pointValue: 1, pointsPerUnit: 1, welcomeCouponCode: 'WELCOME10' };

/**
 * The welcome offer of a member (GET loyalty/promo/welcome): the welcome promotion while it runs (active, started,
 * not ended) and the member has not used it; else none.
 */
export function welcomeOfferOpen(
  promotion: { readonly active: boolean; readonly conditions: { readonly startsAt?: string | undefined; readonly endsAt?: string | undefined } },
  usedByMember: boolean,
  now: Date,
): boolean {
  if (!promotion.active || usedByMember) return false;
  const { startsAt, endsAt } = promotion.conditions;
  if (startsAt !== undefined && new Date(startsAt).getTime() > now.getTime()) return false;
  return endsAt === undefined || new Date(endsAt).getTime() > now.getTime();
}

/** Points an order earns: `pointsPerUnit` for every whole 100 minor units paid for merchandise (never negative). */
export const pointsEarned = (merchandisePaid: MinorUnits, settings: LoyaltySettings): number =>
  Math.max(0, Math.floor(merchandisePaid / 100)) * settings.pointsPerUnit;

/** What `points` pay, in minor units. */
export const pointsWorth = (points: number, settings: LoyaltySettings): MinorUnits => points * settings.pointValue;

export type PointsPaymentProblem =
  | { readonly type: 'BelowMinimum'; readonly minimumPoints: number }
  | { readonly type: 'Insufficient'; readonly balance: number };

/**
 * §9 LOYALTY_POINTS: at least the configured minimum, at most the balance. Answers the points to take, never more
 * than the order still needs (`payable`, in minor units, rounded down to whole points).
 */
export function pointsPayment(requested: number, balance: number, payable: MinorUnits, settings: LoyaltySettings): Result<number, PointsPaymentProblem> {
  if (requested < settings.minimumPoints) return err({ type: 'BelowMinimum', minimumPoints: settings.minimumPoints });
  if (requested > balance) return err({ type: 'Insufficient', balance });
  return ok(Math.min(requested, Math.floor(payable / settings.pointValue)));
}

/** A loyalty voucher as the rules read it. */
export interface VoucherState {
  readonly amount: MinorUnits;
  readonly currency: string;
  readonly minimumSpend: MinorUnits;
  readonly expiresAt: Date | null;
  readonly used: boolean;
  readonly voided: boolean;
}

export type VoucherProblem =
  | { readonly type: 'Used' }
  | { readonly type: 'Expired' }
  | { readonly type: 'OtherCurrency'; readonly currency: string }
  | { readonly type: 'BelowMinimumSpend'; readonly minimumSpend: MinorUnits };

/** §3 applicableLoyaltyVouchers `available`: not used, not voided, not expired. */
export function voucherAvailability(voucher: VoucherState, now: Date): Result<void, VoucherProblem> {
  if (voucher.used || voucher.voided) return err({ type: 'Used' });
  if (voucher.expiresAt !== null && voucher.expiresAt.getTime() <= now.getTime()) return err({ type: 'Expired' });
  return ok(undefined);
}

/** §3 `eligible` for a cart: available, of the cart's currency, and the cart's merchandise reaches the minimum spend. */
export function voucherEligibility(voucher: VoucherState, cart: { readonly currency: string; readonly merchandise: MinorUnits }, now: Date): Result<void, VoucherProblem> {
  return voucherAvailability(voucher, now).andThen(() => {
    if (voucher.currency !== cart.currency) return err<void, VoucherProblem>({ type: 'OtherCurrency', currency: voucher.currency });
    if (cart.merchandise < voucher.minimumSpend) return err<void, VoucherProblem>({ type: 'BelowMinimumSpend', minimumSpend: voucher.minimumSpend });
    return ok(undefined);
  });
}

/** What a voucher takes off a cart: its amount, never more than the cart's merchandise. */
export const voucherDiscount = (voucher: { readonly amount: MinorUnits }, merchandise: MinorUnits): MinorUnits =>
  Math.max(0, Math.min(voucher.amount, merchandise));

/** The reason a voucher is refused, in words for REWARD_NOT_ELIGIBLE. */
export function voucherProblemText(problem: VoucherProblem): string {
  switch (problem.type) {
    case 'Used': return 'This voucher has already been used.';
    case 'Expired': return 'This voucher has expired.';
    case 'OtherCurrency': return `This voucher is in ${problem.currency}, not the currency of this cart.`;
    case 'BelowMinimumSpend': return 'This cart does not reach the minimum spend of this voucher.';
    default: {
      const unreachable: never = problem;
      return unreachable;
    }
  }
}

/**
 * The merchandise a cart or order pays for, as the loyalty rules count it (voucher minimum spend, bounce-back
 * threshold, points earned): every line after its product- and order-level discounts, shipping and tax aside.
 */
export const merchandiseOf = (items: readonly { readonly price: { readonly priceAfterOrderDiscount: MinorUnits } }[]): MinorUnits =>
  items.reduce((sum, item) => sum + item.price.priceAfterOrderDiscount, 0);
