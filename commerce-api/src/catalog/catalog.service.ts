import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { productCallouts } from '@switchback/core';
import type {
  CatalogResponse, Clock, Inventory, ProductCard, ProductDetails, Promotion, SiteId,
} from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import { SITES } from '@switchback/core';
import type { CatalogRepository, ProductSummaryRow } from './catalog.repository';
import { productImageAlt } from './catalogue-language';
import type { ProductUrls } from './product-urls';
import { stockStatus } from './stock-status';

const fromDb = <T>(promise: Promise<T>): ResultAsync<T, ApiFailure> => ResultAsync.fromSafePromise(promise);

/** Product listing, details and inventory for a site: prices and currency per site, names and descriptions in its language. */
export class CatalogService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly urls: ProductUrls,
    /** Issue 9 §4: the site's promotions, for the product-level callouts every shopper sees (core `productCallouts`). */
    private readonly promotions: (siteId: SiteId) => Promise<readonly Promotion[]>,
    private readonly clock: Clock,
  ) {}

  /** The callouts of products on a site, now: one read of the site's promotions for a whole page. */
  private calloutsFor(siteId: SiteId): Promise<(product: { id: string; category_id: string }) => ProductCard['promotions']> {
    return this.promotions(siteId).then((promotions) => {
      const context = { siteId, now: this.clock.now() };
      return (product) => productCallouts(promotions, { productId: product.id, categoryId: product.category_id }, context);
    });
  }

  private card(siteId: SiteId, row: ProductSummaryRow, callouts: (product: ProductSummaryRow) => ProductCard['promotions']): ProductCard {
    return {
      id: row.id,
      title: row.name,
      brand: row.brand,
      slug: row.slug,
      url: this.urls.page(siteId, row.slug, row.id),
      image: { url: row.first_color ? this.urls.image(siteId, row.id, row.first_color) : '', alt: row.name },
      currency: row.currency,
      price: { highCurrent: row.sale_minor, lowCurrent: row.sale_minor, highOriginal: row.list_minor, lowOriginal: row.list_minor },
      ...(row.reviews_count ? { rating: { score: row.rating_score ?? 0, reviewsCount: row.reviews_count } } : {}),
      promotions: callouts(row),
    };
  }

  /** Issue 11: the cards of these rows on a site (search hits, autosuggest, popular products), with their callouts. */
  async cards(siteId: SiteId, rows: readonly ProductSummaryRow[]): Promise<ProductCard[]> {
    if (rows.length === 0) return [];
    const callouts = await this.calloutsFor(siteId);
    return rows.map((row) => this.card(siteId, row, callouts));
  }

  catalog(siteId: SiteId): ResultAsync<CatalogResponse, ApiFailure> {
    return fromDb(Promise.all([this.repo.brands(), this.repo.categories(siteId), this.repo.featured(siteId), this.calloutsFor(siteId)])).map(
      ([brands, categories, featured, callouts]) => ({
        brands,
        categories: categories.map((c) => ({
          id: c.id, name: c.name, slug: c.slug, description: c.description, productCount: c.product_count,
        })),
        featured: featured.map((row) => this.card(siteId, row, callouts)),
      }),
    );
  }

  details(siteId: SiteId, productId: string): ResultAsync<ProductDetails, ApiFailure> {
    return fromDb(Promise.all([
      this.repo.product(siteId, productId), this.repo.colors(siteId, productId), this.repo.variants(siteId, productId), this.calloutsFor(siteId),
    ])).andThen(([product, colors, variants, callouts]) => {
      if (!product) return errAsync<ProductDetails, ApiFailure>({ type: 'ProductNotFound', productId });
      const sizes = [...new Set(variants.map((v) => v.size))];
      return okAsync({
        id: product.id,
        name: product.name,
        slug: product.slug,
        brand: product.brand,
        categoryId: product.category_id,
        description: product.description,
        currency: product.currency,
        presale: product.presale,
        colors: colors.map((c) => ({ code: c.code, name: c.name, swatch: c.swatch })),
        sizes,
        images: colors.map((c) => ({ url: this.urls.image(siteId, product.id, c.code), alt: productImageAlt(SITES[siteId].language, product.name, c.name), color: c.code })),
        variants: variants.map((v) => ({
          upc: v.upc,
          color: v.color_code,
          size: v.size,
          price: { original: v.list_minor, current: v.sale_minor },
          orderable: v.qty > 0,
        })),
        price: {
          highCurrent: product.sale_minor, lowCurrent: product.sale_minor,
          highOriginal: product.list_minor, lowOriginal: product.list_minor,
        },
        promotions: callouts(product),
      });
    });
  }

  inventory(siteId: SiteId, productId: string): ResultAsync<Inventory, ApiFailure> {
    return fromDb(Promise.all([this.repo.product(siteId, productId), this.repo.variants(siteId, productId)])).andThen(
      ([product, variants]) =>
        product
          ? okAsync({ productId, variants: variants.map((v) => ({ upc: v.upc, quantity: v.qty, status: stockStatus(v.qty) })) })
          : errAsync<Inventory, ApiFailure>({ type: 'ProductNotFound', productId }),
    );
  }
}
