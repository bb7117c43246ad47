import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock, TokenResponse } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';

/**
 * Who an access token names: a guest, or a registered consumer (issue 7). Both own carts, orders and lists by their
 * customerId; routes that need a registered consumer (`ContractRouter.consumer`) refuse a guest.
 */
export interface GuestIdentity {
  readonly customerId: string;
  readonly usid: string;
  readonly kind: PrincipalKind;
  /** A registered consumer's token names the refresh-token family (the sign-in) it belongs to. */
  readonly familyId?: string;
}

export type PrincipalKind = 'guest' | 'registered';

/** A principal the token service has verified as a registered consumer. */
export type ConsumerIdentity = GuestIdentity & { readonly kind: 'registered' };

export interface GuestTokenConfig {
  /** Lifetime of a token (short: 30 minutes by default). */
  readonly ttlSeconds: number;
  /** How long after expiry a token may still be exchanged for a fresh one keeping the same guest (and carts). */
  readonly renewWindowSeconds: number;
}

export const DEFAULT_GUEST_TOKEN_CONFIG: GuestTokenConfig = { ttlSeconds: 30 * 60, renewWindowSeconds: 30 * 24 * 60 * 60 };

const ISSUER = 'switchback-commerce-api';
const AUDIENCE = 'switchback-guest';
const ASSOCIATE_AUDIENCE = 'switchback-associate';

/** An in-store associate's session (commerce-core §3 buy-in-store, §6). */
export interface AssociateSession {
  readonly storeId: string;
  readonly storeEmployeeId: string;
}
const MAX_TOKEN_LENGTH = 2048;

/** Claims a token must carry: a token without an expiry (or subject, or issue time) names nobody. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub'];

/** Whether a sign-in (refresh-token family) has been revoked: sign-out, password change, token or code reuse. */
export interface SessionRevocation {
  isRevoked(familyId: string): Promise<boolean>;
}

/**
 * Guest tokens: HS256 JWTs (jose) with the guest's customerId as subject, timed by the Clock port.
 * Key rotation: `keys[0]` signs; every key verifies, so tokens signed with an old key keep working until they expire
 * (and may be renewed within the renew window) as long as the old key stays in the list.
 */
export class GuestTokenService {
  private readonly keys: readonly Uint8Array[];

  constructor(
    keys: Uint8Array | readonly Uint8Array[],
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly config: GuestTokenConfig = DEFAULT_GUEST_TOKEN_CONFIG,
    private readonly revocation?: SessionRevocation,
  ) {
    this.keys = keys instanceof Uint8Array ? [keys] : keys;
    if (this.keys.length === 0) throw new Error('GuestTokenService needs at least one key');
  }

  get ttlSeconds(): number {
    return this.config.ttlSeconds;
  }

  /** Cookie lifetime: the token may be renewed for this long. */
  get cookieMaxAgeSeconds(): number {
    return this.config.ttlSeconds + this.config.renewWindowSeconds;
  }

