/** Issue 10 §1 store finder: where a store is and how far, nearest first. */

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine; the argument is clamped so rounding never takes asin out of its domain). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/** A distance as shown and answered: km to 1 decimal, halves up. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** Distance then id: two stores at the same (rounded) distance always come in the same order. */
export function compareByDistanceThenId(a: { readonly distanceKm: number; readonly id: string }, b: { readonly distanceKm: number; readonly id: string }): number {
  if (a.distanceKm !== b.distanceKm) return a.distanceKm < b.distanceKm ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The places within `radiusKm` of `from`, each with its distance (km, 1 decimal), nearest first (then by id), at most
 * `limit`. Does not change the input.
 */
export function nearest<T extends GeoPoint & { readonly id: string }>(
  from: GeoPoint, places: readonly T[], radiusKm: number, limit: number,
): (T & { readonly distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: roundKm(distanceKm(from, place)) }))
    .filter((place) => place.distanceKm <= radiusKm)
    .sort(compareByDistanceThenId)
    .slice(0, Math.max(0, limit));
}

/** Countries whose shoppers read distances in miles (road signs in miles). */
const MILE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);
export const KM_PER_MILE = 1.609344;

/** A distance (km) as the site's country reads it: miles in the US and the UK, km elsewhere; 1 decimal. */
export function displayDistance(km: number, countryCode: string): { readonly value: number; readonly unit: 'mile' | 'kilometer' } {
  return MILE_COUNTRIES.has(countryCode.toUpperCase())
    ? { value: roundKm(km / KM_PER_MILE), unit: 'mile' }
    : { value: roundKm(km), unit: 'kilometer' };
}
