import { productPath, type SiteId } from '@switchback/core';

/** Where product pages and product images live: storefront routes (core's `productPath`, §2) and the API's image route. */
export class ProductUrls {
  /** `basePath`: where the API is served (e.g. '/api'); images are served below it. */
  constructor(private readonly basePath: string) {}

  /**
   * A product image in a colour, drawn with the product's and colour's names in the site's language: the site is in
   * the URL (`?site=fr-fr`), so every site's image is its own cacheable URL (no header varies it).
   */
  image(siteId: SiteId, productId: string, colorCode: string): string {
    return `${this.basePath}/images/products/${productId}/${colorCode}.svg?site=${siteId}`;
  }

  /** §2: /{locale}/p/{slug}-{product id} */
  page(siteId: SiteId, slug: string, productId: string): string {
    return productPath(siteId, slug, productId);
  }
}
