import type { ContractRouter } from '../http/contract-router';
import type { ProductSaleService } from '../catalog/product-sale.service';
import type { AddressService } from './address.service';

/** Issue 10 §2 address calls, and support's product sale state (§8 rows a shopper meets when support changes it). */
export function registerAddressRoutes(router: ContractRouter, addresses: AddressService, productSale: ProductSaleService): void {
  router.guest('validateShippingAddress', ({ guest, params, body }) => addresses.validateShippingAddress(guest, params.basketId, body));
  router.guest('removeShippingAddress', ({ guest, params }) => addresses.removeShippingAddress(guest, params.basketId));
  router.guest('removeBillingAddress', ({ guest, params }) => addresses.removeBillingAddress(guest, params.basketId));
  router.support('supportUpdateProductSale', ({ params, body }) => productSale.update(params.productId, body));
}
