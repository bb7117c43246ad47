import { SANDBOX_CARDS } from '@switchback/core';
import { describe, expect, it } from 'vitest';
import { maskCardNumber, recordedRequestHeaders, redactSetCookie, sandboxCardFor } from './redaction';

describe('redaction of recordings', () => {
  it('a set-cookie keeps its name and attributes but never its value or date', () => {
    expect(redactSetCookie('sb_guest_token=eyJhbGciOi.x.y; Path=/api; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; SameSite=Lax')).toBe(
      'sb_guest_token=<redacted>; Path=/api; Expires=<redacted>; HttpOnly; SameSite=Lax',
    );
  });

  it('a card number is masked to its first and last four digits, and the mask finds the sandbox card again', () => {
    const masked = maskCardNumber(SANDBOX_CARDS.declines);
    expect(masked).toBe('4000…0002');
    expect(sandboxCardFor(masked)).toBe(SANDBOX_CARDS.declines);
    expect(sandboxCardFor('5555…4444')).toBeUndefined();
  });

  it('a request keeps the headers its meaning depends on, and the names of its cookies but never their values', () => {
    const headers = new Headers({
      'x-site-id': 'en-us', 'x-locale': 'en-US', 'content-type': 'application/json', 'idempotency-key': 'k-1',
      'x-correlation-id': 'volatile', cookie: 'sb_guest_token=eyJhbGciOi.x.y; other=1',
    });
    expect(recordedRequestHeaders(headers)).toEqual({
      'x-site-id': 'en-us', 'x-locale': 'en-US', 'content-type': 'application/json', 'idempotency-key': 'k-1',
      cookie: 'sb_guest_token=<redacted>; other=<redacted>',
    });
  });
});
