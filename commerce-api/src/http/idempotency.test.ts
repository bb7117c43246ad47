import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './idempotency';

const base = { method: 'PUT', path: '/cart/v2/checkout/order', principal: 'gst_1', body: { cartId: 'bsk_A', x: [1, { b: 2, a: 1 }] } };

describe('request fingerprint of an Idempotency-Key', () => {
  it('the same request is the same fingerprint, whatever the order of the body keys', () => {
    expect(requestFingerprint(base)).toBe(requestFingerprint({ ...base, body: { x: [1, { a: 1, b: 2 }], cartId: 'bsk_A' } }));
    expect(requestFingerprint({ ...base, method: 'put' })).toBe(requestFingerprint(base));
  });

  it('another basket, body, path, method or principal is another fingerprint', () => {
    for (const other of [
      { ...base, body: { cartId: 'bsk_B', x: base.body.x } }, { ...base, path: '/other' }, { ...base, method: 'POST' }, { ...base, principal: 'gst_2' },
    ]) expect(requestFingerprint(other)).not.toBe(requestFingerprint(base));
  });

  it('property: two bodies share a fingerprint exactly when they are equal JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
      const same = requestFingerprint({ ...base, body: a }) === requestFingerprint({ ...base, body: b });
      if (JSON.stringify(a) === JSON.stringify(b)) expect(same).toBe(true);
      if (same) expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)));
    }));
  });
});
