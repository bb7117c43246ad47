import { describe, expect, it } from 'vitest';
import { siteIdSchema } from '../contract/common.contract';
import { ALL_SITES, DEFAULT_SITE, SITES, shipsTo, siteById, siteByLocale } from './sites';

describe('sites (commerce-core §2)', () => {
  it('has one row per site id, keyed by its own id', () => {
    expect(ALL_SITES.map((site) => site.id)).toEqual(siteIdSchema.options);
    for (const site of ALL_SITES) expect(SITES[site.id]).toBe(site);
  });

  it('the locale is the id as language-REGION and the language its first part', () => {
    for (const site of ALL_SITES) {
      expect(site.locale.toLowerCase()).toBe(site.id);
      expect(site.locale.split('-')[0]).toBe(site.language);
    }
  });

  it('a site ships to its home country first', () => {
    for (const site of ALL_SITES) expect(site.shipsTo[0]).toBe(site.country);
    expect(shipsTo(SITES['fr-fr'], 'mc')).toBe(true);
    expect(shipsTo(SITES['en-us'], 'GB')).toBe(false);
  });

  it('an unknown locale segment is no site', () => {
    expect(siteById('en-gb')).toBe(SITES['en-gb']);
    expect(siteById('de-de')).toBeUndefined();
    expect(siteById(undefined)).toBeUndefined();
    expect(siteById('EN-GB')).toBeUndefined();
  });

  it('finds a site by its BCP 47 locale whatever the case', () => {
    expect(siteByLocale('fr-FR')).toBe(SITES['fr-fr']);
    expect(siteByLocale('en-gb')).toBe(SITES['en-gb']);
    expect(siteByLocale('de-DE')).toBeUndefined();
    expect(DEFAULT_SITE.id).toBe('en-us');
  });
});
