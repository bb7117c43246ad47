import { createHmac } from 'node:crypto';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { SANDBOX_CARDS, type Clock, type TokenizeCardRequest, type TokenizeCardResponse } from '@switchback/core';
import type { Database } from '../database/database.port';
import { failure, type ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import { cardBrand, isExpired, luhnValid, parseExpiry } from './card-rules';
import type { AuthorisationRequest, CardDescription, PaymentProvider, StoredCredential } from './payment-provider.port';

interface TokenRow {
  brand: string; last4: string; expiry_month: number; expiry_year: number; outcome: 'AUTHORISE' | 'DECLINE';
}

/** Stored credentials (saved cards) are `scr_…`; one-time tokens are `tok_…`. */
const isStoredCredential = (token: string): boolean => token.startsWith('scr_');

/**
 * The sandbox payment provider, run in-process: its tokeniser (POST /sandbox-payments/v1/tokens) keeps only
 * token → brand, last 4, expiry and the scripted outcome; the card number is checked and then dropped.
 * Card 4000000000000002 declines; every other valid card authorises.
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
    const outcome = card.number === SANDBOX_CARDS.declines ? 'DECLINE' : 'AUTHORISE';
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

  authorise(request: AuthorisationRequest): ResultAsync<{ authorisationId: string }, ApiFailure> {
    return new ResultAsync(this.lookup(request.token)).andThen((row) => {
      if (row.outcome === 'DECLINE') return errAsync<{ authorisationId: string }, ApiFailure>({ type: 'PaymentDeclined' });
      const authorisationId = this.ids.authorisationId();
      return ResultAsync.fromSafePromise(this.db.query(
        `INSERT INTO sandbox_authorisations (id, token, credential, amount_minor, currency, reference, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'AUTHORISED', $7)`,
        [authorisationId, isStoredCredential(request.token) ? null : request.token, isStoredCredential(request.token) ? request.token : null,
          request.amountMinor, request.currency, request.reference, this.clock.now()],
      )).andThen(() => okAsync({ authorisationId }));
    });
  }

  async void(authorisationId: string): Promise<void> {
    await this.db.query("UPDATE sandbox_authorisations SET status = 'VOIDED' WHERE id = $1", [authorisationId]);
  }
}
