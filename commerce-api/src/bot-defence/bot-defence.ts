import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ApiFailure } from '../errors/api-failure';
import type { BotDefenceVerifier } from './bot-defence.port';

/**
 * The policy around the verifier (issue 7 §2): a response given is always verified, and anything but a human is
 * AUT403. A missing response passes only outside production mode (the storefront works with JavaScript off in
 * development); in production a missing or unverifiable check fails closed.
 */
export class BotDefence {
  constructor(private readonly verifier: BotDefenceVerifier, private readonly production: boolean) {}

  check(response: string | undefined, action: string, remoteIp: string): ResultAsync<void, ApiFailure> {
    if (response === undefined || response === '') {
      return this.production ? errAsync({ type: 'CaptchaFailed' }) : okAsync(undefined);
    }
    return this.verifier.verify(response, action, remoteIp).andThen((verdict) =>
      verdict === 'human' ? okAsync(undefined) : errAsync<void, ApiFailure>({ type: 'CaptchaFailed' }));
  }
}
