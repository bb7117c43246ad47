import type { ContractRouter } from '../http/contract-router';
import type { CartService } from './cart.service';

export function registerCartRoutes(router: ContractRouter, carts: CartService): void {
  router.guest('createCart', ({ guest, site }) => carts.create(guest, site));
  router.guest('getCart', ({ guest, params, query }) => carts.get(guest, params.basketId, query.favStoreId));
  router.guest('addItem', ({ guest, body }) => carts.addItems(guest, body));
  router.guest('updateItem', ({ guest, params, body, query }) => carts.updateItem(guest, params.basketId, body, { action: query.action, favStoreId: query.favStoreId }));
  router.guest('removeItem', ({ guest, body }) => carts.removeItem(guest, body));
}
