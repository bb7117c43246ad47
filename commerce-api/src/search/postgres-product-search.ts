import type { SearchSort, SiteId } from '@switchback/core';
import type { SqlExecutor } from '../database/database.port';
import { translationJoin, translationTags } from '../catalog/catalogue-language';
import { RATING_JOIN } from '../catalog/catalog.repository';
import type { FacetCount, ProductSearch, SearchAnswer, SearchRequest, SuggestAnswer, SuggestRequest } from './product-search.port';

/**
 * The tsquery of a word list, built in SQL from `$words` (a text[] parameter): each word folded like the documents
 * (search_fold: unaccent, lower case) and quoted as a lexeme, all of them required, the last one as a prefix. Words
 * are letters and digits only (core `searchWords`), so no input can break the tsquery's syntax.
 */
const tsquery = (words: string) => `to_tsquery(s.config, (
  SELECT string_agg('''' || replace(search_fold(u.w), '''', '') || '''' || CASE WHEN u.i = cardinality(${words}) THEN ':*' ELSE '' END, ' & ' ORDER BY u.i)
  FROM unnest(${words}) WITH ORDINALITY AS u(w, i)))`;

/** Whether one of the words of `column` (folded text) starts with the folded text of `param` (LIKE wildcards escaped). */
const startsAWord = (column: string, param: string) =>
  String.raw`(' ' || ${column}) LIKE '% ' || replace(replace(replace(search_fold(${param}), '\', '\\'), '%', '\%'), '_', '\_') || '%'`;

/** ORDER BY of each sort, over the `flags` rows; the product id breaks every tie. */
const ORDER_BY: Readonly<Record<SearchSort | 'relevance-text', string>> = {
  'relevance-text': 'score DESC, category_position, position, id',
  relevance: 'category_position, position, id',
  newest: 'released_at DESC, id',
  'price-asc': 'sale_minor, id',
  'price-desc': 'sale_minor DESC, id',
  rating: 'rating_score DESC NULLS LAST, reviews_count DESC, id',
};

interface SearchRow {
  text_matches: number;
  total: number;
  ids: string[];
  brands: FacetCount[];
  colors: FacetCount[];
  sizes: FacetCount[];
  prices: number[];
  in_stock: number;
}

/** Trigram similarity a word needs to stand for a catalogue word in "did you mean" (transposed letters score ~0.2). */
const SPELLING_SIMILARITY = 0.2;

/**
 * ProductSearch on PostgreSQL (PGlite or a server): full text over `search_documents` (migration 22: per site and
 * language, accents folded at write time, weighted name > brand/category > colours > description), trigram
 * similarity for typos and "did you mean", facets counted exactly in SQL from the live catalogue (prices, stock).
 */
export class PostgresProductSearch implements ProductSearch {
  constructor(private readonly db: SqlExecutor) {}

  async search(siteId: SiteId, request: SearchRequest): Promise<SearchAnswer> {
    const words = request.words;
    const first = await this.run(siteId, request, words, false);
    if (words.length === 0 || first.text_matches > 0) return answer(first, undefined);
    // Nothing matched as typed: correct each word to the nearest catalogue word, and match the corrected words or
    // names close to the text (trigram similarity).
    const corrected = await this.correct(siteId, words);
    const changed = corrected.some((w, i) => w !== words[i]);
    const fallback = await this.run(siteId, request, changed ? corrected : words, true);
    return answer(fallback, changed && fallback.text_matches > 0 ? corrected.join(' ') : undefined);
  }

  private async correct(siteId: SiteId, words: readonly string[]): Promise<string[]> {
    const r = await this.db.query<{ word: string; nearest: string | null }>(`
      SELECT u.w AS word, (
        SELECT t.term FROM search_terms t
        WHERE t.site_id = $1 AND t.kind = 'word' AND similarity(t.term_key, search_fold(u.w)) >= $3
        ORDER BY t.term_key = search_fold(u.w) DESC, similarity(t.term_key, search_fold(u.w)) DESC, t.term_key LIMIT 1) AS nearest
      FROM unnest($2::text[]) WITH ORDINALITY AS u(w, i) ORDER BY u.i`, [siteId, words, SPELLING_SIMILARITY]);
    return r.rows.map((row) => row.nearest ?? row.word);
  }

