import { ALL_SITES, slugify, type Currency, type SiteId } from '@switchback/core';
import {
  ADDED_MODELS, BRITISH_ENGLISH, CATEGORY_COPY, COLOR_COUNT, COLOR_NAMES, EDITIONS, FRENCH, LIMITED_RUN, MODEL_TRAITS, PRESALE_MODEL,
  PRESALE_NOTE, PRESALE_TRAIT, PRODUCT_INTRO,
  type CategoryCode, type ColorCode, type EditionCopy, type Localised, type ModelName, type TranslationTag,
} from './demo-catalogue-copy';

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
/**
 * storefront-experience §3/§6: the presale product (a jacket, the last of its category's listing, every variant
 * well stocked), sold to signed-in shoppers only: a guest sees Sign in to buy.
 */
export const PRESALE_PRODUCT_ID = 'SBJK0051';

export const DEMO_SEED = 20261122;

export interface BrandRow { id: string; name: string }
/** `name` and `description` of catalogue rows are the base text (US English); other languages are translation rows. */
export interface CategoryRow { id: string; name: string; slug: string; description: string; position: number }
export interface ProductRow {
  id: string; brandId: string; categoryId: string; name: string; slug: string; description: string;
  featured: boolean; position: number;
  /** Issue 9: a digital product (an e-gift card): issued and mailed when the order is placed. */
  isDigital: boolean;
  /** storefront-experience §6: sold before its release to signed-in shoppers only. */
  presale: boolean;
}
export interface ColorRow { productId: string; code: string; name: string; swatch: string; position: number }
export interface PriceRow { productId: string; siteId: SiteId; currency: Currency; listMinor: number; saleMinor: number }
export interface VariantRow { upc: string; productId: string; colorCode: string; size: string; position: number }
export interface StockRow { upc: string; qty: number }
export interface CategoryTranslationRow { categoryId: string; language: TranslationTag; name: string; description: string }
export interface ProductTranslationRow { productId: string; language: TranslationTag; name: string; description: string }
export interface ColorTranslationRow { code: string; language: TranslationTag; name: string }
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
  categoryTranslations: CategoryTranslationRow[];
  productTranslations: ProductTranslationRow[];
  colorTranslations: ColorTranslationRow[];
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
  // Issue 11: the brands of the added products.
  { id: 'alpenglow', name: 'Alpenglow' },
  { id: 'verglas', name: 'Verglas' },
  { id: 'mistral', name: 'Mistral' },
  { id: 'lochan', name: 'Lochan' },
  { id: 'aiguille', name: 'Aiguille' },
];

interface CategorySpec {
  id: string; code: CategoryCode; slug: string; brandId: string; sizes: string[]; usd: [number, number];
}

const SHOE_SIZES = ['7', '8', '9', '10', '11', '12'];
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** Names, descriptions and product nouns of each category, in every language: demo-catalogue-copy.ts. */
const CATEGORIES: CategorySpec[] = [
  { id: '1001', code: 'TR', slug: 'trail-running-shoes', brandId: 'switchback', sizes: SHOE_SIZES, usd: [110, 180] },
  { id: '1002', code: 'HK', slug: 'hiking-boots', brandId: 'switchback', sizes: SHOE_SIZES, usd: [140, 240] },
  { id: '2001', code: 'JK', slug: 'jackets', brandId: 'northwind', sizes: APPAREL_SIZES, usd: [150, 350] },
  { id: '2002', code: 'FL', slug: 'fleece-midlayers', brandId: 'northwind', sizes: APPAREL_SIZES, usd: [60, 140] },
  { id: '3001', code: 'PK', slug: 'backpacks', brandId: 'switchback', sizes: ['S/M', 'M/L'], usd: [80, 220] },
  { id: '3002', code: 'AC', slug: 'socks-hats', brandId: 'cairn', sizes: ['S', 'M', 'L'], usd: [18, 40] },
];

const PREFIXES: ModelName[] = ['Ridge', 'Scree', 'Talus', 'Cirque', 'Fell', 'Moraine', 'Col', 'Tarn', 'Bothy', 'Corrie'];

const PALETTE: readonly { code: ColorCode; swatch: string }[] = [
  { code: 'black', swatch: '#1d1d1f' },
  { code: 'forest', swatch: '#2f5d3a' },
  { code: 'ember', swatch: '#c2410c' },
  { code: 'glacier', swatch: '#7dd3fc' },
  { code: 'sand', swatch: '#d6c6a5' },
  { code: 'navy', swatch: '#1e3a8a' },
  { code: 'slate', swatch: '#64748b' },
  { code: 'berry', swatch: '#9d174d' },
];

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

