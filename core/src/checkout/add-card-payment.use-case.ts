import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addressInputSchema, basketIdSchema, tokenizeCardRequestSchema, type AddressInput, type Cart, type TokenizeCardRequest } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { CardTokenizer, CheckoutApi } from '../ports';

export interface CardPaymentInput {
  readonly card: TokenizeCardRequest;
  readonly billingAddress: AddressInput;
}

const inputSchema = z.strictObject({ basketId: basketIdSchema, card: tokenizeCardRequestSchema, billingAddress: addressInputSchema });

/**
 * §4 Order flow "payment": the card goes to the payment provider's tokeniser only; the commerce API receives the
 * billing address and then a CREDIT_CARD instrument carrying the token and holder, never the card number.
 */
export class AddCardPayment {
  constructor(
    private readonly tokenizer: CardTokenizer,
    private readonly checkout: CheckoutApi,
  ) {}

  run(basketId: string, input: CardPaymentInput): ResultAsync<Cart, CommerceError> {
    return parseInput(inputSchema, { basketId, ...input }).asyncAndThen((valid) =>
      this.tokenizer
        .tokenize(valid.card)
        .andThen((tokenised) =>
          this.checkout
            .setBillingAddress(valid.basketId, { address: valid.billingAddress })
            .andThen(() => this.checkout.addPaymentInstrument(valid.basketId, {
              payment_method_id: 'CREDIT_CARD',
              paymentCard: { token: tokenised.token, holder: valid.card.holder },
            })),
        ),
    );
  }
}
