import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { renderedCacheControl } from './cache-policy';
import { allowPreviewFraming, isSecureRequest, newNonce, PERMISSIONS_POLICY, securityHeaders, shopperAddress } from './security-headers';
import { StaticAssets } from './static-assets';

export interface StorefrontServerOptions {
  /** Where server-side loaders reach the commerce API, e.g. http://127.0.0.1:3000/api. */
  readonly apiBaseUrl: string;
  /** The `react-router build` output; defaults to this package's build/ folder. */
  readonly buildDirectory?: string;
  /**
   * We sit behind a proxy we trust (`TRUST_PROXY`): its `X-Forwarded-Proto: https` makes the request secure (cookies
   * get `Secure`, HSTS is sent). Off by default: a client could otherwise claim HTTPS itself.
   */
  readonly trustProxy?: boolean;
  /**
   * The commerce API's per-process `internalCallerSecret`: loaders' API calls carry it and the shopper's address
   * (`x-switchback-internal`, `x-switchback-shopper-ip`), so the API rate-limits each shopper, not this server.
   */
  readonly internalCallerSecret?: string;
}

/** React Router's request handler: a page, a data request or a resource route, rendered for one request. */
export type RenderRequest = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface StorefrontListenerOptions {
  readonly apiBaseUrl: string;
  readonly trustProxy: boolean;
  readonly internalCallerSecret?: string | undefined;
  /** The built client files; undefined serves none (every path goes to `render`). */
  readonly assets: StaticAssets | undefined;
  readonly render: RenderRequest;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const defaultBuildDirectory = fileURLToPath(new URL('../build', import.meta.url));

/**
 * The storefront as a Node request handler: built client assets from build/client (precompressed), everything
 * else rendered on the server by React Router with `apiBaseUrl`, the CSP nonce and `secure` in every loader's
 * context.
 */
export function createStorefrontRequestHandler(options: StorefrontServerOptions): Listener {
  const buildDirectory = options.buildDirectory ?? defaultBuildDirectory;
  const serverEntry = path.join(buildDirectory, 'server', 'index.js');
  let build: Promise<ServerBuild> | undefined;
  const loadBuild = (): Promise<ServerBuild> => {
    build ??= import(pathToFileURL(serverEntry).href).then((module: unknown) => module as ServerBuild);
    return build;
  };
  const assets = new StaticAssets(path.join(buildDirectory, 'client'));
  void assets.warm();
  return createStorefrontListener({
    apiBaseUrl: options.apiBaseUrl,
    trustProxy: options.trustProxy ?? false,
    internalCallerSecret: options.internalCallerSecret,
    assets,
    render: createRequestHandler(loadBuild, 'production'),
  });
}

/**
 * Every answer — asset, page, redirect, error — gets the security headers (a fresh CSP nonce each); assets come
 * precompressed, rendered answers stream through brotli or gzip as the client accepts.
 */
export function createStorefrontListener(options: StorefrontListenerOptions): Listener {
  const nonces = new WeakMap<ServerResponse, string>();
  const headers = securityHeaders((res) => nonces.get(res) ?? '', { recaptcha: Boolean(process.env.RECAPTCHA_SITE_KEY) });
  // Streamed HTML: brotli at a quality fast enough to keep up with React's stream; flushed chunk by chunk below.
  const compress = compression({ threshold: 1024 });

  return (req, res) => {
    const nonce = newNonce();
    nonces.set(res, nonce);
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    const secure = isSecureRequest(req, options.trustProxy);
    (secure ? headers.secure : headers.plain)(req, res, (headerError) => {
      if (headerError !== undefined) {
        fail(req, res, headerError);
        return;
      }
      allowPreviewFraming(req, res);
      void (options.assets?.serve(req, res) ?? Promise.resolve(false))
        .then((served) => {
          if (served) return;
          return new Promise<void>((resolve, reject) => {
            compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
              renderInto(req, res, options, { nonce, secure }).then(resolve, reject);
            });
          });
        })
        .catch((error: unknown) => fail(req, res, error));
    });
  };
}

async function renderInto(
  req: IncomingMessage,
  res: ServerResponse,
  options: StorefrontListenerOptions,
  context: { nonce: string; secure: boolean },
): Promise<void> {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const request = toRequest(req, context.secure, controller.signal);
  if (request === undefined) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Bad request: the Host header or the path is not a valid URL.');
    return;
  }
  const shopperIp = shopperAddress(req, options.trustProxy);
  const internalCaller = options.internalCallerSecret !== undefined && shopperIp !== undefined
    ? { secret: options.internalCallerSecret, shopperIp }
    : undefined;
  const response = await options.render(request, {
    apiBaseUrl: options.apiBaseUrl, nonce: context.nonce, secure: context.secure, ...(internalCaller ? { internalCaller } : {}),
  });
  await sendResponse(req, res, response);
}

/** The Node request as a fetch Request: https when the request is secure, the body streamed for writes. */
function toRequest(req: IncomingMessage, secure: boolean, signal: AbortSignal): Request | undefined {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) headers.append(req.rawHeaders[index]!, req.rawHeaders[index + 1]!);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Write React Router's answer: its headers (each Set-Cookie kept apart), our cache policy, the body as it streams. */
async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const setCookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  if (setCookies.length > 0) res.setHeader('set-cookie', setCookies);
  res.setHeader(
    'cache-control',
    renderedCacheControl({
      requestHasCookie: req.headers.cookie !== undefined && req.headers.cookie !== '',
      setsCookie: setCookies.length > 0,
      routeCacheControl: response.headers.get('cache-control'),
    }),
  );
  res.setHeader('vary', appendVary(res.getHeader('vary'), 'Cookie'));
  res.statusCode = response.status;
  if (response.body === null || req.method === 'HEAD') {
    res.end();
    return;
  }
  const flushable = res as ServerResponse & { flush?: () => void };
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (res.destroyed) break;
    const more = res.write(chunk);
    // The compressor holds bytes back for a better ratio: push each of React's chunks out as it comes.
    flushable.flush?.();
    if (!more && !res.destroyed) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

function appendVary(current: number | string | string[] | undefined, field: string): string {
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((f) => f.trim()).filter(Boolean);
  return fields.some((f) => f.toLowerCase() === field.toLowerCase()) ? fields.join(', ') : [...fields, field].join(', ');
}

/** A bug (the build is missing, a render crashed before streaming): 500 without details, logged without the query. */
function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error('storefront: request failed', req.method, safePath(req.url), error instanceof Error ? error.message : error);
  if (!res.headersSent) {
    res.statusCode = 500;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end('The storefront is unavailable. Run `npm run build -w @switchback/react-ui` and try again.');
  } else {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** The request path without its query string (a query is never logged). */
function safePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}
