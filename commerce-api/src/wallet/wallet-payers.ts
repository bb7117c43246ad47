import { err, ok, type Result } from 'neverthrow';
import { walletTokenSchema } from '@switchback/core';
import type { PaymentInstrumentRow } from '../cart/cart.repository';
import { instrumentDetailsSchemas } from '../cart/cart-payments-view';
import type { ApiFailure } from '../errors/api-failure';
import type { AddingInstrument, NewInstrument, PaymentKind } from '../checkout/payment-kinds';
import type { RemainderAuthorising, RemainderOutcome, RemainderPayer } from '../checkout/remainder-payer';
import type { SandboxWallet } from './sandbox-wallet';

const invalid = (message: string): ApiFailure => ({ type: 'WalletPaymentInvalid', message });

/**
 * Issue 10 §3: the wallet pays what the other instruments leave. The order names it (`paymentMethod`: code WALLET,
 * additionalData sessionID and c_applePayToken): the token must be unused, the caller's, of that live session, and
 * approved for exactly this amount (WALLET_PAYMENT_INVALID otherwise).
 */
export class WalletRemainderPayer implements RemainderPayer {
  constructor(private readonly wallet: SandboxWallet) {}

  async authorise({ placing, paymentMethod, amountMinor }: RemainderAuthorising): Promise<Result<RemainderOutcome, ApiFailure>> {
    const data = paymentMethod?.code === 'WALLET' ? paymentMethod.additionalData : undefined;
    const token = walletTokenSchema.safeParse(data?.c_applePayToken);
    if (data?.sessionID === undefined || !token.success) return err(invalid('paymentMethod needs the wallet session and its token'));
    const claimed = await this.wallet.claim({
      token: token.data, sessionId: data.sessionID, kind: 'WALLET', ownerId: placing.caller.customerId, amountMinor, currency: placing.view.currency,
    });
    return claimed.map((paid) => ({ type: 'Authorised', authorisationId: paid.authorisationId }) as const);
  }

  /** The sandbox wallet holds no funds before capture: an authorisation of an order that did not happen releases nothing. */
  async void(): Promise<void> {
    return undefined;
  }
}

/** storefront-experience §7: the card provider's express payment, from the cart's CARD_PROVIDER_EXPRESS instrument (its token). */
export class CardProviderExpressPayer implements RemainderPayer {
  constructor(private readonly wallet: SandboxWallet) {}

  async authorise({ placing, row, amountMinor }: RemainderAuthorising): Promise<Result<RemainderOutcome, ApiFailure>> {
    if (row === null || row.payment_method_id !== 'CARD_PROVIDER_EXPRESS' || row.reference === null) return err(invalid('no express payment on the cart'));
    const claimed = await this.wallet.claim({
      token: row.reference, sessionId: null, kind: 'CARD_PROVIDER_EXPRESS', ownerId: placing.caller.customerId, amountMinor, currency: placing.view.currency,
    });
    return claimed.map((paid) => ({ type: 'Authorised', authorisationId: paid.authorisationId }) as const);
  }

  async void(): Promise<void> {
    return undefined;
  }
}

/**
 * Adding the express payment to the cart (POST …/paymentInstruments, payment_method_id CARD_PROVIDER_EXPRESS,
 * additionalDetails.paymentData): the provider's token must be the caller's, unused, of a live express session; the
 * instrument shows the provider's c_requestID. The token is used when the order is placed.
 */
export class CardProviderExpressKind implements PaymentKind<'CARD_PROVIDER_EXPRESS'> {
  readonly duplicate: ApiFailure = invalid('this express payment is already on the cart');

  constructor(private readonly wallet: SandboxWallet) {}

  async add({ caller, request }: AddingInstrument<'CARD_PROVIDER_EXPRESS'>): Promise<Result<NewInstrument, ApiFailure>> {
    const token = request.additionalDetails.paymentData;
    const found = await this.wallet.expressRequest(token, caller.customerId);
    if (found.isErr()) return err(found.error);
    const details = instrumentDetailsSchemas.CARD_PROVIDER_EXPRESS.parse({ c_requestID: found.value.requestId, brand: found.value.brand, last4: found.value.last4 });
    return ok({ reference: token, requestedAmount: null, details });
  }
}

/** The cart's express instrument, if any (it pays the remainder instead of a card). */
export const expressInstrumentOf = (rows: readonly PaymentInstrumentRow[]): PaymentInstrumentRow | undefined =>
  rows.find((row) => row.payment_method_id === 'CARD_PROVIDER_EXPRESS');
