import { z } from 'zod';
import { addressInputSchema } from './common.contract';

/**
 * POST /cart/v1/cart/{basketId}/shippingAddress/validation (issue 10 §2): the body is the address as
 * setShippingAddress takes it (`setShippingAddressRequestSchema`); the answer is each address checked and normalised
 * as the cart would store it (postcode normalised, the state's code, the phone in E.164), nothing stored.
 * A refused address is an error answer naming the field: CANT_SHIP_THERE, POSTCODE_INVALID, SHIPPING_POBOX_UNAVAILABLE.
 */
export const validatedShippingAddressSchema = addressInputSchema.extend({
  email: z.string(),
  shippingId: z.string(),
});
export const shippingAddressValidationSchema = z.object({
  valid: z.literal(true),
  addresses: z.array(validatedShippingAddressSchema).min(1),
});
export type ShippingAddressValidation = z.infer<typeof shippingAddressValidationSchema>;
