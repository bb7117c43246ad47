import { orderNumberSchema } from '@switchback/core';
import type { Route } from './+types/invoice.route';
import { isSignedOut, toSignIn } from '../account/account.server';
import { uiMessage } from '../errors/ui-message';
import { notFound } from '../site/route-errors';
import { redirectWithCookies, storefrontOf } from '../site/route-helpers.server';
import { orderPath } from './order-paths';
import { pdfAttachment } from './orders.server';

/**
 * GET `/{locale}/account/orders/{orderNumber}/invoice`: the order's invoice, a PDF saved as `invoice-<number>.pdf`
 * (the API answers it base64 to the order's owner only; anyone else gets the not-found page). A failure goes back to
 * the order with its message.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const number = orderNumberSchema.safeParse(args.params.orderNumber);
  if (!number.success) notFound({ id: 'errors.orderNotFound' });
  const orderNumber = number.data;
  const invoice = await storefront.orders.invoice(orderNumber);
  if (invoice.isErr()) {
    const message = uiMessage(invoice.error);
    const signedIn = storefront.session.shopper.state.loggedIn;
    if (isSignedOut(invoice.error) || (message.notFound && !signedIn)) {
      return toSignIn(storefront, new Request(new URL(orderPath.detail(storefront.site, orderNumber), args.request.url)));
    }
    if (message.notFound) notFound({ id: 'errors.orderNotFound' });
    return redirectWithCookies(storefront, `${orderPath.detail(storefront.site, orderNumber)}?problem=invoice`);
  }
  return pdfAttachment(invoice.value, `invoice-${orderNumber}.pdf`, await storefront.session.headers());
}
