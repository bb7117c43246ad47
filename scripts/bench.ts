/**
 * npm run bench — autocannon on loopback against the reference commerce API, each scenario beside a bare
 * Fastify hello-world measured in the same run, so the ratio (not the absolute number) is what compares
 * across machines; then the storefront: gzipped JS per page and Lighthouse mobile (scripts/storefront.bench.ts).
 * Results go to BENCHMARKS.md. Speed is measured here, never asserted in tests.
 * BENCH_SCOPE=api or storefront runs one half and rewrites only its sections of BENCHMARKS.md; BENCH_SCOPE=search runs
 * only the search scenario and replaces only its row in the API tables.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { startEngine } from '@switchback/commerce-api';
import { benchStorefront, storefrontSections } from './storefront.bench';

const env = z
  .object({
    BENCH_DURATION: z.coerce.number().int().min(1).max(120).default(10),
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(256).default(10),
    BENCH_ORDERS: z.coerce.number().int().min(10).max(5000).default(300),
    BENCH_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(15).default(7),
    BENCH_SCOPE: z.enum(['all', 'api', 'storefront', 'search']).default('all'),
    DATABASE_URL: z.string().optional(),
  })
  .parse(process.env);

/** The bench hammers the token endpoint and the tokeniser from one client: the per-client limits are lifted. */
const BENCH_RATE_LIMITS = { token: 1_000_000_000, tokenize: 1_000_000_000 };

const SITE_HEADERS = { 'content-type': 'application/json', accept: 'application/json', 'x-site-id': 'en-us', 'x-channel': 'ECOMM' };
const ADDRESS = {
  firstName: 'Bench', lastName: 'Mark', addressLine1: '1 Loop Road', city: 'Portland', postalCode: '97201',
  province: 'OR', countryCode: 'US', phone: '5035550100',
};

type Variant = { productId: string; upc: string };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A guest cookie and a cart holding one item, for the cart-get and add-item scenarios. */
async function guestWithCart(api: string, variant: Variant): Promise<{ cookie: string; basketId: string }> {
  const tokenRes = await fetch(`${api}/token/v2/auth/token`, { method: 'POST', headers: SITE_HEADERS, body: JSON.stringify({ type: 'Guest' }) });
  await json(tokenRes);
  const cookie = (tokenRes.headers.get('set-cookie') ?? '').split(';')[0]!;
  const headers = { ...SITE_HEADERS, cookie };
  const cart = await json<{ basketId: string }>(await fetch(`${api}/cart/v1/cart`, { method: 'POST', headers, body: '{}' }));
  await json(await fetch(`${api}/cart/v1/item`, {
    method: 'POST', headers, body: JSON.stringify({ cartId: cart.basketId, items: [{ productId: variant.productId, upc: variant.upc, qty: 1 }] }),
  }));
  return { cookie, basketId: cart.basketId };
}

