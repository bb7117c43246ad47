import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productImageAlt, searchKey, translationTags } from './catalogue-language';

describe('catalogue language', () => {
  it('a site reads its locale, then its language (the base wording after both)', () => {
    expect(translationTags('fr-fr')).toEqual(['fr-FR', 'fr']);
    expect(translationTags('en-gb')).toEqual(['en-GB', 'en']);
    expect(translationTags('en-us')).toEqual(['en-US', 'en']);
  });

  it('search keys drop case, accents and typographic apostrophes', () => {
    expect(searchKey('Chaussure de randonnée')).toBe('chaussure de randonnee');
    expect(searchKey('Série limitée — l’été')).toBe("serie limitee — l'ete");
    expect(searchKey('Ridge Trail Runner')).toBe('ridge trail runner');
    expect(searchKey('İSTANBUL')).toBe('istanbul');
  });

  it('property: a search key is its own search key, and keeps no combining mark or upper case', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
      const key = searchKey(text);
      expect(searchKey(key)).toBe(key);
      expect(key).not.toMatch(/\p{M}/u);
      expect(key).toBe(key.toLowerCase());
    }), { numRuns: 2000 });
  });

  it('image alt texts say the product and its colour in the site language', () => {
    expect(productImageAlt('en', 'Talus Daypack', 'Ember')).toBe('Talus Daypack in Ember');
    expect(productImageAlt('fr', 'Sac à dos Talus', 'Gris ardoise')).toBe('Sac à dos Talus, coloris gris ardoise');
  });
});
