import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';

export interface StorefrontServerOptions {
  /** Where server-side loaders reach the commerce API, e.g. http://127.0.0.1:3000/api. */
  readonly apiBaseUrl: string;
  /** The `react-router build` output; defaults to this package's build/ folder. */
  readonly buildDirectory?: string;
}

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
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite fingerprints everything under /assets/: those files never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

const defaultBuildDirectory = fileURLToPath(new URL('../build', import.meta.url));

/**
 * The storefront as a Node request handler: built client assets from build/client, everything else rendered on
 * the server by React Router with `apiBaseUrl` in every loader's context.
 */
export function createStorefrontRequestHandler(options: StorefrontServerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const buildDirectory = options.buildDirectory ?? defaultBuildDirectory;
  const clientDirectory = path.join(buildDirectory, 'client');
  const serverEntry = path.join(buildDirectory, 'server', 'index.js');
  let build: Promise<ServerBuild> | undefined;
  const loadBuild = (): Promise<ServerBuild> => {
    build ??= import(pathToFileURL(serverEntry).href).then((module: unknown) => module as ServerBuild);
    return build;
  };

  const render = createRequestListener({
    build: loadBuild,
    getLoadContext: () => ({ apiBaseUrl: options.apiBaseUrl }),
    mode: 'production',
  });

  return (req, res) => {
    void serveStatic(clientDirectory, req, res).then((served) => {
      if (served) return;
      return render(req, res);
    }).catch((error: unknown) => {
      // A bug (the build is missing, a render crashed before streaming): answer 500 without details.
      console.error('storefront: request failed', req.method, safePath(req.url), error instanceof Error ? error.message : error);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The storefront is unavailable. Run `npm run build -w @switchback/react-ui` and try again.');
      } else {
        res.end();
      }
    });
  };
}

/** The request path without its query string (a query is never logged). */
function safePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/** Serve a file of build/client if the GET/HEAD path names one; false when the request is for a page. */
async function serveStatic(clientDirectory: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://storefront').pathname);
  } catch {
    return false;
  }
  if (pathname === '/' || pathname.endsWith('/') || pathname.includes('\0')) return false;
  const filePath = path.resolve(clientDirectory, `.${pathname}`);
  if (!filePath.startsWith(clientDirectory + path.sep)) return false;
  const info = await stat(filePath).catch(() => undefined);
  if (info === undefined || !info.isFile()) return false;

  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': pathname.startsWith('/assets/') ? IMMUTABLE : SHORT,
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(filePath);
    stream.once('error', reject);
    res.once('close', resolve);
    stream.pipe(res);
  });
  return true;
}
