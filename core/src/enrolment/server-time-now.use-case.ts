import { okAsync, type ResultAsync } from 'neverthrow';
import type { TimeApi } from '../ports';

/** The Unix epoch: the age check's "now" when the server time cannot be had (§5). */
export const EPOCH_MS = 0;

/**
 * §7 server time "used for opt-in dates and the minimum-age check": the server's now in epoch milliseconds, or the
 * epoch if the call fails (§5 "epoch if that fails").
 */
export class ServerTimeNow {
  constructor(private readonly time: TimeApi) {}

  run(): ResultAsync<number, never> {
    return this.time.serverTime().map((answer) => answer.epochMs).orElse(() => okAsync(EPOCH_MS));
  }
}
