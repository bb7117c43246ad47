import { describe, expect, it } from 'vitest';
import { recaptchaResponseToSend } from '@switchback/core';
import { BotDefence } from './bot-defence';
import { SANDBOX_RECAPTCHA_PASS } from './bot-defence.port';
import { SandboxBotDefence } from './sandbox-bot-defence';

const IP = '203.0.113.7';

describe('bot defence in production mode with the sandbox verifier (issue 7 §2)', () => {
  const production = new BotDefence(new SandboxBotDefence(), true);

  it('passes the value a storefront without a site key sends', async () => {
    const storefrontValue = recaptchaResponseToSend(false, null);
    expect(storefrontValue).toBe(SANDBOX_RECAPTCHA_PASS);
    expect((await production.check(storefrontValue, 'signin', IP)).isOk()).toBe(true);
  });

  it('fails closed when the response is missing, empty or not a human', async () => {
    for (const response of [undefined, '', 'a-bot', recaptchaResponseToSend(true, '')]) {
      const checked = await production.check(response, 'signin', IP);
      expect(checked.isErr() && checked.error).toEqual({ type: 'CaptchaFailed' });
    }
  });

  it('outside production a missing response passes, a given one is still verified', async () => {
    const development = new BotDefence(new SandboxBotDefence(), false);
    expect((await development.check(undefined, 'signin', IP)).isOk()).toBe(true);
    expect((await development.check('a-bot', 'signin', IP)).isErr()).toBe(true);
  });
});
