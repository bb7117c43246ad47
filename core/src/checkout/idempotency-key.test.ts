import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correlationIdSchema, idempotencyKeySchema } from '../contract';
import { parseIdempotencyKey } from './idempotency-key';

const ALLOWED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._:-';
const allowedChar = fc.constantFrom(...ALLOWED.split(''));
const wellFormed = fc.array(allowedChar, { minLength: 1, maxLength: 128 }).map((chars) => chars.join(''));
/** A character the rule refuses: anything outside the allowed set, control characters and non-ASCII included. */
const refusedChar = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !ALLOWED.includes(c));

describe('§7 Idempotency-Key: 1 to 128 letters, digits, . _ : or -', () => {
  it('every well-formed key is accepted as it is', () => {
    fc.assert(fc.property(wellFormed, (key) => {
      expect(parseIdempotencyKey(key)._unsafeUnwrap()).toBe(key);
    }));
  });

  it('a UUID (what the storefront and the CLI make) is a key', () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => {
      expect(parseIdempotencyKey(uuid).isOk()).toBe(true);
    }));
  });

  it('a key with any other character anywhere is refused, naming idempotencyKey', () => {
    fc.assert(fc.property(wellFormed, refusedChar, fc.nat(), (key, bad, at) => {
      const i = at % (key.length + 1);
      const result = parseIdempotencyKey(`${key.slice(0, i)}${bad}${key.slice(i)}`.slice(0, 128));
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidInput', field: 'idempotencyKey', message: 'idempotency-key is 1 to 128 letters, digits, . _ : or -' });
    }));
  });

  it('an empty key and one longer than 128 characters are refused; so is anything that is not a string', () => {
    expect(parseIdempotencyKey('').isErr()).toBe(true);
    fc.assert(fc.property(fc.array(allowedChar, { minLength: 129, maxLength: 400 }), (chars) => {
      expect(parseIdempotencyKey(chars.join('')).isErr()).toBe(true);
    }));
    for (const value of [undefined, null, 42, ['a']]) expect(parseIdempotencyKey(value).isErr()).toBe(true);
  });

  it('the x-correlation-id rule is the same rule', () => {
    fc.assert(fc.property(fc.oneof(wellFormed, fc.string({ unit: 'binary', maxLength: 200 })), (value) => {
      expect(correlationIdSchema.safeParse(value).success).toBe(idempotencyKeySchema.safeParse(value).success);
    }));
  });
});
