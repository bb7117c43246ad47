/** Time comes from here, never from Date.now() inside core. */
export interface Clock {
  now(): Date;
}

/** Randomness comes from here (idempotency keys, PKCE bytes). */
export interface RandomSource {
  uuid(): string;
  bytes(length: number): Uint8Array;
}
