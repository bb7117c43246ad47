import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  codeChallengeFor, EMPLOYEE_CONSUMER_TYPE, type AgentLoginResponse, type Clock, type LookupResponse, type RandomSource,
  type RegisteredTokenExchange, type RegisteredTokenResponse, type SignInResponse, type SignUpResponse, type SiteId,
} from '@switchback/core';
import type { BotDefence } from '../bot-defence/bot-defence';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { Mailer } from '../mail/mailer.port';
import { randomId } from '../platform/random-id';
import type { GuestMergeParticipant } from './guest-merge';
import type { ConsumerIdentity, GuestIdentity, GuestTokenService } from './guest-token.service';
import type { ConsumerAccountRow, IdentityRepository } from './identity.repository';
import { resetMail, welcomeMail } from './identity-mail';
import type { PasswordHasher } from './password-hasher';
import { hashSecretToken, newSecretToken } from './secret-token';

/** Lifetimes and limits of issue 7 §2 (tests shorten nothing: they move the clock). */
export interface AuthPolicy {
  /** An authorization code lives this long (short: the exchange follows the sign-in at once). */
  readonly codeTtlSeconds: number;
  readonly refreshTtlSeconds: number;
  /** A rotated refresh token still refreshes this long (a concurrent double refresh); later, reuse revokes the family. */
  readonly refreshGraceSeconds: number;
  /** Failed sign-ins per e-mail per window before the lock. */
  readonly maxFailedSignIns: number;
  readonly failureWindowSeconds: number;
  readonly lockSeconds: number;
  readonly resetTtlSeconds: number;
  /** The associate's in-store session. */
  readonly associateTtlSeconds: number;
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  codeTtlSeconds: 60,
  refreshTtlSeconds: 30 * 24 * 60 * 60,
  refreshGraceSeconds: 10,
  maxFailedSignIns: 5,
  failureWindowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  resetTtlSeconds: 60 * 60,
  associateTtlSeconds: 12 * 60 * 60,
};

/** What a token exchange gives the route: the cookies to set and the §3 Auth answer. */
export interface IssuedSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly response: RegisteredTokenResponse;
}

/** The caller of an exchange made without a guest token: owns nothing, so nothing of theirs merges. */
const NO_GUEST: GuestIdentity = { customerId: '', usid: '', kind: 'guest' };

const ddl = (ms: number, at: Date): Date => new Date(at.getTime() + ms);
const seconds = (n: number): number => n * 1000;

/** A caller's details the routes know: the site and the client's address (for the bot-defence check). */
export interface CallerContext {
  readonly site: SiteId;
  readonly ip: string;
}

