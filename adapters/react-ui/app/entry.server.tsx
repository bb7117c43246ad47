import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import stylesheet from './styles/app.css?inline';
import { InlineStylesheetContext } from './styles/inline-stylesheet';

const MODULE_PRELOAD_TAG = /<link rel="modulepreload"([^>]*?)\/?>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module"([^>]*)>([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = /<script[^>]* type="module"[^>]*>/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/gm;
/** `import "/assets/manifest-….js";`: the whole route manifest (React Router's `routeDiscovery: initial`). */
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"]+");\s*$/gm;
/**
 * Module preloads added per task. Each link starts its fetch as it is inserted, a synchronous call into the browser:
 * measured 0.4 ms on one CI machine and 1–2.5 ms on another (eight links made a 20 ms task in its Lighthouse traces), so forty of
 * them at once made a long task (issue 6 §6, TBT), and so did eight on the slower machine. One per task.
 */
const PRELOADS_PER_TASK = 1;
const HREF = / href="([^"]+)"/;
const NONCE = / nonce="([^"]+)"/;

/** Where the text that can be released ends: before an unfinished trailing tag, or an unfinished module script. */
function releasableUpTo(text: string): number {
  const script = MODULE_SCRIPT_START.exec(text);
  if (script && !text.includes('</script>', script.index)) return script.index;
  const start = text.lastIndexOf('<');
  return start !== -1 && !text.slice(start).includes('>') ? start : text.length;
}

const DYNAMIC_IMPORT = /import\(("[^"]+")\)/g;

/**
 * The order in which the page's modules are evaluated before the route modules and the entry, one module per task.
 * Evaluating a module evaluates its imports first, all in the task that asks for it: with the route modules imported
 * at once, the whole page's modules were one long task on a phone (issue 6 §6 TBT). React Router lists each route module (and the
 * entry) before its own imports, so each such group goes imports first, its head last. Left out: what the script
 * imports itself afterwards (the entry, which starts hydrating once evaluated).
 */
export function evaluationOrder(preloads: readonly string[], heads: ReadonlySet<string>, later: ReadonlySet<string>): string[] {
  const groups: string[][] = [];
  for (const href of preloads) {
    if (heads.has(href) || groups.length === 0) groups.push([href]);
    else groups[groups.length - 1]!.push(href);
  }
  return groups
    .flatMap(([first, ...imports]) => (heads.has(first!) ? [...imports, first!] : [first!, ...imports]))
    .filter((href) => !later.has(href));
}

/**
 * The module script React Router's <Scripts/> writes, made to wait for the page: its static imports (the route
 * modules, and the route manifest) become dynamic imports that start once the page has loaded and painted (`load`,
 * then a frame, then a task), after the module preloads are added back to <head> a few per task. The modules are then
 * evaluated one per task (evaluationOrder), the entry last. The element and its place stay the same.
 */
export function deferredModuleScript(body: string, preloads: readonly string[], nonce: string | undefined): string {
  const imports: { name: string; url: string }[] = [];
  const sideEffects: string[] = [];
  const rest = body
    .replace(STATIC_IMPORT, (_line, name: string, url: string) => {
      imports.push({ name, url });
      return '';
    })
    .replace(SIDE_EFFECT_IMPORT, (_line, url: string) => {
      sideEffects.push(url);
      return '';
    });
  const later = new Set([...rest.matchAll(DYNAMIC_IMPORT)].map((match) => JSON.parse(match[1]!) as string));
  const heads = new Set([...imports.map((i) => JSON.parse(i.url) as string), ...later]);
  const order = evaluationOrder(preloads, heads, later);
  const link = `const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href;${
    nonce === undefined ? '' : ` link.nonce = ${JSON.stringify(nonce)};`} document.head.append(link);`;
  return [
    'await new Promise((go) => { const later = () => requestAnimationFrame(() => setTimeout(go)); '
      + "if (document.readyState === 'complete') later(); else addEventListener('load', later, { once: true }); });",
    `const preloads = ${JSON.stringify(preloads)};`,
    `for (let from = 0; from < preloads.length; from += ${PRELOADS_PER_TASK}) { if (from > 0) await new Promise((go) => setTimeout(go)); `
      + `for (const href of preloads.slice(from, from + ${PRELOADS_PER_TASK})) { ${link} } }`,
    `for (const href of ${JSON.stringify(order)}) { await import(href); await new Promise((go) => setTimeout(go)); }`,
    `const [${imports.map((i) => i.name).join(', ')}] = await Promise.all([${[...imports.map((i) => i.url), ...sideEffects].map((url) => `import(${url})`).join(', ')}]);`,
    rest,
  ].join('\n');
}

/**
 * The document stream with the scripts out of the first screen's way. Every page is whole and usable before any
 * script runs (every page works without JavaScript), so on a slow phone network the scripts must not take bandwidth,
 * connections or main-thread time from the document and the first screen's pictures: the `<link rel="modulepreload">`
 * tags React Router writes (hoisted into <head>) are taken out, and the module script loads them and the route modules
 * only after the page has loaded and painted (see deferredModuleScript). Issue 6 §6: Lighthouse counted every script
 * requested before the LCP as holding it back (LCP 2.1 s while the page painted at 0.9 s).
 * `onEnd` runs when React has written the whole document.
 */
export function scriptsAfterFirstPaint(onEnd: () => void): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let held = '';
  const rewrite = (text: string) =>
    text
      .replace(MODULE_PRELOAD_TAG, (tag) => {
        const href = HREF.exec(tag)?.[1];
        if (href !== undefined) preloads.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, (_script, before: string, after: string, body: string) =>
        `<script${before} type="module"${after}>${deferredModuleScript(body, preloads, NONCE.exec(before + after)?.[1])}</script>`);
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
        const body = scriptsAfterFirstPaint(() => {
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