/** One entry per unit in stock, dealt round-robin across variants so consecutive orders hit different rows. */
async function stockedVariants(api: string): Promise<Variant[]> {
  const stocked: (Variant & { quantity: number })[] = [];
  for (let start = 0; ; start += 100) {
    const page = await json<{ total: number; hits: { id: string }[] }>(
      await fetch(`${api}/products/v2/search/productSearch?start=${start}&count=100`, { headers: SITE_HEADERS }),
    );
    for (const hit of page.hits) {
      const inv = await json<{ variants: { upc: string; quantity: number }[] }>(
        await fetch(`${api}/products/v2/products/${hit.id}/inventory`, { headers: SITE_HEADERS }),
      );
      for (const v of inv.variants) if (v.quantity > 0) stocked.push({ productId: hit.id, upc: v.upc, quantity: v.quantity });
    }
    if (start + 100 >= page.total) break;
  }
  const dealt: Variant[] = [];
  for (let round = 0; dealt.length < env.BENCH_ORDERS; round++) {
    const remaining = stocked.filter((v) => v.quantity > round);
    if (remaining.length === 0) break;
    for (const v of remaining) dealt.push({ productId: v.productId, upc: v.upc });
  }
  return dealt;
}

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The whole guest checkout as one autocannon request pipeline: 10 calls per order. */
function placeOrderPipeline(variants: Variant[]): Request[] {
  let next = 0;
  type Ctx = { cookie?: string; basketId?: string; token?: string; n?: number };
  const withCookie = (ctx: Ctx) => ({ ...SITE_HEADERS, cookie: ctx.cookie ?? '' });
  return [
    {
      method: 'POST', path: '/api/token/v2/auth/token', headers: SITE_HEADERS, body: JSON.stringify({ type: 'Guest' }),
      onResponse: (_s: number, _b: string, ctx: Ctx, headers?: Record<string, string | string[] | undefined>) => {
        const raw = headers?.['set-cookie'];
        ctx.cookie = ((Array.isArray(raw) ? raw[0] : raw) ?? '').split(';')[0];
        ctx.n = next++;
      },
    },
    {
      method: 'POST', path: '/api/cart/v1/cart', body: '{}',
      setupRequest: (req: Request, ctx: Ctx) => ({ ...req, headers: withCookie(ctx) }),
      onResponse: (_s: number, body: string, ctx: Ctx) => { ctx.basketId = (JSON.parse(body) as { basketId?: string }).basketId; },
    },
    {
      method: 'POST', path: '/api/cart/v1/item',
      setupRequest: (req: Request, ctx: Ctx) => {
        const v = variants[(ctx.n ?? 0) % variants.length]!;
        return { ...req, headers: withCookie(ctx), body: JSON.stringify({ cartId: ctx.basketId, items: [{ productId: v.productId, upc: v.upc, qty: 1 }] }) };
      },
    },
    {
      method: 'POST',
      setupRequest: (req: Request, ctx: Ctx) => ({
        ...req, path: `/api/cart/v2/cart/${ctx.basketId}/shippingAddress`, headers: withCookie(ctx),
        body: JSON.stringify([{ ...ADDRESS, email: 'bench@example.com' }]),
      }),
    },
    {
      method: 'POST', path: '/api/cart/v1/shippingMethod',
      setupRequest: (req: Request, ctx: Ctx) => ({ ...req, headers: withCookie(ctx), body: JSON.stringify({ cartId: ctx.basketId, code: 'standard' }) }),
    },
    {
      method: 'POST',
      setupRequest: (req: Request, ctx: Ctx) => ({
        ...req, path: `/api/cart/v1/cart/${ctx.basketId}/billingAddress`, headers: withCookie(ctx), body: JSON.stringify({ address: ADDRESS }),
      }),
    },
    {
      // The sandbox tokeniser binds a token to the shopper's session (issue 7): it needs the guest cookie too.
      method: 'POST', path: '/api/sandbox-payments/v1/tokens',
      setupRequest: (req: Request, ctx: Ctx) => ({ ...req, headers: withCookie(ctx) }),
      body: JSON.stringify({ number: '4111111111111111', expiry: '12/39', cvc: '123', holder: 'Bench Mark' }),
      onResponse: (_s: number, body: string, ctx: Ctx) => { ctx.token = (JSON.parse(body) as { token?: string }).token; },
    },
    {
      method: 'POST',
      setupRequest: (req: Request, ctx: Ctx) => ({
        ...req, path: `/api/cart/v1/cart/${ctx.basketId}/paymentInstruments`, headers: withCookie(ctx),
        body: JSON.stringify({ payment_method_id: 'CREDIT_CARD', paymentCard: { token: ctx.token, holder: 'Bench Mark' } }),
      }),
    },
    {
      method: 'POST', path: '/api/cart/v1/cart/prepareOrder',
      setupRequest: (req: Request, ctx: Ctx) => ({ ...req, headers: withCookie(ctx), body: JSON.stringify({ basketId: ctx.basketId }) }),
    },
    {
      method: 'PUT', path: '/api/cart/v2/checkout/order',
      setupRequest: (req: Request, ctx: Ctx) => ({
        ...req, headers: { ...withCookie(ctx), 'idempotency-key': `bench-${ctx.basketId}` }, body: JSON.stringify({ cartId: ctx.basketId }),
      }),
    },
  ];
}

type Row = { scenario: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number; helloReqPerSec: number };

async function measure(scenario: string, target: autocannon.Options, hello: string, unitDivisor = 1): Promise<Row> {
  const base = { connections: env.BENCH_CONNECTIONS, duration: env.BENCH_DURATION };
  const helloResult = await run({ ...base, url: hello });
  const result = await run(target.amount ? { connections: base.connections, ...target } : { ...base, ...target });
  console.log(`${scenario}: ${(result.requests.average / unitDivisor).toFixed(1)}/s (hello-world ${helloResult.requests.average.toFixed(0)} req/s)`);
  return {
    scenario,
    reqPerSec: result.requests.average / unitDivisor,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    helloReqPerSec: helloResult.requests.average,
  };
}

type Section = { database: string; rows: Row[] };

/**
 * Issue 11 §2: product search as shoppers use it, round-robin over a few typical queries: a word, a typo (the trigram
 * fallback and its "did you mean"), a French query without accents on fr-fr, a category refined by brand and in stock
 * sorted by price; each answers a page of 24 with its facets.
 */
