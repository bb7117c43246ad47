import { data, redirect, type AppLoadContext, type Params } from 'react-router';
import { siteById, type Site } from '@switchback/core';
import { requestStorefront, type Storefront } from '../composition-root.server';
import { notFound } from './route-errors';

interface RouteArgs {
  readonly params: Params;
  readonly request: Request;
  readonly context: AppLoadContext;
}

/** The site of the locale segment; an unknown locale is a 404. */
export const siteOf = (params: Params): Site => siteById(params.locale) ?? notFound();

/** The request's storefront for the site of its locale segment. */
export function storefrontOf({ params, request, context }: RouteArgs): Promise<Storefront> {
  return requestStorefront(siteOf(params), {
    apiBaseUrl: context.apiBaseUrl, request, secure: context.secure, internalCaller: context.internalCaller,
  });
}

/** Loader or action data with the session's cookies (the API's guest token relayed, the cart cookie). */
export async function withCookies<T>(storefront: Storefront, value: T, status = 200) {
  return data(value, { status, headers: await storefront.session.headers() });
}

/** Post/Redirect/Get: a redirect carrying the session's cookies. */
export async function redirectWithCookies(storefront: Storefront, url: string): Promise<Response> {
  return redirect(url, { headers: await storefront.session.headers() });
}

/**
 * A form submitted by the hydrated page (its fetcher adds `enhanced=1`) gets its result as data; a plain HTML
 * form submission (JavaScript off) is redirected (Post/Redirect/Get).
 */
export const isEnhanced = (form: FormData): boolean => form.get('enhanced') === '1';

/**
 * The headers of a page whose URL holds a secret (a password-reset or share token): never cached, and sent as a
 * referrer to our own origin only. same-origin, not no-referrer: under no-referrer a form post carries `Origin: null`,
 * which React Router refuses (400), so the page's forms failed without JavaScript or when pressed before hydration.
 */
export const secretUrlHeaders = (): Record<string, string> => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });
