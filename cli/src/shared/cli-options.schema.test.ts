import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiOriginSchema, catalogListOptionsSchema, checkoutOptionsSchema, parseOptions } from './cli-options.schema';

describe('--api ORIGIN', () => {
  it('accepts an http(s) origin and normalises it', () => {
    expect(apiOriginSchema.parse('http://localhost:3000')).toBe('http://localhost:3000');
    expect(apiOriginSchema.parse('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(apiOriginSchema.parse('HTTPS://Shop.Example.com')).toBe('https://shop.example.com');
    expect(apiOriginSchema.parse('http://[::1]:8080')).toBe('http://[::1]:8080');
  });

  it('any loopback host and port is an origin', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), fc.constantFrom('localhost', '127.0.0.1', '[::1]'), fc.integer({ min: 1, max: 65_535 }), (scheme, host, port) => {
        const parsed = apiOriginSchema.safeParse(`${scheme}://${host}:${port}`);
        expect(parsed.success).toBe(true);
      }),
    );
  });

  it('a path, query, fragment or credentials is not an origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/api', '/x/y', '?a=1', '#top', '/?', '/#'),
        (suffix) => {
          expect(apiOriginSchema.safeParse(`http://localhost:3000${suffix}`).success).toBe(false);
        },
      ),
    );
    expect(apiOriginSchema.safeParse('http://user:pw@localhost:3000').success).toBe(false);
  });

  it('only http and https are accepted', () => {
    for (const raw of ['ftp://localhost', 'file:///etc/passwd', 'localhost:3000', 'javascript:alert(1)', '', 'not a url']) {
      expect(apiOriginSchema.safeParse(raw).success).toBe(false);
    }
  });
});

describe('parseOptions: a bad option is one clear line naming it', () => {
  it('names --api with what it must be', () => {
    const parsed = parseOptions(checkoutOptionsSchema, { script: 'a.json', api: 'localhost:3000' });
    expect(parsed._unsafeUnwrapErr()).toEqual({ type: 'InvalidOption', option: '--api', message: 'must be an http(s) origin such as http://localhost:3000' });
  });

  it('checkout needs --script', () => {
    const parsed = parseOptions(checkoutOptionsSchema, {});
    expect(parsed._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidOption', option: '--script' });
  });

  it('--site must be a known site; en-us by default', () => {
    expect(parseOptions(catalogListOptionsSchema, {})._unsafeUnwrap()).toEqual({ json: false, site: 'en-us' });
    expect(parseOptions(catalogListOptionsSchema, { site: 'de-de' })._unsafeUnwrapErr()).toEqual({
      type: 'InvalidOption', option: '--site', message: 'must be one of "en-us", "en-gb", "fr-fr"',
    });
  });

  it('--json is a flag', () => {
    expect(parseOptions(checkoutOptionsSchema, { script: 's.json', json: true, api: 'http://localhost:3000' })._unsafeUnwrap())
      .toEqual({ script: 's.json', json: true, api: 'http://localhost:3000' });
  });
});
