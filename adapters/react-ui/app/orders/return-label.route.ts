import { orderNumberSchema } from '@switchback/core';
import type { Route } from './+types/return-label.route';
import { isSignedOut, toSignIn } from '../account/account.server';
import { uiMessage } from '../errors/ui-message';
import { notFound } from '../site/route-errors';
import { redirectWithCookies, storefrontOf } from '../site/route-helpers.server';
import { orderPath } from './order-paths';
import { pdfAttachment, type DetailProblem } from './orders.server';

/**
 * POST `/{locale}/account/orders/{orderNumber}/return-label`: opens the return of a delivered order within the return
 * window (the API decides; asking again answers the same return) and answers its label, a PDF saved as
 * `return-label-<return number>.pdf`. A refusal goes back to the order with its message.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const number = orderNumberSchema.safeParse(args.params.orderNumber);
  if (!number.success) notFound({ id: 'errors.orderNotFound' });
  const orderNumber = number.data;
  const detail = orderPath.detail(storefront.site, orderNumber);
  const label = await storefront.orders.returnLabel(orderNumber, {});
  if (label.isErr()) {
    if (isSignedOut(label.error)) return toSignIn(storefront, new Request(new URL(detail, args.request.url)));
    const message = uiMessage(label.error);
    if (message.notFound) notFound({ id: 'errors.orderNotFound' });
    const problem: DetailProblem = message.id === 'orders.errors.returnWindowClosed' ? 'returnWindowClosed'
      : message.id === 'orders.errors.returnNotAllowed' ? 'returnNotAllowed' : 'returnLabel';
    return redirectWithCookies(storefront, `${detail}?problem=${problem}`);
  }
  return pdfAttachment(label.value.label, `return-label-${label.value.returnNumber}.pdf`, await storefront.session.headers());
}

/** A GET has nothing to make: back to the order. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const number = orderNumberSchema.safeParse(args.params.orderNumber);
  if (!number.success) notFound({ id: 'errors.orderNotFound' });
  return redirectWithCookies(storefront, orderPath.detail(storefront.site, number.data));
}
