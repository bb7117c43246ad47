import { createHash } from 'node:crypto';
import { base64UrlEncode, type RandomSource } from '@switchback/core';

/** A bearer secret (authorization code, refresh token, reset token): 32 random bytes, base64url (43 characters). */
export const newSecretToken = (random: RandomSource): string => base64UrlEncode(random.bytes(32));

/** What the database keeps of a bearer secret: its SHA-256 (base64url). A leaked table grants nothing. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');
