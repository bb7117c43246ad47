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

if (rendersWithPreact) void routerDataDecoded().then(hydrate);
else hydrate();
