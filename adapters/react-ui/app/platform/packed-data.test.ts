import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pack, unpack, unpackOptional, type Packed } from './packed-data';

describe('packed loader data (issue 6 §6: one JSON value instead of one turbo-stream value per field)', () => {
  it('unpacks to what was packed, for any JSON value', () => {
    // fast-check's JsonValue type is too deep for JsonSafe to check; its values are JSON by construction.
    const packJson = pack as (value: unknown) => Packed<unknown>;
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(unpack(packJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    }));
  });

  it('drops undefined properties as JSON does, and keeps everything else of a loader-shaped object', () => {
    const chrome = { menu: [{ label: 'Shoes', href: '/en-us/c/shoes-1', image: undefined, children: [] }], footer: null, consent: { ask: true } };
    expect(unpack(pack(chrome))).toEqual({ menu: [{ label: 'Shoes', href: '/en-us/c/shoes-1', children: [] }], footer: null, consent: { ask: true } });
  });

  it('parses a packed object once: every reader gets the same objects', () => {
    const packed = pack({ rails: [{ id: 'r1' }] });
    const first = unpack(packed);
    expect(unpack(packed)).toBe(first);
    expect(unpack(pack({ rails: [{ id: 'r1' }] }))).not.toBe(first);
  });

  it('absent data unpacks to null', () => {
    expect(unpackOptional(null)).toBeNull();
    expect(unpackOptional(undefined)).toBeNull();
    expect(unpackOptional(pack([1, 2]))).toEqual([1, 2]);
  });

  it('refuses, at compile time, data JSON would change', () => {
    // @ts-expect-error a Date would come back as a string
    pack({ at: new Date() });
    // @ts-expect-error a Map would come back as {}
    pack({ byId: new Map<string, number>() });
    const typed: Packed<{ readonly n: number }> = pack({ n: 1 });
    expect(unpack(typed).n).toBe(1);
  });
});
