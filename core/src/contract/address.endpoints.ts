import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import { basketParamsSchema, cartSchema, setShippingAddressRequestSchema } from './cart.contract';
import { shippingAddressValidationSchema } from './address.contract';

const anyShopper = { auth: true } as const;

/** Issue 10 §1/§2: checking a shipping address before setting it, and taking the addresses off the cart (commerce-core §7 Cart). */
export const addressEndpoints = {
  validateShippingAddress: endpoint({ method: 'POST', path: '/cart/v1/cart/{basketId}/shippingAddress/validation', summary: 'Check a shipping address without setting it: the normalised address, or CANT_SHIP_THERE / POSTCODE_INVALID / SHIPPING_POBOX_UNAVAILABLE on its field', params: basketParamsSchema, body: setShippingAddressRequestSchema, query: localeQuerySchema, response: shippingAddressValidationSchema, ...anyShopper }),
  removeShippingAddress: endpoint({ method: 'DELETE', path: '/cart/v2/cart/{basketId}/shippingAddress', summary: 'Forget the shipping address (and the contact e-mail); the chosen shipping method is dropped with it', params: basketParamsSchema, query: localeQuerySchema, response: cartSchema, ...anyShopper }),
  removeBillingAddress: endpoint({ method: 'DELETE', path: '/cart/v1/cart/{basketId}/billingAddress', summary: 'Forget the billing address', params: basketParamsSchema, query: localeQuerySchema, response: cartSchema, ...anyShopper }),
} as const satisfies Record<string, Endpoint>;

export type AddressEndpointName = keyof typeof addressEndpoints;
export const ADDRESS_ENDPOINT_NAMES = Object.keys(addressEndpoints) as AddressEndpointName[];
