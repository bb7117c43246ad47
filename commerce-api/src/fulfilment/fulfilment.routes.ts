import type { ContractRouter } from '../http/contract-router';
import type { FulfilmentCartService } from './fulfilment-cart.service';

export function registerFulfilmentRoutes(router: ContractRouter, fulfilment: FulfilmentCartService): void {
  router.guest('cartWithItem', ({ guest, site, body }) => fulfilment.cartWithItem(guest, site, body));
  router.guest('reserveWithItem', ({ guest, site, body }) => fulfilment.reserveWithItem(guest, site, body));
  router.guest('setPickupContact', ({ guest, params, body }) => fulfilment.setPickupContact(guest, params.basketId, body));
  router.support('supportStoreStock', ({ params, query }) => fulfilment.storeStock(params.storeId, query.upc));
  router.support('supportSetStoreStock', ({ params, body }) => fulfilment.setStoreStock(params.storeId, body));
}
