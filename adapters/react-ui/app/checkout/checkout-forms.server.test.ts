import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { placeOrderKey } from './checkout-forms.server';

describe('the Place order form’s Idempotency-Key (core’s rule)', () => {
  it('the key the summary put in the form (a UUID) is the key the order is placed with', () => {
    const key = randomUUID();
    expect(placeOrderKey(key)._unsafeUnwrap()).toBe(key);
  });

  it('an empty or missing field means no key: the use case makes one', () => {
    expect(placeOrderKey('')._unsafeUnwrap()).toBeUndefined();
    expect(placeOrderKey(null)._unsafeUnwrap()).toBeUndefined();
  });

  it('a tampered field (spaces, a header break, over 128 characters, a file) is InvalidInput on idempotencyKey', () => {
    for (const field of ['two words', 'key\r\nx-evil: 1', 'k'.repeat(129), new File(['x'], 'key.txt')]) {
      expect(placeOrderKey(field)._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'idempotencyKey' });
    }
  });
});
