import { imageTransform } from './content.constants';

/**
 * Issue 12 §2 responsive content images with the §9 transforms: each candidate asks the image service for twice the
 * displayed size at quality 50, sharpen 60, device pixel ratio 2 (`w`, `h`, `q`, `sharpen`, `dpr` query parameters;
 * commerce-api's SVGs ignore them, a resizing CDN honours them). Pure: strings in, strings out.
 */
export interface ContentImageSize {
  readonly width: number;
  readonly height: number;
}

/** The widths (CSS pixels) a content image is offered at, never wider than the image itself. */
export const CONTENT_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The query parameters the transform sets. */
const TRANSFORM_PARAMS = new Set(['w', 'h', 'q', 'sharpen', 'dpr']);

/**
 * One transformed URL for an image displayed at `size`: the rest of an existing query string and the #fragment are
 * kept, and a transform parameter the URL already has is replaced, not repeated (an image service reads a repeated
 * `w` as a list, not a number).
 */
export function transformedImageUrl(url: string, size: ContentImageSize): string {
  const t = imageTransform(size);
  const params = `w=${t.width}&h=${t.height}&q=${t.quality}&sharpen=${t.sharpen}&dpr=${t.devicePixelRatio}`;
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const queryAt = base.indexOf('?');
  const path = queryAt === -1 ? base : base.slice(0, queryAt);
  const kept = queryAt === -1 ? [] : base.slice(queryAt + 1).split('&').filter((pair) => pair !== '' && !TRANSFORM_PARAMS.has(pair.split('=')[0] ?? ''));
  return `${path}?${[...kept, params].join('&')}${fragment}`;
}

/** The height of an image scaled to `width`, keeping its ratio (at least 1). */
export const scaledHeight = (image: ContentImageSize, width: number): number =>
  Math.max(1, Math.round((image.height * width) / image.width));

/**
 * The `srcset` of an image: one candidate per width up to the image's own width (at least one), each described by
 * the pixel width the transform returns (twice the displayed width).
 */
export function contentImageSrcSet(url: string, image: ContentImageSize): string {
  const widths = CONTENT_IMAGE_WIDTHS.filter((width) => width <= image.width);
  const candidates = widths.length > 0 ? widths : [image.width];
  return candidates
    .map((width) => `${transformedImageUrl(url, { width, height: scaledHeight(image, width) })} ${imageTransform({ width, height: 1 }).width}w`)
    .join(', ');
}

/** The `src` fallback: the image at its own width (capped at the largest candidate). */
export function contentImageSrc(url: string, image: ContentImageSize): string {
  const width = Math.min(image.width, CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.length - 1] ?? image.width);
  return transformedImageUrl(url, { width, height: scaledHeight(image, width) });
}

/** §9 `sizes` of a content image by how much of the viewport its block takes on sm / md / lg. */
export function contentImageSizes(fractions: { readonly sm: number; readonly md?: number; readonly lg?: number }): string {
  const pct = (n: number) => `${Math.round(Math.min(1, Math.max(0, n)) * 100)}vw`;
  const md = fractions.md ?? fractions.sm;
  const lg = fractions.lg ?? md;
  return `(min-width: 64em) ${pct(lg)}, (min-width: 40em) ${pct(md)}, ${pct(fractions.sm)}`;
}
