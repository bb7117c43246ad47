import { createHttpCommerceClient, type HttpCommerceClient } from '../commerce-client';
import { createCookieJarFetch } from '../cookie-jar.fetch';
import type { ScenarioOptions } from './guest-checkout.scenario';

/**
 * A client as the recorded scenarios use it: the en-us site, a cookie jar of its own over the given (capturing) fetch,
 * the scenario's client app, and the support key when one is given.
 */
export function scenarioClient(fetchImpl: typeof fetch, apiBaseUrl: string, options: ScenarioOptions, supportKey?: string): HttpCommerceClient {
  return createHttpCommerceClient({
    baseUrl: apiBaseUrl, fetch: createCookieJarFetch(fetchImpl), site: 'en-us', locale: 'en-US',
    clientApp: options.clientApp ?? 'switchback-contract-tests', newId: () => crypto.randomUUID(),
    ...(supportKey !== undefined ? { supportKey } : {}),
  });
}
