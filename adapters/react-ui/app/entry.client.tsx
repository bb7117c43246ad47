import { createElement, startTransition, StrictMode, Suspense, useContext, useRef, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { options, type VNode } from 'preact';
import { LOCALE_DATA, type LocaleDataRequest } from './i18n/locale-data';
import { loadMessages } from './i18n/messages-store';
import { hydrationPhase, LateHydration } from './platform/lazy-part';
import { routeMatchingCompiled } from './platform/route-matching-warm-up';
import { rendersWithPreact } from './platform/preact-build';
import { WebCryptoRandomSource } from './platform/web-crypto-random';

/**
 * The production browser build renders with preact/compat (vite.config.ts). HydratedRouter's first render throws
 * (suspends on) the promise decoding the server's loader data, before any hook runs; React retries a suspended root
 * by itself, Preact does not. So under Preact, call it once outside rendering, wait for that promise, then hydrate:
 * by then it renders synchronously.
 * Preact also treats `document` as a root by rendering into <html> (it would nest a second <html>), so it hydrates
 * a stand-in parent whose single child is the document's <html>, which the root route renders.
 */

async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * The page's first use of `sessionStorage` loads the tab's storage area, a synchronous call into the browser. The
 * router's creation makes it (it reads the view transitions it applied, `restoreAppliedTransitions`); done here, in
 * a task of its own (1-4.5 ms in Lighthouse's traces on this VM), the router finds the area loaded. Storage refused
 * (a privacy setting) throws: the router then meets the same refusal and catches it itself.
 */
function sessionStorageOpened(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // Nothing to load.
  }
}

/**
 * Once the data is decoded, the same call creates React Router's browser router (5–14 ms on a loaded CI machine),
 * then stops at its first hook, which Preact refuses outside a component (it throws; nothing else has changed).
 * Done in a task of its own, the hydration that follows finds the router made.
 */
function routerCreated(): void {
  try {
    HydratedRouter({});
  } catch {
    // The first hook outside a component: the router is made by then.
  }
}

/** A history entry's key: eight random bytes in base 36 (as unique as React Router's own). */
const entryKey = (): string =>
  Array.from(new WebCryptoRandomSource().bytes(8), (byte) => byte.toString(36).padStart(2, '0')).join('');

/**
 * React Router's browser history numbers the current entry (`idx` in `history.state`) when it is created, and its
 * scroll restoration keys the saved positions by the entry's `key` (root.tsx, ScrollPositions), which React Router's
 * <ScrollRestoration> script gave while the page was parsed. Each is a `replaceState`, 2–10 ms on a loaded machine (a
 * synchronous call into the browser). Both here, in one call and a task of their own, before the router is made (the
 * entry's state kept): the history finds its index, and a reloaded entry keeps the key its saved position is under.
 */
function historyIndexed(): void {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? state as Record<string, unknown> : {};
  if (entry.idx != null && entry.key != null) return;
  window.history.replaceState({ ...entry, idx: entry.idx ?? 0, key: entry.key ?? entryKey() }, '');
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
 * React's server renderer adds `<link rel="preload" as="image">` to <head> for the page's first images, which the
 * tree does not render. Preact hydrates in tree order, matching DOM nodes by tag name, so those extra links shifted
 * every <link> after them: it removed and re-inserted the stylesheet (a flash of unstyled content, layout shift).
 * Under Preact, before hydrating, drop them (they did their job). (<Scripts/> and its module preloads are rendered
 * on the server only in this build, see root.tsx.)
 */
function headInTreeOrder(): void {
  for (const preload of document.head.querySelectorAll('link[rel="preload"][as="image"]')) preload.remove();
}

/**
 * Hydration in slices (Preact only). React hydrates inside a transition and yields to the browser every few
 * milliseconds; Preact hydrates the whole document in one synchronous pass, which on a phone is one long task
 * (Lighthouse mobile TBT 225–258 ms, BENCHMARKS.md history). Preact can pause hydration at a component that
 * suspends: it keeps that component's server-rendered element as it is and hydrates it when the thrown promise
 * settles. So every block-level element below becomes <Suspense><Gate>element</Gate></Suspense> (DOM-transparent:
 * Suspense renders no element), and during the first hydration a Gate whose slice of time is used up suspends until
 * the next task; each gate resumes in a task of its own with a fresh slice. A part whose chunk arrives after that
 * first pass is hydrated the same way (platform/lazy-part.tsx, lateHydrated). Links and forms of a part not hydrated
 * yet still work as plain HTML meanwhile (every page works without JavaScript).
 */
const SLICED_ELEMENTS = new Set(['body', 'header', 'footer', 'main', 'nav', 'section', 'article', 'aside', 'form', 'fieldset', 'ul', 'ol', 'li', 'dl', 'div', 'p']);
/** A slice's length: well under the 50 ms that make a task long, even on a 4× slower phone. */
const SLICE_MS = 2;

let slicing = false;
let sliceEnd = 0;
const waiting: (() => void)[] = [];
let scheduled = false;
const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel();

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  hydrationPhase.slicesPending = true;
  if (channel) channel.port2.postMessage(null);
  else setTimeout(resumeNext, 0);
}

/** The next gate resumes in a task of its own, with a fresh slice (its subtree renders in this task's microtasks). */
function resumeNext(): void {
  scheduled = false;
  const resume = waiting.shift();
  if (resume === undefined) {
    slicing = false;
    hydrationPhase.settle();
    return;
  }
  sliceEnd = performance.now() + SLICE_MS;
  resume();
  schedule();
}
if (channel) channel.port1.onmessage = resumeNext;

function nextSlice(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}

/** Renders its element, after suspending once if its first render falls after the current slice. */
function Gate({ children }: { children: ReactNode }) {
  const first = useRef(true);
  const lateHydration = useContext(LateHydration);
  if (first.current && (slicing || lateHydration?.active === true) && performance.now() > sliceEnd) throw nextSlice();
  first.current = false;
  return children;
}

function SliceBoundary({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Gate, null, children));
}

