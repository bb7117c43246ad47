import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { basketIdSchema, selectShippingMethodRequestSchema, type Cart } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { CheckoutApi } from '../ports';

const inputSchema = z.strictObject({ basketId: basketIdSchema, code: selectShippingMethodRequestSchema.shape.code });

/** §4 Order flow "set shipping method": choose one of the cart's applicable shipping methods by code. */
export class SelectShippingMethod {
  constructor(private readonly checkout: CheckoutApi) {}

  run(basketId: string, code: string): ResultAsync<Cart, CommerceError> {
    return parseInput(inputSchema, { basketId, code }).asyncAndThen((valid) =>
      this.checkout.selectShippingMethod({ cartId: valid.basketId, code: valid.code, shopperAppliedSM: true }),
    );
  }
}
