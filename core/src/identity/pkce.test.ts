/// <reference types="node" />
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base64UrlEncode } from './base64url';
import { CODE_VERIFIER_PATTERN, codeChallengeFor, createPkcePair, isCodeVerifier } from './pkce';

/** RFC 7636 Appendix B: the 32 octets of the example. */
const RFC_OCTETS = Uint8Array.from([
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240,
  91, 88, 5, 88, 83, 132, 141, 121,
]);

describe('§4 login: PKCE (random 32 bytes, SHA-256, base64url)', () => {
  it('RFC 7636 Appendix B: the example octets give the example verifier and challenge', () => {
    expect(createPkcePair(RFC_OCTETS)).toEqual({
      codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
    });
    expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('sign-in uses a one-time code challenge from random 32 bytes; any other length is a bug', () => {
    expect(() => createPkcePair(new Uint8Array(31))).toThrow(RangeError);
    expect(() => createPkcePair(new Uint8Array(33))).toThrow(RangeError);
  });

  it('property: 32 random bytes give a 43-character verifier of unreserved characters', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      const { codeVerifier } = createPkcePair(bytes);
      expect(codeVerifier).toHaveLength(43);
      expect(codeVerifier).toMatch(CODE_VERIFIER_PATTERN);
      expect(isCodeVerifier(codeVerifier)).toBe(true);
      expect(Buffer.from(codeVerifier, 'base64url')).toEqual(Buffer.from(bytes));
    }));
  });

  it('property: the challenge is base64url (no padding) of the SHA-256 of the verifier', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      const { codeVerifier, codeChallenge } = createPkcePair(bytes);
      expect(codeChallenge).toBe(createHash('sha256').update(codeVerifier, 'ascii').digest('base64url'));
      expect(codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }));
  });

  it('property: base64url agrees with Node for every length, without padding', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
      expect(base64UrlEncode(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }));
  });

  it('verifiers outside RFC 7636 (too short, too long, reserved characters) are recognised', () => {
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isCodeVerifier('a'.repeat(128))).toBe(true);
  });
});
