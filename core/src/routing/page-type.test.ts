import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryPath, isProductCode, pageTypeFromPath, parseCategoryRoute, parseProductRoute, productPath, slugify, type PageType,
} from './page-type';

describe('§2 page types are derived from the URL path', () => {
  it.each<[string, PageType]>([
    ['/en-us/p/trail-runner-TRAILRUN01', 'product'],
    ['/en-us/p/trail-runner-AB123456', 'product'],
    ['/en-us/p/trail-runner-AB123456789', 'product'],
    ['/en-us/c/trail-shoes-1001', 'category'],
    ['/en-us/c/trail-shoes-1234567890', 'category'],
    ['/en-us/cart', 'cart'],
    ['/en-us/account', 'account'],
    ['/en-us/account/orders', 'account'],
    ['/account', 'account'],
    ['/en-us/search?q=boots', 'search'],
    ['/en-us/searchhub/boots', 'searchHub'],
    ['/en-us/boots-searchhub', 'searchHub'],
    ['/en-us', 'home'],
    ['/fr-fr/', 'home'],
    ['/en-us?preview=true', 'home'],
    ['/en-us/order-confirmation', 'orderConfirmation'],
    ['/en-us/checkout', 'checkout'],
    ['/en-us/associate-login', 'associateLogin'],
    ['/en-us/favorites', 'favorites'],
    ['/en-us/showcase', 'showcase'],
    ['/en-us/about-us', 'other'],
    ['/', 'other'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeFromPath(path)).toBe(type);
  });

  it('product ids are 8 to 11 upper-case letters or digits; anything else under /p/ is other', () => {
    expect(pageTypeFromPath('/en-us/p/shoe-AB12345')).toBe('other'); // 7
    expect(pageTypeFromPath('/en-us/p/shoe-AB1234567890')).toBe('other'); // 12
    expect(pageTypeFromPath('/en-us/p/shoe-ab123456')).toBe('other'); // lower case
    expect(pageTypeFromPath('/en-us/p/AB123456')).toBe('other'); // no slug
  });

  it('category ids are 4 to 10 digits; anything else under /c/ is other', () => {
    expect(pageTypeFromPath('/en-us/c/shoes-123')).toBe('other');
    expect(pageTypeFromPath('/en-us/c/shoes-12345678901')).toBe('other');
    expect(pageTypeFromPath('/en-us/c/shoes-12a4')).toBe('other');
  });

  it('short variants end in -c{4-6 digits} or -p{8-11 characters}', () => {
    expect(pageTypeFromPath('/en-us/trail-shoes-c1001')).toBe('category');
    expect(pageTypeFromPath('/en-us/trail-shoes-c123456')).toBe('category');
    expect(pageTypeFromPath('/en-us/trail-shoes-c1234567')).toBe('other');
    expect(pageTypeFromPath('/en-us/trail-runner-pTRAILRUN01')).toBe('product');
    expect(pageTypeFromPath('/en-us/trail-runner-pAB1234567890')).toBe('other');
  });

  it('a locale segment comes first: product and listing paths need it', () => {
    expect(pageTypeFromPath('/p/trail-runner-TRAILRUN01')).toBe('other');
    expect(pageTypeFromPath('/shop/c/trail-shoes-1001')).toBe('other');
  });

  it('a page whose meta description says the page is unavailable is an error page', () => {
    expect(pageTypeFromPath('/en-us/p/trail-runner-TRAILRUN01', { metaDescription: 'This page is unavailable.' })).toBe('error');
    expect(pageTypeFromPath('/en-us/cart', { metaDescription: 'Page Unavailable' })).toBe('error');
    expect(pageTypeFromPath('/en-us/p/trail-runner-TRAILRUN01', { metaDescription: 'A light trail shoe.' })).toBe('product');
  });

  it('never throws, whatever the path', () => {
    fc.assert(fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (path, metaDescription) => {
      expect(typeof pageTypeFromPath(path, { metaDescription })).toBe('string');
    }));
  });
});

const productId = fc.stringMatching(/^[A-Z0-9]{8,11}$/);
const categoryId = fc.stringMatching(/^\d{4,10}$/);
const locale = fc.constantFrom('en-us', 'en-gb', 'fr-fr');

describe('product and category paths', () => {
  it('productPath is /{locale}/p/{slug}-{productId}', () => {
    expect(productPath('en-us', 'trail-runner', 'TRAILRUN01')).toBe('/en-us/p/trail-runner-TRAILRUN01');
    expect(categoryPath('fr-FR', 'Chaussures de trail', '1001')).toBe('/fr-fr/c/chaussures-de-trail-1001');
  });

  it('a product path is a product page and parses back to its slug and id, whatever the name', () => {
    fc.assert(fc.property(locale, fc.string(), productId, (loc, name, id) => {
      const path = productPath(loc, name, id);
      expect(pageTypeFromPath(path)).toBe('product');
      expect(parseProductRoute(path)._unsafeUnwrap()).toEqual({ slug: slugify(name), productId: id });
    }));
  });

  it('a category path is a listing page and parses back to its slug and id, whatever the name', () => {
    fc.assert(fc.property(locale, fc.string(), categoryId, (loc, name, id) => {
      const path = categoryPath(loc, name, id);
      expect(pageTypeFromPath(path)).toBe('category');
      expect(parseCategoryRoute(path)._unsafeUnwrap()).toEqual({ slug: slugify(name), categoryId: id });
    }));
  });

  it('parsers read the last segment, so a route parameter works as well as a path', () => {
    expect(parseProductRoute('trail-runner-TRAILRUN01')._unsafeUnwrap()).toEqual({ slug: 'trail-runner', productId: 'TRAILRUN01' });
    expect(parseCategoryRoute('trail-shoes-c1001')._unsafeUnwrap()).toEqual({ slug: 'trail-shoes', categoryId: '1001' });
    expect(parseProductRoute('trail-runner-pTRAILRUN01')._unsafeUnwrap()).toEqual({ slug: 'trail-runner', productId: 'TRAILRUN01' });
  });

  it('a segment without a valid id is RouteNotFound', () => {
    expect(parseProductRoute('/en-us/p/trail-runner')._unsafeUnwrapErr()).toEqual({ type: 'RouteNotFound', segment: 'trail-runner' });
    expect(parseCategoryRoute('shoes-12')._unsafeUnwrapErr()).toEqual({ type: 'RouteNotFound', segment: 'shoes-12' });
  });

  it('slugify gives lower-case letters and digits joined by single hyphens', () => {
    expect(slugify('Élan Trail  Runner 2!')).toBe('elan-trail-runner-2');
    fc.assert(fc.property(fc.string(), (text) => {
      expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }));
  });

  it('§2 a product code is two letters followed by at least 6 letters or digits', () => {
    expect(isProductCode('AB123456')).toBe(true);
    expect(isProductCode('ABCDEFGH')).toBe(true);
    expect(isProductCode('1B123456')).toBe(false);
    expect(isProductCode('AB12345')).toBe(false);
  });
});
