import { CONSENT_CATEGORY_IDS } from '../constants/limits';

/** §3 consent categories (the ids live with the §9 constants). */
export type ConsentCategoryId = (typeof CONSENT_CATEGORY_IDS)[keyof typeof CONSENT_CATEGORY_IDS];

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * The categories a consent cookie flags, category id → accepted. The cookie holds a query string whose `groups`
 * parameter lists `C0001:1,C0002:0,...` (URL-encoded once or twice); a bare `C0001:1,...` list is read too.
 * Anything unreadable flags nothing.
 */
export function parseConsentGroups(cookieValue: string | undefined): ReadonlyMap<string, boolean> {
  const groups = new Map<string, boolean>();
  if (cookieValue === undefined) return groups;
  const decoded = safeDecode(cookieValue);
  const param = decoded.split('&').map((pair) => pair.split('=')).find(([name]) => name?.trim() === 'groups');
  const list = param ? safeDecode(param.slice(1).join('=')) : decoded;
  for (const entry of list.split(',')) {
    const match = /^\s*(C\d{4})\s*:\s*([01])\s*$/.exec(entry);
    if (match?.[1] !== undefined) groups.set(match[1], match[2] === '1');
  }
  return groups;
}

export interface ConsentInput {
  /** The site's region, e.g. EMEA, NA, APAC. */
  readonly region: string;
  readonly preview: boolean;
  readonly category: string;
  /** The consent cookie's raw value, when the shopper has one. */
  readonly consentCookie?: string;
}

/**
 * §4 "Consent is assumed granted outside the EMEA region or in preview mode; in EMEA the matching category must be
 * flagged accepted in the consent cookie."
 */
export function isConsentGranted(input: ConsentInput): boolean {
  if (input.preview || input.region.trim().toUpperCase() !== 'EMEA') return true;
  return parseConsentGroups(input.consentCookie).get(input.category) === true;
}

/** Personalisation and experiments apply to content only with targeting consent (§1). */
export const hasTargetingConsent = (input: Omit<ConsentInput, 'category'>): boolean =>
  isConsentGranted({ ...input, category: CONSENT_CATEGORY_IDS.targeting });

/** Issue 12: the storefront's consent cookie (the banner and the preferences dialog write it; loaders read it). */
export const CONSENT_COOKIE = 'switchback_consent';
/** Consent is asked again after this long (a year, in seconds). */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie value for the shopper's choices: `groups=C0001:1,C0002:0,…` (C0001, required, is always accepted). */
export function consentCookieValue(accepted: ReadonlySet<string>): string {
  const ids = Object.values(CONSENT_CATEGORY_IDS) as string[];
  return `groups=${ids.map((id) => `${id}:${id === CONSENT_CATEGORY_IDS.required || accepted.has(id) ? 1 : 0}`).join(',')}`;
}
