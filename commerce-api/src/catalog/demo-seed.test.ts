import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ID_PATTERN, categoryPath, parseCategoryRoute, parseProductRoute, PRODUCT_ID_PATTERN, productPath, SITES, slugify,
} from '@switchback/core';
import {
  buildDemoCatalogue, DEMO_SEED, PRESALE_PRODUCT_ID, PRODUCTS_PER_CATEGORY, SOLD_OUT_PRODUCT_ID, THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT, upcCheckDigit,
  WELL_STOCKED_PRODUCT_ID,
} from './demo-seed';

const catalogue = buildDemoCatalogue();
const stockOf = (productId: string) => catalogue.variants
  .filter((v) => v.productId === productId)
  .map((v) => catalogue.stock.find((s) => s.upc === v.upc)!.qty);

describe('demo seed', () => {
  it('is a pure function of the seed: same seed, same rows; another seed, other rows', () => {
    expect(buildDemoCatalogue(DEMO_SEED)).toEqual(catalogue);
    expect(buildDemoCatalogue(DEMO_SEED + 1).stock).not.toEqual(catalogue.stock);
  });

  it('has 6+ brands, 6 categories of 50 products (300), the presale jacket, the gift cards (3), 5+ stores and prices for the 3 sites', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.categories).toHaveLength(7);
    expect(catalogue.products).toHaveLength(304);
    for (const c of catalogue.categories.slice(0, 6)) {
      const products = catalogue.products.filter((p) => p.categoryId === c.id && !p.presale);
      expect(products).toHaveLength(PRODUCTS_PER_CATEGORY);
      // Every brand is not the category's only one: a brand facet has more than one value on each listing.
      expect(new Set(products.map((p) => p.brandId)).size).toBeGreaterThan(3);
    }
    expect(new Set(catalogue.products.map((p) => p.brandId))).toEqual(new Set(catalogue.brands.map((b) => b.id)));
    expect(catalogue.products.filter((p) => p.isDigital).map((p) => p.id)).toEqual(['SBGC0025', 'SBGC0050', 'SBGC0100']);
    expect(catalogue.stores.length).toBeGreaterThanOrEqual(5);
    const currencies = Object.fromEntries(catalogue.prices.map((p) => [p.siteId, p.currency]));
    expect(currencies).toEqual({ 'en-us': 'USD', 'en-gb': 'GBP', 'fr-fr': 'EUR' });
    expect(catalogue.prices).toHaveLength(304 * 3);
  });

  it('one presale product (storefront-experience §6), last of the jackets, in stock, priced and named on every site', () => {
    expect(catalogue.products.filter((p) => p.presale).map((p) => p.id)).toEqual([PRESALE_PRODUCT_ID]);
    const presale = catalogue.products.find((p) => p.id === PRESALE_PRODUCT_ID)!;
    const jackets = catalogue.products.filter((p) => p.categoryId === presale.categoryId);
    expect(presale).toMatchObject({ name: 'Solstice Shell Jacket', slug: 'solstice-shell-jacket', isDigital: false, featured: false });
    expect(Math.max(...jackets.map((p) => p.position))).toBe(presale.position);
    expect(stockOf(PRESALE_PRODUCT_ID).length).toBeGreaterThan(0);
    expect(stockOf(PRESALE_PRODUCT_ID).every((qty) => qty >= 20)).toBe(true);
    expect(catalogue.prices.filter((p) => p.productId === PRESALE_PRODUCT_ID).map((p) => p.siteId).sort()).toEqual(['en-gb', 'en-us', 'fr-fr']);
    const fr = catalogue.productTranslations.find((t) => t.productId === PRESALE_PRODUCT_ID && t.language === 'fr')!;
    expect(fr.name).toBe('Veste imperméable Solstice');
    expect(fr.description).toContain('Prévente\u00a0: vendue aux membres avant sa sortie.');
    expect(presale.description).toContain('Presale: sold to members before its release.');
  });

  it('product names are unique on every site, and the added ones keep their accents in every language', () => {
    const names = (language?: string) => catalogue.products.map((p) =>
      catalogue.productTranslations.find((t) => t.productId === p.id && t.language === language)?.name ?? p.name);
    for (const language of [undefined, 'en-GB', 'fr']) expect(new Set(names(language)).size).toBe(catalogue.products.length);
    const fr = catalogue.productTranslations.find((t) => t.productId === 'SBJK0011' && t.language === 'fr')!;
    expect([catalogue.products.find((p) => p.id === 'SBJK0011')!.name, fr.name]).toEqual(['Écrin Shell Jacket', 'Veste imperméable Écrin']);
  });

  it('the first 10 products of every category are exactly as before the catalogue grew (ids, names, UPCs, prices, stock)', () => {
    const pinned = (id: string) => {
      const product = catalogue.products.find((p) => p.id === id)!;
      const variants = catalogue.variants.filter((v) => v.productId === id);
      return {
        name: product.name, brandId: product.brandId, position: product.position, featured: product.featured,
        usd: catalogue.prices.find((p) => p.productId === id && p.siteId === 'en-us')!,
        variants: variants.map((v) => `${v.upc} ${v.colorCode} ${v.size} ${catalogue.stock.find((s) => s.upc === v.upc)!.qty}`),
      };
    };
    expect(pinned('SBTR0001')).toMatchObject({ name: 'Ridge Trail Runner', brandId: 'switchback', position: 0, featured: true });
    expect(pinned('SBTR0001').variants.slice(0, 2)).toEqual(['840120000005 slate 7 33', '840120000012 slate 8 39']);
    expect(pinned('SBPK0003')).toEqual({
      name: 'Talus Daypack', brandId: 'switchback', position: 2, featured: false,
      usd: { productId: 'SBPK0003', siteId: 'en-us', currency: 'USD', listMinor: 12399, saleMinor: 12399 },
      variants: ['840120420001 ember S/M 3', '840120420018 ember M/L 0'],
    });
    expect(pinned('SBFL0005').variants.every((v) => v.endsWith(' 0'))).toBe(true);
    expect(pinned('SBAC0010')).toMatchObject({ name: 'Corrie Merino Socks', brandId: 'cairn', position: 9 });
    expect(pinned('SBAC0010').variants).toEqual([
      '840120590001 black S 11', '840120590018 black M 32', '840120590025 black L 23',
      '840120591008 glacier S 25', '840120591015 glacier M 13', '840120591022 glacier L 0',
    ]);
    for (const c of catalogue.categories.slice(0, 6)) {
      const firstTen = catalogue.products.filter((p) => p.categoryId === c.id).slice(0, 10);
      expect(firstTen.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(firstTen.every((p) => ['switchback', 'northwind', 'cairn'].includes(p.brandId))).toBe(true);
    }
  });

  it('ids follow §2: category ids 4-10 digits, product ids 8-11 upper-case alphanumerics', () => {
    for (const c of catalogue.categories) expect(c.id).toMatch(CATEGORY_ID_PATTERN);
    for (const p of catalogue.products) expect(p.id).toMatch(PRODUCT_ID_PATTERN);
  });

  it('prices are in the currency of core’s site table; slugs are core’s slugify of the names, and product and category paths parse back', () => {
    for (const price of catalogue.prices) expect(price.currency).toBe(SITES[price.siteId].currency);
    for (const p of catalogue.products) {
      expect(p.slug).toBe(slugify(p.name));
      expect(parseProductRoute(productPath('fr-fr', p.slug, p.id))._unsafeUnwrap()).toEqual({ slug: p.slug, productId: p.id });
    }
    for (const c of catalogue.categories) {
      expect(c.slug).toBe(slugify(c.name));
      expect(parseCategoryRoute(categoryPath('en-gb', c.slug, c.id))._unsafeUnwrap()).toEqual({ slug: c.slug, categoryId: c.id });
    }
  });

  it('every product has colour × size variants with unique, check-digit-valid 12-digit UPCs', () => {
    const upcs = new Set(catalogue.variants.map((v) => v.upc));
    expect(upcs.size).toBe(catalogue.variants.length);
    for (const v of catalogue.variants) {
      expect(v.upc).toMatch(/^\d{12}$/);
      expect(Number(v.upc[11])).toBe(upcCheckDigit(v.upc.slice(0, 11)));
    }
    for (const p of catalogue.products) {
      const colors = catalogue.colors.filter((c) => c.productId === p.id).length;
      const sizes = new Set(catalogue.variants.filter((v) => v.productId === p.id).map((v) => v.size)).size;
      expect(catalogue.variants.filter((v) => v.productId === p.id)).toHaveLength(colors * sizes);
    }
  });

  it('prices are integer minor units; some products are on sale (sale below list)', () => {
    for (const p of catalogue.prices) {
      expect(Number.isInteger(p.listMinor) && Number.isInteger(p.saleMinor)).toBe(true);
      expect(p.saleMinor).toBeLessThanOrEqual(p.listMinor);
    }
    expect(catalogue.prices.some((p) => p.saleMinor < p.listMinor)).toBe(true);
  });

  it('stock: some variants low (1-3), some out; the 3-unit product holds exactly 3 units in total', () => {
    const quantities = catalogue.stock.map((s) => s.qty);
    expect(quantities.filter((q) => q === 0).length).toBeGreaterThan(10);
    expect(quantities.filter((q) => q >= 1 && q <= 3).length).toBeGreaterThan(10);
    expect(stockOf(THREE_UNIT_PRODUCT_ID).reduce((a, b) => a + b, 0)).toBe(3);
    const threeUnit = catalogue.variants.find((v) => v.productId === THREE_UNIT_PRODUCT_ID && v.colorCode === THREE_UNIT_VARIANT.color && v.size === THREE_UNIT_VARIANT.size)!;
    expect(catalogue.stock.find((s) => s.upc === threeUnit.upc)!.qty).toBe(3);
    expect(Math.min(...stockOf(WELL_STOCKED_PRODUCT_ID))).toBeGreaterThanOrEqual(20);
    expect(stockOf(SOLD_OUT_PRODUCT_ID).every((q) => q === 0)).toBe(true);
  });

  it('every category, product and colour is translated into French; British English rows only where the wording differs', () => {
    const fr = <R extends { language: string }>(rows: readonly R[]): R[] => rows.filter((r) => r.language === 'fr');
    expect(fr(catalogue.categoryTranslations).map((t) => t.categoryId)).toEqual(catalogue.categories.map((c) => c.id));
    expect(fr(catalogue.productTranslations).map((t) => t.productId)).toEqual(catalogue.products.map((p) => p.id));
    expect(fr(catalogue.colorTranslations).map((t) => t.code).sort()).toEqual([...new Set(catalogue.colors.map((c) => c.code))].sort());
    for (const t of catalogue.categoryTranslations.filter((r) => r.language === 'en-GB')) {
      const us = catalogue.categories.find((c) => c.id === t.categoryId)!;
      expect([t.name, t.description]).not.toEqual([us.name, us.description]);
    }
    for (const t of catalogue.productTranslations.filter((r) => r.language === 'en-GB')) {
      const us = catalogue.products.find((p) => p.id === t.productId)!;
      expect([t.name, t.description]).not.toEqual([us.name, us.description]);
    }
    expect(catalogue.colorTranslations.filter((t) => t.language === 'en-GB')).toEqual([{ code: 'slate', language: 'en-GB', name: 'Slate Grey' }]);
  });
});
