import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Text formats worth compressing; images and fonts here are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.ico']);

/** Vite fingerprints everything under /assets/: those files never change, so browsers may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon.svg …) may change with a deploy: a short shared cache. */
export const SHORT = 'public, max-age=300';

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedFile {
  readonly mtimeMs: number;
  readonly lastModified: string;
  readonly contentType: string;
  readonly bodies: Readonly<Record<Encoding, Buffer>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compress once, at the strongest settings: the bytes are served many times. */
async function compressAll(raw: Buffer, compressible: boolean): Promise<Record<Encoding, Buffer>> {
  if (!compressible) return { br: raw, gzip: raw, identity: raw };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A compressed body larger than the original (tiny files) is not worth the header.
  return { br: br.length < raw.length ? br : raw, gzip: gz.length < raw.length ? gz : raw, identity: raw };
}

/** Files bigger than this are streamed by nobody: the client build has none, and the cache stays bounded. */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

/**
 * The built client files (build/client), served from memory with their brotli and gzip forms computed once —
 * ahead of time by `warm()`, or on first request. The set of files is the build's, so the cache is bounded.
 */
export class StaticAssets {
  private readonly cache = new Map<string, Promise<CachedFile | undefined>>();

  constructor(private readonly clientDirectory: string) {}

  /** Compress every file of the build in the background so no shopper waits for brotli's top quality. */
  async warm(): Promise<void> {
    const files = await listFiles(this.clientDirectory).catch(() => []);
    for (const file of files) {
      const pathname = `/${path.relative(this.clientDirectory, file).split(path.sep).join('/')}`;
      await this.load(pathname, file);
    }
  }

  /** Serve a file of build/client if the GET/HEAD path names one; false when the request is for a page. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = requestPathname(req.url);
    if (pathname === undefined || pathname === '/' || pathname.endsWith('/') || pathname.includes('\0')) return false;
    const filePath = path.resolve(this.clientDirectory, `.${pathname}`);
    if (!filePath.startsWith(this.clientDirectory + path.sep)) return false;
    // Vite's manifest describes the build; it is not a file for browsers.
    if (filePath.startsWith(path.join(this.clientDirectory, '.vite') + path.sep)) return false;
    const file = await this.load(pathname, filePath);
    if (file === undefined) return false;

    const compressible = COMPRESSIBLE.has(path.extname(filePath).toLowerCase());
    const encoding = compressible ? negotiate(req) : 'identity';
    const body = file.bodies[encoding];
    const sentEncoding: Encoding = body === file.bodies.identity ? 'identity' : encoding;
    res.setHeader('content-type', file.contentType);
    res.setHeader('content-length', body.length);
    res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : SHORT);
    res.setHeader('last-modified', file.lastModified);
    if (compressible) res.setHeader('vary', 'Accept-Encoding');
    if (sentEncoding !== 'identity') res.setHeader('content-encoding', sentEncoding);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  private async load(pathname: string, filePath: string): Promise<CachedFile | undefined> {
    const info = await stat(filePath).catch(() => undefined);
    if (info === undefined || !info.isFile() || info.size > MAX_CACHED_BYTES) return undefined;
    const cached = this.cache.get(pathname);
    if (cached !== undefined) {
      const file = await cached;
      if (file !== undefined && file.mtimeMs === info.mtimeMs) return file;
    }
    const loading = readFile(filePath)
      .then(async (raw): Promise<CachedFile> => {
        const extension = path.extname(filePath).toLowerCase();
        return {
          mtimeMs: info.mtimeMs,
          lastModified: info.mtime.toUTCString(),
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          bodies: await compressAll(raw, COMPRESSIBLE.has(extension)),
        };
      })
      .catch(() => undefined);
    this.cache.set(pathname, loading);
    return loading;
  }
}

/**
 * negotiator breaks q-value ties by our preference order when given one (the `compression` middleware calls it the
 * same way); its @types predate that second argument.
 */
const preferredEncoding = Negotiator.prototype.encoding as unknown as (
  this: Negotiator,
  available: readonly string[],
  preferred: readonly string[],
) => string | undefined;

/** The client's best-rated encoding, brotli before gzip on a tie (Chromium sends "gzip, deflate, br, zstd"). */
export function negotiate(req: IncomingMessage): Encoding {
  const chosen = preferredEncoding.call(new Negotiator(req), ['br', 'gzip', 'identity'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

function requestPathname(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://storefront').pathname);
  } catch {
    return undefined;
  }
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
