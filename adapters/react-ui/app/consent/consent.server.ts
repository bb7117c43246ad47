import {
  CONSENT_CATEGORY_IDS, CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S, consentCookieValue, isConsentGranted, parseConsentGroups,
  parseStorefrontQuery, type Site,
} from '@switchback/core';
import { readCookie, setCookieHeader } from '../content-chrome/request-cookies.server';

/** The shopper's consent on this site, per §9 category (required, C0001, is always granted). */
export interface Consent {
  readonly targeting: boolean;
  readonly performance: boolean;
  readonly functional: boolean;
  /** Preview mode (`?preview=true`): consent is assumed there (§4). */
  readonly preview: boolean;
}

const isPreview = (request: Request): boolean => parseStorefrontQuery(new URL(request.url).search).preview === true;

/**
 * Issue 12: the consent of the request's shopper, for loaders (experiments need targeting, web-vitals performance).
 * Outside EMEA, and in preview, consent is assumed (core's isConsentGranted); in EMEA only what the cookie accepts.
 */
export function consentOf(request: Request, site: Pick<Site, 'region'>): Consent {
  const consentCookie = readCookie(request, CONSENT_COOKIE);
  const preview = isPreview(request);
  const granted = (category: string) =>
    isConsentGranted({ region: site.region, preview, category, ...(consentCookie !== undefined ? { consentCookie } : {}) });
  return {
    targeting: granted(CONSENT_CATEGORY_IDS.targeting),
    performance: granted(CONSENT_CATEGORY_IDS.performance),
    functional: granted(CONSENT_CATEGORY_IDS.functional),
    preview,
  };
}

/** The categories the shopper may choose (required is shown, always on). */
export const OPTIONAL_CONSENT_CATEGORIES = [CONSENT_CATEGORY_IDS.performance, CONSENT_CATEGORY_IDS.functional, CONSENT_CATEGORY_IDS.targeting] as const;

/** What the banner and the preferences form need: whether to ask (EMEA without a choice yet) and the current choices. */
export interface ConsentView {
  readonly ask: boolean;
  /** Category id → accepted, for the preferences form's checkboxes. */
  readonly accepted: Readonly<Record<string, boolean>>;
}

export function consentViewOf(request: Request, site: Pick<Site, 'region'>): ConsentView {
  const cookie = readCookie(request, CONSENT_COOKIE);
  const groups = parseConsentGroups(cookie);
  const ask = site.region === 'EMEA' && groups.size === 0 && !isPreview(request);
  const assumed = site.region !== 'EMEA' && cookie === undefined;
  const accepted: Record<string, boolean> = { [CONSENT_CATEGORY_IDS.required]: true };
  for (const id of OPTIONAL_CONSENT_CATEGORIES) accepted[id] = assumed || groups.get(id) === true;
  return { ask, accepted };
}

export type ConsentChoice = 'accept-all' | 'reject-all' | 'save';

/** The categories a choice accepts: all, none (besides required), or the ticked boxes of the preferences form. */
export function acceptedBy(choice: ConsentChoice, form: FormData): ReadonlySet<string> {
  if (choice === 'accept-all') return new Set(Object.values(CONSENT_CATEGORY_IDS));
  if (choice === 'reject-all') return new Set([CONSENT_CATEGORY_IDS.required]);
  const ticked = form.getAll('category').filter((value): value is string => typeof value === 'string');
  return new Set([CONSENT_CATEGORY_IDS.required, ...ticked.filter((id) => (OPTIONAL_CONSENT_CATEGORIES as readonly string[]).includes(id))]);
}

/** The consent cookie's Set-Cookie header (a year, SameSite=Lax, httpOnly: loaders pass consent to the page). */
export const consentSetCookie = (accepted: ReadonlySet<string>, secure: boolean): string =>
  setCookieHeader(CONSENT_COOKIE, consentCookieValue(accepted), { maxAgeS: CONSENT_COOKIE_MAX_AGE_S, secure });
