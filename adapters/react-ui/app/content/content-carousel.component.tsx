import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  BREAKPOINTS, carouselAutoplays, carouselTarget, collectionPresentation, slideAtScroll, slideSettingsAt, type Breakpoint, type CollectionBlock,
  type CollectionPresentation,
} from '@switchback/core';

const currentBreakpoint = (): Breakpoint => {
  if (window.matchMedia('(min-width: 64em)').matches) return 'lg';
  return window.matchMedia('(min-width: 40em)').matches ? 'md' : 'sm';
};

/**
 * §4 collection: a carousel or a grid per breakpoint (CSS classes; `[stacked]` → full-width grid on md and lg).
 * The carousel is a CSS scroll-snap list that scrolls without JavaScript, its dots then links to the slides. With
 * JavaScript: Previous / Next buttons, dots that scroll to their slide (arrow keys move between them), the current
 * slide followed as the list scrolls, and autoplay every autorotateTime × 1000 ms, paused while hovered or focused,
 * when the page is hidden, and never with prefers-reduced-motion.
 */
export function ContentCarousel({ block, slides }: { readonly block: CollectionBlock; readonly slides: readonly ReactNode[] }) {
  const intl = useIntl();
  // Ids from the block (not useId: the server's React and the browser's Preact number them differently).
  const baseId = `carousel-${block.id}`;
  const trackRef = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [active, setActive] = useState(0);
  const [presentation, setPresentation] = useState<CollectionPresentation | null>(null);
  const pause = useRef({ hovered: false, focused: false });
  const count = slides.length;
  const name = block.name ?? '';
  const at = Object.fromEntries(BREAKPOINTS.map((bp) => [bp, collectionPresentation(name, count, slideSettingsAt(block.breakpoints, bp), bp)])) as Record<Breakpoint, CollectionPresentation>;
  const classes = BREAKPOINTS.flatMap((bp) => [
    `cc-${bp}-${at[bp].type}`, ...(at[bp].arrows ? [`cc-${bp}-arrows`] : []), ...(at[bp].indicators ? [`cc-${bp}-dots`] : []), ...(at[bp].fullWidth ? [`cc-${bp}-full`] : []),
  ]);
  const style = Object.fromEntries(BREAKPOINTS.flatMap((bp) => [
    [`--cc-${bp}-width`, at[bp].slideWidth], ...(at[bp].slideMaxWidth !== undefined ? [[`--cc-${bp}-max`, at[bp].slideMaxWidth]] : []),
  ])) as CSSProperties;
  const slideId = (index: number) => `${baseId}-slide-${index}`;

  const goTo = useCallback((index: number, focusDot = false) => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
    setActive(index);
    if (focusDot) document.getElementById(`${baseId}-dot-${index}`)?.focus();
  }, [baseId]);

  useEffect(() => {
    setEnhanced(true);
    const measure = () => setPresentation(at[currentBreakpoint()]);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
    // The presentations depend on the block only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [block]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScroll = () => {
      const first = track.children[0] as HTMLElement | undefined;
      const second = track.children[1] as HTMLElement | undefined;
      const step = first && second ? second.offsetLeft - first.offsetLeft : first?.offsetWidth ?? 0;
      setActive(slideAtScroll(track.scrollLeft, step, count));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [count]);

  const autoplayMs = presentation?.autoplayMs ?? null;
  const loop = presentation?.loop ?? false;
  useEffect(() => {
    if (autoplayMs === null) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const timer = window.setInterval(() => {
      if (!carouselAutoplays(autoplayMs, { reducedMotion: reduced.matches, hidden: document.hidden, ...pause.current })) return;
      setActive((current) => {
        const next = carouselTarget(current, count, 1, true);
        const track = trackRef.current;
        const slide = track?.children[next] as HTMLElement | undefined;
        if (track && slide) track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: 'smooth' });
        return next;
      });
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, count]);

  const label = block.title ?? block.name ?? intl.formatMessage({ id: 'content.carousel.label' });
  return (
    <section
      className={`content-collection ${classes.join(' ')}${block.variant !== undefined ? ` content-collection--${block.variant}` : ''}${block.alignment !== undefined ? ` content-align--${block.alignment}` : ''}`}
      style={style}
      aria-roledescription={intl.formatMessage({ id: 'content.carousel.roleDescription' })}
      aria-label={label}
      onMouseEnter={() => { pause.current.hovered = true; }}
      onMouseLeave={() => { pause.current.hovered = false; }}
      onFocus={() => { pause.current.focused = true; }}
      onBlur={() => { pause.current.focused = false; }}
    >
      <ul className="content-collection__track" id={`${baseId}-track`} ref={trackRef}>
        {slides.map((slide, index) => (
          <li
            key={index}
            id={slideId(index)}
            className="content-collection__slide"
            aria-roledescription={intl.formatMessage({ id: 'content.carousel.slide' })}
            aria-label={intl.formatMessage({ id: 'content.carousel.slideOf' }, { index: index + 1, count })}
          >
            {slide}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="content-collection__controls">
          {enhanced ? (
            <button type="button" className="content-collection__arrow" aria-controls={`${baseId}-track`} aria-disabled={!loop && active === 0} onClick={() => goTo(carouselTarget(active, count, -1, loop))}>
              <span aria-hidden="true">‹</span><span className="visually-hidden">{intl.formatMessage({ id: 'content.carousel.previous' })}</span>
            </button>
          ) : null}
          <ol className="content-collection__dots" aria-label={intl.formatMessage({ id: 'content.carousel.dots' })}>
            {slides.map((_, index) => (
              <li key={index}>
                {enhanced ? (
                  <button
                    type="button"
                    id={`${baseId}-dot-${index}`}
                    className="content-collection__dot"
                    aria-current={active === index ? 'true' : undefined}
                    tabIndex={active === index ? 0 : -1}
                    onClick={() => goTo(index)}
                    onKeyDown={(event) => {
                      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                      event.preventDefault();
                      goTo(carouselTarget(index, count, event.key === 'ArrowRight' ? 1 : -1, true), true);
                    }}
                  >
                    <span className="visually-hidden">{intl.formatMessage({ id: 'content.carousel.goTo' }, { index: index + 1, count })}</span>
                  </button>
                ) : (
                  <a className="content-collection__dot" href={`#${slideId(index)}`}>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'content.carousel.goTo' }, { index: index + 1, count })}</span>
                  </a>
                )}
              </li>
            ))}
          </ol>
          {enhanced ? (
            <button type="button" className="content-collection__arrow" aria-controls={`${baseId}-track`} aria-disabled={!loop && active === count - 1} onClick={() => goTo(carouselTarget(active, count, 1, loop))}>
              <span aria-hidden="true">›</span><span className="visually-hidden">{intl.formatMessage({ id: 'content.carousel.next' })}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
