import { createContext, useContext } from 'react';

/** The stylesheet's text and the response's CSP nonce, for the server render only. */
export interface InlineStylesheetSource {
  readonly text: string;
  readonly nonce: string | undefined;
}

/**
 * The storefront's whole stylesheet (app.css: ≈ 13 kB, ≈ 3.5 kB gzipped) is inlined in every document's <head>, so
 * nothing blocks the first paint on a slow network (issue 6 §6: the linked stylesheet cost a round trip before any
 * pixel). Only app/entry.server.tsx provides it (it imports app.css with Vite's `?inline`): the browser bundle
 * carries none of the text.
 */
export const InlineStylesheetContext = createContext<InlineStylesheetSource | null>(null);

/**
 * A React 19 style resource: the server writes `<style data-href="switchback-app" data-precedence="app" nonce>` into
 * <head> (React writes a hoisted style only when its nonce is the render's style nonce, entry.server's
 * `nonce.style`). In the browser React finds that element by its href and adopts it as it is (the empty text
 * there replaces nothing), so hydration and client navigations never remove, re-insert or restyle it. The text goes
 * in as inner HTML, never as a text child: a renderer that hydrates text children (Preact) would empty the element.
 */
export function InlineStylesheet() {
  const source = useContext(InlineStylesheetContext);
  return (
    <style href="switchback-app" precedence="app" nonce={source?.nonce} dangerouslySetInnerHTML={{ __html: source?.text ?? '' }} />
  );
}
