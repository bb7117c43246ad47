/** What the Node server hands every loader (see server/index.ts `getLoadContext`). */
declare module 'react-router' {
  interface AppLoadContext {
    /** Where server-side loaders reach the commerce API, e.g. http://127.0.0.1:3000/api. */
    readonly apiBaseUrl: string;
  }
}

export {};
