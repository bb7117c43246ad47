import type { Clock } from '@switchback/core';

/** The real clock: the only place the engine reads the time. Tests inject a fixed or stepping clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
