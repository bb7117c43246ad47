import { base64UrlEncode } from './base64url';
import { sha256, utf8Bytes } from './sha256';

/** §4 login: the one-time code challenge starts from 32 random bytes. */
export const PKCE_RANDOM_BYTES = 32;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. 32 bytes in base64url give exactly 43. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

export interface PkcePair {
  readonly codeVerifier: string;
  readonly codeChallenge: string;
  readonly codeChallengeMethod: 'S256';
}

/** §4: the challenge sent with sign-in, base64url (no padding) of the SHA-256 of the verifier. */
export const codeChallengeFor = (verifier: string): string => base64UrlEncode(sha256(utf8Bytes(verifier)));

/**
 * §4 login: a verifier (base64url of 32 random bytes, from the RandomSource port) and its S256 challenge.
 * Any other number of bytes is a bug in the caller and throws.
 */
export function createPkcePair(randomBytes32: Uint8Array): PkcePair {
  if (randomBytes32.length !== PKCE_RANDOM_BYTES) {
    throw new RangeError(`createPkcePair needs ${PKCE_RANDOM_BYTES} random bytes, got ${randomBytes32.length}`);
  }
  const codeVerifier = base64UrlEncode(randomBytes32);
  return { codeVerifier, codeChallenge: codeChallengeFor(codeVerifier), codeChallengeMethod: 'S256' };
}

export const isCodeVerifier = (value: string): boolean => CODE_VERIFIER_PATTERN.test(value);
