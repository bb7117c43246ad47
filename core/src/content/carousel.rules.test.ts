import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carouselAutoplays, carouselTarget, collectionPresentation, slideAtScroll, slideSettingsAt } from './carousel.rules';

describe('carousel rules', () => {
  it('interval is autorotateTime × 1000, only for an autoplaying carousel of several slides', () => {
    expect(collectionPresentation('c', 3, { type: 'carousel', autoplay: true, autorotateTime: 4 }, 'sm').autoplayMs).toBe(4000);
    expect(collectionPresentation('c', 1, { type: 'carousel', autoplay: true, autorotateTime: 4 }, 'sm').autoplayMs).toBeNull();
    expect(collectionPresentation('c', 3, { type: 'grid', autoplay: true, autorotateTime: 4 }, 'sm').autoplayMs).toBeNull();
  });

  it('[stacked] becomes a full-width grid on md and lg only', () => {
    expect(collectionPresentation('Hero [stacked]', 3, { type: 'carousel' }, 'sm').type).toBe('carousel');
    expect(collectionPresentation('Hero [stacked]', 3, { type: 'carousel' }, 'md')).toMatchObject({ type: 'grid', fullWidth: true, arrows: false, indicators: false });
  });

  it('auto slide width is 100 % divided by the items', () => {
    expect(collectionPresentation('c', 4, { type: 'carousel', slideWidth: 'auto' }, 'lg').slideWidth).toBe('25%');
    expect(collectionPresentation('c', 4, { type: 'carousel', slideWidth: 80 }, 'lg').slideWidth).toBe('80%');
  });

  it('md and lg fall back to the smaller breakpoint', () => {
    expect(slideSettingsAt({ sm: 1, lg: 3 }, 'md')).toBe(1);
    expect(slideSettingsAt({ sm: 1, md: 2 }, 'lg')).toBe(2);
  });

  it('stops at the ends without loop and wraps with it (property: always a slide)', () => {
    expect(carouselTarget(2, 3, 1, false)).toBe(2);
    expect(carouselTarget(2, 3, 1, true)).toBe(0);
    expect(carouselTarget(0, 3, -1, true)).toBe(2);
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 }), fc.integer({ min: -60, max: 60 }), fc.boolean(), (current, count, step, loop) => {
      const target = carouselTarget(Math.min(current, count - 1), count, step, loop);
      expect(target).toBeGreaterThanOrEqual(0);
      expect(target).toBeLessThan(count);
    }));
  });

  it('autoplay pauses on hover, focus, hidden and reduced motion', () => {
    const idle = { reducedMotion: false, hovered: false, focused: false, hidden: false };
    expect(carouselAutoplays(3000, idle)).toBe(true);
    expect(carouselAutoplays(3000, { ...idle, hovered: true })).toBe(false);
    expect(carouselAutoplays(3000, { ...idle, focused: true })).toBe(false);
    expect(carouselAutoplays(3000, { ...idle, reducedMotion: true })).toBe(false);
    expect(carouselAutoplays(null, idle)).toBe(false);
  });

  it('finds the slide at a scroll position', () => {
    expect(slideAtScroll(310, 300, 4)).toBe(1);
    expect(slideAtScroll(5000, 300, 4)).toBe(3);
    expect(slideAtScroll(10, 0, 4)).toBe(0);
  });
});
