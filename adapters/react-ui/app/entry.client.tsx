import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The production browser build renders with preact/compat (vite.config.ts). HydratedRouter's first render throws
 * (suspends on) the promise decoding the server's loader data, before any hook runs; React retries a suspended root
 * by itself, Preact does not. So under Preact, call it once outside rendering, wait for that promise, then hydrate:
 * by then it renders synchronously.
 * Preact also treats `document` as a root by rendering into <html> (it would nest a second <html>), so it hydrates
 * a stand-in parent whose single child is the document's <html>, which the root route renders.
 */
declare const __SWITCHBACK_PREACT__: boolean | undefined;
const rendersWithPreact = typeof __SWITCHBACK_PREACT__ !== 'undefined' && __SWITCHBACK_PREACT__;

async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/** The parts of a parent DOM node Preact's render and hydrate touch, around the document's <html>. */
function documentAsParent(): Document {
  const html = document.documentElement;
  const parent = {
    namespaceURI: null,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node | null) => html.contains(node),
  };
  return parent as unknown as Document;
}

/**
 * React's server renderer does not write <head> in tree order: it puts charset and viewport first, adds
 * `<link rel="preload" as="image">` for the page's first images, and hoists the `<link rel="modulepreload">` that
 * <Scripts/> renders at the end of <body> into <head>. Preact hydrates in tree order, matching DOM nodes by tag name,
 * so those extra links shifted every <link> after them: it removed and re-inserted the stylesheet (a flash of
 * unstyled content, layout shift). Under Preact, before hydrating, drop the image preloads (the tree renders none;
 * they did their job) and move the module preloads back where <Scripts/> renders them, before the router's scripts.
 */
function headInTreeOrder(): void {
  for (const preload of document.head.querySelectorAll('link[rel="preload"][as="image"]')) preload.remove();
  const modulePreloads = document.head.querySelectorAll('link[rel="modulepreload"]');
  const routerScript = [...document.body.querySelectorAll(':scope > script')].find((script) => script.textContent.includes('window.__reactRouterContext ='));
  for (const preload of modulePreloads) document.body.insertBefore(preload, routerScript ?? null);
}

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      rendersWithPreact ? documentAsParent() : document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (rendersWithPreact) {
  void routerDataDecoded().then(() => {
    headInTreeOrder();
    hydrate();
  });
}
else hydrate();
