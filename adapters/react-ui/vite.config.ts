import { reactRouter } from '@react-router/dev/vite';
import { eagerCompileHints } from './scripts/eager-compile-hints';

const ICU_PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The browser formats messages the server already parsed (app/i18n/catalogue.server.ts sends ASTs), so the client
 * build takes the ICU parser's no-parser entry: same API for formatting, without the parser's weight.
 */
const icuParserOnlyOnTheServer = {
  name: 'switchback:icu-parser-only-on-the-server',
  enforce: 'pre' as const,
  resolveId(this: { resolve: (id: string, importer?: string, options?: object) => Promise<unknown> }, source: string, importer: string | undefined, options: { ssr?: boolean } = {}) {
    if (source !== ICU_PARSER || options.ssr === true) return null;
    return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
  },
};

/**
 * The browser build renders with Preact (preact/compat), the server keeps rendering with React: the same markup,
 * which the client hydrates. React's client renderer alone (react-dom + scheduler, ~66 kB gzipped) was over the
 * first-visit JS budget (issue 6 §4); preact + preact/compat add ~6 kB. Only the client build of `react-router build` gets
 * these aliases (React Router builds client and server separately; `isSsrBuild` tells them apart). Dev keeps React
 * on both sides. app/entry.client.tsx bridges the two gaps (a suspending root, hydrating `document`) and hydrates in
 * slices of a few milliseconds, as React does (Preact alone hydrates the whole document in one long task).
 */
const PREACT_IN_THE_BROWSER = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
const preactInTheBrowser = {
  name: 'switchback:preact-in-the-browser',
  config(_config: unknown, env: { command: string; isSsrBuild?: boolean }) {
    if (env.command !== 'build' || env.isSsrBuild === true) return null;
    return { resolve: { alias: PREACT_IN_THE_BROWSER }, define: { __SWITCHBACK_PREACT__: 'true' } };
  },
};

/**
 * Plain object rather than vite's defineConfig: @react-router/dev and this package resolve different vite
 * copies in the workspace, and the plugin types only need to agree with the one React Router loads.
 */
export default {
  build: {
    /**
     * No `<link rel="modulepreload">` added by script for a lazily loaded part's imports: inserting a link starts its
     * fetch there and then, about 0.4 ms each on a phone, so a part with a dozen imports made a long task of the
     * hydration slice that rendered it (issue 6 §6, TBT). Its imports are mostly loaded already with the page's own
     * modules; the rest the browser finds in the part's module.
     */
    modulePreload: false,
  },
  plugins: [preactInTheBrowser, icuParserOnlyOnTheServer, eagerCompileHints(), reactRouter()],
};
