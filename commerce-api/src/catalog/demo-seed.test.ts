import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ID_PATTERN, categoryPath, parseCategoryRoute, parseProductRoute, PRODUCT_ID_PATTERN, productPath, SITES, slugify,
} from '@switchback/core';
import {
  buildDemoCatalogue, DEMO_SEED, SOLD_OUT_PRODUCT_ID, THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT, upcCheckDigit,
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

  it('has at least 2 brands, 6 categories of 10 products (60) and the gift cards (3), 5+ stores and prices for the 3 sites', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(2);
    expect(catalogue.categories).toHaveLength(7);
    expect(catalogue.products).toHaveLength(63);
    for (const c of catalogue.categories.slice(0, 6)) expect(catalogue.products.filter((p) => p.categoryId === c.id)).toHaveLength(10);
    expect(catalogue.products.filter((p) => p.isDigital).map((p) => p.id)).toEqual(['SBGC0025', 'SBGC0050', 'SBGC0100']);
    expect(catalogue.stores.length).toBeGreaterThanOrEqual(5);
    const currencies = Object.fromEntries(catalogue.prices.map((p) => [p.siteId, p.currency]));
    expect(currencies).toEqual({ 'en-us': 'USD', 'en-gb': 'GBP', 'fr-fr': 'EUR' });
    expect(catalogue.prices).toHaveLength(63 * 3);
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
