import type { Site } from '@switchback/core';
import { authPath } from '../auth/auth-paths';

/** The account area's paths (issue 7); sign-in is the auth area's route, reached with `?redirect=` back here. */
export const accountPath = {
  account: (site: Pick<Site, 'id'>) => `/${site.id}/account`,
  completeProfile: (site: Pick<Site, 'id'>) => `/${site.id}/account/complete-profile`,
  employeeTerms: (site: Pick<Site, 'id'>) => `/${site.id}/account/employee-terms`,
  download: (site: Pick<Site, 'id'>) => `/${site.id}/account/download`,
  /** The auth area's sign-in page, coming back to `redirectTo` once signed in. */
  signIn: (site: Pick<Site, 'id'>, redirectTo: string) => authPath.signIn(site, { redirectTo }),
};

/** Interests a shopper may pick (stored pipe-joined, commerce-core §9), each with its label's message id. */
export const INTEREST_LABELS = {
  running: 'account.interest.running',
  hiking: 'account.interest.hiking',
  climbing: 'account.interest.climbing',
  cycling: 'account.interest.cycling',
  camping: 'account.interest.camping',
  yoga: 'account.interest.yoga',
} as const;
export const INTEREST_OPTIONS = Object.keys(INTEREST_LABELS) as (keyof typeof INTEREST_LABELS)[];
