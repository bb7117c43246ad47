import {
  bounceBackOffers, DEFAULT_BOUNCE_BACK_RULES, merchandiseOf, spendBanner, type BounceBackRule, type BounceBackVoucher, type ConsumerProfile, type SpendBannerView,
} from '@switchback/core';
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

/** The cart answer's §6 fields for its owner: the spend banner and the bounce-back vouchers of its merchandise. */
export function cartProfileView(
  owner: OwnerProfile | undefined,
  currency: string,
  items: readonly { readonly price: { readonly priceAfterOrderDiscount: number } }[],
  rules: readonly BounceBackRule[] = DEFAULT_BOUNCE_BACK_RULES,
): { spendBanner: SpendBannerView | null; bounceBackVouchers: BounceBackVoucher[] } {
  return { spendBanner: cartSpendBanner(owner), bounceBackVouchers: cartBounceBackVouchers(owner, rules, currency, merchandiseOf(items)) };
}