/** Run inside `Database.transaction`: a thrown error rolls back and surfaces as Internal. */
const inTransaction = <T>(db: Database, work: () => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> =>
  new ResultAsync(db.transaction(work));

/**
 * Identity (issue 7 §1–§3): sign-up, sign-in with a one-time PKCE code, the Registered token exchange running the
 * guest-merge participants in one transaction, rotating refresh tokens, sign-out, password change and reset, the
 * enrolment lookup and the associates' agent login.
 */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly repo: IdentityRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: GuestTokenService,
    private readonly bots: BotDefence,
    private readonly mailer: Mailer,
    private readonly participants: readonly GuestMergeParticipant[],
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly storefrontUrl: string,
    private readonly policy: AuthPolicy = DEFAULT_AUTH_POLICY,
  ) {}

  get refreshTtlSeconds(): number {
    return this.policy.refreshTtlSeconds;
  }

  get associateTtlSeconds(): number {
    return this.policy.associateTtlSeconds;
  }

  signUp(body: {
    email: string; password: string; firstName?: string | undefined; lastName?: string | undefined; birthDate?: string | undefined;
    phone?: string | undefined; postalCode?: string | undefined; recaptcha_response?: string | undefined;
  }, caller: CallerContext): ResultAsync<SignUpResponse, ApiFailure> {
    const email = body.email.toLowerCase();
    return this.bots.check(body.recaptcha_response, 'signup', caller.ip).andThen(() =>
      ResultAsync.fromSafePromise(this.hasher.hash(body.password))).andThen((passwordHash) => {
      const customerId = randomId(this.random, 'cst_', 20);
      const consumerNo = randomId(this.random, 'C', 10);
      const now = this.clock.now();
      return ResultAsync.fromSafePromise(this.repo.insertAccount({
        customerId, consumerNo, email, passwordHash, siteId: caller.site, firstName: body.firstName || undefined, lastName: body.lastName || undefined,
        birthDate: body.birthDate, phone: body.phone, postalCode: body.postalCode, now,
      })).andThen((inserted) => {
        if (!inserted) return errAsync<SignUpResponse, ApiFailure>({ type: 'EmailInUse' });
        return this.mailer.send(welcomeMail(email, body.firstName, caller.site, this.storefrontUrl))
          .map((): SignUpResponse => ({ consumerNo, email, consumerType: 'REGISTERED' }));
      });
    });
  }

  /**
   * Sign-in: the bot check, then one attempt reserved on the e-mail's counter (over the limit → AUT423, the password
   * never checked), then argon2id against the account's hash or a dummy one. Every failure is the same AUT401.
   */
  signIn(body: { username: string; password: string; codeChallenge: string; recaptcha_response?: string | undefined }, caller: CallerContext): ResultAsync<SignInResponse, ApiFailure> {
    const email = body.username.toLowerCase();
    return this.bots.check(body.recaptcha_response, 'signin', caller.ip)
      .andThen(() => this.checkPassword(email, body.password))
      .andThen((account) => {
        const code = newSecretToken(this.random);
        const now = this.clock.now();
        return ResultAsync.fromSafePromise(this.repo.insertCode({
          codeHash: hashSecretToken(code), customerId: account.customer_id, challenge: body.codeChallenge, now,
          expiresAt: ddl(seconds(this.policy.codeTtlSeconds), now),
        })).map(() => ({ authorizationCode: code, expiresIn: this.policy.codeTtlSeconds }));
      });
  }

  /** The lockout counter and the password: the account when it matches, else InvalidCredentials or AccountLocked. */
  private checkPassword(email: string, password: string): ResultAsync<ConsumerAccountRow, ApiFailure> {
    const now = this.clock.now();
    const attempt = async (): Promise<Result<ConsumerAccountRow, ApiFailure>> => {
      const reservation = await this.repo.reserveAttempt(
        email, now, ddl(-seconds(this.policy.failureWindowSeconds), now), this.policy.maxFailedSignIns, ddl(seconds(this.policy.lockSeconds), now));
      if (reservation.lockedUntil !== null) {
        return err({ type: 'AccountLocked', retryAfterSeconds: Math.max(1, Math.ceil((reservation.lockedUntil.getTime() - now.getTime()) / 1000)) });
      }
      const account = await this.repo.accountByEmail(email);
      const matches = await this.hasher.verifyOrDummy(account?.password_hash, password);
      if (!matches || account === undefined) return err({ type: 'InvalidCredentials' });
      await this.repo.clearAttempts(email);
      return ok(account);
    };
    return new ResultAsync(attempt());
  }

  /**
   * The Registered exchange: the code is spent (single use, one SQL statement) before its expiry and its S256 binding
   * to the verifier are checked, so a wrong verifier burns it; then one transaction opens the refresh-token family
   * and runs every merge participant for the caller's guest objects. A code already spent is refused AND revokes the
   * family it issued (a stolen code replayed).
   */
  exchangeCode(body: RegisteredTokenExchange, guest: GuestIdentity | undefined, caller: CallerContext): ResultAsync<IssuedSession, ApiFailure> {
    const codeHash = hashSecretToken(body.authorizationCode);
    const now = this.clock.now();
    const familyId = randomId(this.random, 'fam_', 24);
    const usid = this.random.uuid();
    type Exchanged = { consumer: ConsumerIdentity; merged: Map<string, string | undefined>; account: ConsumerAccountRow };
    // The code is spent first, in its own statement: a wrong verifier or a failure later still leaves it spent.
    const spend = async (): Promise<Result<{ customer_id: string }, ApiFailure>> => {
      const code = await this.repo.spendCode(codeHash, now);
      if (code === undefined) {
        // Unknown, or already spent: a spent code replayed revokes what it issued (a stolen code), and is §8
        // DUPLICATED_TOKEN (issue 10: the storefront shows the login failure message); an unknown one INVALID_GRANT.
        if (await this.repo.markCodeReplayed(codeHash, now)) {
          await this.repo.revokeFamiliesOfCode(codeHash, 'authorization code reused', now);
          return err({ type: 'DuplicatedToken' });
        }
        return err({ type: 'InvalidGrant' });
      }
      if (new Date(code.expires_at) <= now || codeChallengeFor(body.codeVerifier) !== code.code_challenge) return err({ type: 'InvalidGrant' });
      return ok(code);
    };
    return new ResultAsync(spend()).andThen((code) => inTransaction(this.db, async (): Promise<Result<Exchanged, ApiFailure>> => {
      // Held until commit: a replay of this code waits, then revokes what this exchange issued; one that came first fails it.
      if (await this.repo.lockCodeForExchange(codeHash)) return err({ type: 'InvalidGrant' });
      const account = await this.repo.accountById(code.customer_id);
      if (account === undefined) return err({ type: 'InvalidGrant' });
      // Two sign-ins of one consumer at once merge one after the other (else both could find no cart and keep two).
      await this.repo.lockAccount(account.customer_id);
      await this.repo.insertFamily({ id: familyId, customerId: account.customer_id, codeHash, usid, now });
      const consumer: ConsumerIdentity = { customerId: account.customer_id, usid, kind: 'registered', familyId };
      const merged = new Map<string, string | undefined>();
      for (const participant of this.participants) {
        // Only a guest's own objects merge: without a guest token (or with a registered one) nothing is brought.
        const from = guest !== undefined && guest.kind === 'guest' ? guest : NO_GUEST;
        const given = from === NO_GUEST ? undefined : body.guestObjects[participant.object];
        const result = await participant.merge(from, consumer, given, { site: caller.site });
        if (result.isErr()) return err(result.error);
        merged.set(participant.object, result.value);
      }
      return ok({ consumer, merged, account });
    })).andThen(({ consumer, merged, account }) => this.issue(consumer, account, merged, now));
  }

  /**
   * Refresh: the token is spent and replaced (rotation). A token rotated within the grace window (a concurrent double
   * refresh) gets a sibling in the same family; any other reuse of a rotated token revokes the whole family.
   */
  refresh(refreshToken: string | undefined, caller: CallerContext): ResultAsync<IssuedSession, ApiFailure> {
    if (refreshToken === undefined || !/^[A-Za-z0-9_-]{43}$/.test(refreshToken)) return errAsync({ type: 'InvalidGrant' });
    const tokenHash = hashSecretToken(refreshToken);
    const now = this.clock.now();
    return ResultAsync.fromSafePromise(this.repo.spendRefreshToken(tokenHash, now)).andThen((spent) => {
      if (spent === undefined) return errAsync<{ familyId: string }, ApiFailure>({ type: 'InvalidGrant' });
      if (spent.spent) return okAsync<{ familyId: string }, ApiFailure>({ familyId: spent.familyId });
      if (spent.revoked || spent.expired || spent.rotatedAt === null) return errAsync<{ familyId: string }, ApiFailure>({ type: 'InvalidGrant' });
      if (now.getTime() - spent.rotatedAt.getTime() <= seconds(this.policy.refreshGraceSeconds)) return okAsync<{ familyId: string }, ApiFailure>({ familyId: spent.familyId });
      return ResultAsync.fromSafePromise(this.repo.revokeFamily(spent.familyId, 'rotated refresh token reused', now))
        .andThen(() => errAsync<{ familyId: string }, ApiFailure>({ type: 'InvalidGrant' }));
    }).andThen(({ familyId }) => ResultAsync.fromSafePromise(this.repo.familyOf(familyId)).andThen((family) =>
      family === undefined || family.revoked_at !== null
        ? errAsync<IssuedSession, ApiFailure>({ type: 'InvalidGrant' })
        : ResultAsync.fromSafePromise(this.repo.accountById(family.customer_id)).andThen((account) => account === undefined
          ? errAsync<IssuedSession, ApiFailure>({ type: 'InvalidGrant' })
          : this.currentObjects({ customerId: account.customer_id, usid: family.usid, kind: 'registered', familyId }, caller.site).andThen((objects) =>
            this.issue({ customerId: account.customer_id, usid: family.usid, kind: 'registered', familyId }, account, objects, now)))));
  }

  /** Sign-out: the refresh token's family is revoked (its access tokens with it). Unknown tokens change nothing. */
  signOut(refreshToken: string | undefined, accessFamilyId: string | undefined): ResultAsync<void, never> {
    const now = this.clock.now();
    const work = async () => {
      if (refreshToken !== undefined && /^[A-Za-z0-9_-]{43}$/.test(refreshToken)) {
        const row = await this.repo.spendRefreshToken(hashSecretToken(refreshToken), now);
        if (row !== undefined) await this.repo.revokeFamily(row.familyId, 'signed out', now);
      }
      if (accessFamilyId !== undefined) await this.repo.revokeFamily(accessFamilyId, 'signed out', now);
    };
    return ResultAsync.fromSafePromise(work());
  }

  /** The current password (counted like a sign-in), then the new hash; every other sign-in of the consumer is revoked. */
  changePassword(consumer: ConsumerIdentity, body: { currentPassword: string; newPassword: string }): ResultAsync<void, ApiFailure> {
    return ResultAsync.fromSafePromise(this.repo.accountById(consumer.customerId)).andThen((account) =>
      account === undefined
        ? errAsync<ConsumerAccountRow, ApiFailure>({ type: 'Unauthorized' })
        : this.checkPassword(account.email, body.currentPassword))
      .andThen((account) => ResultAsync.fromSafePromise((async () => {
        const now = this.clock.now();
        await this.repo.setPasswordHash(account.customer_id, await this.hasher.hash(body.newPassword), now);
        await this.repo.revokeFamiliesOf(account.customer_id, 'password changed', now, consumer.familyId);
      })()));
  }

  /** Mails a reset link when the account exists; the answer is the same either way. */
  requestReset(body: { email: string; recaptcha_response?: string | undefined }, caller: CallerContext): ResultAsync<void, ApiFailure> {
    const email = body.email.toLowerCase();
    return this.bots.check(body.recaptcha_response, 'resetpassword', caller.ip).andThen(() =>
      ResultAsync.fromSafePromise(this.repo.accountByEmail(email))).andThen((account) => {
      if (account === undefined) return okAsync(undefined);
      const token = newSecretToken(this.random);
      const now = this.clock.now();
      return ResultAsync.fromSafePromise(this.repo.insertReset({
        tokenHash: hashSecretToken(token), customerId: account.customer_id, now, expiresAt: ddl(seconds(this.policy.resetTtlSeconds), now),
      })).andThen(() => this.mailer.send(resetMail(account.email, account.first_name, caller.site, this.storefrontUrl, token, this.policy.resetTtlSeconds)));
    });
  }

  /** The mailed token, spent once: the new password, every sign-in revoked, the lock lifted. */
  confirmReset(body: { token: string; newPassword: string }): ResultAsync<void, ApiFailure> {
    const now = this.clock.now();
    return ResultAsync.fromSafePromise(this.hasher.hash(body.newPassword)).andThen((passwordHash) => inTransaction(this.db, async () => {
      const customerId = await this.repo.spendReset(hashSecretToken(body.token), now);
      if (customerId === undefined) return err<void, ApiFailure>({ type: 'ResetLinkExpired' });
      await this.repo.setPasswordHash(customerId, passwordHash, now);
      await this.repo.revokeFamiliesOf(customerId, 'password reset', now);
      const account = await this.repo.accountById(customerId);
      if (account !== undefined) await this.repo.clearAttempts(account.email);
      return ok(undefined);
    }));
  }

  /** The enrolment lookup: bot-checked like sign-up (which tells the same through AUT439). */
  lookup(query: { email: string; recaptcha_response?: string | undefined }, caller: CallerContext): ResultAsync<LookupResponse, ApiFailure> {
    const email = query.email.toLowerCase();
    return this.bots.check(query.recaptcha_response, 'lookup', caller.ip)
      .andThen(() => ResultAsync.fromSafePromise(this.repo.accountByEmail(email)))
      .map((account): LookupResponse => ({ email, nextStep: account === undefined ? 'sign-up' : 'sign-in' }));
  }

  /** An associate signs in with store id, employee id and password (same lockout counter, keyed by store and employee). */
  agentLogin(body: { storeId: string; employeeId: string; password: string; recaptcha_response?: string | undefined }, caller: CallerContext): ResultAsync<AgentLoginResponse, ApiFailure> {
    const key = `associate:${body.storeId.toLowerCase()}:${body.employeeId.toLowerCase()}`;
    const now = this.clock.now();
    return this.bots.check(body.recaptcha_response, 'agentlogin', caller.ip).andThen(() => new ResultAsync((async (): Promise<Result<AgentLoginResponse, ApiFailure>> => {
      const reservation = await this.repo.reserveAttempt(
        key, now, ddl(-seconds(this.policy.failureWindowSeconds), now), this.policy.maxFailedSignIns, ddl(seconds(this.policy.lockSeconds), now));
      if (reservation.lockedUntil !== null) {
        return err({ type: 'AccountLocked', retryAfterSeconds: Math.max(1, Math.ceil((reservation.lockedUntil.getTime() - now.getTime()) / 1000)) });
      }
      const associate = await this.repo.associate(body.storeId, body.employeeId);
      const matches = await this.hasher.verifyOrDummy(associate?.password_hash, body.password);
      if (!matches || associate === undefined) return err({ type: 'InvalidCredentials' });
      await this.repo.clearAttempts(key);
      return ok({
        storeId: body.storeId, storeName: associate.store_name, storeEmployeeId: body.employeeId, storeEmployeeName: associate.name,
        expiresIn: this.policy.associateTtlSeconds,
      });
    })()));
  }

  /**
   * The consumer's objects now (a refresh answers them like the exchange did): each participant with no guest and no
   * guest object merges nothing and answers the consumer's id (its law).
   */
  private currentObjects(consumer: ConsumerIdentity, site: SiteId): ResultAsync<Map<string, string | undefined>, ApiFailure> {
    return inTransaction(this.db, async (): Promise<Result<Map<string, string | undefined>, ApiFailure>> => {
      const objects = new Map<string, string | undefined>();
      for (const participant of this.participants) {
        const result = await participant.merge(NO_GUEST, consumer, undefined, { site });
        if (result.isErr()) return err(result.error);
        objects.set(participant.object, result.value);
      }
      return ok(objects);
    });
  }

  /** A new refresh token in the family and an access token naming it; the §3 Auth answer. */
  private issue(consumer: ConsumerIdentity, account: ConsumerAccountRow, merged: ReadonlyMap<string, string | undefined>, now: Date): ResultAsync<IssuedSession, ApiFailure> {
    const refreshToken = newSecretToken(this.random);
    const familyId = consumer.familyId!;
    return ResultAsync.fromSafePromise(this.repo.insertRefreshToken({
      tokenHash: hashSecretToken(refreshToken), familyId, now, expiresAt: ddl(seconds(this.policy.refreshTtlSeconds), now),
    })).andThen(() => this.tokens.issueRegistered(consumer)).map((accessToken): IssuedSession => {
      const basketId = merged.get('basketId');
      const favoriteId = merged.get('favoriteId');
      const saveForLaterId = merged.get('saveForLaterId');
      return {
        accessToken,
        refreshToken,
        response: {
          tokenType: 'Registered',
          usid: consumer.usid,
          customerId: consumer.customerId,
          expiresIn: this.tokens.ttlSeconds,
          refreshExpiresIn: this.policy.refreshTtlSeconds,
          consumerNo: account.consumer_no,
          consumerType: account.consumer_type,
          email: account.email,
          firstName: account.first_name,
          ...(basketId !== undefined ? { basketId } : {}),
          favorites: favoriteId !== undefined ? { favoriteId } : {},
          ...(saveForLaterId !== undefined ? { saveForLaterId } : {}),
          isEmployeeDiscountTCAccepted: account.consumer_type === EMPLOYEE_CONSUMER_TYPE && account.employee_terms_accepted_at !== null,
        },
      };
    });
  }
}
