import type { ContractRouter } from '../http/contract-router';
import type { ProductSearchService } from './product-search.service';

/** Issue 11 §1: GET /products/v2/search/productSearch and GET /products/v2/search/autoSuggest (public, per site). */
export function registerSearchRoutes(router: ContractRouter, search: ProductSearchService): void {
  router.public('productSearch', ({ site, query }) => search.search(site, query));
  router.public('autoSuggest', ({ site, query }) => search.autoSuggest(site, query));
}
