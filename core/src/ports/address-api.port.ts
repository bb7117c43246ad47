import type { ResultAsync } from 'neverthrow';
import type { Cart, ProductSale, ProductSaleUpdate, SetShippingAddressRequest, ShippingAddressValidation } from '../contract';
import type { CommerceError } from '../errors';

/**
 * Issue 10 §2 (commerce-core §7 Cart): check a shipping address before setting it (CANT_SHIP_THERE, POSTCODE_INVALID,
 * SHIPPING_POBOX_UNAVAILABLE), and take the shipping or billing address off the cart. Setting them is `CheckoutApi`.
 */
export interface AddressApi {
  validateShippingAddress(basketId: string, request: SetShippingAddressRequest): ResultAsync<ShippingAddressValidation, CommerceError>;
  /** The cart forgets its shipping address, contact e-mail and the shipping method chosen for it. */
  removeShippingAddress(basketId: string): ResultAsync<Cart, CommerceError>;
  removeBillingAddress(basketId: string): ResultAsync<Cart, CommerceError>;
}

/** Issue 10 §8, support engineers: a product's sale state (withdrawn, stock, price per site); with the support key. */
export interface ProductSaleSupportApi {
  updateProductSale(productId: string, update: ProductSaleUpdate): ResultAsync<ProductSale, CommerceError>;
}
