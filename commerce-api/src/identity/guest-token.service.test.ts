import { describe, expect, it } from 'vitest';
import { CryptoRandomSource } from '../platform/crypto-random-source';
import { IdGenerator } from '../platform/random-id';
import { TestClock } from '../test-support/test-engine';
import { GuestTokenService } from './guest-token.service';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123');
const make = (clock: TestClock, key = secret) =>
  new GuestTokenService(key, clock, new IdGenerator(new CryptoRandomSource()), { ttlSeconds: 1800, renewWindowSeconds: 86_400 });

describe('guest tokens', () => {
  it('a token is valid for its lifetime and refused after it', async () => {
    const clock = new TestClock();
    const tokens = make(clock);
    const { token, response } = (await tokens.issue(undefined))._unsafeUnwrap();
    expect((await tokens.verify(token))._unsafeUnwrap().customerId).toBe(response.customerId);
    clock.advance(1801 * 1000);
    expect((await tokens.verify(token)).isErr()).toBe(true);
  });

  it('an expired token renews to the same guest within the renew window, and to a new guest after it', async () => {
    const clock = new TestClock();
    const tokens = make(clock);
    const first = (await tokens.issue(undefined))._unsafeUnwrap();
    clock.advance(2 * 3600 * 1000);
    const renewed = (await tokens.issue(first.token))._unsafeUnwrap();
    expect(renewed.response.customerId).toBe(first.response.customerId);
    clock.advance(3 * 86_400 * 1000);
    const fresh = (await tokens.issue(renewed.token))._unsafeUnwrap();
    expect(fresh.response.customerId).not.toBe(first.response.customerId);
  });

  it('a token signed with another secret names nobody', async () => {
    const clock = new TestClock();
    const other = make(clock, new TextEncoder().encode('another-secret-entirely-different-9876'));
    const { token } = (await other.issue(undefined))._unsafeUnwrap();
    expect((await make(clock).verify(token)).isErr()).toBe(true);
    const renewed = (await make(clock).issue(token))._unsafeUnwrap();
    expect(renewed.response.customerId).not.toBe((await other.verify(token))._unsafeUnwrap().customerId);
  });
});
