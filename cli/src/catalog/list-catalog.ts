import { ResultAsync, okAsync } from 'neverthrow';
import type { CommerceError, Currency, ProductApi, StockStatus } from '@switchback/core';

export interface CatalogVariantRow {
  readonly color: string;
  readonly colorName: string;
  readonly size: string;
  readonly upc: string;
  /** Units in stock (0 when the inventory does not list the UPC). */
  readonly stock: number;
  readonly status: StockStatus;
  /** Integer minor units. */
  readonly price: number;
}

export interface CatalogProduct {
  readonly productId: string;
  readonly name: string;
  readonly brand: string;
  readonly currency: Currency;
  readonly variants: readonly CatalogVariantRow[];
}

export interface CatalogProgress {
  readonly listed: number;
  /** Total products the search reports; known after the first page. */
  readonly total: number;
}

/** Every product of a site with, per variant, colour, size, UPC and stock: productSearch page by page, then details and inventory. */
export class ListCatalog {
  constructor(private readonly products: Pick<ProductApi, 'search' | 'details' | 'inventory'>, private readonly pageSize = 50) {}

  run(onProgress: (progress: CatalogProgress) => void): ResultAsync<CatalogProduct[], CommerceError> {
    const page = (start: number, listed: CatalogProduct[]): ResultAsync<CatalogProduct[], CommerceError> =>
      this.products.search({ start, count: this.pageSize }).andThen((result) => {
        onProgress({ listed: listed.length, total: result.total });
        const pageDone = result.hits.reduce<ResultAsync<CatalogProduct[], CommerceError>>(
          (previous, hit) =>
            previous.andThen((sofar) =>
              this.describe(hit.id).map((product) => {
                const next = [...sofar, product];
                onProgress({ listed: next.length, total: result.total });
                return next;
              })),
          okAsync(listed),
        );
        const nextStart = start + result.hits.length;
        return pageDone.andThen((sofar) =>
          result.hits.length === 0 || nextStart >= result.total ? okAsync(sofar) : page(nextStart, sofar));
      });
    return page(0, []);
  }

  private describe(productId: string): ResultAsync<CatalogProduct, CommerceError> {
    return ResultAsync.combine([this.products.details(productId), this.products.inventory(productId)] as const).map(([details, inventory]) => {
      const stockByUpc = new Map(inventory.variants.map((v) => [v.upc, v]));
      const colorNames = new Map(details.colors.map((c) => [c.code, c.name]));
      return {
        productId: details.id,
        name: details.name,
        brand: details.brand,
        currency: details.currency,
        variants: details.variants.map((variant) => {
          const stock = stockByUpc.get(variant.upc);
          return {
            color: variant.color,
            colorName: colorNames.get(variant.color) ?? variant.color,
            size: variant.size,
            upc: variant.upc,
            stock: stock?.quantity ?? 0,
            status: stock?.status ?? 'OUT_OF_STOCK',
            price: variant.price.current,
          };
        }),
      };
    });
  }
}
