import { autoSlideWidth, carouselIntervalMs, collectionLayout, type Breakpoint, type CollectionLayout } from './content.constants';

/** The slide settings of one breakpoint of a collection (content.contract's slideSettingsSchema, structurally). */
export interface SlideSettingsLike {
  readonly type: CollectionLayout;
  readonly slideWidth?: 'auto' | number | undefined;
  readonly slideMaxWidth?: string | undefined;
  readonly autoplay?: boolean | undefined;
  readonly autorotateTime?: number | undefined;
  readonly loop?: boolean | undefined;
  readonly showArrows?: boolean | undefined;
  readonly showIndicators?: boolean | undefined;
}

/** md and lg fall back to the smaller breakpoint's settings. */
export function slideSettingsAt<S>(breakpoints: { readonly sm: S; readonly md?: S | undefined; readonly lg?: S | undefined }, breakpoint: Breakpoint): S {
  if (breakpoint === 'sm') return breakpoints.sm;
  if (breakpoint === 'md') return breakpoints.md ?? breakpoints.sm;
  return breakpoints.lg ?? breakpoints.md ?? breakpoints.sm;
}

export interface CollectionPresentation {
  readonly type: CollectionLayout;
  readonly fullWidth: boolean;
  /** A CSS width of one slide (carousel) or column (grid). */
  readonly slideWidth: string;
  readonly slideMaxWidth: string | undefined;
  readonly arrows: boolean;
  readonly indicators: boolean;
  /** Milliseconds between slides, or null: no autoplay. */
  readonly autoplayMs: number | null;
  readonly loop: boolean;
}

/** §9 how a collection shows at a breakpoint: `[stacked]`, `auto` slide width, the autoplay interval. */
export function collectionPresentation(name: string, itemCount: number, settings: SlideSettingsLike, breakpoint: Breakpoint): CollectionPresentation {
  const layout = collectionLayout(name, breakpoint, settings.type);
  const width = settings.slideWidth === undefined || settings.slideWidth === 'auto' ? autoSlideWidth(itemCount) : `${settings.slideWidth}%`;
  const carousel = layout.type === 'carousel';
  return {
    type: layout.type,
    fullWidth: layout.fullWidth,
    slideWidth: width,
    slideMaxWidth: settings.slideMaxWidth,
    arrows: carousel && settings.showArrows !== false && itemCount > 1,
    indicators: carousel && settings.showIndicators !== false && itemCount > 1,
    autoplayMs: carousel && settings.autoplay === true && itemCount > 1 ? carouselIntervalMs(settings.autorotateTime ?? 5) : null,
    loop: settings.loop === true,
  };
}

/** The slide shown after a step (±1) or a jump; without loop it stops at either end, with loop it wraps. */
export function carouselTarget(current: number, count: number, step: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = current + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** Autoplay advances only when it is on, the shopper does not prefer reduced motion, and nothing pauses it (hover, focus, hidden). */
export const carouselAutoplays = (autoplayMs: number | null, state: { readonly reducedMotion: boolean; readonly hovered: boolean; readonly focused: boolean; readonly hidden: boolean }): boolean =>
  autoplayMs !== null && !state.reducedMotion && !state.hovered && !state.focused && !state.hidden;

/** The slide nearest a scroll position (slides of equal width). */
export function slideAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}
