import type { ResultAsync } from 'neverthrow';
import type { PaymentSession, PaymentSessionQuery } from '../contract';
import type { CommerceError } from '../errors';

/** Issue 10 §3 express wallets (commerce-core §7 Cart paymentSession): the session a wallet or express sheet pays in. */
export interface WalletApi {
  /** PAYMENT_SESSION_UNAVAILABLE while the provider is down. */
  paymentSession(query: PaymentSessionQuery): ResultAsync<PaymentSession, CommerceError>;
}
