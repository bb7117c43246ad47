import { err, ok, type Result } from 'neverthrow';
import type { ConsumerProfile } from '../accounts/consumer-profile';
import { isEmployee, type AuthSummary } from '../identity/employee-terms';
import { isConnectedInStore, loadsFavoritesAndSavedForLater, type BuyInStoreSession } from '../stores/buy-in-store';

/** §6 roles. A shopper can hold several at once (an employee is also registered). */
export type Role = 'anonymous' | 'registered' | 'loyalty' | 'employee' | 'athlete' | 'prosumer' | 'associate';

/** What the role rules read: the token kind, the auth answer, the profile, and an in-store session. */
export interface ShopperContext {
  /** Anonymous shoppers hold a guest token (§6). */
  readonly token: 'guest' | 'registered';
  readonly auth?: AuthSummary | null;
  readonly profile?: ConsumerProfile | null;
  readonly buyInStore?: BuyInStoreSession | null;
}

export const PROSUMER_IDENTITY_TYPES = ['Wranx', 'IPA'] as const;
export type ProsumerIdentityType = (typeof PROSUMER_IDENTITY_TYPES)[number];

const identityTypes = (profile: ConsumerProfile | null | undefined): string[] =>
  (profile?.consumerDetails.identity ?? []).map((identity) => identity.type);

/** §6 prosumer: identity types Wranx or IPA; IPA wins when both are present (it ranks first in the spend banner). */
export function prosumerIdentity(profile: ConsumerProfile | null | undefined): ProsumerIdentityType | null {
  const types = identityTypes(profile);
  if (types.includes('IPA')) return 'IPA';
  if (types.includes('Wranx')) return 'Wranx';
  return null;
}

const isRegistered = (context: ShopperContext) => context.token === 'registered';

/** §6: every role the shopper holds. */
export function rolesOf(context: ShopperContext): Role[] {
  if (!isRegistered(context)) return isConnectedInStore(context.buyInStore) ? ['anonymous', 'associate'] : ['anonymous'];
  const roles: Role[] = ['registered'];
  if (context.profile?.isLoyaltyMember === true) roles.push('loyalty');
  if (context.auth && isEmployee(context.auth)) roles.push('employee');
  if (context.profile?.consumerDetails.athlete) roles.push('athlete');
  if (prosumerIdentity(context.profile) !== null) roles.push('prosumer');
  if (isConnectedInStore(context.buyInStore)) roles.push('associate');
  return roles;
}

/**
 * §6 favorites require the allowFavorites setting. A guest keeps favorites too: §4/§7 signing in merges the guest's
 * favorites (the token exchange's guestObjects favoriteId) into the consumer's, so a guest must be able to have them.
 * §4: an associate connected in store does not load favorites.
 */
export const canUseFavorites = (context: ShopperContext, settings: { readonly allowFavorites: boolean }): boolean =>
  settings.allowFavorites && loadsFavoritesAndSavedForLater(context.buyInStore);

/** §6 loyalty member: reward use needs authentication and membership. */
export const canUseRewards = (context: ShopperContext): boolean =>
  isRegistered(context) && context.profile?.isLoyaltyMember === true;

/** Why an addition of a presale product is refused: the shopper is not signed in (error PRESALE_SIGN_IN_REQUIRED). */
export interface PresaleSignInRequired {
  readonly type: 'PresaleSignInRequired';
}

/**
 * §4/§6 presale: "Anonymous users see Sign in to buy for presale products. Logged-in user: can add presale
 * products." A product that is not presale may be added by anyone.
 */
export const mustSignInToBuy = (product: { readonly presale: boolean }, token: ShopperContext['token']): boolean =>
  product.presale && token !== 'registered';

/** §6 the addition of a product to a cart by a shopper holding this token: refused for a guest and a presale product. */
export const presaleAddition = (product: { readonly presale: boolean }, token: ShopperContext['token']): Result<void, PresaleSignInRequired> =>
  (mustSignInToBuy(product, token) ? err({ type: 'PresaleSignInRequired' }) : ok(undefined));

/** §6 athlete: a rewards payment is allowed only when the remaining athlete amount is zero. */
export const rewardsPaymentAllowed = (athletePayment: { readonly remainingAmount: number } | null | undefined): boolean =>
  athletePayment === null || athletePayment === undefined || athletePayment.remainingAmount === 0;

export type SpendBanner =
  | { readonly type: 'employee'; readonly currentSpend: number; readonly limit: number }
  | { readonly type: 'athlete'; readonly currentSpend: number; readonly limit: number }
  | { readonly type: 'IPA'; readonly currentSpend: number; readonly limit: number }
  | { readonly type: 'Wranx'; readonly currentSpend: number; readonly limit: number };

/**
 * §6 spend banner precedence: employee with terms accepted, then athlete, then IPA, then Wranx. The employee
 * banner shows spend against the annual cap; the others against the annual credit. Only for registered shoppers.
 */
export function spendBanner(context: ShopperContext): SpendBanner | null {
  if (!isRegistered(context)) return null;
  const details = context.profile?.consumerDetails;
  const amounts = (allowance: { currentSpend?: number; annualCredit?: number; annualCap?: number } | null | undefined, limit: 'annualCap' | 'annualCredit') =>
    ({ currentSpend: allowance?.currentSpend ?? 0, limit: allowance?.[limit] ?? 0 });
  if (context.auth && isEmployee(context.auth) && context.auth.isEmployeeDiscountTCAccepted === true) {
    return { type: 'employee', ...amounts(details?.employee, 'annualCap') };
  }
  if (details?.athlete) return { type: 'athlete', ...amounts(details.athlete, 'annualCredit') };
  const prosumer = prosumerIdentity(context.profile);
  if (prosumer !== null) return { type: prosumer, ...amounts(details?.prosumer, 'annualCredit') };
  return null;
}
