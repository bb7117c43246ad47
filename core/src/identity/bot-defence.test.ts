import { describe, expect, it } from 'vitest';
import { recaptchaResponseToSend, SANDBOX_RECAPTCHA_PASS } from './bot-defence';

describe('recaptchaResponseToSend', () => {
  it('sends the sandbox pass value without a site key, whatever the form carried', () => {
    expect(recaptchaResponseToSend(false, undefined)).toBe(SANDBOX_RECAPTCHA_PASS);
    expect(recaptchaResponseToSend(false, 'forged')).toBe(SANDBOX_RECAPTCHA_PASS);
  });

  it('forwards the widget token with a site key, and nothing when there is none (the API then fails closed)', () => {
    expect(recaptchaResponseToSend(true, 'widget-token')).toBe('widget-token');
    expect(recaptchaResponseToSend(true, '')).toBeUndefined();
    expect(recaptchaResponseToSend(true, null)).toBeUndefined();
  });
});
