import { err, ok, type Result } from 'neverthrow';
import { UK_POSTCODE_PATTERN } from '../address/address-rules';

/** Issue 10 §1 store finder: a postcode as typed → the keys it is looked up by (`postcode_locations.postcode_prefix`). */

export type PostcodeLookupError = { readonly type: 'PostcodeInvalid'; readonly countryCode: string };

/** The UK outward code alone (the district: `M1`, `WC2E`), from the BS7666 pattern core's address rules use. */
const UK_OUTWARD = '(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';
const UK_FULL = new RegExp(`^(?:${UK_POSTCODE_PATTERN})$`);
const UK_OUTWARD_ONLY = new RegExp(`^${UK_OUTWARD}$`);
const FIVE_DIGITS = /^\d{5}$/;
const US_ZIP = /^(\d{5})(?:-?\d{4})?$/;

/**
 * The lookup key of a postcode: upper-case, spaces tidied; the UK's outward code (`wc2e 9lh` → `WC2E`, an outward code
 * alone is accepted too); five digits in France and Monaco; the 5-digit ZIP in the US (ZIP+4 accepted). Elsewhere
 * the upper-cased letters and digits. A malformed postcode is PostcodeInvalid.
 */
export function postcodeLookupKey(countryCode: string, raw: string): Result<string, PostcodeLookupError> {
  const country = countryCode.trim().toUpperCase();
  const text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  const invalid = err<string, PostcodeLookupError>({ type: 'PostcodeInvalid', countryCode: country });
  switch (country) {
    case 'GB': {
      const compact = text.replace(/ /g, '');
      if (UK_OUTWARD_ONLY.test(compact)) return ok(compact);
      const spaced = compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
      return UK_FULL.test(spaced) ? ok(spaced.split(' ')[0]!) : invalid;
    }
    case 'FR': case 'MC':
      return FIVE_DIGITS.test(text) ? ok(text) : invalid;
    case 'US': {
      const zip = US_ZIP.exec(text.replace(/ /g, ''));
      return zip ? ok(zip[1]!) : invalid;
    }
    default: {
      const compact = text.replace(/[ -]/g, '');
      return /^[A-Z0-9]{2,10}$/.test(compact) ? ok(compact) : invalid;
    }
  }
}

/** The shortest prefix still worth matching: a French département (2), a US sectional centre (3), a UK area (letters). */
const minimumPrefix = (country: string, key: string): number => {
  if (country === 'GB') return /^[A-Z]+/.exec(key)?.[0].length ?? key.length;
  if (country === 'US') return 3;
  return 2;
};

/**
 * The keys to look a postcode up by, most precise first: the lookup key, then ever shorter prefixes (`75011` → `7501`
 * → `750` → `75`; `WC2E` → `WC2` → `WC`), so a postcode near a known place still finds it.
 */
export function postcodeLookupKeys(countryCode: string, raw: string): Result<readonly string[], PostcodeLookupError> {
  const country = countryCode.trim().toUpperCase();
  return postcodeLookupKey(country, raw).map((key) => {
    const keys: string[] = [];
    for (let length = key.length; length >= Math.min(key.length, minimumPrefix(country, key)); length -= 1) keys.push(key.slice(0, length));
    return keys;
  });
}

/** A city as looked up: trimmed, single spaces, case and accents left to the database's `lower()` comparison. */
export const cityLookupKey = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

/**
 * The store finder's one search box: a text with a digit is a postcode (`M1 1WR`, `75004`, `80202`), anything else a
 * city. Empty: nothing to search.
 */
export function storeSearchTerm(text: string): { readonly postcode: string } | { readonly city: string } | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  return /\d/.test(trimmed) ? { postcode: trimmed } : { city: trimmed };
}
