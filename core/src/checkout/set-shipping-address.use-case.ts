import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addressInputSchema, basketIdSchema, shippingAddressEntrySchema, type AddressInput, type Cart } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { CheckoutApi } from '../ports';

export interface ShippingAddressInput {
  readonly address: AddressInput;
  readonly email: string;
}

const inputSchema = z.strictObject({
  basketId: basketIdSchema,
  address: addressInputSchema,
  email: shippingAddressEntrySchema.shape.email,
});

/** §4 Order flow "set shipping address": the one shipment's address and the contact e-mail. */
export class SetShippingAddress {
  constructor(private readonly checkout: CheckoutApi) {}

  run(basketId: string, input: ShippingAddressInput): ResultAsync<Cart, CommerceError> {
    return parseInput(inputSchema, { basketId, ...input }).asyncAndThen((valid) =>
      this.checkout.setShippingAddress(valid.basketId, [{ ...valid.address, email: valid.email }]),
    );
  }
}
