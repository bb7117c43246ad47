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

/**
 * A line of one variant (a cart line, a saved-for-later item) as every list of lines reads it: product, name and
 * colour name in the site's language, slug, size, stock and the site's prices. `line` is the alias of the table
 * whose `upc` column names the variant; `$2` is the site id, `$3` and `$4` its translationTags.
 */
export const VARIANT_LINE_COLUMNS = `v.product_id, COALESCE(pt.name, p.name) AS name, p.slug, v.color_code,
             COALESCE(ct.name, pc.name) AS color_name, v.size, s.qty AS stock_qty, pp.list_minor, pp.sale_minor, p.is_digital, p.withdrawn`;

export function variantLineJoins(line: string): string {
  return `JOIN variants v ON v.upc = ${line}.upc
      JOIN products p ON p.id = v.product_id
      JOIN stock s ON s.upc = ${line}.upc
      JOIN product_prices pp ON pp.product_id = v.product_id AND pp.site_id = $2
      JOIN product_colors pc ON pc.product_id = v.product_id AND pc.code = v.color_code
      ${translationJoin({ table: 'product_translations', key: 'product_id', on: 'p.id', columns: 't.name', alias: 'pt', locale: '$3', language: '$4' })}
      ${translationJoin({ table: 'color_translations', key: 'code', on: 'v.color_code', columns: 't.name', alias: 'ct', locale: '$3', language: '$4' })}`;
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