/** A text in one of the translated languages: the British wording falls back to the US one. */
const wording = (text: Localised, tag: TranslationTag): string => (tag === FRENCH ? text.fr : (text.enGb ?? text.en));

/** The description of a product in a language: what it is, what sets it apart (`traits`, in order), its colours. */
function describeProduct(
  language: 'en' | TranslationTag,
  product: { name: string; brand: string; code: CategoryCode; traits: readonly Localised[]; colorCount: number },
): string {
  const copy = CATEGORY_COPY[product.code];
  const text = (l: Localised): string => (language === 'en' ? l.en : wording(l, language));
  const intro = language === FRENCH
    ? PRODUCT_INTRO.fr(product.name, product.brand, copy.blurb.fr, copy.frSigned)
    : PRODUCT_INTRO.en(product.name, product.brand, text(copy.blurb));
  const colours = language === FRENCH ? COLOR_COUNT.fr : language === BRITISH_ENGLISH ? COLOR_COUNT.enGb : COLOR_COUNT.en;
  return [intro, ...product.traits.map(text), colours(product.colorCount)].join(' ');
}

const TRANSLATED: readonly TranslationTag[] = [BRITISH_ENGLISH, FRENCH];

interface ProductSpec {
  model: ModelName;
  edition?: EditionCopy;
  /** Place in its category's listing. */
  position: number;
  /** The product's number across the catalogue: digits 6-8 of its variants' UPCs (unique per product). */
  productIndex: number;
  brandId: string;
  featured: boolean;
}

/**
 * One product of a category with its colours, translations, prices, variants and stock, drawing from `rand` in this
 * order: colours, price, sale, then each variant's stock. The first 10 products of each category depend on that order.
 */
function addProduct(out: DemoCatalogue, rand: () => number, category: CategorySpec, spec: ProductSpec): void {
  const copy = CATEGORY_COPY[category.code];
  const id = `SB${category.code}${pad(spec.position + 1, 4)}`;
  const modelName = (language: 'en' | TranslationTag): string => (spec.edition
    ? `${spec.model} ${language === 'en' ? spec.edition.label.en : wording(spec.edition.label, language)}` : spec.model);
  const name = copy.productName.en(modelName('en'));
  const brand = BRANDS.find((b) => b.id === spec.brandId)!;
  const isThreeUnit = id === THREE_UNIT_PRODUCT_ID;

  const colors = isThreeUnit ? [PALETTE[2]!] : pickColors(rand, 2 + Math.floor(rand() * 2));
  colors.forEach((c, position) => out.colors.push({ productId: id, code: c.code, name: COLOR_NAMES[c.code].en, swatch: c.swatch, position }));

  const about = {
    brand: brand.name, code: category.code, colorCount: colors.length,
    traits: [MODEL_TRAITS[spec.model], ...(spec.edition ? [spec.edition.trait] : []), ...(isThreeUnit ? [LIMITED_RUN] : [])],
  };
  out.products.push({
    id, brandId: brand.id, categoryId: category.id, name, slug: slugify(name),
    description: describeProduct('en', { ...about, name }),
    featured: spec.featured,
    position: spec.position,
    isDigital: false,
    presale: false,
  });
  for (const language of TRANSLATED) {
    const localName = language === FRENCH ? copy.productName.fr(modelName(language)) : (copy.productName.enGb ?? copy.productName.en)(modelName(language));
    const description = describeProduct(language, { ...about, name: localName });
    if (localName !== name || description !== out.products.at(-1)!.description) {
      out.productTranslations.push({ productId: id, language, name: localName, description });
    }
  }

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
      const first11 = `84012${pad(spec.productIndex, 3)}${colorIndex}${pad(sizeIndex, 2)}`;
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
}

/** Products per category once the catalogue has grown (issue 11): the first 10 as they always were, then 40 more. */
export const PRODUCTS_PER_CATEGORY = 50;
/** The added products' own PRNG (derived from the seed), so that no draw of the first 60 products moves. */
const ADDED_PRODUCTS_SALT = 0x11a0d5e7;

/**
 * Issue 11: 40 more products per category (positions 11 to 50, after the first 10): each added model once, then the
 * first models in a Pro edition, then added models in a Winter edition. Brands are drawn among all brands, so
 * listings, brand facets and pagination have something to show. UPC product numbers 60 to 299 follow the first 60.
 */
