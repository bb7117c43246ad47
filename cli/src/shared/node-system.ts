import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock, RandomSource } from '@switchback/core';

/** The system clock and the OS's randomness, behind core's ports so use cases and tests never read them directly. */
export const systemClock: Clock = { now: () => new Date() };

export const cryptoRandomSource: RandomSource = {
  uuid: () => randomUUID(),
  bytes: (length) => new Uint8Array(randomBytes(length)),
};
