import type { CommerceError } from '../errors';

/** §4 "Submit, create account, success message, automatic login, load profile, then an optional interests dialog." */
export type SignUpStep = 'submit' | 'create-account' | 'success-message' | 'auto-login' | 'load-profile' | 'interests-dialog';

export interface InterestsDialogInput {
  readonly interestCollection: boolean;
  /** Interest collection is tied to the newsletter. */
  readonly tiedToNewsletter: boolean;
  readonly newsletterOptIn: boolean;
  readonly signInToBuy: boolean;
  readonly skipDialogInterests: boolean;
}

/**
 * §4 "The dialog appears if interest collection is on and, when tied to the newsletter, the user opted in. It is
 * skipped for sign-in-to-buy and when skipDialogInterests is set."
 */
export const showsInterestsDialog = (input: InterestsDialogInput): boolean =>
  input.interestCollection &&
  (!input.tiedToNewsletter || input.newsletterOptIn) &&
  !input.signInToBuy &&
  !input.skipDialogInterests;

/** The steps a sign-up goes through, in order. */
export const signUpSteps = (input: InterestsDialogInput): readonly SignUpStep[] => [
  'submit', 'create-account', 'success-message', 'auto-login', 'load-profile',
  ...(showsInterestsDialog(input) ? (['interests-dialog'] as const) : []),
];

/** §3 Subscription. */
export interface SubscriptionUpdate {
  readonly type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
  readonly channel: 'email' | 'sms';
  readonly optin: boolean;
}

/**
 * §4 "Loyalty sign-up only updates the profile with a Loyalty enrolment." §9 "Loyalty newsletter consent is set on
 * loyalty enrolment."
 */
export const loyaltyEnrolmentUpdate = (): { enrollments: readonly { type: 'Loyalty' }[]; subscriptions: readonly SubscriptionUpdate[] } => ({
  enrollments: [{ type: 'Loyalty' }],
  subscriptions: [{ type: 'LoyaltyNewsletter', channel: 'email', optin: true }],
});

/** §9 "Loyalty free-shipping benefit hidden in FR, IT, DE, GB." */
export const LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES: readonly string[] = ['FR', 'IT', 'DE', 'GB'];
export const showsLoyaltyFreeShipping = (countryCode: string): boolean =>
  !LOYALTY_FREE_SHIPPING_HIDDEN_COUNTRIES.includes(countryCode.trim().toUpperCase());

/** What the sign-up (or loyalty sign-up) form does with a failed call (§8). */
export type SignUpFailureEffect =
  | { readonly type: 'MarkFieldInvalid'; readonly field: 'email' | 'phone'; readonly message: string }
  | { readonly type: 'RevalidateForm' }
  | { readonly type: 'NotifyAndScroll'; readonly message: string };

const words = (error: CommerceError): string =>
  error.type === 'ApiError' ? `${error.errorId} ${error.code ?? ''}`.toUpperCase().replace(/[^A-Z0-9]+/g, '_') : '';

/**
 * §8 "Sign-up: login-in-use errors mark the email field invalid with the mapped API message;
 * phone-number-already-in-use errors mark the phone invalid; a missing-birthdate error reruns form validation;
 * anything else shows the error message in a notification and scrolls to it."
 * Recognised by error id or code: LOGIN…IN_USE, PHONE…IN_USE, MISSING_BIRTHDATE / BIRTHDATE_MISSING.
 */
export function signUpFailureEffect(error: CommerceError): SignUpFailureEffect {
  const id = words(error);
  if (id.includes('LOGIN') && id.includes('IN_USE')) return { type: 'MarkFieldInvalid', field: 'email', message: error.message };
  if (id.includes('PHONE') && id.includes('IN_USE')) return { type: 'MarkFieldInvalid', field: 'phone', message: error.message };
  if (id.includes('MISSING_BIRTHDATE') || id.includes('BIRTHDATE_MISSING')) return { type: 'RevalidateForm' };
  return { type: 'NotifyAndScroll', message: error.message };
}

/** §2 "Sign-up reads query parameters consumerId and email (prefill), referral_code, storeNum, enrollment_marketing_source, leadSource." */
export interface SignUpQuery {
  readonly consumerId?: string;
  readonly email?: string;
  readonly referralCode?: string;
  readonly storeNum?: string;
  readonly enrollmentMarketingSource?: string;
  readonly leadSource?: string;
}

const QUERY_NAMES: Readonly<Record<keyof SignUpQuery, string>> = {
  consumerId: 'consumerId', email: 'email', referralCode: 'referral_code', storeNum: 'storeNum',
  enrollmentMarketingSource: 'enrollment_marketing_source', leadSource: 'leadSource',
};

/** The sign-up query parameters, trimmed; blank or over-long (256+) values are dropped. */
export function parseSignUpQuery(query: Readonly<Record<string, string | readonly string[] | undefined>>): SignUpQuery {
  const out: Partial<Record<keyof SignUpQuery, string>> = {};
  for (const [key, name] of Object.entries(QUERY_NAMES) as [keyof SignUpQuery, string][]) {
    const raw = query[name];
    const value = (typeof raw === 'string' ? raw : raw?.[0])?.trim() ?? '';
    if (value !== '' && value.length < 256) out[key] = value;
  }
  return out;
}

/** §7 sign-up "source (store, acquisitionType Registered, campaignName)" and the optional source header from leadSource. */
export const signUpSource = (query: SignUpQuery) => ({
  source: {
    acquisitionType: 'Registered' as const,
    ...(query.storeNum ? { store: query.storeNum } : {}),
    ...(query.enrollmentMarketingSource ? { campaignName: query.enrollmentMarketingSource } : {}),
  },
  sourceHeader: query.leadSource,
});
