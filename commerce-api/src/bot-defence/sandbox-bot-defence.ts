import { okAsync, type ResultAsync } from 'neverthrow';
import { SANDBOX_RECAPTCHA_PASS, type BotDefenceVerifier, type BotVerdict } from './bot-defence.port';

/**
 * The sandbox verifier (development and tests; refused in production mode): `sandbox-human` is a human, anything
 * else a bot. It really decides, so tests prove a failed check is refused.
 */
export class SandboxBotDefence implements BotDefenceVerifier {
  verify(response: string): ResultAsync<BotVerdict, never> {
    return okAsync(response === SANDBOX_RECAPTCHA_PASS ? 'human' : 'bot');
  }
}
