/**
 * The shape of a JSON value: object keys and value types, recursively, without the values themselves,
 * so volatile ids, timestamps and amounts do not matter but a renamed, missing or retyped field does.
 */
export type Shape = string | { readonly [key: string]: Shape } | { readonly arrayOf: readonly Shape[] };

export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const distinct = new Map<string, Shape>();
    for (const element of value) {
      const shape = shapeOf(element);
      distinct.set(JSON.stringify(shape), shape);
    }
    return { arrayOf: [...distinct.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, shape]) => shape) };
  }
  if (typeof value === 'object') {
    const shape: Record<string, Shape> = {};
    for (const key of Object.keys(value).sort()) shape[key] = shapeOf((value as Record<string, unknown>)[key]);
    return shape;
  }
  return typeof value;
}
