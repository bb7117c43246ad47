/**
 * Loader data that a page only renders (the chrome's content, a page's content blocks, product tiles) travels to the
 * browser as one JSON string, and the component that renders it parses it.
 *
 * Why (issue 6 §6, TBT): the browser decodes every route's loader data (React Router's turbo-stream) in one task before
 * anything hydrates, value by value in JavaScript that has not run yet on that page. On a product page that task
 * took 15–24 ms on the bench machine for 936 values; the site chrome alone was 248 of them on every page. The same
 * data as a JSON string is one value, and `JSON.parse` reads it natively, in the hydration slice that renders it.
 *
 * Only plain JSON data can be packed: the type refuses dates, maps, sets, functions, bigints and symbols (turbo-stream
 * would have kept them; JSON would not). `undefined` properties are dropped, as JSON does, which reads the same.
 */

declare const packedValue: unique symbol;

/** A value of type T as a JSON string. The brand keeps its type without any run-time field. */
export interface Packed<T> {
  readonly json: string;
  readonly [packedValue]?: T;
}

/** T when every part of it survives JSON unchanged, otherwise a type no value has (so `pack` refuses it). */
export type JsonSafe<T> =
  T extends string | number | boolean | null | undefined ? T
    : T extends Date | RegExp | Map<unknown, unknown> | Set<unknown> | bigint | symbol | ((...args: never[]) => unknown) ? never
      : T extends readonly unknown[] ? { readonly [K in keyof T]: JsonSafe<T[K]> }
        : T extends object ? { readonly [K in keyof T]: JsonSafe<T[K]> }
          : never;

export function pack<T>(value: T & JsonSafe<T>): Packed<T> {
  return { json: JSON.stringify(value) };
}

/**
 * Parsed once per packed object (server render and browser alike): every component that unpacks the same loader data
 * gets the same objects, so effects and memos keyed on them do not run again.
 */
const unpacked = new WeakMap<Packed<unknown>, unknown>();

export function unpack<T>(packed: Packed<T>): T {
  if (unpacked.has(packed)) return unpacked.get(packed) as T;
  const value = JSON.parse(packed.json) as T;
  unpacked.set(packed, value);
  return value;
}

/** `unpack` for data that may be absent. */
export function unpackOptional<T>(packed: Packed<T> | null | undefined): T | null {
  return packed === null || packed === undefined ? null : unpack(packed);
}
