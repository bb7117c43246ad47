import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_BAND_PATTERN } from '../contract';
import {
  foldAccents, inPriceBand, MAX_SEARCH_WORDS, parsePriceBand, priceBandLabel, priceBands, priceBandValue, searchFacetLabel, searchWords,
} from './search-facets';

const NBSP = '\u00a0';

describe('searchWords: the words of a query text', () => {
  it('splits on anything but letters and digits, lower-cases, and keeps accents (folding is the engine’s)', () => {
    expect(searchWords('  Ridge-Trail   RUNNER!  ')).toEqual(['ridge', 'trail', 'runner']);
    expect(searchWords('Chaussure de randonnée')).toEqual(['chaussure', 'de', 'randonnée']);
    expect(searchWords('50% _ \' " & | ! :* 🥾')).toEqual(['50']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('property: every word is letters and digits only (no tsquery or LIKE syntax), at most MAX_SEARCH_WORDS', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
      const words = searchWords(text);
      expect(words.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
      for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    }));
  });

  it('property: folding accents is idempotent and leaves no combining mark', () => {
    expect(foldAccents('Évasion')).toBe('evasion');
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      const folded = foldAccents(text);
      expect(foldAccents(folded)).toBe(folded);
      expect(folded.normalize('NFD')).not.toMatch(/\p{M}/u);
    }));
  });
});

describe('price bands', () => {
  it('property: a currency’s bands cover every amount exactly once, and read back from their value', () => {
    fc.assert(fc.property(fc.constantFrom('USD', 'GBP', 'EUR', 'CAD'), fc.integer({ min: 0, max: 10_000_000 }), (currency, minor) => {
      const bands = priceBands(currency);
      expect(bands.filter((band) => inPriceBand(band, minor))).toHaveLength(1);
      for (const band of bands) {
        expect(priceBandValue(band)).toMatch(PRICE_BAND_PATTERN);
        expect(parsePriceBand(priceBandValue(band))).toEqual(band);
      }
    }));
  });

  it('refuses a band that is not one: no pattern, or max not above min', () => {
    expect(parsePriceBand('cheap')).toBeUndefined();
    expect(parsePriceBand('5000-5000')).toBeUndefined();
    expect(parsePriceBand('5000-')).toEqual({ min: 5000, max: undefined });
  });

  it('reads in the site’s currency and language', () => {
    expect(priceBandLabel({ min: 0, max: 5000 }, 'en-us')).toBe('Under $50.00');
    expect(priceBandLabel({ min: 4000, max: 8000 }, 'en-gb')).toBe('£40.00 to £80.00');
    expect(priceBandLabel({ min: 25000, max: undefined }, 'fr-fr')).toBe(`250,00${NBSP}€ et plus`);
    expect(priceBandLabel({ min: 0, max: 5000 }, 'fr-fr')).toBe(`Moins de 50,00${NBSP}€`);
  });

  it('facet names: American, British and French', () => {
    expect(['en-us', 'en-gb', 'fr-fr'].map((s) => searchFacetLabel('color', s as 'en-us'))).toEqual(['Color', 'Colour', 'Couleur']);
  });
});