const SEARCH_QUERIES: readonly { site: string; query: string }[] = [
  { site: 'en-us', query: 'q=jacket' },
  { site: 'en-us', query: 'q=rdige%20runner' },
  { site: 'fr-fr', query: 'q=chaussure%20randonnee' },
  { site: 'en-gb', query: 'categoryId=1001&brand=switchback,northwind&availability=in-stock&sort=price-asc' },
];
const SEARCH_SCENARIO = 'search (word, typo, French, refined category; page of 24 with facets)';

function searchRow(engine: { origin: string }, helloUrl: string): Promise<Row> {
  return measure(SEARCH_SCENARIO, {
    url: engine.origin,
    requests: SEARCH_QUERIES.map(({ site, query }) => ({
      method: 'GET' as const, path: `/api/products/v2/search/productSearch?${query}`, headers: { ...SITE_HEADERS, 'x-site-id': site },
    })),
  }, helloUrl);
}

/** Every scenario against one engine (one database), each beside the hello-world. */
async function benchEngine(engine: { origin: string; apiBaseUrl: string }, helloUrl: string): Promise<Row[]> {
  if (env.BENCH_SCOPE === 'search') return [await searchRow(engine, helloUrl)];
  const api = engine.apiBaseUrl;
  const variants = await stockedVariants(api);
  if (variants.length < env.BENCH_ORDERS) throw new Error(`only ${variants.length} units in stock for ${env.BENCH_ORDERS} orders`);
  const first = variants[0]!;
  const guest = await guestWithCart(api, first);
  const cookieHeaders = { ...SITE_HEADERS, cookie: guest.cookie };
  const rows: Row[] = [];
  rows.push(await measure('cart get (GET /cart/v1/cart/{id})', { url: `${api}/cart/v1/cart/${guest.basketId}`, headers: cookieHeaders }, helloUrl));
  // add item: one unit of a single variant, then set the line back to 1 so quantity limits never trip
  rows.push(await measure('add item (POST item, GET cart, PUT qty 1; req/s)', {
    url: engine.origin,
    requests: [{
      method: 'POST', path: '/api/cart/v1/item', headers: cookieHeaders,
      body: JSON.stringify({ cartId: guest.basketId, items: [{ productId: first.productId, upc: first.upc, qty: 1 }] }),
    }, {
      method: 'GET', path: `/api/cart/v1/cart/${guest.basketId}`, headers: cookieHeaders,
      onResponse: (_s: number, body: string, ctx: { itemId?: string }) => { ctx.itemId = (JSON.parse(body) as { items: { id: string }[] }).items[0]?.id; },
    }, {
      method: 'PUT', path: `/api/cart/v1/cart/${guest.basketId}/item`,
      setupRequest: (req: Request, ctx: { itemId?: string }) => ({
        ...req, headers: cookieHeaders, body: JSON.stringify({ itemId: ctx.itemId, productId: first.productId, upc: first.upc, qty: 1 }),
      }),
    }],
  }, helloUrl));
  const orderStart = Date.now();
  rows.push(await measure('place-order flow (10 calls, orders/s)', {
    url: engine.origin,
    requests: placeOrderPipeline(variants.slice(0, env.BENCH_ORDERS)),
    amount: env.BENCH_ORDERS * 10,
  }, helloUrl, 10));
  console.log(`place-order flow: ${env.BENCH_ORDERS} orders in ${((Date.now() - orderStart) / 1000).toFixed(1)}s`);
  rows.push(await searchRow(engine, helloUrl));
  return rows;
}

/** A PostgreSQL server to measure too: DATABASE_URL, else 127.0.0.1:5432 if it answers. */
async function postgresUrl(): Promise<string | undefined> {
  const url = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    console.warn(`no PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')}: measuring the embedded database only`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function benchApi(): Promise<Section[]> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  const sections: Section[] = [];
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'switchback-bench-'));
    const embedded = await startEngine({ dataDir, rateLimits: BENCH_RATE_LIMITS });
    try {
      console.log('— embedded PGlite');
      sections.push({ database: 'embedded PGlite (the npm start default)', rows: await benchEngine(embedded, helloUrl) });
    } finally {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const url = await postgresUrl();
    if (url !== undefined) {
      const schema = `sb_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      try {
        const server = await startEngine({ databaseUrl: url, databaseSchema: schema, rateLimits: BENCH_RATE_LIMITS });
        try {
          console.log('— PostgreSQL server');
          sections.push({ database: 'PostgreSQL server (DATABASE_URL)', rows: await benchEngine(server, helloUrl) });
        } finally {
          await server.close();
        }
      } finally {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    }
  } finally {
    await hello.close();
  }
  return sections;
}

/** The machine's 1-minute load when the run began: a busy machine slows every figure (the ratios less so). */
const LOAD_AT_START = loadavg()[0] ?? 0;

async function main(): Promise<void> {
  const api = env.BENCH_SCOPE === 'storefront' ? undefined : await benchApi();
  let storefront: string[] | undefined;
  if (env.BENCH_SCOPE === 'all' || env.BENCH_SCOPE === 'storefront') {
    console.log('— storefront');
    storefront = storefrontSections(await benchStorefront(env.BENCH_LIGHTHOUSE_RUNS), env.BENCH_LIGHTHOUSE_RUNS);
  }
  writeReport(api, storefront);
}

/** `## heading` → the lines of that section (heading included), in file order. */
function sectionsOf(lines: readonly string[]): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith('## ')) {
      current = [line];
      sections.set(line, current);
    } else {
      current?.push(line);
    }
  }
  return sections;
}

