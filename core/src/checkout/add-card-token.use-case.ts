import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { basketIdSchema, oneTimeCardSchema, type Cart } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { CheckoutApi } from '../ports';

export interface CardTokenInput {
  /** The payment provider's token for the card (the browser sent the number to the tokeniser, never to us). */
  readonly token: string;
  readonly holder: string;
}

const inputSchema = z.strictObject({ basketId: basketIdSchema, card: oneTimeCardSchema });

/**
 * §4 Order flow "payment", second half: a CREDIT_CARD instrument carrying a token the browser obtained from the
 * payment provider's tokeniser. The card number never reaches this use case.
 */
export class AddCardToken {
  constructor(private readonly checkout: CheckoutApi) {}

  run(basketId: string, card: CardTokenInput): ResultAsync<Cart, CommerceError> {
    return parseInput(inputSchema, { basketId, card }).asyncAndThen((valid) =>
      this.checkout.addPaymentInstrument(valid.basketId, { payment_method_id: 'CREDIT_CARD', paymentCard: valid.card }),
    );
  }
}
