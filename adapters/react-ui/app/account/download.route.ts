import type { Route } from './+types/download.route';
import { storefrontOf } from '../site/route-helpers.server';
import { accountPath } from './account-paths';
import { isSignedOut, toSignIn } from './account.server';

/**
 * POST `/{locale}/account/download`: "download my data" — everything the API holds on the consumer (retrieveUserData),
 * answered as a JSON file to save. A guest is sent to sign in.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const data = await storefront.consumer.retrieveUserData();
  if (data.isErr()) {
    if (isSignedOut(data.error)) return toSignIn(storefront, new Request(new URL(accountPath.account(storefront.site), args.request.url)));
    return new Response(null, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const headers = new Headers(await storefront.session.headers());
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Disposition', `attachment; filename="switchback-my-data-${data.value.generatedAt.slice(0, 10)}.json"`);
  headers.set('Cache-Control', 'no-store');
  return new Response(`${JSON.stringify(data.value, null, 2)}\n`, { status: 200, headers });
}

/** A GET has nothing to download: back to the account page. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  return Response.redirect(new URL(accountPath.account(storefront.site), args.request.url), 303);
}
