import { reactRouter } from '@react-router/dev/vite';

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
 * Plain object rather than vite's defineConfig: @react-router/dev and this package resolve different vite
 * copies in the workspace, and the plugin types only need to agree with the one React Router loads.
 */
export default {
  plugins: [icuParserOnlyOnTheServer, reactRouter()],
};
