import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontListener, type RenderRequest } from './index';
import { PER_SHOPPER, REVALIDATE } from './cache-policy';
import { IMMUTABLE, StaticAssets } from './static-assets';

/** What the fake React Router saw: the request and the load context of each render. */
const renders: { request: Request; context: AppLoadContext }[] = [];
/** Released by a test to let the streamed page finish. */
let releaseStream: (() => void) | undefined;

const PAGE = `<!DOCTYPE html><html><body>${'<p>Ridge Trail Runner, a shoe for long days on rough ground.</p>'.repeat(80)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

/** A stand-in for React Router's handler: pages, a redirect, a streamed page, a resource route, a crash. */
const render: RenderRequest = async (request, context) => {
  renders.push({ request, context });
  const { pathname } = new URL(request.url);
  switch (pathname) {
    case '/':
      return new Response(null, { status: 302, headers: { location: '/en-us' } });
    case '/en-us':
      return new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    case '/en-us/cart':
      return new Response(PAGE, {
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['set-cookie', 'sb_session=abc; Path=/; HttpOnly; SameSite=Lax'],
          ['set-cookie', 'sb_cart=def; Path=/; HttpOnly; SameSite=Lax'],
        ],
      });
    case '/robots.txt':
      return new Response('User-agent: *\nAllow: /\n', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
    case '/streamed': {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`<!DOCTYPE html><html><body><h1>Shell</h1>${'<p>shell</p>'.repeat(200)}`));
          releaseStream = () => {
            controller.enqueue(encoder.encode('<p>late</p></body></html>'));
            controller.close();
          };
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }
    case '/crash':
      throw new Error('render crashed');
    case '/en-us/cart/add': {
      const form = await request.formData();
      return new Response(null, { status: 303, headers: { location: `/en-us/cart?added=${String(form.get('upc'))}` } });
    }
    default:
      return new Response('<!DOCTYPE html><h1>Page not found</h1>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
};

let clientDirectory: string;
let origin: string;
let trustedOrigin: string;
const servers: http.Server[] = [];

async function listen(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (still compressed). */
  readonly raw: Buffer;
}

/** A GET that keeps the wire bytes (fetch would decompress them for us). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: RawAnswer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.raw).toString();
    case 'gzip':
      return zlib.gunzipSync(answer.raw).toString();
    case undefined:
      return answer.raw.toString();
    default:
      throw new Error(`unexpected encoding ${answer.headers['content-encoding']}`);
  }
}

const nonceOf = (answer: RawAnswer): string | undefined => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

beforeAll(async () => {
  clientDirectory = mkdtempSync(path.join(os.tmpdir(), 'switchback-client-'));
  mkdirSync(path.join(clientDirectory, 'assets'));
  mkdirSync(path.join(clientDirectory, '.vite'));
  writeFileSync(path.join(clientDirectory, 'assets', 'entry.client-AbC123.js'), SCRIPT);
  writeFileSync(path.join(clientDirectory, 'assets', 'tiny-x1.js'), 'export{};');
  writeFileSync(path.join(clientDirectory, 'assets', 'photo-x2.png'), Buffer.alloc(4000, 7));
  writeFileSync(path.join(clientDirectory, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  writeFileSync(path.join(clientDirectory, '.vite', 'manifest.json'), '{}');
  const assets = new StaticAssets(clientDirectory);
  await assets.warm();
  origin = await listen(createStorefrontListener({ apiBaseUrl: 'http://api.test/api', trustProxy: false, assets, render }));
  trustedOrigin = await listen(createStorefrontListener({ apiBaseUrl: 'http://api.test/api', trustProxy: true, assets, render }));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(clientDirectory, { recursive: true, force: true });
});

describe('security headers on every storefront answer', () => {
  const answers: [string, string][] = [
    ['a page', '/en-us'],
    ['a redirect', '/'],
    ['a 404 page', '/en-us/nowhere'],
    ['a hashed asset', '/assets/entry.client-AbC123.js'],
    ['a public file', '/favicon.svg'],
    ['a render that crashed (500)', '/crash'],
  ];

  it.each(answers)('%s carries the CSP, nosniff, frame denial, referrer and permissions policies', async (_name, urlPath) => {
    const answer = await get(`${origin}${urlPath}`);
    const csp = String(answer.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/);
    const nonce = nonceOf(answer);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(csp).toContain(`style-src-elem 'self' 'nonce-${nonce}';`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['permissions-policy']).toContain('microphone=()');
    expect(answer.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(answer.headers['permissions-policy']).toContain('payment=(self)');
  });

  it('a crashed render answers 500 without details', async () => {
    const answer = await get(`${origin}/crash`);
    expect(answer.status).toBe(500);
    expect(decoded(answer)).not.toContain('render crashed');
  });

  it('every response gets a fresh nonce, and the same nonce reaches the loaders as context.nonce', async () => {
    renders.length = 0;
    const first = await get(`${origin}/en-us`);
    const second = await get(`${origin}/en-us`);
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(renders.map((r) => r.context.nonce)).toEqual([nonceOf(first), nonceOf(second)]);
    expect(renders[0]?.context.apiBaseUrl).toBe('http://api.test/api');
  });

  it('a client claiming HTTPS in X-Forwarded-Proto is not believed without TRUST_PROXY', async () => {
    renders.length = 0;
    const answer = await get(`${origin}/en-us`, { 'x-forwarded-proto': 'https' });
    expect(renders[0]?.context.secure).toBe(false);
    expect(new URL(renders[0]!.request.url).protocol).toBe('http:');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(String(answer.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('behind a trusted proxy, X-Forwarded-Proto: https makes the request secure (context.secure, https URL, HSTS)', async () => {
    renders.length = 0;
    const answer = await get(`${trustedOrigin}/en-us`, { 'x-forwarded-proto': 'https' });
    expect(renders[0]?.context.secure).toBe(true);
    expect(new URL(renders[0]!.request.url).protocol).toBe('https:');
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(String(answer.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('behind a trusted proxy, plain http stays insecure', async () => {
    renders.length = 0;
    await get(`${trustedOrigin}/en-us`, { 'x-forwarded-proto': 'http' });
    await get(`${trustedOrigin}/en-us`);
    expect(renders.map((r) => r.context.secure)).toEqual([false, false]);
  });
});

describe('the shopper named to the API (context.internalCaller)', () => {
  const SECRET = 'per-process-secret-0123456789abcdef0123';
  let plain: string;
  let behindProxy: string;
  beforeAll(async () => {
    plain = await listen(createStorefrontListener({ apiBaseUrl: 'http://api.test/api', trustProxy: false, internalCallerSecret: SECRET, assets: undefined, render }));
    behindProxy = await listen(createStorefrontListener({ apiBaseUrl: 'http://api.test/api', trustProxy: true, internalCallerSecret: SECRET, assets: undefined, render }));
  });

  it('the secret and the connection\'s address; a client\'s own X-Forwarded-For is not believed without TRUST_PROXY', async () => {
    renders.length = 0;
    await get(`${plain}/en-us`, { 'x-forwarded-for': '203.0.113.9' });
    expect(renders[0]?.context.internalCaller).toEqual({ secret: SECRET, shopperIp: '127.0.0.1' });
  });

  it('behind a trusted proxy, the first X-Forwarded-For hop (when it is an address)', async () => {
    renders.length = 0;
    await get(`${behindProxy}/en-us`, { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' });
    await get(`${behindProxy}/en-us`, { 'x-forwarded-for': 'not-an-address' });
    expect(renders.map((r) => r.context.internalCaller?.shopperIp)).toEqual(['203.0.113.9', '127.0.0.1']);
  });

  it('without a secret, no internal caller', async () => {
    renders.length = 0;
    await get(`${origin}/en-us`);
    expect(renders[0]?.context.internalCaller).toBeUndefined();
  });
});

describe('the request React Router sees', () => {
  it('a form post reaches the action with its body, method and headers, and its redirect comes back', async () => {
    renders.length = 0;
    const response = await fetch(`${origin}/en-us/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'sb_session=abc' },
      body: new URLSearchParams({ upc: '0123456789012', quantity: '2' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/cart?added=0123456789012');
    expect(response.headers.get('cache-control')).toBe(PER_SHOPPER);
    expect(renders[0]?.request.method).toBe('POST');
    expect(renders[0]?.request.headers.get('cookie')).toBe('sb_session=abc');
  });
});

