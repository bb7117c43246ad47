import { ok } from 'neverthrow';
import type { OpeningHours, SiteId } from '@switchback/core';
import { buildDemoCatalogue, mulberry32, type DemoCatalogue } from '../catalog/demo-seed';
import type { Database } from '../database/database.port';

/**
 * Issue 10 demo stores: where each store is, its hours, e-mail and services; stock per store for every demo variant;
 * collection points per site; and the postcodes and cities they serve (real coordinates). Deterministic, a pure
 * function of the demo catalogue; loaded once (a second start changes nothing).
 */

export interface DemoStorePlace {
  readonly id: string;
  /** Only for the stores added here; the six of the demo catalogue already have theirs. */
  readonly row?: { name: string; siteId: SiteId; addressLine1: string; city: string; postalCode: string; countryCode: string; phone: string };
  readonly latitude: number;
  readonly longitude: number;
  readonly email: string;
  /** Its own time zone when it is not its site's (Seattle on the US site, which keeps Denver time). */
  readonly timeZone?: string;
  readonly openingHours: OpeningHours;
  readonly pickupEnabled: boolean;
  readonly shipToStoreEnabled: boolean;
}

const week = (weekday: [string, string], saturday: [string, string] | null, sunday: [string, string] | null): OpeningHours => [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: weekday[0], closes: weekday[1] })),
  ...(saturday ? [{ day: 6, opens: saturday[0], closes: saturday[1] }] : []),
  ...(sunday ? [{ day: 7, opens: sunday[0], closes: sunday[1] }] : []),
];
const US_HOURS = week(['10:00', '21:00'], ['10:00', '20:00'], ['11:00', '18:00']);
const UK_HOURS = week(['09:30', '20:00'], ['09:30', '19:00'], ['11:00', '17:00']);
const FR_HOURS = week(['10:00', '19:30'], ['10:00', '19:30'], null);
const ALWAYS: OpeningHours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '23:59' }));

