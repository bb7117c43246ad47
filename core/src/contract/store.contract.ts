import { z } from 'zod';
import { storeIdSchema } from './auth.contract';
import { countryCodeSchema, productIdSchema, textSchema, upcSchema } from './common.contract';
import { stockStatusSchema } from './products.contract';

/**
 * Issue 10 §1 stores (commerce-core §7 Products and stores; /consumers-v3/utilities/*): the store finder, collection
 * points, stock per store, a product's availability, the site's stores and their employees, a country's address form.
 */

/** Search radius in km: 50 unless asked, at most 500. */
export const STORE_SEARCH_RADIUS_KM = { default: 50, max: 500 } as const;
/** Stores (or collection points) in one answer: 10 unless asked, at most 50. */
export const STORE_SEARCH_LIMIT = { default: 10, max: 50 } as const;
/** Store ids in one inventory or availability question. */
export const MAX_STORE_IDS = 20;

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** One opening of a week: ISO day (1 Monday … 7 Sunday), local 'HH:MM' times; a closed day has no entry. */
export const openingHoursEntrySchema = z.object({
  day: z.number().int().min(1).max(7),
  opens: z.string().regex(HH_MM, 'opens is HH:MM'),
  closes: z.string().regex(HH_MM, 'closes is HH:MM'),
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;
export const openingHoursSchema = z.array(openingHoursEntrySchema);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Open now, or when it opens next (local day and time in the store's zone); computed from the server's clock. */
export const openingStatusSchema = z.object({
  openNow: z.boolean(),
  /** When open: today's closing time (local 'HH:MM'). */
  closesAt: z.string().nullable(),
  /** When closed: the next opening, day 1-7 and local 'HH:MM' (null: the store never opens). */
  opensAt: z.object({ day: z.number().int().min(1).max(7), time: z.string() }).nullable(),
});
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

export const storeAddressSchema = z.object({
  addressLine1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  countryCode: countryCodeSchema,
});
export type StoreAddress = z.infer<typeof storeAddressSchema>;

export const storeServiceSchema = z.enum(['pickup', 'shipToStore']);
export type StoreService = z.infer<typeof storeServiceSchema>;

const latitudeSchema = z.number().min(-90).max(90);
const longitudeSchema = z.number().min(-180).max(180);
const postcodeText = textSchema('postcode', { min: 1, max: 12 });
const cityText = textSchema('city', { min: 1, max: 60 });

/** Where to search from: exactly one of a postcode, a city, or coordinates. */
const locationFields = {
  postcode: postcodeText.optional(),
  city: cityText.optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  radiusKm: z.number().positive().max(STORE_SEARCH_RADIUS_KM.max).optional(),
  limit: z.number().int().min(1).max(STORE_SEARCH_LIMIT.max).optional(),
};

type LocationInput = { postcode?: string | undefined; city?: string | undefined; latitude?: number | undefined; longitude?: number | undefined };
const exactlyOneLocation = (value: LocationInput, ctx: z.RefinementCtx) => {
  const hasCoordinates = value.latitude !== undefined || value.longitude !== undefined;
  if (hasCoordinates && (value.latitude === undefined || value.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.latitude === undefined ? 'latitude' : 'longitude'], message: 'latitude and longitude go together' });
    return;
  }
  const given = [value.postcode !== undefined, value.city !== undefined, hasCoordinates].filter(Boolean).length;
  if (given !== 1) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'give exactly one of postcode, city, or latitude and longitude' });
};

export const storeSearchRequestSchema = z.strictObject({
  ...locationFields,
  /** With `upc`: each store's stock of that variant. */
  productId: productIdSchema.optional(),
  upc: upcSchema.optional(),
  /** Only stores offering every listed service. */
  services: z.array(storeServiceSchema).max(2).optional(),
}).superRefine((value, ctx) => {
  exactlyOneLocation(value, ctx);
  if ((value.productId === undefined) !== (value.upc === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.upc === undefined ? 'upc' : 'productId'], message: 'productId and upc go together' });
  }
});
export type StoreSearchRequest = z.input<typeof storeSearchRequestSchema>;

/** Where the search was made from (null: a well-formed postcode or city we do not know: no stores). */
export const searchLocationSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** The place matched ('Manchester'); null for coordinates. */
  label: z.string().nullable(),
}).nullable();

export const storeStockSchema = z.object({ quantity: z.number().int().min(0), stockStatus: stockStatusSchema });

