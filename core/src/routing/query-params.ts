import { z } from 'zod';

/** §2 query parameters seen by the storefront, parsed safely: a malformed value is ignored, never thrown. */
export interface StorefrontQuery {
  /** preview=true|false. */
  readonly preview?: boolean;
  /** The moment the preview shows, ISO 8601. */
  readonly previewDateTime?: string;
  readonly siteId?: string;
  readonly localePath?: string;
  readonly leadSource?: string;
  /** A customs recipe id. */
  readonly recipe?: string;
  /** p13n_testcontext: the experiment variants to force, by id. */
  readonly testContext?: { readonly variants: readonly string[] };
}

export const QUERY_PARAMS = {
  preview: 'preview',
  previewDateTime: 'previewDateTime',
  siteId: 'siteId',
  localePath: 'localePath',
  leadSource: 'leadSource',
  recipe: 'recipe',
  testContext: 'p13n_testcontext',
} as const;

/** Longest value looked at; longer ones are ignored. */
export const MAX_QUERY_VALUE_LENGTH = 2048;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const TOKEN = /^[A-Za-z0-9_.-]{1,64}$/;
const LOCALE_PATH = /^\/?[a-z]{2}[-_][a-z]{2}$/i;
const PRINTABLE = /^[^\p{C}]{1,128}$/u;

/** A variant given as its id, or as an object naming it (`variantId`, else `id`). */
const variantSchema = z.union([
  z.string().min(1),
  z.object({ variantId: z.string().min(1) }).transform((v) => v.variantId),
  z.object({ id: z.string().min(1) }).transform((v) => v.id),
]);
const testContextSchema = z.object({ variants: z.array(z.unknown()) });

/** p13n_testcontext: JSON with a variants list. Malformed JSON, or no variants list, is ignored; unreadable entries are skipped. */
export function parseTestContext(raw: string): { readonly variants: readonly string[] } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = testContextSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const variants = parsed.data.variants.flatMap((entry) => {
    const variant = variantSchema.safeParse(entry);
    return variant.success ? [variant.data] : [];
  });
  return { variants };
}

/** The decoded parameters of a query string (`?a=1&b=2`, or a whole URL); undecodable pairs are skipped, the first of a name wins. */
export function queryValues(search: string): ReadonlyMap<string, string> {
  const query = search.includes('?') ? search.slice(search.indexOf('?') + 1) : search;
  const values = new Map<string, string>();
  for (const pair of query.split('#', 1)[0]!.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const rawName = at === -1 ? pair : pair.slice(0, at);
    const rawValue = at === -1 ? '' : pair.slice(at + 1);
    try {
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
      if (!values.has(name)) values.set(name, value);
    } catch {
      // A malformed percent-escape: ignored.
    }
  }
  return values;
}

const matching = (value: string | undefined, pattern: RegExp): string | undefined =>
  value !== undefined && value.length <= MAX_QUERY_VALUE_LENGTH && pattern.test(value) ? value : undefined;

/** §2: the known parameters of a query string; anything malformed is left out. Never throws. */
export function parseStorefrontQuery(search: string): StorefrontQuery {
  const values = queryValues(search);
  const get = (name: string) => values.get(name);
  const preview = get(QUERY_PARAMS.preview);
  const previewDateTime = matching(get(QUERY_PARAMS.previewDateTime), ISO_DATE_TIME);
  const rawTestContext = get(QUERY_PARAMS.testContext);
  const testContext = rawTestContext !== undefined && rawTestContext.length <= MAX_QUERY_VALUE_LENGTH ? parseTestContext(rawTestContext) : undefined;
  const fields: Record<string, unknown> = {
    preview: preview === 'true' ? true : preview === 'false' ? false : undefined,
    previewDateTime: previewDateTime !== undefined && !Number.isNaN(Date.parse(previewDateTime)) ? previewDateTime : undefined,
    siteId: matching(get(QUERY_PARAMS.siteId), TOKEN),
    localePath: matching(get(QUERY_PARAMS.localePath), LOCALE_PATH),
    leadSource: matching(get(QUERY_PARAMS.leadSource), PRINTABLE),
    recipe: matching(get(QUERY_PARAMS.recipe), TOKEN),
    testContext,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as StorefrontQuery;
}