/** One store per site offers ship-to-store only (no pickup from its own stock): Colorado Springs, Leeds, Versailles. */
export const DEMO_STORE_PLACES: readonly DemoStorePlace[] = [
  { id: 'STR-DEN-01', latitude: 39.7530, longitude: -105.0001, email: 'denver@stores.switchback.example', openingHours: US_HOURS, pickupEnabled: true, shipToStoreEnabled: true },
  { id: 'STR-SEA-01', latitude: 47.6105, longitude: -122.3363, email: 'seattle@stores.switchback.example', openingHours: US_HOURS, pickupEnabled: true, shipToStoreEnabled: true, timeZone: 'America/Los_Angeles' },
  {
    id: 'STR-BOU-01', row: { name: 'Switchback Boulder', siteId: 'en-us', addressLine1: '1500 Pearl St', city: 'Boulder', postalCode: '80302', countryCode: 'US', phone: '+1 303 555 0107' },
    latitude: 40.0186, longitude: -105.2760, email: 'boulder@stores.switchback.example', openingHours: week(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '17:00']), pickupEnabled: true, shipToStoreEnabled: true,
  },
  {
    id: 'STR-COS-01', row: { name: 'Switchback Colorado Springs', siteId: 'en-us', addressLine1: '16 N Tejon St', city: 'Colorado Springs', postalCode: '80903', countryCode: 'US', phone: '+1 719 555 0108' },
    latitude: 38.8353, longitude: -104.8237, email: 'coloradosprings@stores.switchback.example', openingHours: week(['10:00', '19:00'], ['10:00', '19:00'], null), pickupEnabled: false, shipToStoreEnabled: true,
  },
  { id: 'STR-LON-01', latitude: 51.5124, longitude: -0.1246, email: 'coventgarden@stores.switchback.example', openingHours: UK_HOURS, pickupEnabled: true, shipToStoreEnabled: true },
  { id: 'STR-MAN-01', latitude: 53.4823, longitude: -2.2406, email: 'manchester@stores.switchback.example', openingHours: UK_HOURS, pickupEnabled: true, shipToStoreEnabled: true },
  {
    id: 'STR-LON-02', row: { name: 'Switchback London Shoreditch', siteId: 'en-gb', addressLine1: '150 Shoreditch High St', city: 'London', postalCode: 'E1 6JE', countryCode: 'GB', phone: '+44 20 7946 0109' },
    latitude: 51.5246, longitude: -0.0781, email: 'shoreditch@stores.switchback.example', openingHours: week(['10:00', '19:00'], ['10:00', '19:00'], ['12:00', '18:00']), pickupEnabled: true, shipToStoreEnabled: true,
  },
  {
    id: 'STR-KIN-01', row: { name: 'Switchback Kingston', siteId: 'en-gb', addressLine1: '20 Clarence St', city: 'Kingston upon Thames', postalCode: 'KT1 1NS', countryCode: 'GB', phone: '+44 20 7946 0110' },
    latitude: 51.4100, longitude: -0.3020, email: 'kingston@stores.switchback.example', openingHours: UK_HOURS, pickupEnabled: true, shipToStoreEnabled: true,
  },
  {
    id: 'STR-LDS-01', row: { name: 'Switchback Leeds', siteId: 'en-gb', addressLine1: '50 Briggate', city: 'Leeds', postalCode: 'LS1 6HD', countryCode: 'GB', phone: '+44 113 496 0111' },
    latitude: 53.7983, longitude: -1.5418, email: 'leeds@stores.switchback.example', openingHours: UK_HOURS, pickupEnabled: false, shipToStoreEnabled: true,
  },
  { id: 'STR-PAR-01', latitude: 48.8580, longitude: 2.3488, email: 'rivoli@stores.switchback.example', openingHours: FR_HOURS, pickupEnabled: true, shipToStoreEnabled: true },
  { id: 'STR-LYO-01', latitude: 45.7620, longitude: 4.8357, email: 'lyon@stores.switchback.example', openingHours: FR_HOURS, pickupEnabled: true, shipToStoreEnabled: true },
  {
    id: 'STR-PAR-02', row: { name: 'Switchback Paris Bastille', siteId: 'fr-fr', addressLine1: '10 Rue du Faubourg Saint-Antoine', city: 'Paris', postalCode: '75012', countryCode: 'FR', phone: '+33 1 70 00 01 12' },
    latitude: 48.8530, longitude: 2.3710, email: 'bastille@stores.switchback.example', openingHours: week(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '19:00']), pickupEnabled: true, shipToStoreEnabled: true,
  },
  {
    id: 'STR-VER-01', row: { name: 'Switchback Versailles', siteId: 'fr-fr', addressLine1: '12 Rue de la Paroisse', city: 'Versailles', postalCode: '78000', countryCode: 'FR', phone: '+33 1 70 00 01 13' },
    latitude: 48.8049, longitude: 2.1301, email: 'versailles@stores.switchback.example', openingHours: FR_HOURS, pickupEnabled: false, shipToStoreEnabled: true,
  },
  {
    id: 'STR-GRE-01', row: { name: 'Switchback Grenoble', siteId: 'fr-fr', addressLine1: '5 Place Grenette', city: 'Grenoble', postalCode: '38000', countryCode: 'FR', phone: '+33 4 76 00 01 14' },
    latitude: 45.1911, longitude: 5.7280, email: 'grenoble@stores.switchback.example', openingHours: week(['10:00', '19:00'], ['09:30', '19:00'], null).filter((h) => h.day !== 1), pickupEnabled: true, shipToStoreEnabled: true,
  },
];

export interface DemoCollectionPoint {
  id: string; siteId: SiteId; name: string; optionType: 'LOCKER' | 'SHOP'; addressLine1: string; city: string; postalCode: string;
  countryCode: string; latitude: number; longitude: number; openingHours: OpeningHours;
  /** Its own time zone when it is not its site's (Seattle on the US site, which keeps Denver time). */
  timeZone?: string;
}

const shopHours = (close: string): OpeningHours => week(['08:00', close], ['09:00', close], null);

