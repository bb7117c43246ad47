import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseStorefrontQuery, parseTestContext, queryValues } from './query-params';
import { isProductListingId } from './listing-id';
import { isProductCode, pageTypeFromPath } from './page-type';

describe('§2 query parameters', () => {
  it('query parameters seen: preview (true or false), previewDateTime, siteId, localePath, leadSource, recipe', () => {
    expect(parseStorefrontQuery('?preview=true&previewDateTime=2025-03-01T10%3A00%3A00Z&siteId=en-gb&localePath=%2Fen-gb&leadSource=Spring+mailer&recipe=RCP-123')).toEqual({
      preview: true, previewDateTime: '2025-03-01T10:00:00Z', siteId: 'en-gb', localePath: '/en-gb', leadSource: 'Spring mailer', recipe: 'RCP-123',
    });
    expect(parseStorefrontQuery('https://shop.example/en-gb?preview=false')).toEqual({ preview: false });
  });

  it('p13n_testcontext (JSON with a variants list that forces experiment variants)', () => {
    const context = encodeURIComponent(JSON.stringify({ variants: ['exp_1_b', { variantId: 'exp_2_a' }, { id: 'exp_3_c' }, 42, {}] }));
    expect(parseStorefrontQuery(`?p13n_testcontext=${context}`)).toEqual({ testContext: { variants: ['exp_1_b', 'exp_2_a', 'exp_3_c'] } });
  });

  it('malformed JSON is ignored, never thrown', () => {
    expect(parseStorefrontQuery('?p13n_testcontext=%7Bnot-json')).toEqual({});
    expect(parseTestContext('{"variants": "x"}')).toBeUndefined();
    expect(parseTestContext('null')).toBeUndefined();
  });

  it('malformed values are ignored: preview other than true/false, impossible dates, unsafe ids, bad escapes', () => {
    expect(parseStorefrontQuery('?preview=yes&previewDateTime=2025-13-45&siteId=%3Cscript%3E&recipe=a%20b&localePath=en&leadSource=%E0%A4%A')).toEqual({});
    expect(parseStorefrontQuery(`?leadSource=${'x'.repeat(200)}`)).toEqual({});
  });

  it('the first value of a repeated parameter wins; fragments are not part of the query', () => {
    expect(queryValues('?a=1&a=2&b#c=3')).toEqual(new Map([['a', '1'], ['b', '']]));
  });

  it('property: parsing never throws on any query string', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('?', '&', '=', '%', 'a', '{', '}', '"', 'E', '0', '+', '#', 'p13n_testcontext', 'preview', 'true') , maxLength: 30 }), (search) => {
      parseStorefrontQuery(search);
    }));
    fc.assert(fc.property(fc.string(), (search) => {
      parseStorefrontQuery(search);
    }));
  });

  it('property: any JSON variants list of strings comes back as given', () => {
    fc.assert(fc.property(fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 10 }), (variants) => {
      expect(parseStorefrontQuery(`?p13n_testcontext=${encodeURIComponent(JSON.stringify({ variants }))}`).testContext).toEqual({ variants });
    }));
  });
});

describe('§2 id patterns', () => {
  it('a product listing id has 4 to 7 digits', () => {
    expect(isProductListingId('1234')).toBe(true);
    expect(isProductListingId('1234567')).toBe(true);
    expect(isProductListingId('123')).toBe(false);
    expect(isProductListingId('12345678')).toBe(false);
    expect(isProductListingId('12a4')).toBe(false);
  });

  it('a product code is two letters followed by at least 6 letters or digits', () => {
    expect(isProductCode('AB123456')).toBe(true);
    expect(isProductCode('AB12345')).toBe(false);
    expect(isProductCode('1B123456')).toBe(false);
  });

  it('short variants end in -c{4-6 digits} or -p{8-11 characters}', () => {
    expect(pageTypeFromPath('/en-gb/trail-shoes-c1234')).toBe('category');
    expect(pageTypeFromPath('/en-gb/trail-runner-pAB123456')).toBe('product');
  });
});
