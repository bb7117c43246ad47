import type { ResultAsync } from 'neverthrow';

/** Waiting, as a port: the adapter uses a timer, tests resolve at once (no timed assertions). */
export interface Scheduler {
  wait(ms: number): ResultAsync<void, never>;
}