export const DEMO_COLLECTION_POINTS: readonly DemoCollectionPoint[] = [
  { id: 'CP-US-DEN-L1', siteId: 'en-us', name: 'Union Station Locker', optionType: 'LOCKER', addressLine1: '1701 Wynkoop St', city: 'Denver', postalCode: '80202', countryCode: 'US', latitude: 39.7527, longitude: -105.0000, openingHours: ALWAYS },
  { id: 'CP-US-DEN-S1', siteId: 'en-us', name: 'Capitol Hill Books', optionType: 'SHOP', addressLine1: '300 E Colfax Ave', city: 'Denver', postalCode: '80203', countryCode: 'US', latitude: 39.7402, longitude: -104.9827, openingHours: shopHours('19:00') },
  { id: 'CP-US-BOU-L1', siteId: 'en-us', name: 'Pearl Street Locker', optionType: 'LOCKER', addressLine1: '1942 Broadway', city: 'Boulder', postalCode: '80302', countryCode: 'US', latitude: 40.0176, longitude: -105.2797, openingHours: ALWAYS },
  { id: 'CP-US-SEA-S1', siteId: 'en-us', name: 'Pike Place News', optionType: 'SHOP', addressLine1: '1501 Pike Pl', city: 'Seattle', postalCode: '98101', countryCode: 'US', latitude: 47.6097, longitude: -122.3422, openingHours: shopHours('18:00'), timeZone: 'America/Los_Angeles' },
  { id: 'CP-US-SEA-L1', siteId: 'en-us', name: 'Pioneer Square Locker', optionType: 'LOCKER', addressLine1: '100 Yesler Way', city: 'Seattle', postalCode: '98104', countryCode: 'US', latitude: 47.6016, longitude: -122.3355, openingHours: ALWAYS, timeZone: 'America/Los_Angeles' },
  { id: 'CP-GB-LON-L1', siteId: 'en-gb', name: 'Charing Cross Locker', optionType: 'LOCKER', addressLine1: 'Strand', city: 'London', postalCode: 'WC2N 5HF', countryCode: 'GB', latitude: 51.5080, longitude: -0.1247, openingHours: ALWAYS },
  { id: 'CP-GB-LON-S1', siteId: 'en-gb', name: 'Holborn Newsagent', optionType: 'SHOP', addressLine1: '120 High Holborn', city: 'London', postalCode: 'WC1V 6RH', countryCode: 'GB', latitude: 51.5178, longitude: -0.1186, openingHours: shopHours('19:00') },
  { id: 'CP-GB-MAN-L1', siteId: 'en-gb', name: 'Piccadilly Station Locker', optionType: 'LOCKER', addressLine1: 'Station Approach', city: 'Manchester', postalCode: 'M1 2PB', countryCode: 'GB', latitude: 53.4774, longitude: -2.2309, openingHours: ALWAYS },
  { id: 'CP-GB-MAN-S1', siteId: 'en-gb', name: 'Northern Quarter Post Shop', optionType: 'SHOP', addressLine1: '20 Oldham St', city: 'Manchester', postalCode: 'M1 1JN', countryCode: 'GB', latitude: 53.4830, longitude: -2.2362, openingHours: shopHours('18:30') },
  { id: 'CP-GB-LDS-S1', siteId: 'en-gb', name: 'Albion Street Post Shop', optionType: 'SHOP', addressLine1: '1 Albion St', city: 'Leeds', postalCode: 'LS1 5AA', countryCode: 'GB', latitude: 53.7965, longitude: -1.5455, openingHours: shopHours('18:00') },
  { id: 'CP-FR-PAR-L1', siteId: 'fr-fr', name: 'Consigne Châtelet', optionType: 'LOCKER', addressLine1: '1 Rue Pierre Lescot', city: 'Paris', postalCode: '75001', countryCode: 'FR', latitude: 48.8619, longitude: 2.3470, openingHours: ALWAYS },
  { id: 'CP-FR-PAR-S1', siteId: 'fr-fr', name: 'Tabac du Marais', optionType: 'SHOP', addressLine1: '30 Rue des Archives', city: 'Paris', postalCode: '75004', countryCode: 'FR', latitude: 48.8583, longitude: 2.3553, openingHours: shopHours('20:00') },
  { id: 'CP-FR-PAR-L2', siteId: 'fr-fr', name: 'Consigne Gare de Lyon', optionType: 'LOCKER', addressLine1: 'Place Louis-Armand', city: 'Paris', postalCode: '75012', countryCode: 'FR', latitude: 48.8443, longitude: 2.3743, openingHours: ALWAYS },
  { id: 'CP-FR-LYO-S1', siteId: 'fr-fr', name: 'Relais Bellecour', optionType: 'SHOP', addressLine1: '10 Place Bellecour', city: 'Lyon', postalCode: '69002', countryCode: 'FR', latitude: 45.7578, longitude: 4.8320, openingHours: shopHours('19:00') },
  { id: 'CP-FR-LYO-L1', siteId: 'fr-fr', name: 'Consigne Part-Dieu', optionType: 'LOCKER', addressLine1: '5 Place Charles Béraudier', city: 'Lyon', postalCode: '69003', countryCode: 'FR', latitude: 45.7606, longitude: 4.8596, openingHours: ALWAYS },
];

