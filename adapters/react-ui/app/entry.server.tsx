import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import stylesheet from './styles/app.css?inline';
import { InlineStylesheetContext } from './styles/inline-stylesheet';

const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"([^>]*?)(\/?)>/g;

/**
 * Where the text that can be released ends: before a trailing tag that is, or may still become, an unfinished
 * `<link rel="modulepreload" …>` (held back until the next chunk completes it); anything else goes out at once.
 */
function releasableUpTo(text: string): number {
  const start = text.lastIndexOf('<');
  if (start === -1) return text.length;
  const tail = text.slice(start);
  if (tail.includes('>')) return text.length;
  const unfinished = tail.length < MODULE_PRELOAD.length ? MODULE_PRELOAD.startsWith(tail) : tail.startsWith(MODULE_PRELOAD);
  return unfinished ? start : text.length;
}

/**
 * The document stream with `fetchpriority="low"` on every `<link rel="modulepreload">` React Router's <Scripts/>
 * writes (it takes no attribute for them). The page is whole and usable before any script runs (every page works
 * without JavaScript), so on a slow phone network the scripts must not take bandwidth from the document and the
 * first screen's pictures: Chrome fetches module preloads at High priority otherwise, and Lighthouse counts such
 * scripts as blocking the first paint (issue 6 §6: LCP was the FCP, 2.0 s). They still start at once, in parallel.
 * `onEnd` runs when React has written the whole document.
 */
export function lowPriorityModulePreloads(onEnd: () => void): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  const rewrite = (text: string) => text.replace(MODULE_PRELOAD_TAG, '<link rel="modulepreload"$1 fetchpriority="low"$2>');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = held + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const end = releasableUpTo(text);
      held = text.slice(end);
      callback(null, rewrite(text.slice(0, end)));
    },
    flush(callback) {
      onEnd();
      callback(null, rewrite(held + decoder.end()));
    },
  });
}

/** How long a deferred loader may stream before React gives up on it (the abort below leaves time to flush). */
export const streamTimeout = 5_000;

/**
 * React Router's Node entry, plus the Content-Security-Policy nonce: the server hands a fresh one to every
 * request (`context.nonce`, also in the response's CSP header), and every inline script React or React Router
 * writes carries it. `<ServerRouter nonce>` makes `<Scripts>`, `<ScrollRestoration>` and `<Links>` use it too.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const document = (
      <InlineStylesheetContext value={{ text: stylesheet, nonce }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext>
    );
    // The same nonce for the inline scripts and for the inline stylesheet (app/styles/inline-stylesheet.tsx).
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: { script: nonce, style: nonce },
      [readyOption]() {
        shellRendered = true;
        const body = lowPriorityModulePreloads(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while streaming after the shell are ours to log; shell errors are logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
