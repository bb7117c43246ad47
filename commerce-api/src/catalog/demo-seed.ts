import { ALL_SITES, slugify, type Currency, type SiteId } from '@switchback/core';

/**
 * The deterministic demo catalogue: a pure function of a seed (mulberry32 PRNG), no I/O.
 * Same seed, same rows — ids, UPCs, prices and stock are stable across machines and restarts.
 */

/** The product with exactly 3 units in total: one colour, `ember`; size `S/M` holds all 3, `M/L` is sold out. */
export const THREE_UNIT_PRODUCT_ID = 'SBPK0003';
export const THREE_UNIT_VARIANT = { color: 'ember', size: 'S/M', qty: 3 } as const;
/** A product whose every variant has plenty of stock (at least 20 units). */
export const WELL_STOCKED_PRODUCT_ID = 'SBTR0001';
/** A product whose every variant is out of stock. */
export const SOLD_OUT_PRODUCT_ID = 'SBFL0005';

export const DEMO_SEED = 20261122;

export interface BrandRow { id: string; name: string }
export interface CategoryRow { id: string; name: string; slug: string; position: number }
export interface ProductRow {
  id: string; brandId: string; categoryId: string; name: string; slug: string; description: string;
  featured: boolean; position: number;
}
export interface ColorRow { productId: string; code: string; name: string; swatch: string; position: number }
export interface PriceRow { productId: string; siteId: SiteId; currency: Currency; listMinor: number; saleMinor: number }
export interface VariantRow { upc: string; productId: string; colorCode: string; size: string; position: number }
export interface StockRow { upc: string; qty: number }
export interface StoreRow {
  id: string; name: string; siteId: SiteId; addressLine1: string; city: string; postalCode: string;
  countryCode: string; phone: string;
}

export interface DemoCatalogue {
  brands: BrandRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  colors: ColorRow[];
  prices: PriceRow[];
  variants: VariantRow[];
  stock: StockRow[];
  stores: StoreRow[];
}

/** mulberry32: a tiny, well-known 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** UPC-A check digit of 11 digits: 3 × the odd positions plus the even positions, to the next multiple of ten. */
export function upcCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

const BRANDS: BrandRow[] = [
  { id: 'switchback', name: 'Switchback' },
  { id: 'northwind', name: 'Northwind' },
  { id: 'cairn', name: 'Cairn' },
];

interface CategorySpec {
  id: string; code: string; name: string; slug: string; noun: string; brandId: string;
  sizes: string[]; usd: [number, number]; blurb: string;
}

const SHOE_SIZES = ['7', '8', '9', '10', '11', '12'];
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'];

const CATEGORIES: CategorySpec[] = [
  { id: '1001', code: 'TR', name: 'Trail Running Shoes', slug: 'trail-running-shoes', noun: 'Trail Runner', brandId: 'switchback', sizes: SHOE_SIZES, usd: [110, 180], blurb: 'a grippy, cushioned shoe for rocky singletrack' },
  { id: '1002', code: 'HK', name: 'Hiking Boots', slug: 'hiking-boots', noun: 'Hiking Boot', brandId: 'switchback', sizes: SHOE_SIZES, usd: [140, 240], blurb: 'a waterproof boot with ankle support for long days' },
  { id: '2001', code: 'JK', name: 'Jackets', slug: 'jackets', noun: 'Shell Jacket', brandId: 'northwind', sizes: APPAREL_SIZES, usd: [150, 350], blurb: 'a breathable waterproof shell that packs small' },
  { id: '2002', code: 'FL', name: 'Fleece & Midlayers', slug: 'fleece-midlayers', noun: 'Fleece', brandId: 'northwind', sizes: APPAREL_SIZES, usd: [60, 140], blurb: 'a warm grid-fleece layer for cold starts' },
  { id: '3001', code: 'PK', name: 'Backpacks', slug: 'backpacks', noun: 'Daypack', brandId: 'switchback', sizes: ['S/M', 'M/L'], usd: [80, 220], blurb: 'a ventilated pack with a torso-length harness' },
  { id: '3002', code: 'AC', name: 'Socks & Hats', slug: 'socks-hats', noun: 'Merino Socks', brandId: 'cairn', sizes: ['S', 'M', 'L'], usd: [18, 40], blurb: 'soft merino that stays fresh for days' },
];

const PREFIXES = ['Ridge', 'Scree', 'Talus', 'Cirque', 'Fell', 'Moraine', 'Col', 'Tarn', 'Bothy', 'Corrie'];

const PALETTE = [
  { code: 'black', name: 'Black', swatch: '#1d1d1f' },
  { code: 'forest', name: 'Forest', swatch: '#2f5d3a' },
  { code: 'ember', name: 'Ember', swatch: '#c2410c' },
  { code: 'glacier', name: 'Glacier', swatch: '#7dd3fc' },
  { code: 'sand', name: 'Sand', swatch: '#d6c6a5' },
  { code: 'navy', name: 'Navy', swatch: '#1e3a8a' },
  { code: 'slate', name: 'Slate', swatch: '#64748b' },
  { code: 'berry', name: 'Berry', swatch: '#9d174d' },
] as const;

/** Each site's price level as a percentage of the US price; the site's currency is core's site table's. */
const PRICE_LEVEL_PERCENT: Readonly<Record<SiteId, number>> = { 'en-us': 100, 'en-gb': 80, 'fr-fr': 92 };

