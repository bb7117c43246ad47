import { err, ok, type Result } from 'neverthrow';
import {
  SANDBOX_WALLET_CARDS, type Clock, type Currency, type ExpressPaymentMethodId, type PaymentSession, type PaymentSessionQuery, type RandomSource,
  type SandboxWalletToken, type SandboxWalletTokenRequest,
} from '@switchback/core';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import { randomId } from '../platform/random-id';

/** How long a payment session may be paid in (a real provider's merchant session lasts minutes, not days). */
export const WALLET_SESSION_TTL_MS = 30 * 60 * 1000;
export const SANDBOX_WALLET_PROVIDER = 'sandbox-wallet';
export const SANDBOX_MERCHANT_IDENTIFIER = 'merchant.dev.switchback.sandbox';

const invalid = (message: string): ApiFailure => ({ type: 'WalletPaymentInvalid', message });

interface ClaimedRow { amount: number; currency: string; outcome: 'AUTHORISE' | 'DECLINE'; brand: string; last4: string; payment_method_id: ExpressPaymentMethodId }

/** What paying with a token needs: its session (the wallet's: named by the order), owner, amount and currency. */
export interface WalletClaim {
  readonly token: string;
  /** The wallet's order names its session; the express button's instrument does not (its token knows it). */
  readonly sessionId: string | null;
  readonly kind: ExpressPaymentMethodId;
  readonly ownerId: string;
  readonly amountMinor: number;
  readonly currency: Currency;
}

/**
 * The sandbox wallet provider, run in-process: it opens payment sessions (GET /cart/v1/paymentSession), its sheet
 * issues one-time tokens for a session and an amount (POST /sandbox-wallet/v1/tokens), and paying claims a token once.
 * It can be switched down (PUT /sandbox-wallet/v1/availability, support key): sessions then answer
 * PAYMENT_SESSION_UNAVAILABLE. Only a card's brand and last four ever leave the wallet.
 */
export class SandboxWallet {
  private available = true;

  constructor(private readonly db: Database, private readonly random: RandomSource, private readonly clock: Clock) {}

  setAvailable(available: boolean): void {
    this.available = available;
  }

  get isAvailable(): boolean {
    return this.available;
  }

  /** A new session of the caller's own (it expires after WALLET_SESSION_TTL_MS). */
  async openSession(ownerId: string, query: PaymentSessionQuery, locale: string): Promise<Result<PaymentSession, ApiFailure>> {
    if (!this.available) return err({ type: 'PaymentSessionUnavailable' });
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + WALLET_SESSION_TTL_MS);
    const sessionID = randomId(this.random, 'wss_', 24);
    await this.db.query(
      `INSERT INTO wallet_sessions (session_id, owner_id, payment_method_id, referer, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [sessionID, ownerId, query.paymentMethodId, query.referer ?? null, now, expiresAt],
    );
    return ok({
      success: true,
      provider: SANDBOX_WALLET_PROVIDER,
      meta: { sessionID, merchantIdentifier: SANDBOX_MERCHANT_IDENTIFIER, expiresAt: expiresAt.toISOString() },
      locale,
    });
  }

  /** The sheet's authorisation: a one-time token for the caller's own live session and exactly this amount. */
  async issueToken(ownerId: string, request: SandboxWalletTokenRequest): Promise<Result<SandboxWalletToken, ApiFailure>> {
    if (!this.available) return err({ type: 'PaymentSessionUnavailable' });
    const now = this.clock.now();
    const session = (await this.db.query(
      'SELECT 1 FROM wallet_sessions WHERE session_id = $1 AND owner_id = $2 AND expires_at > $3', [request.sessionID, ownerId, now])).rows[0];
    if (!session) return err(invalid('the payment session is unknown or has expired'));
    const card = SANDBOX_WALLET_CARDS.find((c) => c.id === request.cardId)!;
    const token = randomId(this.random, 'wtk_', 24);
    await this.db.query(
      `INSERT INTO sandbox_wallet_tokens (token, session_id, owner_id, card_id, brand, last4, amount, currency, outcome, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [token, request.sessionID, ownerId, card.id, card.brand, card.last4, request.amount, request.currency, card.outcome, now],
    );
    return ok({ token, brand: card.brand, last4: card.last4 });
  }

  /**
   * The express button's instrument: an unused token of the caller's live CARD_PROVIDER_EXPRESS session; answers the
   * provider's request id for it (`c_requestID`), the same for the same token.
   */
  async expressRequest(token: string, ownerId: string): Promise<Result<{ requestId: string; brand: string; last4: string }, ApiFailure>> {
    const requestId = randomId(this.random, 'req_', 20);
    const row = (await this.db.query<{ request_id: string; brand: string; last4: string }>(
      `UPDATE sandbox_wallet_tokens t SET request_id = COALESCE(t.request_id, $3)
       FROM wallet_sessions s
       WHERE t.token = $1 AND t.owner_id = $2 AND t.used_at IS NULL AND s.session_id = t.session_id AND s.owner_id = $2
         AND s.payment_method_id = 'CARD_PROVIDER_EXPRESS' AND s.expires_at > $4
       RETURNING t.request_id, t.brand, t.last4`,
      [token, ownerId, requestId, this.clock.now()])).rows[0];
    if (!row) return err(invalid('the express payment is unknown, used or expired'));
    return ok({ requestId: row.request_id, brand: row.brand, last4: row.last4 });
  }

  /**
   * Pays with a token, once: a conditional update (unused, the owner's, its live session of this kind) marks it used, so
   * of two concurrent claims exactly one wins. The amount and currency must be the ones the shopper approved. Joins
   * the caller's transaction: a rolled-back order leaves the token unused.
   */
  async claim(claim: WalletClaim): Promise<Result<{ authorisationId: string; brand: string; last4: string }, ApiFailure>> {
    const now = this.clock.now();
    const row = (await this.db.query<ClaimedRow>(
      `UPDATE sandbox_wallet_tokens t SET used_at = $4
       FROM wallet_sessions s
       WHERE t.token = $1 AND t.owner_id = $2 AND t.used_at IS NULL AND s.session_id = t.session_id AND s.owner_id = $2
         AND s.payment_method_id = $3 AND s.expires_at > $4 AND ($5::text IS NULL OR t.session_id = $5)
       RETURNING t.amount, t.currency, t.outcome, t.brand, t.last4, s.payment_method_id`,
      [claim.token, claim.ownerId, claim.kind, now, claim.sessionId])).rows[0];
    if (!row) return err(invalid('the wallet payment is unknown, already used, expired or not for this session'));
    if (row.amount !== claim.amountMinor || row.currency !== claim.currency) return err(invalid('the wallet payment was approved for another amount'));
    if (row.outcome === 'DECLINE') return err({ type: 'PaymentDeclined' });
    return ok({ authorisationId: randomId(this.random, 'wauth_', 20), brand: row.brand, last4: row.last4 });
  }
}
