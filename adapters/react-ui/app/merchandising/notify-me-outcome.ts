import type { UiMessage } from '../errors/ui-message';

/**
 * What a notify-me request came to, as the action tells the product page: with JavaScript on in the fetcher's data;
 * off, in the redirect back (`?notify=…&notifyUpc=…`): never the e-mail, which stays out of URLs and logs.
 */
export type NotifyMeOutcome =
  | { readonly ok: true; readonly upc: string }
  | { readonly ok: false; readonly upc: string; readonly error: UiMessage };

/** The message of each outcome that can travel in a URL, by its code. */
const FAILURES = {
  email: { id: 'form.email.invalid', placement: 'field', field: 'email', notFound: false },
  inStock: { id: 'notifyMe.errors.inStock', placement: 'field', field: 'upc', notFound: false },
  size: { id: 'notifyMe.errors.size', placement: 'field', field: 'upc', notFound: false },
  failed: { id: 'notifyMe.errors.failed', placement: 'top', notFound: false },
} as const satisfies Record<string, UiMessage>;
type FailureCode = keyof typeof FAILURES;

/** The code a failure travels as in the redirect (JavaScript off). */
export function failureCode(error: UiMessage): FailureCode {
  if (error.field === 'email') return 'email';
  if (error.id === FAILURES.inStock.id) return 'inStock';
  if (error.field === 'upc') return 'size';
  return 'failed';
}

/** The query of the redirect back to the product page. */
export function outcomeQuery(outcome: NotifyMeOutcome): Record<string, string> {
  return { notify: outcome.ok ? 'sent' : failureCode(outcome.error), notifyUpc: outcome.upc };
}

/** The outcome a product page URL carries, if any (an unknown code is ignored). */
export function outcomeOf(url: URL): NotifyMeOutcome | null {
  const notify = url.searchParams.get('notify');
  const upc = url.searchParams.get('notifyUpc') ?? '';
  if (notify === 'sent') return { ok: true, upc };
  if (notify !== null && Object.prototype.hasOwnProperty.call(FAILURES, notify)) return { ok: false, upc, error: FAILURES[notify as FailureCode] };
  return null;
}
