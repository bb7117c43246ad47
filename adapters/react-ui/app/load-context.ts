/** What the Node server hands every loader and action (see server/index.ts `getLoadContext`). */
declare module 'react-router' {
  interface AppLoadContext {
    /** Where server-side loaders reach the commerce API, e.g. http://127.0.0.1:3000/api. */
    readonly apiBaseUrl: string;
    /** The Content-Security-Policy nonce of this response's inline scripts (absent outside the Node server). */
    readonly nonce?: string;
    /** The shopper reached us over HTTPS, directly or through a trusted proxy (X-Forwarded-Proto): cookies get Secure. */
    readonly secure?: boolean;
    /** The API's per-process secret and this shopper's address: the API's rate limits then count the shopper. */
    readonly internalCaller?: { readonly secret: string; readonly shopperIp: string };
  }
}

export {};
