/**
 * The shape of a JSON value: object keys and value types, recursively, without the values themselves,
 * so volatile ids, timestamps and amounts do not matter but a renamed, missing or retyped field does.
 */
export type Shape = string | { readonly [key: string]: Shape } | { readonly arrayOf: readonly Shape[] };

/**
 * Fields whose variant depends on the hour the answer was made, not on the contract: a store's opening status is
 * `{ openNow: true, closesAt: '19:00', opensAt: null }` by day and `{ openNow: false, closesAt: null, opensAt: {…} }` at
 * night. The contract's schema checks each variant; the shape leaves them out, so a recording made by day matches a
 * run at night.
 */
export const HOUR_DEPENDENT_FIELDS: ReadonlySet<string> = new Set(['openingStatus']);

export function shapeOf(value: unknown, hourDependent: ReadonlySet<string> = HOUR_DEPENDENT_FIELDS): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const distinct = new Map<string, Shape>();
    for (const element of value) {
      const shape = shapeOf(element, hourDependent);
      distinct.set(JSON.stringify(shape), shape);
    }
    return { arrayOf: [...distinct.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, shape]) => shape) };
  }
  if (typeof value === 'object') {
    const shape: Record<string, Shape> = {};
    for (const key of Object.keys(value).sort()) {
      shape[key] = hourDependent.has(key) ? 'depends on the hour' : shapeOf((value as Record<string, unknown>)[key], hourDependent);
    }
    return shape;
  }
  return typeof value;
}
