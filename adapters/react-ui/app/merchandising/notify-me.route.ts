import { productIdSchema, upcSchema } from '@switchback/core';
import type { Route } from './+types/notify-me.route';
import { safeReturnPath } from '../favorites/return-path.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { outcomeQuery, type NotifyMeOutcome } from './notify-me-outcome';

/** A size the form did not name (or named wrongly): said at the size field, before any call. */
const SIZE_REQUIRED: UiMessage = { id: 'notifyMe.errors.size', placement: 'field', field: 'upc', notFound: false };

/**
 * POST /{locale}/notify-me: "tell me when this size is back" (the product page's form). The e-mail is checked by the
 * contract's schema in the client (a bad one: the error at the e-mail field, nothing sent). JavaScript on: data for
 * the fetcher; off: a redirect back to the product page carrying the outcome (never the e-mail).
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const productId = productIdSchema.safeParse(String(form.get('productId') ?? ''));
  const upc = upcSchema.safeParse(String(form.get('upc') ?? ''));
  const email = String(form.get('email') ?? '');
  const back = safeReturnPath(storefront.site, form.get('returnTo'), sitePath.home(storefront.site));

  let outcome: NotifyMeOutcome;
  if (!productId.success || !upc.success) outcome = { ok: false, upc: upc.data ?? '', error: SIZE_REQUIRED };
  else {
    const asked = await storefront.merchandising.notifyMe({ productId: productId.data, upc: upc.data, email });
    outcome = asked.isOk() ? { ok: true, upc: upc.data } : { ok: false, upc: upc.data, error: uiMessage(asked.error) };
  }

  if (isEnhanced(form)) return withCookies(storefront, outcome, outcome.ok ? 200 : 400);
  const url = new URL(back, args.request.url);
  for (const [key, value] of Object.entries(outcomeQuery(outcome))) url.searchParams.set(key, value);
  return redirectWithCookies(storefront, `${url.pathname}${url.search}#notify-me`);
}
