import type { ContractRouter } from '../http/contract-router';
import type { StoreService } from './store.service';

/**
 * Issue 10 §1: stores, collection points, stock per store and availability are public (the same for everyone); a
 * store's employees need a token (a guest's is enough: the associate-login page asks before anyone signs in).
 */
export function registerStoreRoutes(router: ContractRouter, stores: StoreService): void {
  router.public('searchStores', ({ site, body }) => stores.search(site, body));
  router.public('collectionPoints', ({ site, body }) => stores.collectionPoints(site, body));
  router.public('storeInventory', ({ body }) => stores.inventory(body.productId, body.storeIds));
  router.public('productAvailability', ({ params, body }) => stores.availability(params.productId, body));
  router.public('utilityStores', ({ site }) => stores.siteStores(site));
  router.guest('storeEmployees', ({ params }) => stores.employees(params.storeId));
  router.public('countryI18n', ({ site, params }) => stores.countryI18n(site, params.countryCode));
}
