/**
 * Issue 7 §2 bot defence (commerce-core §7 `recaptcha_response`, §8 AUT403), the storefront's side.
 *
 * The sandbox verifier's passing answer: what a test, or a storefront without a real reCAPTCHA site key, sends.
 * The API accepts it only with its sandbox verifier (which it refuses to run in production mode).
 */
export const SANDBOX_RECAPTCHA_PASS = 'sandbox-human';

/**
 * The `recaptcha_response` a storefront form sends: with a real site key configured, the widget's token the form
 * carried (none: nothing, and the API fails closed in production); without one, the sandbox pass value.
 */
export function recaptchaResponseToSend(siteKeyConfigured: boolean, formToken: string | null | undefined): string | undefined {
  if (!siteKeyConfigured) return SANDBOX_RECAPTCHA_PASS;
  return formToken === null || formToken === undefined || formToken === '' ? undefined : formToken;
}
