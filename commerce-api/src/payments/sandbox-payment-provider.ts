import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  SANDBOX_CARDS, SANDBOX_THREE_DS, SANDBOX_THREE_DS_CARDS, type Clock, type ThreeDsChallengeRequest, type ThreeDsChallengeResponse,
  type TokenizeCardRequest, type TokenizeCardResponse,
} from '@switchback/core';
import type { Database } from '../database/database.port';
import { failure, type ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import { cardBrand, isExpired, luhnValid, parseExpiry } from './card-rules';
import type { AuthorisationRequest, CardDescription, PaymentProvider, StoredCredential } from './payment-provider.port';

/** What the sandbox bank does with a card: authorise, decline, or ask for 3-D Secure (then authorise or decline). */
type Outcome = 'AUTHORISE' | 'DECLINE' | 'CHALLENGE' | 'CHALLENGE_DECLINE';

interface TokenRow {
  brand: string; last4: string; expiry_month: number; expiry_year: number; outcome: Outcome;
}

function outcomeOf(number: string): Outcome {
  if (number === SANDBOX_CARDS.declines) return 'DECLINE';
  if (number === SANDBOX_THREE_DS_CARDS.challenge) return 'CHALLENGE';
  if (number === SANDBOX_THREE_DS_CARDS.challengeDeclines) return 'CHALLENGE_DECLINE';
  return 'AUTHORISE';
}

/** The bank's answer to a challenge: Y (authenticated) or N. */
type ChallengeAnswer = 'Y' | 'N';

/** Stored credentials (saved cards) are `scr_…`; one-time tokens are `tok_…`. */
const isStoredCredential = (token: string): boolean => token.startsWith('scr_');

/**
 * The sandbox payment provider, run in-process: its tokeniser (POST /sandbox-payments/v1/tokens) keeps only
 * token → brand, last 4, expiry and the scripted outcome; the card number is checked and then dropped.
 * Card 4000000000000002 declines; 4000000000003220 asks for 3-D Secure (the challenge approves with code 123456);
 * 4000008400001629 asks for 3-D Secure and declines after it; every other valid card authorises.
 * The challenge (issue 10 §3) is the sandbox bank's: `completeChallenge` records the shopper's decision once and
 * answers a `threeDS2Result` signed with the engine secret; `verifyAuthentication` checks that signature.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  /** `fingerprintKey`: the engine's secret that keys card fingerprints, so a fingerprint reveals nothing of a number. */
  constructor(
    private readonly db: Database, private readonly ids: IdGenerator, private readonly clock: Clock,
    private readonly fingerprintKey: Uint8Array,
  ) {}

  private fingerprint(number: string): string {
    return createHmac('sha256', this.fingerprintKey).update(`sandbox-card-fingerprint:${number}`).digest('base64url');
  }

  /** Tokenises for `ownerId` (the guest whose session called the tokeniser): only they can use the token, once. */
  tokenize(card: TokenizeCardRequest, ownerId: string): ResultAsync<TokenizeCardResponse, ApiFailure> {
    if (!luhnValid(card.number)) return errAsync(failure.invalid('number', 'card number is not valid'));
    const expiry = parseExpiry(card.expiry);
    if (isExpired(expiry, this.clock.now())) return errAsync({ type: 'CardExpired' });
    const response: TokenizeCardResponse = {
      token: this.ids.cardToken(),
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
    };
    const outcome = outcomeOf(card.number);
    return ResultAsync.fromSafePromise(this.db.query(
      `INSERT INTO sandbox_card_tokens (token, brand, last4, expiry_month, expiry_year, outcome, created_at, owner_id, fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [response.token, response.brand, response.last4, response.expiryMonth, response.expiryYear, outcome, this.clock.now(), ownerId,
        this.fingerprint(card.number)],
    )).map(() => response);
  }

  private async lookup(token: string): Promise<Result<TokenRow, ApiFailure>> {
    const row = (await this.db.query<TokenRow>(isStoredCredential(token)
      ? 'SELECT brand, last4, expiry_month, expiry_year, outcome FROM sandbox_stored_credentials WHERE credential = $1 AND revoked_at IS NULL'
      : 'SELECT brand, last4, expiry_month, expiry_year, outcome FROM sandbox_card_tokens WHERE token = $1', [token])).rows[0];
    if (!row) return err({ type: 'PaymentInstrumentNotFound' });
    if (isExpired({ month: row.expiry_month, year: row.expiry_year }, this.clock.now())) return err({ type: 'CardExpired' });
    return ok(row);
  }

  /**
   * Marks the token used, guarded in SQL (`used_at IS NULL AND owner_id = $owner`): of two concurrent claims exactly
   * one updates the row. Another guest's token, a used one and an unknown one are all PaymentInstrumentNotFound.
   * Joins the caller's transaction, so the claim is undone with it.
   */
  claim(token: string, ownerId: string): ResultAsync<CardDescription, ApiFailure> {
    return new ResultAsync(this.db.query<TokenRow>(
      `UPDATE sandbox_card_tokens SET used_at = $3
       WHERE token = $1 AND owner_id = $2 AND used_at IS NULL
       RETURNING brand, last4, expiry_month, expiry_year, outcome`,
      [token, ownerId, this.clock.now()],
    ).then((r): Result<CardDescription, ApiFailure> => {
      const row = r.rows[0];
      if (!row) return err({ type: 'PaymentInstrumentNotFound' });
      if (isExpired({ month: row.expiry_month, year: row.expiry_year }, this.clock.now())) return err({ type: 'CardExpired' });
      return ok({ brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year });
    }));
  }

  /**
   * Claims the one-time token (same guard as `claim`) and keeps its card as a reusable `scr_…` credential of the same
   * owner, with the card's fingerprint. A token from before fingerprints (migration 7) is fingerprinted by itself.
   */
  storeCredential(token: string, ownerId: string): ResultAsync<StoredCredential, ApiFailure> {
    return new ResultAsync(this.db.query<TokenRow & { fingerprint: string | null }>(
      `UPDATE sandbox_card_tokens SET used_at = $3
       WHERE token = $1 AND owner_id = $2 AND used_at IS NULL
       RETURNING brand, last4, expiry_month, expiry_year, outcome, fingerprint`,
      [token, ownerId, this.clock.now()],
    ).then(async (r): Promise<Result<StoredCredential, ApiFailure>> => {
      const row = r.rows[0];
      if (!row) return err({ type: 'PaymentInstrumentNotFound' });
      if (isExpired({ month: row.expiry_month, year: row.expiry_year }, this.clock.now())) return err({ type: 'CardExpired' });
      const credential = `scr_${this.ids.cardToken().slice('tok_'.length)}`;
      const fingerprint = row.fingerprint ?? this.fingerprint(token);
      await this.db.query(
        `INSERT INTO sandbox_stored_credentials (credential, owner_id, brand, last4, expiry_month, expiry_year, outcome, fingerprint, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [credential, ownerId, row.brand, row.last4, row.expiry_month, row.expiry_year, row.outcome, fingerprint, this.clock.now()]);
      return ok({
        credential, fingerprint,
        card: { brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year },
      });
    }));
  }

  async revokeCredential(credential: string): Promise<void> {
    await this.db.query('UPDATE sandbox_stored_credentials SET revoked_at = $2 WHERE credential = $1 AND revoked_at IS NULL', [credential, this.clock.now()]);
  }

  authorise(request: AuthorisationRequest): ResultAsync<{ authorisationId: string; challengeRequired?: boolean }, ApiFailure> {
    return new ResultAsync(this.lookup(request.token)).andThen((row) => {
      if (row.outcome === 'DECLINE') return errAsync<{ authorisationId: string; challengeRequired?: boolean }, ApiFailure>({ type: 'PaymentDeclined' });
      const authorisationId = this.ids.authorisationId();
      const challengeRequired = row.outcome === 'CHALLENGE' || row.outcome === 'CHALLENGE_DECLINE';
      return ResultAsync.fromSafePromise(this.db.query(
        `INSERT INTO sandbox_authorisations (id, token, credential, amount_minor, currency, reference, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [authorisationId, isStoredCredential(request.token) ? null : request.token, isStoredCredential(request.token) ? request.token : null,
          request.amountMinor, request.currency, request.reference, challengeRequired ? 'PENDING_AUTHENTICATION' : 'AUTHORISED', this.clock.now()],
      )).andThen(() => okAsync(challengeRequired ? { authorisationId, challengeRequired } : { authorisationId }));
    });
  }

  private sign(authorisationId: string, answer: ChallengeAnswer): string {
    const payload = Buffer.from(JSON.stringify({ a: authorisationId, r: answer })).toString('base64url');
    const mac = createHmac('sha256', this.fingerprintKey).update(`sandbox-three-ds:${payload}`).digest('base64url');
    return `${payload}.${mac}`;
  }

  /** The signed answer inside a result, or undefined when it is malformed or its signature is not the bank's. */
  private opened(threeDS2Result: string): { a: string; r: ChallengeAnswer } | undefined {
    const [payload, mac, extra] = threeDS2Result.split('.');
    if (payload === undefined || mac === undefined || extra !== undefined) return undefined;
    const expected = Buffer.from(createHmac('sha256', this.fingerprintKey).update(`sandbox-three-ds:${payload}`).digest('base64url'));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof parsed !== 'object' || parsed === null) return undefined;
      const { a, r } = parsed as { a?: unknown; r?: unknown };
      return typeof a === 'string' && (r === 'Y' || r === 'N') ? { a, r } : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The sandbox bank's challenge page answers (issue 10 §3): approve needs the one-time code, fail needs nothing.
   * The first decision on an authorisation is kept (guarded in SQL); asking again answers the same signed result.
   * Unknown authorisation, or one not waiting for a challenge: NotFound. Approve with a wrong code: InvalidInput (code).
   */
  async completeChallenge(authorisationId: string, request: ThreeDsChallengeRequest): Promise<Result<ThreeDsChallengeResponse, ApiFailure>> {
    if (request.decision === 'approve' && request.code !== SANDBOX_THREE_DS.approvalCode) {
      return err(failure.invalid('code', 'the code is not the one the bank sent'));
    }
    const answer: ChallengeAnswer = request.decision === 'approve' ? 'Y' : 'N';
    await this.db.query(
      `UPDATE sandbox_authorisations SET challenge_answer = $2 WHERE id = $1 AND status = 'PENDING_AUTHENTICATION' AND challenge_answer IS NULL`,
      [authorisationId, answer]);
    const row = (await this.db.query<{ challenge_answer: ChallengeAnswer | null }>(
      'SELECT challenge_answer FROM sandbox_authorisations WHERE id = $1 AND challenge_answer IS NOT NULL', [authorisationId])).rows[0];
    if (!row?.challenge_answer) return err({ type: 'OrderNotAwaitingAuthentication' });
    return ok({ threeDS2Result: this.sign(authorisationId, row.challenge_answer) });
  }

  async verifyAuthentication(authorisationId: string, threeDS2Result: string): Promise<boolean> {
    const opened = this.opened(threeDS2Result);
    const row = (await this.db.query<{ outcome: Outcome; challenge_answer: ChallengeAnswer | null }>(
      `SELECT COALESCE(t.outcome, c.outcome) AS outcome, a.challenge_answer FROM sandbox_authorisations a
       LEFT JOIN sandbox_card_tokens t ON t.token = a.token LEFT JOIN sandbox_stored_credentials c ON c.credential = a.credential
       WHERE a.id = $1 AND a.status = 'PENDING_AUTHENTICATION' FOR UPDATE OF a`, [authorisationId])).rows[0];
    if (!row) return false;
    // The result must be the bank's, for this authorisation, and agree with what the bank recorded.
    const passed = opened !== undefined && opened.a === authorisationId && opened.r === 'Y' && row.challenge_answer === 'Y' && row.outcome === 'CHALLENGE';
    await this.db.query('UPDATE sandbox_authorisations SET status = $2 WHERE id = $1', [authorisationId, passed ? 'AUTHORISED' : 'AUTHENTICATION_FAILED']);
    return passed;
  }

  async void(authorisationId: string): Promise<void> {
    await this.db.query("UPDATE sandbox_authorisations SET status = 'VOIDED' WHERE id = $1", [authorisationId]);
  }
}
