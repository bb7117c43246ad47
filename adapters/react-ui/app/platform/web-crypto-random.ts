import type { RandomSource } from '@switchback/core';

/** Randomness from the Web Crypto API, present in browsers and in Node 20 alike. */
export class WebCryptoRandomSource implements RandomSource {
  uuid(): string {
    return globalThis.crypto.randomUUID();
  }

  bytes(length: number): Uint8Array {
    return globalThis.crypto.getRandomValues(new Uint8Array(length));
  }
}
