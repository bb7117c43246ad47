import { randomBytes, randomUUID } from 'node:crypto';
import type { RandomSource } from '@switchback/core';

/** Cryptographic randomness for ids, tokens and secrets. */
export class CryptoRandomSource implements RandomSource {
  uuid(): string {
    return randomUUID();
  }

  bytes(length: number): Uint8Array {
    return new Uint8Array(randomBytes(length));
  }
}
