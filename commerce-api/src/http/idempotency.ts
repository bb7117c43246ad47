import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';

/** What an Idempotency-Key stands for: this method on this path, by this caller, with this body. */
export interface IdempotentRequest {
  readonly method: string;
  readonly path: string;
  readonly principal: string;
  readonly body: unknown;
}

/**
 * The request fingerprint stored with an Idempotency-Key (IETF httpapi idempotency-key draft): SHA-256 over the
 * method, the path without query, the principal and the body in canonical JSON (keys sorted), so a reordered but
 * equal body is the same request and any other basket or field is not.
 */
export function requestFingerprint(request: IdempotentRequest): string {
  const canonical = stringify({ method: request.method.toUpperCase(), path: request.path, principal: request.principal, body: request.body ?? null });
  return createHash('sha256').update(canonical ?? '').digest('hex');
}
