import type { ResultAsync } from 'neverthrow';

/** What a bot-defence verifier says about a `recaptcha_response`. */
export type BotVerdict = 'human' | 'bot' | 'unverifiable';

/** The bot-defence check (commerce-core §7 `recaptcha_response`, §8 AUT403). */
export interface BotDefenceVerifier {
  verify(response: string, action: string, remoteIp: string): ResultAsync<BotVerdict, never>;
}

/** The sandbox verifier's passing answer (core's: the storefront sends it when no reCAPTCHA site key is configured). */
export { SANDBOX_RECAPTCHA_PASS } from '@switchback/core';
