import { SignJWT } from 'jose';
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

  it('a token without exp (or without sub or iat) is refused, even with our signature', async () => {
    const clock = new TestClock();
    const tokens = make(clock);
    const now = Math.floor(clock.now().getTime() / 1000);
    const base = () => new SignJWT({ usid: 'u-1' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('switchback-commerce-api').setAudience('switchback-guest');
    const noExp = await base().setSubject('gst_forever').setIssuedAt(now).sign(secret);
    const noSub = await base().setIssuedAt(now).setExpirationTime(now + 60).sign(secret);
    const complete = await base().setSubject('gst_ok').setIssuedAt(now).setExpirationTime(now + 60).sign(secret);
    expect((await tokens.verify(noExp))._unsafeUnwrapErr()).toEqual({ type: 'Unauthorized' });
    expect((await tokens.verify(noSub)).isErr()).toBe(true);
    expect((await tokens.verify(complete))._unsafeUnwrap().customerId).toBe('gst_ok');
    // Nor can it be renewed into the same guest.
    expect((await tokens.issue(noExp))._unsafeUnwrap().response.customerId).not.toBe('gst_forever');
  });

  it('rotation: the first key signs, every key verifies; an old key accepted until its tokens expire, refused once removed', async () => {
    const clock = new TestClock();
    const oldKey = secret;
    const newKey = new TextEncoder().encode('the-new-secret-after-rotation-0000000001');
    const before = make(clock, oldKey);
    const oldToken = (await before.issue(undefined))._unsafeUnwrap();
    const rotated = new GuestTokenService([newKey, oldKey], clock, new IdGenerator(new CryptoRandomSource()), { ttlSeconds: 1800, renewWindowSeconds: 86_400 });
    expect((await rotated.verify(oldToken.token))._unsafeUnwrap().customerId).toBe(oldToken.response.customerId);
    const fresh = (await rotated.issue(oldToken.token))._unsafeUnwrap();
    expect(fresh.response.customerId).toBe(oldToken.response.customerId);
    expect((await make(clock, newKey).verify(fresh.token)).isOk()).toBe(true);
    expect((await make(clock, oldKey).verify(fresh.token)).isErr()).toBe(true);
    clock.advance(1801 * 1000);
    expect((await rotated.verify(oldToken.token)).isErr()).toBe(true);
    expect((await make(clock, newKey).verify(oldToken.token)).isErr()).toBe(true);
  });
});
