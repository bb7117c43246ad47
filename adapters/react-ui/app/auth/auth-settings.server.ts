import { signInDialog, type DialogName } from '@switchback/core';

/**
 * Whether simplified enrolment is allowed on a site (commerce-core §2: it then replaces the sign-in dialog):
 * `SWITCHBACK_SIMPLIFIED_ENROLLMENT` lists the site ids where it is (comma-separated, `*` for every site); none by
 * default.
 */
export function simplifiedEnrollmentAllowed(siteId: string, setting: string | undefined = process.env.SWITCHBACK_SIMPLIFIED_ENROLLMENT): boolean {
  const sites = (setting ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return sites.includes('*') || sites.includes(siteId);
}

/** The dialog the header's "Sign in" opens on this site (core's rule). */
export const signInDialogFor = (siteId: string): Extract<DialogName, 'sign-in' | 'simplified-enrollment'> =>
  signInDialog(simplifiedEnrollmentAllowed(siteId)) as Extract<DialogName, 'sign-in' | 'simplified-enrollment'>;
