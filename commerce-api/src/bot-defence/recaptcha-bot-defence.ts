import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { BotDefenceVerifier, BotVerdict } from './bot-defence.port';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const answerSchema = z.object({ success: z.boolean(), score: z.number().optional(), action: z.string().optional() });

/**
 * Google reCAPTCHA (v3 scores, v2 checkboxes) through its siteverify call, with RECAPTCHA_SECRET. A v3 score below
 * `minScore`, another action, or an unreachable / malformed answer is not a human (the caller fails closed in
 * production).
 */
export class RecaptchaBotDefence implements BotDefenceVerifier {
  constructor(private readonly secret: string, private readonly minScore = 0.5, private readonly doFetch: typeof fetch = fetch) {}

  verify(response: string, action: string, remoteIp: string): ResultAsync<BotVerdict, never> {
    const body = new URLSearchParams({ secret: this.secret, response, remoteip: remoteIp });
    const attempt = async (): Promise<BotVerdict> => {
      const answer = await this.doFetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      const parsed = answerSchema.safeParse(await answer.json());
      if (!parsed.success) return 'unverifiable';
      const { success, score, action: answered } = parsed.data;
      if (!success) return 'bot';
      if (answered !== undefined && answered !== action) return 'bot';
      return score === undefined || score >= this.minScore ? 'human' : 'bot';
    };
    return ResultAsync.fromSafePromise(attempt().catch((): BotVerdict => 'unverifiable'));
  }
}
