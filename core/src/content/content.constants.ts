/** §9 business constants and small layout rules of the content blocks. */

export type Breakpoint = 'sm' | 'md' | 'lg';
export const BREAKPOINTS: readonly Breakpoint[] = ['sm', 'md', 'lg'];

/** §9 "Pop-up default delay 2000 ms. User-generated-content widget created after 500 ms." */
export const POP_UP_DEFAULT_DELAY_MS = 2000;
export const UGC_WIDGET_DELAY_MS = 500;

/** §9 "Image transforms: doubled width and height, quality 50, default sharpen 60, device pixel ratio 2." */
export const IMAGE_TRANSFORM = { sizeFactor: 2, quality: 50, sharpen: 60, devicePixelRatio: 2 } as const;

export interface ImageTransform {
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  readonly sharpen: number;
  readonly devicePixelRatio: number;
}

export const imageTransform = (size: { width: number; height: number; sharpen?: number }): ImageTransform => ({
  width: size.width * IMAGE_TRANSFORM.sizeFactor,
  height: size.height * IMAGE_TRANSFORM.sizeFactor,
  quality: IMAGE_TRANSFORM.quality,
  sharpen: size.sharpen ?? IMAGE_TRANSFORM.sharpen,
  devicePixelRatio: IMAGE_TRANSFORM.devicePixelRatio,
});

/** §9 "Carousel interval is autorotateTime times 1000" (autorotateTime in seconds). */
export const carouselIntervalMs = (autorotateTimeSeconds: number): number => autorotateTimeSeconds * 1000;

/** §9 "Slide width auto is 100% divided by the item count" (an empty collection takes the full width). */
export const autoSlideWidth = (itemCount: number): string => `${100 / Math.max(1, Math.trunc(itemCount))}%`;

/** §9 "Call-to-action collection slide max width is 19.25rem on sm and 26.5rem on md and lg; default slide padding is small." */
export const CTA_COLLECTION_SLIDE_MAX_WIDTH: Readonly<Record<Breakpoint, string>> = { sm: '19.25rem', md: '26.5rem', lg: '26.5rem' };
export const DEFAULT_SLIDE_PADDING = 'small';

export type CollectionLayout = 'carousel' | 'grid';
/** §9 "A collection named with [stacked] becomes a full-width grid at md and lg." */
export function collectionLayout(name: string, breakpoint: Breakpoint, configured: CollectionLayout): { type: CollectionLayout; fullWidth: boolean } {
  if (name.includes('[stacked]') && breakpoint !== 'sm') return { type: 'grid', fullWidth: true };
  return { type: configured, fullWidth: false };
}

/** §9 "Gradient heights: full 35%, focused 50%, off 0%." */
export const GRADIENT_HEIGHTS = { full: '35%', focused: '50%', off: '0%' } as const;
export type GradientStyle = keyof typeof GRADIENT_HEIGHTS;

/** §9 "Split image widths 60, 50 or 40 percent (default 60)." */
export const SPLIT_IMAGE_WIDTHS = [60, 50, 40] as const;
export type SplitImageWidth = (typeof SPLIT_IMAGE_WIDTHS)[number];
export const DEFAULT_SPLIT_IMAGE_WIDTH: SplitImageWidth = 60;
export const splitImageWidth = (configured: number | undefined): SplitImageWidth =>
  SPLIT_IMAGE_WIDTHS.find((width) => width === configured) ?? DEFAULT_SPLIT_IMAGE_WIDTH;

/** §9 "Overlay width presets xs, sm, md, lg: 1/3, 1/2, 2/3, 11/12 of the width." */
export const OVERLAY_WIDTHS = { xs: 1 / 3, sm: 1 / 2, md: 2 / 3, lg: 11 / 12 } as const;
export type OverlayWidth = keyof typeof OVERLAY_WIDTHS;

/** §9 "Recommendation carousel widths by variant: 3, 5, 6 cards, search hub; slides scrolled 6 for the 6-card variant, else 3." */
export const RECOMMENDATION_CAROUSEL_VARIANTS = ['three-cards', 'five-cards', 'six-cards', 'search-hub'] as const;
export type RecommendationCarouselVariant = (typeof RECOMMENDATION_CAROUSEL_VARIANTS)[number];
/** Cards across for the card-count variants; the search hub has its own layout. */
export const RECOMMENDATION_CARDS_PER_VIEW: Readonly<Record<Exclude<RecommendationCarouselVariant, 'search-hub'>, number>> =
  { 'three-cards': 3, 'five-cards': 5, 'six-cards': 6 };
export const recommendationSlidesToScroll = (variant: RecommendationCarouselVariant): number => (variant === 'six-cards' ? 6 : 3);

/** §9 "Upsell list default 3 stacked items." */
export const UPSELL_DEFAULT_STACKED_ITEMS = 3;

/** §9 "Articles: related count 4; default page size is rows times columns, or 3; the filter bar shows 4, 10 or 20 tags on small, medium or large screens." */
export const RELATED_ARTICLES_COUNT = 4;
export const DEFAULT_ARTICLE_PAGE_SIZE = 3;
export const ARTICLE_FILTER_TAG_COUNT: Readonly<Record<Breakpoint, number>> = { sm: 4, md: 10, lg: 20 };

const positiveInteger = (n: number | undefined): n is number => n !== undefined && Number.isSafeInteger(n) && n > 0;
export const articlePageSize = (grid: { rows?: number; columns?: number }): number =>
  positiveInteger(grid.rows) && positiveInteger(grid.columns) ? grid.rows * grid.columns : DEFAULT_ARTICLE_PAGE_SIZE;

/** The tags the filter bar shows on a screen size. */
export const visibleArticleTags = <T>(tags: readonly T[], breakpoint: Breakpoint): readonly T[] =>
  tags.slice(0, ARTICLE_FILTER_TAG_COUNT[breakpoint]);

/** §9 sizes. */
export const CAPTION_MAX_WIDTH = '9.375rem';
export const EYEBROW_LOGO_MAX_HEIGHT = '9.5rem';
export const MEGA_MENU_BAR_HEIGHT = '2.35rem';
export const MEGA_MENU_COLUMN_WIDTH = 1 / 6;
export const HERO_BOTTOM_PADDINGS = ['6.75rem', '2.5rem'] as const;
export const PRODUCT_OVERLAY_PICTURE_SIZES: Readonly<Record<Breakpoint, { width: number; height: number }>> = {
  sm: { width: 196, height: 343 },
  md: { width: 271, height: 467 },
  lg: { width: 344, height: 538 },
};

/** §9 "lg is treated as md for linked-card layout." */
export const linkedCardBreakpoint = (breakpoint: Breakpoint): Breakpoint => (breakpoint === 'lg' ? 'md' : breakpoint);

/** §9 "Icon-and-text with 4 items uses a 2-column grid" (otherwise one column per item). */
export const iconAndTextColumns = (itemCount: number): number => (itemCount === 4 ? 2 : Math.max(1, itemCount));
