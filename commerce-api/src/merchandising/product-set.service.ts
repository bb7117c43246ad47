import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { productSetPath, productSetTotal, SITES, type ProductDetails, type ProductSet, type ProductSetsResponse, type SiteId } from '@switchback/core';
import type { CatalogService } from '../catalog/catalog.service';
import type { ApiFailure } from '../errors/api-failure';
import type { ProductSetRepository } from './product-set.repository';

const fromDb = <T>(promise: Promise<T>): ResultAsync<T, ApiFailure> => ResultAsync.fromSafePromise(promise);

/** Issue 11 §1: the sets a product is part of, and a set with its products' details (the product page's) and total. */
export class ProductSetService {
  constructor(private readonly repo: ProductSetRepository, private readonly catalog: CatalogService) {}

  setsOf(siteId: SiteId, productId: string): ResultAsync<ProductSetsResponse, ApiFailure> {
    return this.catalog.details(siteId, productId).andThen(() => fromDb(this.repo.setsOf(siteId, productId))).map((rows) => ({
      productId,
      sets: rows.map((row) => ({
        id: row.id, name: row.name, slug: row.slug, url: productSetPath(siteId, row.slug, row.id), productCount: row.product_ids.length,
      })),
    }));
  }

  set(siteId: SiteId, productSetId: string): ResultAsync<ProductSet, ApiFailure> {
    return fromDb(this.repo.set(siteId, productSetId)).andThen((row) => {
      if (!row) return errAsync<ProductSet, ApiFailure>({ type: 'ProductSetNotFound', productSetId });
      // A member not sold on this site (no price there) is left out of the set's page and total.
      const details = row.product_ids.map((id) => this.catalog.details(siteId, id)
        .map((product): ProductDetails | undefined => product)
        .orElse((failure) => (failure.type === 'ProductNotFound' ? okAsync(undefined) : errAsync(failure))));
      return ResultAsync.combine(details).andThen((found) => {
        const products = found.filter((p): p is ProductDetails => p !== undefined);
        return products.length === 0 ? errAsync<ProductSet, ApiFailure>({ type: 'ProductSetNotFound', productSetId }) : okAsync({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        url: productSetPath(siteId, row.slug, row.id),
        currency: SITES[siteId].currency,
        products,
        totalPrice: productSetTotal(products),
      });
      });
    });
  }
}
