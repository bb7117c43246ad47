import type { RandomSource } from '@switchback/core';

/** 32 symbols (no I, L, O, U), so each random byte maps to one symbol without bias (byte & 31). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random id such as `bsk_7K2Q…`: prefix plus `length` upper-case letters and digits. */
export function randomId(random: RandomSource, prefix: string, length: number): string {
  const bytes = random.bytes(length);
  let out = prefix;
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

/** Generators for every id the engine mints, in one place. */
export class IdGenerator {
  constructor(private readonly random: RandomSource) {}

  basketId(): string {
    return randomId(this.random, 'bsk_', 20);
  }

  itemId(): string {
    return randomId(this.random, 'itm_', 16);
  }

  addressId(): string {
    return randomId(this.random, 'adr_', 16);
  }

  favoriteListId(): string {
    return randomId(this.random, 'fav_', 20);
  }

  saveForLaterListId(): string {
    return randomId(this.random, 'sfl_', 20);
  }

  paymentInstrumentId(): string {
    return randomId(this.random, 'pin_', 16);
  }

  orderNumber(): string {
    return randomId(this.random, 'SB-', 10);
  }

  /** A return's number (issue 8: printed and barcoded on the return label). */
  returnNumber(): string {
    return randomId(this.random, 'RT-', 10);
  }

  customerId(): string {
    return randomId(this.random, 'gst_', 20);
  }

  cardToken(): string {
    return randomId(this.random, 'tok_', 24);
  }

  authorisationId(): string {
    return randomId(this.random, 'auth_', 20);
  }

  uuid(): string {
    return this.random.uuid();
  }

  /** A support case's number (issue 8 contact us, warranty): what a shopper reads out on the phone, `CS-` and 10 digits. */
  caseNumber(): string {
    return `CS-${randomDigits(this.random, 10)}`;
  }
}

/** `length` decimal digits, unbiased: bytes of 250 and above are drawn again (250 is the largest multiple of 10 ≤ 256). */
export function randomDigits(random: RandomSource, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random.bytes(length - out.length)) {
      if (byte < 250) out += String(byte % 10);
    }
  }
  return out;
}