function appendAddedProducts(out: DemoCatalogue, seed: number): void {
  const rand = mulberry32((seed ^ ADDED_PRODUCTS_SALT) >>> 0);
  const added = PRODUCTS_PER_CATEGORY - PREFIXES.length;
  CATEGORIES.forEach((category, categoryIndex) => {
    for (let k = 0; k < added; k++) {
      const model: ModelName = k < ADDED_MODELS.length ? ADDED_MODELS[k]! : k < 30 ? PREFIXES[k - ADDED_MODELS.length]! : ADDED_MODELS[k - 30]!;
      const edition = k < ADDED_MODELS.length ? undefined : k < 30 ? EDITIONS.pro : EDITIONS.winter;
      const brandId = BRANDS[Math.floor(rand() * BRANDS.length)]!.id;
      addProduct(out, rand, category, {
        model, ...(edition ? { edition } : {}), position: PREFIXES.length + k,
        productIndex: CATEGORIES.length * PREFIXES.length + categoryIndex * added + k, brandId, featured: false,
      });
    }
  });
}

/**
 * The demo catalogue for a seed: 8 brands, 6 categories of 50 products (300), colour × size variants, 3 site price lists,
 * 6 stores, and every category, product and colour name and description in French (and in British English where
 * it differs from the US base). Slugs are language-neutral: they come from the base name on every site.
 */
export function buildDemoCatalogue(seed: number = DEMO_SEED): DemoCatalogue {
  const rand = mulberry32(seed);
  const out: DemoCatalogue = {
    brands: BRANDS.map((b) => ({ ...b })),
    categories: CATEGORIES.map((c, position) => {
      const copy = CATEGORY_COPY[c.code];
      return { id: c.id, name: copy.name.en, slug: c.slug, description: copy.description.en, position };
    }),
    products: [], colors: [], prices: [], variants: [], stock: [],
    stores: STORES.map((s) => ({ ...s })),
    categoryTranslations: [], productTranslations: [], colorTranslations: [],
  };
  for (const category of out.categories) {
    const copy = CATEGORY_COPY[CATEGORIES.find((c) => c.id === category.id)!.code];
    for (const language of TRANSLATED) {
      const name = wording(copy.name, language);
      const description = wording(copy.description, language);
      if (name !== category.name || description !== category.description) out.categoryTranslations.push({ categoryId: category.id, language, name, description });
    }
  }
  for (const { code } of PALETTE) {
    for (const language of TRANSLATED) {
      const name = wording(COLOR_NAMES[code], language);
      if (name !== COLOR_NAMES[code].en) out.colorTranslations.push({ code, language, name });
    }
  }

  CATEGORIES.forEach((category, categoryIndex) => {
    PREFIXES.forEach((prefix, i) => {
      addProduct(out, rand, category, { model: prefix, position: i, productIndex: categoryIndex * PREFIXES.length + i, brandId: category.brandId,
        featured: i === 0 || (i === 1 && categoryIndex < 2) });
    });
  });
  appendAddedProducts(out, seed);
  appendGiftCards(out);
  appendPresaleProduct(out);
  return out;
}

/** The jackets category of the presale product; its UPC product number follows the 300 seeded products. */
const PRESALE_CATEGORY = CATEGORIES.find((c) => c.code === 'JK')!;
const PRESALE_UPC_PRODUCT_INDEX = CATEGORIES.length * PRODUCTS_PER_CATEGORY;
const PRESALE_USD_MAJOR = 320;

/**
 * storefront-experience §3/§6: appended after the seeded catalogue (no draw from the PRNG, so every other row stays
 * as it was): the Solstice Shell Jacket, presale, last in the jackets listing, in two colours with every size in
 * stock, priced on every site like the others (the site's price level, ending in 99), named and described in
 * every language.
 */