export interface PostcodeLocation { countryCode: string; postcodePrefix: string; city: string; latitude: number; longitude: number }

/** Every postcode (by its lookup key: UK outward code, 5 digits FR/US) and city the demo stores and points use. */
export const DEMO_POSTCODE_LOCATIONS: readonly PostcodeLocation[] = [
  { countryCode: 'US', postcodePrefix: '80202', city: 'Denver', latitude: 39.7530, longitude: -105.0003 },
  { countryCode: 'US', postcodePrefix: '80203', city: 'Denver', latitude: 39.7313, longitude: -104.9826 },
  { countryCode: 'US', postcodePrefix: '80302', city: 'Boulder', latitude: 40.0170, longitude: -105.2830 },
  { countryCode: 'US', postcodePrefix: '80903', city: 'Colorado Springs', latitude: 38.8339, longitude: -104.8214 },
  { countryCode: 'US', postcodePrefix: '98101', city: 'Seattle', latitude: 47.6101, longitude: -122.3344 },
  { countryCode: 'US', postcodePrefix: '98104', city: 'Seattle', latitude: 47.6022, longitude: -122.3284 },
  { countryCode: 'GB', postcodePrefix: 'WC2E', city: 'London', latitude: 51.5115, longitude: -0.1235 },
  { countryCode: 'GB', postcodePrefix: 'WC2N', city: 'London', latitude: 51.5085, longitude: -0.1257 },
  { countryCode: 'GB', postcodePrefix: 'WC1V', city: 'London', latitude: 51.5180, longitude: -0.1175 },
  { countryCode: 'GB', postcodePrefix: 'E1', city: 'London', latitude: 51.5170, longitude: -0.0600 },
  { countryCode: 'GB', postcodePrefix: 'KT1', city: 'Kingston upon Thames', latitude: 51.4085, longitude: -0.3064 },
  { countryCode: 'GB', postcodePrefix: 'M1', city: 'Manchester', latitude: 53.4794, longitude: -2.2370 },
  { countryCode: 'GB', postcodePrefix: 'LS1', city: 'Leeds', latitude: 53.7974, longitude: -1.5438 },
  { countryCode: 'FR', postcodePrefix: '75001', city: 'Paris', latitude: 48.8638, longitude: 2.3360 },
  { countryCode: 'FR', postcodePrefix: '75004', city: 'Paris', latitude: 48.8543, longitude: 2.3576 },
  { countryCode: 'FR', postcodePrefix: '75012', city: 'Paris', latitude: 48.8412, longitude: 2.3876 },
  { countryCode: 'FR', postcodePrefix: '69002', city: 'Lyon', latitude: 45.7485, longitude: 4.8270 },
  { countryCode: 'FR', postcodePrefix: '69003', city: 'Lyon', latitude: 45.7597, longitude: 4.8640 },
  { countryCode: 'FR', postcodePrefix: '78000', city: 'Versailles', latitude: 48.8049, longitude: 2.1204 },
  { countryCode: 'FR', postcodePrefix: '38000', city: 'Grenoble', latitude: 45.1885, longitude: 5.7245 },
];

/** FNV-1a of a text: a stable 32-bit seed per (store, variant). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface StoreStockRow { storeId: string; upc: string; qty: number }

/**
 * Each store's stock of every physical demo variant (no e-gift cards): about a quarter none, a fifth low (1 to 3),
 * the rest 4 to 15, drawn per (store, upc) so adding a store moves nobody else's numbers. A variant the warehouse has
 * sold out of is still drawn in stores, so some sizes are in a store but not the warehouse.
 */