const trimTrailing = (lines: string[]): string[] => {
  const out = [...lines];
  while (out.length > 0 && out.at(-1) === '') out.pop();
  return out;
};

/** BENCHMARKS.md: the sections measured now; with BENCH_SCOPE, the other half's sections are kept from the last run. */
function writeReport(api: Section[] | undefined, storefront: string[] | undefined): void {
  const previous = existsSync('BENCHMARKS.md') ? sectionsOf(readFileSync('BENCHMARKS.md', 'utf8').split('\n')) : new Map<string, string[]>();
  const rowLine = (r: Row) =>
    `| ${r.scenario} | ${r.reqPerSec.toFixed(1)}/s | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.helloReqPerSec.toFixed(0)} | ${(r.reqPerSec / r.helloReqPerSec).toFixed(4)} |`;
  const table = (database: string, rows: readonly Row[]) => [
    '',
    `## ${database}`,
    '',
    '| scenario | throughput | p50 ms | p99 ms | non-2xx | errors | hello-world req/s | ratio to hello-world |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(rowLine),
  ];
  const previousApi = [...previous.entries()].filter(([heading]) => heading.includes('PGlite') || heading.includes('PostgreSQL'));
  // BENCH_SCOPE=search: the previous tables, with the search row (re)placed after the other scenarios.
  const withSearchRow = (database: string, row: Row): string[] => {
    const before = previous.get(`## ${database}`);
    if (before === undefined) return table(database, [row]);
    return ['', ...trimTrailing(before).filter((line) => !line.startsWith(`| ${SEARCH_SCENARIO} |`)), rowLine(row)];
  };
  const apiLines =
    api === undefined
      ? previousApi.flatMap(([, lines]) => ['', ...trimTrailing(lines)])
      : env.BENCH_SCOPE === 'search'
        ? [
            ...api.flatMap(({ database, rows }) => withSearchRow(database, rows[0]!)),
            ...previousApi.filter(([heading]) => !api.some(({ database }) => heading === `## ${database}`)).flatMap(([, lines]) => ['', ...trimTrailing(lines)]),
          ]
        : api.flatMap(({ database, rows }) => table(database, rows));
  const storefrontLines =
    storefront ??
    [...previous.entries()]
      .filter(([heading]) => heading.startsWith('## Storefront') || heading.startsWith('## Lighthouse'))
      .flatMap(([, lines]) => ['', ...trimTrailing(lines)]);
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts): autocannon on loopback, each scenario measured right after a bare Fastify',
    'hello-world in the same process and run, so the ratio is comparable across machines; then the storefront\'s JavaScript',
    'per page and Lighthouse mobile. Do not edit by hand.',
    '',
    `- run: ${new Date().toISOString()} (${env.BENCH_SCOPE === 'all' ? 'everything' : `${env.BENCH_SCOPE} only; the other ${env.BENCH_SCOPE === 'search' ? 'rows' : 'sections'} are from an earlier run`}) · node ${process.version} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · load average ${LOAD_AT_START.toFixed(1)} at start`,
    `- ${env.BENCH_CONNECTIONS} connections, ${env.BENCH_DURATION}s per scenario${env.BENCH_SCOPE === 'search' ? ' (this run: the search rows; the others as they were last measured)' : ''}; the place-order flow runs ${env.BENCH_ORDERS} complete guest checkouts (token, cart, item, addresses, method, tokenise, payment, prepare, place)`,
    '- add item shares one cart line across all connections: when adds interleave past the 10-per-line cap the API rightly answers 409 ADDED_MAX_QUANTITY, counted as non-2xx',
    `- search cycles through ${SEARCH_QUERIES.length} productSearch queries per connection: ${SEARCH_QUERIES.map((q) => `${q.site} \`${decodeURIComponent(q.query)}\``).join(', ')}`,
    ...apiLines,
    ...storefrontLines,
    '',
  ];
  writeFileSync('BENCHMARKS.md', lines.join('\n'));
  console.log('wrote BENCHMARKS.md');
}

await main();