  private verifyWith(token: string | undefined, toleranceSeconds: number): ResultAsync<GuestIdentity, ApiFailure> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return errAsync({ type: 'Unauthorized' });
    const options = {
      algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, requiredClaims: REQUIRED_CLAIMS,
      currentDate: this.clock.now(), clockTolerance: toleranceSeconds,
    };
    const withKey = (index: number): ResultAsync<JWTPayload, ApiFailure> =>
      ResultAsync.fromPromise(jwtVerify(token, this.keys[index]!, options), (): ApiFailure => ({ type: 'Unauthorized' }))
        .map(({ payload }) => payload)
        .orElse((failure) => (index + 1 < this.keys.length ? withKey(index + 1) : errAsync(failure)));
    return withKey(0).andThen((payload) => {
      if (typeof payload.sub !== 'string' || typeof payload.usid !== 'string') return errAsync<GuestIdentity, ApiFailure>({ type: 'Unauthorized' });
      if (payload.kind !== 'registered') return okAsync<GuestIdentity, ApiFailure>({ customerId: payload.sub, usid: payload.usid, kind: 'guest' });
      const identity: GuestIdentity = {
        customerId: payload.sub, usid: payload.usid, kind: 'registered', ...(typeof payload.fid === 'string' ? { familyId: payload.fid } : {}),
      };
      // A registered token dies with its sign-in: a revoked family's access tokens are refused before they expire.
      if (identity.familyId === undefined || this.revocation === undefined) return okAsync<GuestIdentity, ApiFailure>(identity);
      const familyId = identity.familyId;
      return ResultAsync.fromPromise(this.revocation.isRevoked(familyId), (): ApiFailure => ({ type: 'Internal' }))
        .andThen((revoked) => (revoked ? errAsync<GuestIdentity, ApiFailure>({ type: 'Unauthorized' }) : okAsync<GuestIdentity, ApiFailure>(identity)));
    });
  }

  /** A valid, unexpired token → the guest it names; anything else → Unauthorized. */
  verify(token: string | undefined): ResultAsync<GuestIdentity, ApiFailure> {
    return this.verifyWith(token, 0);
  }

  /**
   * A fresh guest token. A previous guest token with our signature, even expired within the renew window, keeps the
   * same guest (so its carts stay theirs); a registered consumer's token, or none, gives a new guest (signing out
   * must not leave the consumer's identity behind).
   */
  issue(previous: string | undefined): ResultAsync<{ token: string; response: TokenResponse }, never> {
    const identity = this.verifyWith(previous, this.config.renewWindowSeconds)
      .andThen((known) => (known.kind === 'guest' ? okAsync<GuestIdentity, ApiFailure>(known) : errAsync<GuestIdentity, ApiFailure>({ type: 'Unauthorized' })))
      .orElse(() => okAsync<GuestIdentity, never>({ customerId: this.ids.customerId(), usid: this.ids.uuid(), kind: 'guest' }));
    return identity.andThen((guest) => this.sign(guest).map((token) => ({
      token,
      response: { tokenType: 'Guest' as const, usid: guest.usid, customerId: guest.customerId, expiresIn: this.config.ttlSeconds },
    })));
  }

  /** An access token naming a registered consumer (issued after sign-in; refresh tokens are the caller's business). */
  issueRegistered(consumer: { readonly customerId: string; readonly usid: string; readonly familyId?: string }): ResultAsync<string, never> {
    return this.sign({ ...consumer, kind: 'registered' });
  }

  /** The in-store associate's session (§3 buy-in-store): store and employee ids, signed, for `ttlSeconds`. */
  issueAssociate(associate: AssociateSession, ttlSeconds: number): ResultAsync<string, never> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return ResultAsync.fromSafePromise<string, never>(
      new SignJWT({ storeId: associate.storeId, storeEmployeeId: associate.storeEmployeeId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(`${associate.storeId}/${associate.storeEmployeeId}`)
        .setIssuer(ISSUER)
        .setAudience(ASSOCIATE_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(this.keys[0]!),
    );
  }

  /** A valid, unexpired associate session; anything else → Unauthorized. */
  verifyAssociate(token: string | undefined): ResultAsync<AssociateSession, ApiFailure> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return errAsync({ type: 'Unauthorized' });
    const options = { algorithms: ['HS256'], issuer: ISSUER, audience: ASSOCIATE_AUDIENCE, requiredClaims: REQUIRED_CLAIMS, currentDate: this.clock.now() };
    const withKey = (index: number): ResultAsync<JWTPayload, ApiFailure> =>
      ResultAsync.fromPromise(jwtVerify(token, this.keys[index]!, options), (): ApiFailure => ({ type: 'Unauthorized' }))
        .map(({ payload }) => payload)
        .orElse((failure) => (index + 1 < this.keys.length ? withKey(index + 1) : errAsync(failure)));
    return withKey(0).andThen((payload) => (typeof payload.storeId === 'string' && typeof payload.storeEmployeeId === 'string'
      ? okAsync<AssociateSession, ApiFailure>({ storeId: payload.storeId, storeEmployeeId: payload.storeEmployeeId })
      : errAsync<AssociateSession, ApiFailure>({ type: 'Unauthorized' })));
  }

  private sign(principal: GuestIdentity): ResultAsync<string, never> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return ResultAsync.fromSafePromise<string, never>(
      new SignJWT({
        usid: principal.usid,
        ...(principal.kind === 'registered' ? { kind: 'registered' } : {}),
        ...(principal.familyId !== undefined ? { fid: principal.familyId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(principal.customerId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + this.config.ttlSeconds)
        .sign(this.keys[0]!),
    );
  }
}
