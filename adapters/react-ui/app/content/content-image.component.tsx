import {
  contentImageSizes, contentImageSrc, contentImageSrcSet, PRODUCT_OVERLAY_PICTURE_SIZES, transformedImageUrl, type ContentImage, type ResponsiveMedia,
} from '@switchback/core';
import { ContentVideo } from './content-video.component';

/** How much of the viewport an image takes on sm / md / lg (for `sizes`). */
export interface ImageFractions { readonly sm: number; readonly md?: number; readonly lg?: number }
export const FULL_WIDTH: ImageFractions = { sm: 1 };

/** The first paint's image loads eagerly at high priority; every other one lazily, decoded off the main thread. */
const loadingOf = (priority: boolean) => (priority
  ? { loading: 'eager' as const, fetchPriority: 'high' as const }
  : { loading: 'lazy' as const, decoding: 'async' as const });

/** One content image with `srcset`/`sizes` (§9 transforms) and its width and height (no layout shift). */
export function ContentImg({ image, fractions = FULL_WIDTH, priority = false, className, decorative = false }: {
  readonly image: ContentImage; readonly fractions?: ImageFractions; readonly priority?: boolean; readonly className?: string;
  /** The text beside it already says what it shows (a card's title): the image is decoration (`alt=""`). */
  readonly decorative?: boolean;
}) {
  return (
    <img
      className={className}
      src={contentImageSrc(image.url, image)}
      srcSet={contentImageSrcSet(image.url, image)}
      sizes={contentImageSizes(fractions)}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      {...loadingOf(priority)}
    />
  );
}

/**
 * Per-breakpoint media: a `<picture>` whose md and lg sources are the larger images (each with its size), or the
 * video player when the media is a video. md and lg fall back to the smaller one.
 */
export function ContentMedia({ media, fractions = FULL_WIDTH, priority = false, className, decorative = false }: {
  readonly media: ResponsiveMedia; readonly fractions?: ImageFractions; readonly priority?: boolean; readonly className?: string;
  readonly decorative?: boolean;
}) {
  const { sm } = media;
  if (sm.kind === 'video') return <ContentVideo video={sm} className={className} />;
  const md = media.md?.kind === 'image' ? media.md : undefined;
  const lg = media.lg?.kind === 'image' ? media.lg : undefined;
  if (md === undefined && lg === undefined) return <ContentImg image={sm} fractions={fractions} priority={priority} className={className} decorative={decorative} />;
  const sizes = contentImageSizes(fractions);
  return (
    <picture className={className}>
      {lg !== undefined ? <source media="(min-width: 64em)" srcSet={contentImageSrcSet(lg.url, lg)} sizes={sizes} width={lg.width} height={lg.height} /> : null}
      {md !== undefined ? <source media="(min-width: 40em)" srcSet={contentImageSrcSet(md.url, md)} sizes={sizes} width={md.width} height={md.height} /> : null}
      <ContentImg image={sm} fractions={fractions} priority={priority} decorative={decorative} />
    </picture>
  );
}

/** §9 the product-overlay hero's product picture: 196×343 on sm, 271×467 on md, 344×538 on lg. */
export function ProductOverlayPicture({ image, priority }: { readonly image: ContentImage; readonly priority: boolean }) {
  const { sm, md, lg } = PRODUCT_OVERLAY_PICTURE_SIZES;
  return (
    <picture className="content-hero__product-picture">
      <source media="(min-width: 64em)" srcSet={transformedImageUrl(image.url, lg)} width={lg.width} height={lg.height} />
      <source media="(min-width: 40em)" srcSet={transformedImageUrl(image.url, md)} width={md.width} height={md.height} />
      <img src={transformedImageUrl(image.url, sm)} width={sm.width} height={sm.height} alt={image.alt} {...loadingOf(priority)} />
    </picture>
  );
}
