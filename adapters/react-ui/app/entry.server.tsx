import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import stylesheet from './styles/app.css?inline';
import { InlineStylesheetContext } from './styles/inline-stylesheet';

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
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
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
