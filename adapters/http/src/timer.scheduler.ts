import type { Scheduler } from '@switchback/core';
import { ResultAsync } from 'neverthrow';

/** Core's Scheduler port on the platform timer (`setTimeout`): browser, Node and the CLI alike. */
export class TimerScheduler implements Scheduler {
  wait(ms: number): ResultAsync<void, never> {
    return ResultAsync.fromSafePromise(new Promise<void>((resolve) => {
      setTimeout(resolve, Math.max(0, ms));
    }));
  }
}