describe('compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
  ])('a page asked for with Accept-Encoding "%s" comes as %s and decodes to the page', async (acceptEncoding, expected) => {
    const answer = await get(`${origin}/en-us`, { 'accept-encoding': acceptEncoding });
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.raw.length).toBeLessThan(PAGE.length / 4);
    expect(decoded(answer)).toBe(PAGE);
  });

  it('a client that accepts no encoding gets the plain page', async () => {
    const answer = await get(`${origin}/en-us`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString()).toBe(PAGE);
  });

  it('a streamed page is compressed as it streams: the shell arrives before the page has finished', async () => {
    const shell = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${origin}/streamed`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        const decompress = zlib.createBrotliDecompress();
        let text = '';
        decompress.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('<h1>Shell</h1>') && releaseStream !== undefined) {
            const release = releaseStream;
            releaseStream = undefined;
            resolve(text);
            release();
          }
        });
        response.pipe(decompress);
      });
      request.on('error', reject);
    });
    expect(shell).not.toContain('late');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('a hashed script asked for with %s comes precompressed, cached for a year', async (acceptEncoding, expected) => {
    const answer = await get(`${origin}/assets/entry.client-AbC123.js`, { 'accept-encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(decoded(answer)).toBe(SCRIPT);
  });

  it('an unhashed SVG is compressed too, with a short cache', async () => {
    const answer = await get(`${origin}/favicon.svg`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('a file that compression would not shrink, and an image, go as they are', async () => {
    const tiny = await get(`${origin}/assets/tiny-x1.js`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.raw.toString()).toBe('export{};');
    const image = await get(`${origin}/assets/photo-x2.png`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.raw.length).toBe(4000);
  });

  it('HEAD on an asset answers the headers without a body', async () => {
    const answer = await get(`${origin}/assets/entry.client-AbC123.js`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.raw.length).toBe(0);
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it("Vite's build manifest and paths outside the client folder are not served as files", async () => {
    renders.length = 0;
    expect((await get(`${origin}/.vite/manifest.json`)).status).toBe(404);
    expect((await get(`${origin}/assets/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
    expect(renders).toHaveLength(2);
  });
});

describe('cache policy of rendered answers', () => {
  it('a page for a shopper without cookies may be stored but is revalidated every time', async () => {
    const answer = await get(`${origin}/en-us`);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.headers.vary).toMatch(/Cookie/);
  });

  it('a page requested with a session cookie is private and never stored', async () => {
    const answer = await get(`${origin}/en-us`, { cookie: 'sb_session=abc' });
    expect(answer.headers['cache-control']).toBe(PER_SHOPPER);
  });

  it('an answer that sets cookies is private, and each Set-Cookie stays a header of its own', async () => {
    const answer = await get(`${origin}/en-us/cart`);
    expect(answer.headers['cache-control']).toBe(PER_SHOPPER);
    expect(answer.headers['set-cookie']).toEqual(['sb_session=abc; Path=/; HttpOnly; SameSite=Lax', 'sb_cart=def; Path=/; HttpOnly; SameSite=Lax']);
  });

  it("a resource route's own Cache-Control is kept, cookie or not", async () => {
    expect((await get(`${origin}/robots.txt`)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get(`${origin}/robots.txt`, { cookie: 'sb_session=abc' })).headers['cache-control']).toBe('public, max-age=3600');
  });
});
