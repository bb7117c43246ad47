import type { RandomSource } from '@switchback/core';

/** `length` decimal digits from the randomness port, without modulo bias (bytes of 250 and above are drawn again). */
export function randomDigits(random: RandomSource, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random.bytes(length - out.length + 4)) {
      if (byte < 250 && out.length < length) out += String(byte % 10);
    }
  }
  return out;
}

/** A gift card's number: 16 digits. */
export const newGiftCardNumber = (random: RandomSource): string => randomDigits(random, 16);
/** A gift card's PIN: 6 digits, shown once (stored as a hash only). */
export const newGiftCardPin = (random: RandomSource): string => randomDigits(random, 6);
