import { recaptchaResponseToSend } from '@switchback/core';

/** The form field the reCAPTCHA widget's token travels in (the API's own name for it). */
export const RECAPTCHA_FIELD = 'recaptcha_response';

/** The real reCAPTCHA site key (env `RECAPTCHA_SITE_KEY`), or none: the sandbox verifier's pass value is sent. */
export const recaptchaSiteKey = (): string | undefined => process.env.RECAPTCHA_SITE_KEY || undefined;

/**
 * The field of a second widget token, for a call the action makes after the first (sign-up then signs in): a token is
 * single-use, so that call needs its own.
 */
export const RECAPTCHA_FOLLOW_UP_FIELD = 'recaptcha_response_follow_up';

/** The `recaptcha_response` a storefront action forwards for this form (core's rule); `field` for the follow-up token. */
export function recaptchaResponseOf(form: FormData, field: string = RECAPTCHA_FIELD): string | undefined {
  const token = form.get(field);
  return recaptchaResponseToSend(recaptchaSiteKey() !== undefined, typeof token === 'string' ? token : null);
}

/** The same, as the request body field (absent when there is nothing to send). */
export function recaptchaField(form: FormData): { recaptcha_response?: string } {
  const response = recaptchaResponseOf(form);
  return response === undefined ? {} : { recaptcha_response: response };
}
