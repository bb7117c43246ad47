import { err, ok, type Result } from 'neverthrow';
import type { ProductDetails } from '../contract/products.contract';
import { parseProductRoute, slugify, type RouteError } from '../routing/page-type';

/** Issue 11: a product set's page, `/{locale}/set/{slug}-{productSetId}` (a set id follows the product id pattern). */
export const productSetPath = (locale: string, slug: string, productSetId: string): string =>
  `/${locale.toLowerCase()}/set/${slugify(slug)}-${productSetId}`;

export interface ProductSetRoute {
  readonly slug: string;
  readonly productSetId: string;
}

/** Slug and set id from `{slug}-{productSetId}`, the last segment of a path or a route parameter. */
export function parseProductSetRoute(pathOrSegment: string): Result<ProductSetRoute, RouteError> {
  return parseProductRoute(pathOrSegment).andThen(({ slug, productId }) =>
    (/^-?p?$/.test(slug) ? err<ProductSetRoute, RouteError>({ type: 'RouteNotFound', segment: pathOrSegment }) : ok({ slug, productSetId: productId })));
}

/** The price of one of each member of a set: the sum of their lowest current and original prices (minor units). */
export function productSetTotal(products: readonly Pick<ProductDetails, 'price'>[]): { current: number; original: number } {
  return products.reduce(
    (total, p) => ({ current: total.current + p.price.lowCurrent, original: total.original + p.price.lowOriginal }),
    { current: 0, original: 0 },
  );
}

/** A size a shopper cannot order now can be asked for again ("notify me"); an orderable one is bought instead. */
export const isNotifiable = (variant: { readonly orderable: boolean }): boolean => !variant.orderable;