const STORES: StoreRow[] = [
  { id: 'STR-DEN-01', name: 'Switchback Denver', siteId: 'en-us', addressLine1: '1600 Wynkoop St', city: 'Denver', postalCode: '80202', countryCode: 'US', phone: '+1 303 555 0101' },
  { id: 'STR-SEA-01', name: 'Switchback Seattle', siteId: 'en-us', addressLine1: '1420 5th Ave', city: 'Seattle', postalCode: '98101', countryCode: 'US', phone: '+1 206 555 0102' },
  { id: 'STR-LON-01', name: 'Switchback London Covent Garden', siteId: 'en-gb', addressLine1: '12 Long Acre', city: 'London', postalCode: 'WC2E 9LH', countryCode: 'GB', phone: '+44 20 7946 0103' },
  { id: 'STR-MAN-01', name: 'Switchback Manchester', siteId: 'en-gb', addressLine1: '45 Market St', city: 'Manchester', postalCode: 'M1 1WR', countryCode: 'GB', phone: '+44 161 496 0104' },
  { id: 'STR-PAR-01', name: 'Switchback Paris Rivoli', siteId: 'fr-fr', addressLine1: '88 Rue de Rivoli', city: 'Paris', postalCode: '75004', countryCode: 'FR', phone: '+33 1 70 00 01 05' },
  { id: 'STR-LYO-01', name: 'Switchback Lyon', siteId: 'fr-fr', addressLine1: '21 Rue de la République', city: 'Lyon', postalCode: '69002', countryCode: 'FR', phone: '+33 4 72 00 01 06' },
];

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function pickColors(rand: () => number, count: number): (typeof PALETTE)[number][] {
  const pool = [...PALETTE];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function stockLevel(rand: () => number): number {
  const r = rand();
  if (r < 0.12) return 0;
  if (r < 0.24) return 1 + Math.floor(rand() * 3);
  return 4 + Math.floor(rand() * 37);
}

/** The demo catalogue for a seed: 3 brands, 6 categories, 60 products, colour × size variants, 3 site price lists, 6 stores. */
export function buildDemoCatalogue(seed: number = DEMO_SEED): DemoCatalogue {
  const rand = mulberry32(seed);
  const out: DemoCatalogue = {
    brands: BRANDS.map((b) => ({ ...b })),
    categories: CATEGORIES.map((c, position) => ({ id: c.id, name: c.name, slug: c.slug, position })),
    products: [], colors: [], prices: [], variants: [], stock: [],
    stores: STORES.map((s) => ({ ...s })),
  };

  CATEGORIES.forEach((category, categoryIndex) => {
    PREFIXES.forEach((prefix, i) => {
      const productIndex = categoryIndex * PREFIXES.length + i;
      const id = `SB${category.code}${pad(i + 1, 4)}`;
      const name = `${prefix} ${category.noun}`;
      const brand = BRANDS.find((b) => b.id === category.brandId)!;
      const isThreeUnit = id === THREE_UNIT_PRODUCT_ID;
      out.products.push({
        id, brandId: brand.id, categoryId: category.id, name, slug: slugify(name),
        description: `The ${name} by ${brand.name}: ${category.blurb}.${isThreeUnit ? ' Limited run: only 3 left.' : ''}`,
        featured: i === 0 || (i === 1 && categoryIndex < 2),
        position: i,
      });

      const colors = isThreeUnit ? [PALETTE[2]] : pickColors(rand, 2 + Math.floor(rand() * 2));
      colors.forEach((c, position) => out.colors.push({ productId: id, code: c.code, name: c.name, swatch: c.swatch, position }));

      const usdMajor = category.usd[0] + Math.floor(rand() * (category.usd[1] - category.usd[0] + 1));
      const salePercent = rand() < 0.3 ? [70, 75, 80, 85][Math.floor(rand() * 4)]! : 100;
      for (const site of ALL_SITES) {
        const listMajor = Math.round((usdMajor * PRICE_LEVEL_PERCENT[site.id]) / 100);
        const saleMajor = Math.floor((listMajor * salePercent) / 100);
        out.prices.push({
          productId: id, siteId: site.id, currency: site.currency,
          listMinor: listMajor * 100 - 1, saleMinor: salePercent === 100 ? listMajor * 100 - 1 : saleMajor * 100 - 1,
        });
      }

      let position = 0;
      colors.forEach((color, colorIndex) => {
        category.sizes.forEach((size, sizeIndex) => {
          const first11 = `84012${pad(productIndex, 3)}${colorIndex}${pad(sizeIndex, 2)}`;
          const upc = `${first11}${upcCheckDigit(first11)}`;
          out.variants.push({ upc, productId: id, colorCode: color.code, size, position: position++ });
          const drawn = stockLevel(rand);
          let qty = drawn;
          if (id === WELL_STOCKED_PRODUCT_ID) qty = 20 + (drawn % 21);
          if (id === SOLD_OUT_PRODUCT_ID) qty = 0;
          if (isThreeUnit) qty = size === THREE_UNIT_VARIANT.size ? THREE_UNIT_VARIANT.qty : 0;
          out.stock.push({ upc, qty });
        });
      });
    });
  });
  return out;
}