export const storeSchema = z.object({
  id: storeIdSchema,
  name: z.string(),
  address: storeAddressSchema,
  phone: z.string(),
  email: z.string().nullable(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** IANA zone the hours are read in. */
  timeZone: z.string(),
  openingHours: openingHoursSchema,
  openingStatus: openingStatusSchema,
  services: z.array(storeServiceSchema),
});
export type Store = z.infer<typeof storeSchema>;

export const storeSearchResultSchema = storeSchema.extend({
  /** Great-circle distance from the search location, km, 1 decimal. */
  distanceKm: z.number().min(0),
  /** Only when a upc was asked for. */
  stock: storeStockSchema.optional(),
});
export type StoreSearchResult = z.infer<typeof storeSearchResultSchema>;

export const storeSearchResponseSchema = z.object({
  location: searchLocationSchema,
  stores: z.array(storeSearchResultSchema),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

export const collectionPointsRequestSchema = z.strictObject(locationFields).superRefine(exactlyOneLocation);
export type CollectionPointsRequest = z.input<typeof collectionPointsRequestSchema>;

export const collectionPointSchema = z.object({
  storeId: storeIdSchema,
  storeName: z.string(),
  optionType: z.enum(['LOCKER', 'SHOP']),
  address: storeAddressSchema,
  distanceKm: z.number().min(0),
  openingHours: openingHoursSchema,
  openingStatus: openingStatusSchema,
});
export type CollectionPoint = z.infer<typeof collectionPointSchema>;
export const collectionPointsResponseSchema = z.object({ location: searchLocationSchema, collectionPoints: z.array(collectionPointSchema) });
export type CollectionPointsResponse = z.infer<typeof collectionPointsResponseSchema>;

/** commerce-core §7 "store inventory by productId and a list of storeId": one entry per store and variant. */
export const storeInventoryRequestSchema = z.strictObject({
  productId: productIdSchema,
  storeIds: z.array(storeIdSchema).min(1, 'at least one store id').max(MAX_STORE_IDS, `at most ${MAX_STORE_IDS} store ids`),
});
export type StoreInventoryRequest = z.input<typeof storeInventoryRequestSchema>;
export const storeInventoryResponseSchema = z.object({
  storeInventory: z.array(z.object({ storeId: storeIdSchema, upc: upcSchema, quantity: z.number().int().min(0) })),
});
export type StoreInventoryResponse = z.infer<typeof storeInventoryResponseSchema>;

export const productAvailabilityParamsSchema = z.strictObject({ productId: productIdSchema });
export const productAvailabilityRequestSchema = z.strictObject({
  storeIds: z.array(storeIdSchema).max(MAX_STORE_IDS, `at most ${MAX_STORE_IDS} store ids`).optional(),
  /** One variant only; all of the product's otherwise. */
  upc: upcSchema.optional(),
});
export type ProductAvailabilityRequest = z.input<typeof productAvailabilityRequestSchema>;
export const productAvailabilitySchema = z.object({
  productId: productIdSchema,
  variants: z.array(z.object({
    upc: upcSchema,
    /** The warehouse's (home delivery, ship to store). */
    quantity: z.number().int().min(0),
    stockStatus: stockStatusSchema,
    stores: z.array(z.object({ storeId: storeIdSchema, quantity: z.number().int().min(0), stockStatus: stockStatusSchema })),
  })),
});
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

/** GET /consumers-v3/utilities/stores: the site's stores (the associate login's and the selectors' list). */
export const utilityStoresSchema = z.object({ stores: z.array(storeSchema) });
export type UtilityStores = z.infer<typeof utilityStoresSchema>;

export const storeParamsSchema = z.strictObject({ storeId: storeIdSchema });
/** A store's employees: ids and display names only. */
export const storeEmployeesSchema = z.object({
  storeId: storeIdSchema,
  employees: z.array(z.object({ employeeId: z.string(), displayName: z.string() })),
});
export type StoreEmployees = z.infer<typeof storeEmployeesSchema>;

export const countryParamsSchema = z.strictObject({ countryCode: countryCodeSchema });
/** A country's address form (core `countryAddressForm`). */
export const countryI18nSchema = z.object({
  countryCode: countryCodeSchema,
  name: z.string(),
  /** The form's fields in the country's own order. */
  fieldOrder: z.array(z.string()),
  /** `labelKey` names the field as the country does: ZIP code (US), postcode (UK), code postal (FR and the rest). */
  postcode: z.object({ required: z.boolean(), pattern: z.string().nullable(), example: z.string().nullable(), labelKey: z.enum(['zip', 'postcode', 'postalCode']) }),
  /** States or provinces to choose from (empty: a free field or none). */
  states: z.array(z.object({ code: z.string(), name: z.string() })),
  stateRequired: z.boolean(),
  phone: z.object({ dialCode: z.string().regex(/^\+\d{1,4}$/), mask: z.string() }),
});
export type CountryI18n = z.infer<typeof countryI18nSchema>;