export function buildStoreStock(catalogue: DemoCatalogue, storeIds: readonly string[]): StoreStockRow[] {
  const digital = new Set(catalogue.products.filter((p) => p.isDigital).map((p) => p.id));
  const rows: StoreStockRow[] = [];
  for (const variant of catalogue.variants) {
    if (digital.has(variant.productId)) continue;
    for (const storeId of storeIds) {
      const rand = mulberry32(fnv1a(`${storeId}|${variant.upc}`));
      const r = rand();
      const qty = r < 0.25 ? 0 : r < 0.45 ? 1 + Math.floor(rand() * 3) : 4 + Math.floor(rand() * 12);
      rows.push({ storeId, upc: variant.upc, qty });
    }
  }
  return rows;
}

const SEED_LOCK_KEY = 0x53544f52; // "STOR"

/**
 * Loads the demo stores' places, hours and services, the added stores, their stock, the collection points and the
 * postcode locations, once: inside one transaction under an advisory lock, only when no store has a location yet.
 */
export async function seedDemoStores(db: Database, catalogue: DemoCatalogue = buildDemoCatalogue()): Promise<boolean> {
  const result = await db.transaction(async () => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const located = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM stores WHERE latitude IS NOT NULL');
    const variants = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM variants');
    if ((located.rows[0]?.n ?? 0) > 0 || (variants.rows[0]?.n ?? 0) === 0) return ok(false);
    const added = DEMO_STORE_PLACES.filter((p) => p.row !== undefined).map((p) => ({ id: p.id, ...p.row! }));
    await db.query(
      `INSERT INTO stores (id, name, site_id, address_line1, city, postal_code, country_code, phone)
       SELECT id, name, "siteId", "addressLine1", city, "postalCode", "countryCode", phone
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, "siteId" text, "addressLine1" text, city text, "postalCode" text, "countryCode" text, phone text)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(added)]);
    await db.query(
      `UPDATE stores s SET latitude = r.latitude, longitude = r.longitude, email = r.email, opening_hours = r."openingHours",
         pickup_enabled = r."pickupEnabled", ship_to_store_enabled = r."shipToStoreEnabled", time_zone = r."timeZone"
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, latitude double precision, longitude double precision, email text, "openingHours" jsonb,
         "pickupEnabled" boolean, "shipToStoreEnabled" boolean, "timeZone" text)
       WHERE s.id = r.id`,
      [JSON.stringify(DEMO_STORE_PLACES.map(({ row: _row, ...place }) => place))]);
    const storeIds = (await db.query<{ id: string }>('SELECT id FROM stores ORDER BY id')).rows.map((r) => r.id);
    await db.query(
      `INSERT INTO store_stock (store_id, upc, qty)
       SELECT r."storeId", r.upc, r.qty FROM jsonb_to_recordset($1::jsonb) AS r("storeId" text, upc text, qty int)
       WHERE r.upc IN (SELECT upc FROM variants)
       ON CONFLICT (store_id, upc) DO NOTHING`,
      [JSON.stringify(buildStoreStock(catalogue, storeIds))]);
    await db.query(
      `INSERT INTO collection_points (id, site_id, name, option_type, address_line1, city, postal_code, country_code, latitude, longitude, opening_hours, time_zone)
       SELECT id, "siteId", name, "optionType", "addressLine1", city, "postalCode", "countryCode", latitude, longitude, "openingHours", "timeZone"
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, "siteId" text, name text, "optionType" text, "addressLine1" text, city text, "postalCode" text,
         "countryCode" text, latitude double precision, longitude double precision, "openingHours" jsonb, "timeZone" text)
       ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(DEMO_COLLECTION_POINTS)]);
    await db.query(
      `INSERT INTO postcode_locations (country_code, postcode_prefix, city, latitude, longitude)
       SELECT "countryCode", "postcodePrefix", city, latitude, longitude
       FROM jsonb_to_recordset($1::jsonb) AS r("countryCode" text, "postcodePrefix" text, city text, latitude double precision, longitude double precision)
       ON CONFLICT (country_code, postcode_prefix) DO NOTHING`,
      [JSON.stringify(DEMO_POSTCODE_LOCATIONS)]);
    return ok(true);
  });
  return result.isOk() && result.value;
}