function appendPresaleProduct(out: DemoCatalogue): void {
  const copy = CATEGORY_COPY[PRESALE_CATEGORY.code];
  const brand = BRANDS.find((b) => b.id === PRESALE_CATEGORY.brandId)!;
  const colors = [PALETTE[3]!, PALETTE[7]!];
  const description = (language: 'en' | TranslationTag, name: string): string => describeProduct(language, {
    name, brand: brand.name, code: PRESALE_CATEGORY.code, traits: [PRESALE_TRAIT, PRESALE_NOTE], colorCount: colors.length,
  });
  const name = copy.productName.en(PRESALE_MODEL);
  out.products.push({
    id: PRESALE_PRODUCT_ID, brandId: brand.id, categoryId: PRESALE_CATEGORY.id, name, slug: slugify(name),
    description: description('en', name), featured: false, position: PRODUCTS_PER_CATEGORY, isDigital: false, presale: true,
  });
  for (const language of TRANSLATED) {
    const localName = language === FRENCH ? copy.productName.fr(PRESALE_MODEL) : (copy.productName.enGb ?? copy.productName.en)(PRESALE_MODEL);
    out.productTranslations.push({ productId: PRESALE_PRODUCT_ID, language, name: localName, description: description(language, localName) });
  }
  colors.forEach((c, position) => out.colors.push({ productId: PRESALE_PRODUCT_ID, code: c.code, name: COLOR_NAMES[c.code].en, swatch: c.swatch, position }));
  for (const site of ALL_SITES) {
    const listMinor = Math.round((PRESALE_USD_MAJOR * PRICE_LEVEL_PERCENT[site.id]) / 100) * 100 - 1;
    out.prices.push({ productId: PRESALE_PRODUCT_ID, siteId: site.id, currency: site.currency, listMinor, saleMinor: listMinor });
  }
  let position = 0;
  colors.forEach((color, colorIndex) => {
    PRESALE_CATEGORY.sizes.forEach((size, sizeIndex) => {
      const first11 = `84012${pad(PRESALE_UPC_PRODUCT_INDEX, 3)}${colorIndex}${pad(sizeIndex, 2)}`;
      const upc = `${first11}${upcCheckDigit(first11)}`;
      out.variants.push({ upc, productId: PRESALE_PRODUCT_ID, colorCode: color.code, size, position: position++ });
      out.stock.push({ upc, qty: 40 });
    });
  });
}

/** Issue 9: the "Switchback e-gift card" of each amount, a product each (prices are per product and site). */
export const GIFT_CARD_AMOUNTS = [25, 50, 100] as const;
export const giftCardProductId = (amount: number): string => `SBGC${pad(amount, 4)}`;
const GIFT_CARD_CATEGORY_ID = '9001';
const GIFT_CARD_COLOR = 'egift';

/**
 * Appended after the seeded catalogue (no draw from the PRNG, so every other row stays as it was): a "Gift cards"
 * category with one digital product per amount, priced at that amount in each site's currency, one variant
 * (the amount as its size) and ample stock.
 */
function appendGiftCards(out: DemoCatalogue): void {
  out.categories.push({
    id: GIFT_CARD_CATEGORY_ID, name: 'Gift Cards', slug: 'gift-cards', position: out.categories.length,
    description: 'Switchback e-gift cards, sent by e-mail as soon as the order is placed.',
  });
  out.categoryTranslations.push(
    { categoryId: GIFT_CARD_CATEGORY_ID, language: FRENCH, name: 'Cartes cadeaux', description: 'Cartes cadeaux électroniques Switchback, envoyées par e-mail dès la commande passée.' },
  );
  out.colorTranslations.push({ code: GIFT_CARD_COLOR, language: FRENCH, name: 'Carte électronique' });
  GIFT_CARD_AMOUNTS.forEach((amount, position) => {
    const id = giftCardProductId(amount);
    const name = `Switchback e-gift card ${amount}`;
    out.products.push({
      id, brandId: 'switchback', categoryId: GIFT_CARD_CATEGORY_ID, name, slug: slugify(name),
      description: `A Switchback e-gift card worth ${amount} in the currency of the site, sent by e-mail with its number and PIN.`,
      featured: false, position, isDigital: true, presale: false,
    });
    out.productTranslations.push({
      productId: id, language: FRENCH, name: `Carte cadeau électronique Switchback ${amount}`,
      description: `Une carte cadeau électronique Switchback d’une valeur de ${amount} dans la devise du site, envoyée par e-mail avec son numéro et son code PIN.`,
    });
    out.colors.push({ productId: id, code: GIFT_CARD_COLOR, name: 'E-gift card', swatch: '#0f766e', position: 0 });
    for (const site of ALL_SITES) out.prices.push({ productId: id, siteId: site.id, currency: site.currency, listMinor: amount * 100, saleMinor: amount * 100 });
    const first11 = `84099${pad(amount, 3)}000`;
    const upc = `${first11}${upcCheckDigit(first11)}`;
    out.variants.push({ upc, productId: id, colorCode: GIFT_CARD_COLOR, size: String(amount), position: 0 });
    out.stock.push({ upc, qty: 100_000 });
  });
}