let wrapping = false;
/** Wraps every block-level element vnode (app code and libraries alike) in a slice boundary, for the app's life. */
function sliceBlockElements(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    if (wrapping || typeof vnode.type !== 'string' || !SLICED_ELEMENTS.has(vnode.type)) return;
    wrapping = true;
    const { ref } = vnode as VNode & { ref?: unknown };
    const props = (ref == null ? vnode.props : { ...vnode.props, ref }) as Record<string, unknown>;
    const element = createElement(vnode.type, props);
    wrapping = false;
    (vnode as { type: unknown }).type = SliceBoundary;
    (vnode as { props: unknown }).props = { children: element };
    (vnode as { ref?: unknown }).ref = null;
  };
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

/** Yields to the browser (the current task ends) before going on. */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Longest of all: ICU's locale data, read in a worker while the page loads (i18n/locale-data.ts). Waited for, up to
 * LOCALE_DATA_WAIT_MS, before the page's own first use of `Intl`; a browser without workers, or a worker that failed
 * or is late, leaves the reading to the main thread (each call in a task of its own, see hydrateInSlices).
 */
const LOCALE_DATA_WAIT_MS = 1000;

function localeDataReadOffThread(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      worker?.terminate();
      resolve();
    };
    try {
      worker = new Worker(new URL('./i18n/locale-data.worker.ts', import.meta.url));
    } catch {
      done();
      return;
    }
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ locale } satisfies LocaleDataRequest);
    setTimeout(done, LOCALE_DATA_WAIT_MS);
  });
}

/**
 * The page's message catalogue (a file of its own, named on <html data-messages>, see root.tsx), asked as soon as this
 * module runs: the page hydrates once it is here. Asked a second time after a failure; failing again, the page stays
 * as the server rendered it (it works without JavaScript).
 */
async function messagesReady(): Promise<void> {
  const path = document.documentElement.dataset.messages;
  if (path === undefined) return;
  try {
    await loadMessages(path);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await loadMessages(path);
  }
}
const messages = messagesReady();
const localeData = rendersWithPreact ? localeDataReadOffThread(document.documentElement.lang) : Promise.resolve();

async function hydrateInSlices(): Promise<void> {
  sliceBlockElements();
  // Each step below in a task of its own: the modules' evaluation, decoding the server's data, creating the router,
  // tidying the head and the first slice of hydration each take a few milliseconds.
  await yieldToBrowser();
  await routerDataDecoded();
  await localeData;
  for (const load of LOCALE_DATA) {
    await yieldToBrowser();
    load(document.documentElement.lang);
  }
  await messages;
  await yieldToBrowser();
  historyIndexed();
  await yieldToBrowser();
  sessionStorageOpened();
  await yieldToBrowser();
  routeMatchingCompiled();
  await yieldToBrowser();
  routerCreated();
  await yieldToBrowser();
  headInTreeOrder();
  await yieldToBrowser();
  slicing = true;
  hydrationPhase.initialHydration = true;
  sliceEnd = performance.now() + SLICE_MS;
  hydrate();
  schedule();
}

const notHydrated = (error: unknown) => console.error('Switchback: the page stays as the server rendered it', error);
if (rendersWithPreact) hydrateInSlices().catch(notHydrated);
else messages.then(() => {
  historyIndexed();
  hydrate();
}).catch(notHydrated);