  private async run(siteId: SiteId, request: SearchRequest, words: readonly string[], fallback: boolean): Promise<SearchRow> {
    const hasText = words.length > 0;
    const order = ORDER_BY[request.sort === 'relevance' && hasText ? 'relevance-text' : request.sort];
    const all = 'm_brand AND m_color AND m_size AND m_price AND m_avail';
    const r = await this.db.query<SearchRow>(`
      WITH s AS MATERIALIZED (SELECT * FROM search_sites WHERE site_id = $1),
      -- Built once (not per document row): folding and parsing the query costs more than matching it.
      q AS MATERIALIZED (SELECT ${tsquery('$3::text[]')} AS tsq, search_fold($4::text) AS qkey FROM s),
      base AS MATERIALIZED (
        SELECT p.id, p.brand_id, p.position, k.position AS category_position, p.released_at, p.withdrawn, pp.sale_minor,
               CASE WHEN $13 THEN ts_rank(d.document, q.tsq) + similarity(d.name_key, q.qkey) ELSE 0 END AS score,
               r.score AS rating_score, r.reviews_count
        FROM q
        -- q first: PGlite keeps the written join order, and the query outside lets the GIN index find the documents.
        JOIN search_documents d ON d.site_id = $1
        JOIN products p ON p.id = d.product_id
        JOIN categories k ON k.id = p.category_id
        JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $1
        ${RATING_JOIN}
        WHERE d.site_id = $1 AND ($2::text IS NULL OR p.category_id = $2)
          AND (NOT $13 OR d.document @@ q.tsq OR ($14 AND d.name_key % q.qkey))
      ),
      flags AS MATERIALIZED (
        SELECT b.*,
          (cardinality($5::text[]) = 0 OR b.brand_id = ANY($5::text[])) AS m_brand,
          (cardinality($6::text[]) = 0 OR EXISTS (SELECT 1 FROM product_colors c WHERE c.product_id = b.id AND c.code = ANY($6::text[]))) AS m_color,
          (cardinality($7::text[]) = 0 OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = b.id AND v.size = ANY($7::text[]))) AS m_size,
          (cardinality($8::int[]) = 0 OR EXISTS (
            SELECT 1 FROM unnest($8::int[], $9::int[]) AS band(lo, hi) WHERE b.sale_minor >= band.lo AND (band.hi IS NULL OR b.sale_minor < band.hi))) AS m_price,
          (NOT b.withdrawn AND EXISTS (SELECT 1 FROM variants v JOIN stock st ON st.upc = v.upc
             WHERE v.product_id = b.id AND st.qty > 0 AND (cardinality($7::text[]) = 0 OR v.size = ANY($7::text[])))) AS in_stock
        FROM base b
      ),
      f AS MATERIALIZED (SELECT *, (NOT $10 OR in_stock) AS m_avail FROM flags)
      SELECT
        (SELECT count(*) FROM base)::int AS text_matches,
        (SELECT count(*) FROM f WHERE ${all})::int AS total,
        (SELECT COALESCE(json_agg(page.id ORDER BY page.n), '[]') FROM (
          SELECT id, row_number() OVER (ORDER BY ${order}) AS n FROM f WHERE ${all} ORDER BY ${order} OFFSET $11 LIMIT $12) page) AS ids,
        (SELECT COALESCE(json_agg(json_build_object('value', x.brand_id, 'label', br.name, 'count', x.n) ORDER BY br.name, x.brand_id), '[]')
         FROM (SELECT brand_id, count(*)::int AS n FROM f WHERE m_color AND m_size AND m_price AND m_avail GROUP BY brand_id) x
         JOIN brands br ON br.id = x.brand_id) AS brands,
        (SELECT COALESCE(json_agg(json_build_object('value', x.code, 'label', COALESCE(ct.name, x.name), 'swatch', x.swatch, 'count', x.n)
                                  ORDER BY COALESCE(ct.name, x.name), x.code), '[]')
         FROM (SELECT c.code, min(c.name) AS name, min(c.swatch) AS swatch, count(DISTINCT f.id)::int AS n
               FROM f JOIN product_colors c ON c.product_id = f.id
               WHERE m_brand AND m_size AND m_price AND m_avail GROUP BY c.code) x
         ${translationJoin({ table: 'color_translations', key: 'code', on: 'x.code', columns: 't.name', alias: 'ct', locale: '$15', language: '$16' })}) AS colors,
        (SELECT COALESCE(json_agg(json_build_object('value', x.size, 'label', x.size, 'count', x.n) ORDER BY x.rank, x.size), '[]')
         FROM (SELECT v.size, min(v.position) AS rank, count(DISTINCT f.id)::int AS n
               FROM f JOIN variants v ON v.product_id = f.id LEFT JOIN stock st ON st.upc = v.upc
               WHERE m_brand AND m_color AND m_price AND (NOT $10 OR (NOT f.withdrawn AND st.qty > 0)) GROUP BY v.size) x) AS sizes,
        (SELECT COALESCE(json_agg((SELECT count(*) FROM f WHERE m_brand AND m_color AND m_size AND m_avail
                                     AND f.sale_minor >= band.lo AND (band.hi IS NULL OR f.sale_minor < band.hi))::int ORDER BY band.i), '[]')
         FROM unnest($17::int[], $18::int[]) WITH ORDINALITY AS band(lo, hi, i)) AS prices,
        (SELECT count(*) FROM f WHERE m_brand AND m_color AND m_size AND m_price AND in_stock)::int AS in_stock`,
    [
      siteId, request.categoryId ?? null, words, words.join(' '), request.brands, request.colors, request.sizes,
      request.prices.map((b) => b.min), request.prices.map((b) => b.max ?? null), request.inStockOnly, request.start, request.count,
      hasText, fallback, ...translationTags(siteId),
      request.facetBands.map((b) => b.min), request.facetBands.map((b) => b.max ?? null),
    ]);
    return r.rows[0]!;
  }

