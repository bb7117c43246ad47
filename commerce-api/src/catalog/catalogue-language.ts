import { SITES, type SiteId, type SiteLanguage } from '@switchback/core';

/**
 * The translation tags a site reads, most specific first: its locale (`en-GB`), then its language (`fr`).
 * Catalogue rows hold the base wording (US English), used when neither tag has a translation.
 */
export function translationTags(siteId: SiteId): readonly [locale: string, language: SiteLanguage] {
  const site = SITES[siteId];
  return [site.locale, site.language];
}

/**
 * SQL joining a row's translation as `alias` (columns of `table`, or nulls): the locale's wording wins over the
 * language's. `$locale` and `$language` are the placeholders holding translationTags(site).
 */
export function translationJoin(
  options: { table: string; key: string; on: string; columns: string; alias: string; locale: string; language: string },
): string {
  const { table, key, on, columns, alias, locale, language } = options;
  return `LEFT JOIN LATERAL (
    SELECT ${columns} FROM ${table} t WHERE t.${key} = ${on} AND t.language IN (${locale}, ${language})
    ORDER BY t.language = ${locale} DESC LIMIT 1) ${alias} ON true`;
}

/** The alt text of a product image in a colour, in the site's language. */
export function productImageAlt(language: SiteLanguage, productName: string, colorName: string): string {
  switch (language) {
    case 'en':
      return `${productName} in ${colorName}`;
    case 'fr':
      return `${productName}, coloris ${colorName.toLocaleLowerCase('fr-FR')}`;
  }
}

/**
 * A text as catalogue search compares it: lower case, accents and other combining marks removed, typographic
 * apostrophes made plain (`Chaussure de randonnée` → `chaussure de randonnee`). Applied to names when they are
 * stored and to the shopper's query, so either may carry accents or not.
 */
export function searchKey(text: string): string {
  // Lower case first: some capitals lower to a letter plus a combining mark (İ → i̇), which then goes too.
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[\u2018\u2019]/g, "'");
}
