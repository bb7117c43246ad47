import type { RegisteredTokenResponse, Scheduler, SiteId } from '@switchback/core';

/** How the storefront, the CLI and the tests reach the commerce API (brief: agreed cross-package interfaces). */
export interface HttpClientConfig {
  /** e.g. http://127.0.0.1:3000/api, or '/api' in the browser. */
  baseUrl: string;
  /** Defaults to the global fetch; the CLI passes createCookieJarFetch(fetch). */
  fetch?: typeof fetch;
  site: SiteId;
  /** Like en-US: sent as the x-locale header and the locale query. */
  locale: string;
  brand?: string;
  /** Sent as x-access-key (value from configuration). */
  accessKey?: string;
  clientApp: string;
  channel?: 'ECOMM';
  /** Transaction and correlation ids: randomness is injected, never Math.random here. */
  newId: () => string;
  /** Waits between retries (core's 409 token retry, a 503's Retry-After); defaults to a `TimerScheduler` (setTimeout). */
  scheduler?: Scheduler;
  /** Headers added to every call, e.g. the guest cookie forwarded during server-side rendering. */
  extraHeaders?: () => Record<string, string>;
  /**
   * Whether the caller's cookies hold a registered consumer's session (the storefront reads its session cookie);
   * default: what this client saw (an exchange or refresh succeeded, no sign-out since).
   */
  isRegistered?: () => boolean;
  /** Told when a registered session could not be renewed (its refresh token refused): the caller is a guest again. */
  onRegisteredSessionLost?: () => void;
  /** Told after every refresh a 401 triggered, with the renewed session (the caller stores its new access expiry). */
  onRegisteredRenewed?: (token: RegisteredTokenResponse) => void;
  /** Issue 8 §4: the support key the `support` calls carry (SWITCHBACK_SUPPORT_KEY); without it they are refused (403). */
  supportKey?: string;
}

/** What the client learns during a session: the usid of the guest token, sent back as x-usid. */
export interface HttpSession {
  usid?: string;
  /** A registered consumer's session (issue 7): an expired access token is renewed with the refresh token. */
  registered?: boolean;
}
