import { ResultAsync } from 'neverthrow';
import type { PaymentSession, PaymentSessionQuery } from '@switchback/core';
import type { Caller } from '../cart/cart.service';
import type { ApiFailure } from '../errors/api-failure';
import type { SandboxWallet } from './sandbox-wallet';

/** GET /cart/v1/paymentSession: a session of the caller's own with the (sandbox) wallet provider. */
export class WalletService {
  constructor(private readonly wallet: SandboxWallet) {}

  paymentSession(caller: Caller, query: PaymentSessionQuery, locale: string): ResultAsync<PaymentSession, ApiFailure> {
    return new ResultAsync(this.wallet.openSession(caller.customerId, query, locale));
  }
}
