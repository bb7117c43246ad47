import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentImageSizes, contentImageSrc, contentImageSrcSet, scaledHeight, transformedImageUrl } from './image-url.rules';

describe('content image URLs (§9 transforms)', () => {
  it('asks for twice the size at quality 50, sharpen 60, dpr 2', () => {
    expect(transformedImageUrl('/images/hero.svg', { width: 640, height: 360 })).toBe('/images/hero.svg?w=1280&h=720&q=50&sharpen=60&dpr=2');
  });

  it('keeps an existing query and fragment', () => {
    expect(transformedImageUrl('https://cdn.example/a.jpg?v=3#x', { width: 10, height: 5 })).toBe('https://cdn.example/a.jpg?v=3&w=20&h=10&q=50&sharpen=60&dpr=2#x');
  });

  it('replaces the transform parameters a URL already has rather than repeating them (a repeated w is a list, not a size)', () => {
    expect(transformedImageUrl('/api/images/content/icon-1.svg?w=32&h=32', { width: 32, height: 32 })).toBe('/api/images/content/icon-1.svg?w=64&h=64&q=50&sharpen=60&dpr=2');
    expect(transformedImageUrl('/a.jpg?v=3&q=90&dpr=1&sharpen=0#top', { width: 10, height: 5 })).toBe('/a.jpg?v=3&w=20&h=10&q=50&sharpen=60&dpr=2#top');
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (url, width, height) => {
      const once = transformedImageUrl(url, { width, height });
      const beforeFragment = once.split('#')[0]!;
      const query = beforeFragment.slice(beforeFragment.indexOf('?') + 1);
      for (const name of ['w', 'h', 'q', 'sharpen', 'dpr']) expect(query.split('&').filter((pair) => pair.split('=')[0] === name)).toHaveLength(1);
      expect(transformedImageUrl(once, { width, height })).toBe(once);
    }));
  });

  it('offers candidates up to the image width, described by the delivered pixel width', () => {
    expect(contentImageSrcSet('/a.svg', { width: 700, height: 350 })).toBe(
      '/a.svg?w=640&h=320&q=50&sharpen=60&dpr=2 640w, /a.svg?w=1280&h=640&q=50&sharpen=60&dpr=2 1280w',
    );
    expect(contentImageSrcSet('/a.svg', { width: 100, height: 100 })).toBe('/a.svg?w=200&h=200&q=50&sharpen=60&dpr=2 200w');
    expect(contentImageSrc('/a.svg', { width: 4000, height: 2000 })).toBe('/a.svg?w=3840&h=1920&q=50&sharpen=60&dpr=2');
  });

  it('keeps the ratio when scaling (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 4000 }), (w, h, target) => {
      const height = scaledHeight({ width: w, height: h }, target);
      expect(height).toBeGreaterThanOrEqual(1);
      expect(Math.abs(height - (h * target) / w)).toBeLessThanOrEqual(0.5 + 1e-9 + (h * target / w < 1 ? 1 : 0));
    }));
  });

  it('writes sizes from the largest breakpoint down', () => {
    expect(contentImageSizes({ sm: 1, md: 0.5, lg: 1 / 3 })).toBe('(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw');
  });
});
