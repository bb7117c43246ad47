import { showsInterestsDialog } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { readCookie } from '../content-chrome/request-cookies.server';
import type { AuthFlags } from '../auth/auth-paths';
import type { InterestsWelcome } from './enrolment-paths';

export type { InterestsWelcome } from './enrolment-paths';

/** What the site collects after a sign-up (storefront-experience §4): interests at all, and only from newsletter subscribers. */
export interface InterestCollection {
  readonly interestCollection: boolean;
  readonly tiedToNewsletter: boolean;
}

/**
 * The storefront's interest-collection setting, `SWITCHBACK_INTEREST_COLLECTION`: `off` (no interests step), `newsletter`
 * (only for a shopper who ticked the newsletter box), anything else or unset: on for every sign-up.
 */
export function interestCollectionSetting(setting: string | undefined = process.env.SWITCHBACK_INTEREST_COLLECTION): InterestCollection {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === 'off') return { interestCollection: false, tiedToNewsletter: false };
  return { interestCollection: true, tiedToNewsletter: value === 'newsletter' };
}

/** Core's rule (§4) on a sign-up's real inputs: the setting, the newsletter box, the sign-in-to-buy and skip flags. */
export const interestsStepFollows = (flags: AuthFlags, newsletterOptIn: boolean, collection: InterestCollection = interestCollectionSetting()): boolean =>
  showsInterestsDialog({
    ...collection, newsletterOptIn, signInToBuy: flags.signInToBuy === true, skipDialogInterests: flags.skipDialogInterests === true,
  });


/**
 * The "interests pending" flash: the sign-up action (JavaScript on) sets it on its redirect; the site layout loader of
 * the page it lands on reads it once and clears it, and the page opens the interests dialog. Short-lived, httpOnly.
 */
export const INTERESTS_PENDING_COOKIE = 'sb_interests_pending';
const PENDING_MAX_AGE_S = 120;

export function markInterestsPending(storefront: Storefront, welcome: InterestsWelcome): void {
  storefront.session.keepCookie(INTERESTS_PENDING_COOKIE, welcome, PENDING_MAX_AGE_S);
}

/** The pending interests dialog of this request (cleared in the response), or null. */
export function takeInterestsPending(storefront: Storefront, request: Request): InterestsWelcome | null {
  const value = readCookie(request, INTERESTS_PENDING_COOKIE);
  if (value === undefined) return null;
  storefront.session.keepCookie(INTERESTS_PENDING_COOKIE, '', 0);
  return value === 'account' || value === 'loyalty' ? value : null;
}
