import { err, ok, type Result } from 'neverthrow';
import { CATEGORY_ID_PATTERN, PRODUCT_ID_PATTERN } from '../contract/id-patterns';

/** §2: page types derived from the URL path. */
export type PageType =
  | 'product'
  | 'category'
  | 'cart'
  | 'account'
  | 'search'
  | 'searchHub'
  | 'home'
  | 'orderConfirmation'
  | 'checkout'
  | 'associateLogin'
  | 'favorites'
  | 'showcase'
  | 'error'
  | 'other';

/** §2: a locale segment, language-region (xx-xx), always comes first. */
export const LOCALE_SEGMENT_PATTERN = /^[a-z]{2}-[a-z]{2}$/i;
/** The id part of a pattern such as the contract's `PRODUCT_ID_PATTERN` (`^…$` removed). */
const idPart = (pattern: RegExp): string => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
/** §2: category ids are 4 to 10 digits; product ids 8 to 11 upper-case letters or digits (the contract's patterns). */
const PRODUCT_SEGMENT = new RegExp(`^(.+)-(${idPart(PRODUCT_ID_PATTERN)})$`);
const CATEGORY_SEGMENT = new RegExp(`^(.+)-(${idPart(CATEGORY_ID_PATTERN)})$`);
/** §2: short variants end in -p{8-11 characters} (product) or -c{4-6 digits} (category), with no /p/ or /c/ segment. */
const SHORT_PRODUCT_SEGMENT = new RegExp(`^(.+)-p(${idPart(PRODUCT_ID_PATTERN)})$`);
const SHORT_CATEGORY_SEGMENT = /^(.+)-c(\d{4,6})$/;
/** §2: a product code is two letters followed by at least 6 letters or digits. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z]{2}[A-Za-z0-9]{6,}$/;
/** §2: a page whose meta description says the page is unavailable is an error page. */
const UNAVAILABLE = /\bunavailable\b/i;

const AREAS: Readonly<Record<string, PageType>> = {
  cart: 'cart',
  account: 'account',
  search: 'search',
  'order-confirmation': 'orderConfirmation',
  checkout: 'checkout',
  'associate-login': 'associateLogin',
  favorites: 'favorites',
  showcase: 'showcase',
};

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

export const isProductCode = (value: string): boolean => PRODUCT_CODE_PATTERN.test(value);

/**
 * The page type of a path (§2 table). The locale segment is required for home, product and listing pages
 * and optional before the named areas (/account, /search, /checkout …). Query and fragment are ignored.
 */
export function pageTypeFromPath(path: string, page: { readonly metaDescription?: string } = {}): PageType {
  if (page.metaDescription !== undefined && UNAVAILABLE.test(page.metaDescription)) return 'error';
  const segments = segmentsOf(path);
  if (segments.some((segment) => segment.toLowerCase().includes('searchhub'))) return 'searchHub';
  const hasLocale = segments[0] !== undefined && LOCALE_SEGMENT_PATTERN.test(segments[0]);
  const rest = hasLocale ? segments.slice(1) : segments;
  const [first, second, ...more] = rest;
  if (first === undefined) return hasLocale ? 'home' : 'other';
  if (hasLocale && more.length === 0) {
    if (first === 'p' && second !== undefined && PRODUCT_SEGMENT.test(second)) return 'product';
    if (first === 'c' && second !== undefined && CATEGORY_SEGMENT.test(second)) return 'category';
    if (second === undefined && SHORT_PRODUCT_SEGMENT.test(first)) return 'product';
    if (second === undefined && SHORT_CATEGORY_SEGMENT.test(first)) return 'category';
  }
  return Object.prototype.hasOwnProperty.call(AREAS, first) ? AREAS[first]! : 'other';
}

export type RouteError = { readonly type: 'RouteNotFound'; readonly segment: string };

export interface ProductRoute {
  readonly slug: string;
  readonly productId: string;
}

export interface CategoryRoute {
  readonly slug: string;
  readonly categoryId: string;
}

/** A slug as it appears in a path: lower-case letters and digits separated by single hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'item' : slug;
}

const lastSegment = (pathOrSegment: string): string => segmentsOf(pathOrSegment).at(-1) ?? '';

/** Slug and product id from `{slug}-{productId}`, the last segment of a path or a route parameter. */
export function parseProductRoute(pathOrSegment: string): Result<ProductRoute, RouteError> {
  const segment = lastSegment(pathOrSegment);
  const match = PRODUCT_SEGMENT.exec(segment) ?? SHORT_PRODUCT_SEGMENT.exec(segment);
  return match ? ok({ slug: match[1]!, productId: match[2]! }) : err({ type: 'RouteNotFound', segment });
}

/** Slug and category id from `{slug}-{categoryId}`, the last segment of a path or a route parameter. */
export function parseCategoryRoute(pathOrSegment: string): Result<CategoryRoute, RouteError> {
  const segment = lastSegment(pathOrSegment);
  const match = CATEGORY_SEGMENT.exec(segment) ?? SHORT_CATEGORY_SEGMENT.exec(segment);
  return match ? ok({ slug: match[1]!, categoryId: match[2]! }) : err({ type: 'RouteNotFound', segment });
}

/** `/{locale}/p/{slug}-{productId}`; the slug is normalised with `slugify`, so `parseProductRoute` reads it back. */
export const productPath = (locale: string, slug: string, productId: string): string =>
  `/${locale.toLowerCase()}/p/${slugify(slug)}-${productId}`;

/** `/{locale}/c/{slug}-{categoryId}`. */
export const categoryPath = (locale: string, slug: string, categoryId: string): string =>
  `/${locale.toLowerCase()}/c/${slugify(slug)}-${categoryId}`;