  async autoSuggest(siteId: SiteId, request: SuggestRequest): Promise<SuggestAnswer> {
    if (request.words.length === 0) return { terms: [], productIds: [], categories: [] };
    const [terms, products, categories] = [
      await this.db.query<{ term: string }>(`
        SELECT t.term FROM search_terms t
        WHERE t.site_id = $1 AND t.kind <> 'word' AND ${startsAWord('t.term_key', '$2')}
        ORDER BY t.term_key = search_fold($2) DESC, starts_with(t.term_key, search_fold($2)) DESC, CASE t.kind WHEN 'product' THEN 0 WHEN 'brand' THEN 1 ELSE 2 END,
                 length(t.term), t.term
        LIMIT $3`, [siteId, request.text, request.count]),
      await this.db.query<{ id: string }>(`
        WITH s AS MATERIALIZED (SELECT * FROM search_sites WHERE site_id = $1),
          q AS MATERIALIZED (SELECT ${tsquery('$2::text[]')} AS tsq, search_fold($3) AS qkey FROM s)
        SELECT d.product_id AS id FROM q
        JOIN search_documents d ON d.site_id = $1 AND d.document @@ q.tsq
        JOIN products p ON p.id = d.product_id
        JOIN categories k ON k.id = p.category_id
        JOIN product_prices pp ON pp.product_id = d.product_id AND pp.site_id = $1
        WHERE d.site_id = $1 AND d.document @@ q.tsq
        ORDER BY ts_rank(d.document, q.tsq) + similarity(d.name_key, q.qkey) DESC, k.position, p.position, d.product_id
        LIMIT $4`, [siteId, request.words, request.text, request.count]),
      await this.db.query<{ id: string; name: string; slug: string }>(`
        SELECT c.id, COALESCE(ct.name, c.name) AS name, c.slug FROM categories c
        ${translationJoin({ table: 'category_translations', key: 'category_id', on: 'c.id', columns: 't.name', alias: 'ct', locale: '$3', language: '$4' })}
        WHERE ${startsAWord('search_fold(COALESCE(ct.name, c.name))', '$2')}
        ORDER BY c.position LIMIT $1`, [request.count, request.text, ...translationTags(siteId)]),
    ];
    return { terms: terms.rows.map((t) => t.term), productIds: products.rows.map((p) => p.id), categories: categories.rows };
  }
}

function answer(row: SearchRow, suggestion: string | undefined): SearchAnswer {
  return {
    total: row.total,
    productIds: row.ids,
    facets: { brand: row.brands, color: row.colors, size: row.sizes, price: row.prices, inStock: row.in_stock },
    suggestion,
  };
}
