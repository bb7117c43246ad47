import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addressInputSchema, basketIdSchema, type AddressInput, type Cart } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { CheckoutApi } from '../ports';

const inputSchema = z.strictObject({ basketId: basketIdSchema, address: addressInputSchema });

/** §4 Order flow "payment", first half: the billing address, on its own (a form that needs no JavaScript). */
export class SetBillingAddress {
  constructor(private readonly checkout: CheckoutApi) {}

  run(basketId: string, address: AddressInput): ResultAsync<Cart, CommerceError> {
    return parseInput(inputSchema, { basketId, address }).asyncAndThen((valid) =>
      this.checkout.setBillingAddress(valid.basketId, { address: valid.address }),
    );
  }
}
