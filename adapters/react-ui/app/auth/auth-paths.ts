import type { Site } from '@switchback/core';

type S = Pick<Site, 'id'>;
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
};

/**
 * `signInToBuy`: opened from a presale product's "Sign in to buy"; `skipDialogInterests`: the link asks for no interests
 * step. Either skips the interests dialog after a sign-up (storefront-experience §4); the sign-in page hands them on to
 * the sign-up page.
 */
export interface AuthFlags { readonly signInToBuy?: boolean; readonly skipDialogInterests?: boolean }
interface AuthQuery extends AuthFlags { redirectTo?: string; email?: string }
const flags = ({ signInToBuy, skipDialogInterests, ...query }: AuthQuery): Record<string, string | undefined> =>
  ({ ...query, signInToBuy: signInToBuy ? '1' : undefined, skipDialogInterests: skipDialogInterests ? '1' : undefined });

/** The flags of a sign-in or sign-up address (`?signInToBuy=1`, `?skipDialogInterests=1`) or of a form's hidden fields. */
export const authFlagsOf = (get: (name: string) => unknown): AuthFlags => ({
  signInToBuy: get('signInToBuy') === '1',
  skipDialogInterests: get('skipDialogInterests') === '1',
});

/** The account pages of a site (commerce-core §2 account routes, issue 7). */
export const authPath = {
  account: (site: S) => `/${site.id}/account`,
  signIn: (site: S, query: AuthQuery = {}) => withQuery(`/${site.id}/account/sign-in`, flags(query)),
  signUp: (site: S, query: AuthQuery = {}) => withQuery(`/${site.id}/account/sign-up`, flags(query)),
  signOut: (site: S) => `/${site.id}/account/sign-out`,
  lookup: (site: S) => `/${site.id}/account/lookup`,
  forgotPassword: (site: S, email?: string) => withQuery(`/${site.id}/account/forgot-password`, { email }),
  resetPassword: (site: S) => `/${site.id}/account/reset-password`,
  changePassword: (site: S) => `/${site.id}/account/change-password`,
  /** The consumer helper's complete-profile steps (core `enrolmentStartStep`). */
  completeProfile: (site: S, step?: string) => withQuery(`/${site.id}/account/complete-profile`, { step }),
  employeeTerms: (site: S) => `/${site.id}/account/employee-terms`,
  associateLogin: (site: S) => `/${site.id}/associate-login`,
};

/**
 * Where to go after signing in: a path of this site that the form carried (never another origin, never `//host`),
 * else the fallback.
 */
export function safeRedirect(site: S, raw: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  if (!raw.startsWith(`/${site.id}/`) && raw !== `/${site.id}`) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001F]/.test(raw)) return fallback;
  return raw;
}
