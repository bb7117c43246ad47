import {
  bounceBackOffers, DEFAULT_BOUNCE_BACK_RULES, merchandiseOf, spendBanner, voucherDiscount, voucherEligibility, type BounceBackRule,
  type BounceBackVoucher, type Cart, type ConsumerProfile, type SpendBannerView, type Totals,
} from '@switchback/core';
import type { CartLoyalty } from './cart-loyalty.source';
import { voucherStateOf } from './voucher-state';
import type { OwnerProfile } from './special-profile.repository';

/** The §6 profile core's role rules read, made from the owner's stored profile. */
export function consumerProfileOf(owner: OwnerProfile): ConsumerProfile {
  const allowance = (a: { currentSpend: number; limit: number } | null, key: 'annualCap' | 'annualCredit') =>
    (a === null ? null : { currentSpend: a.currentSpend, [key]: a.limit });
  return {
    consumerDetails: {
      employee: allowance(owner.employee, 'annualCap'),
      athlete: allowance(owner.athlete, 'annualCredit'),
      prosumer: allowance(owner.prosumer, 'annualCredit'),
      identity: owner.prosumer === null ? [] : [{ type: owner.prosumer.type }],
    },
    isLoyaltyMember: owner.loyalty !== null,
    loyaltyOptInDate: owner.loyalty?.joinedAt.toISOString() ?? null,
  };
}

/**
 * §6 spend banner of the cart's registered owner (core's `spendBanner`: employee with terms accepted, then athlete,
 * then IPA, then Wranx), in the profile's currency; null for a guest or a consumer with no special profile.
 */
export function cartSpendBanner(owner: OwnerProfile | undefined): SpendBannerView | null {
  if (owner === undefined) return null;
  const banner = spendBanner({
    token: 'registered',
    auth: { consumerType: owner.consumerType, isEmployeeDiscountTCAccepted: owner.termsAccepted },
    profile: consumerProfileOf(owner),
  });
  return banner === null ? null : { ...banner, currency: owner.currency };
}

/** §3 bounceBackVouchers: the bounce-back offers of the cart's currency, for a loyalty member only. */
export function cartBounceBackVouchers(owner: OwnerProfile | undefined, rules: readonly BounceBackRule[], currency: string, merchandise: number): BounceBackVoucher[] {
  if (owner?.loyalty == null) return [];
  return bounceBackOffers(rules, currency, merchandise);
}

/**
 * The cart answer's loyalty and §6 fields: the spend banner, the bounce-back vouchers of its merchandise, and the
 * reward — the voucher applied with PUT reward while it is eligible for the cart (core's voucherEligibility), paying
 * `appliedRewards` (at most its amount and the merchandise) before any other instrument (core's allocatePayments).
 */
export function cartLoyaltyView(
  loyalty: CartLoyalty | undefined,
  currency: string,
  items: readonly { readonly price: { readonly priceAfterOrderDiscount: number } }[],
  totals: Pick<Totals, 'total'>,
  rules: readonly BounceBackRule[] = DEFAULT_BOUNCE_BACK_RULES,
): { fields: Pick<Cart, 'spendBanner' | 'bounceBackVouchers' | 'reward'>; appliedRewards: number } {
  const owner = loyalty?.owner;
  const merchandise = merchandiseOf(items);
  const voucher = loyalty?.reward;
  const applies = voucher !== undefined && owner?.loyalty != null && voucher.customer_id === owner.customerId
    && voucherEligibility(voucherStateOf(voucher), { currency, merchandise }, loyalty!.now).isOk();
  const appliedRewards = applies ? Math.min(voucherDiscount(voucher, merchandise), totals.total) : 0;
  return {
    fields: {
      spendBanner: cartSpendBanner(owner),
      bounceBackVouchers: cartBounceBackVouchers(owner, rules, currency, merchandise),
      reward: applies ? { appliedLoyaltyVoucher: voucher.voucher_id, points: voucher.points, amount: appliedRewards } : null,
    },
    appliedRewards,
  };
}
