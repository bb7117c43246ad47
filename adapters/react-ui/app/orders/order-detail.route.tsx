import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelOrderRequestSchema, orderNumberSchema } from '@switchback/core';
import type { Route } from './+types/order-detail.route';
import { isSignedOut, toSignIn } from '../account/account.server';
import { CartTotals } from '../cart/cart-totals.component';
import { AddressBlock } from '../checkout/address-block.component';
import { uiMessage, type UiText } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { ORDER_STATUS_LABEL, statusTone } from './order-labels';
import { orderPath } from './order-paths';
import { OrderItems, OrderHistoryTable, OrderShipments } from './order-parts.component';
import { DETAIL_PROBLEMS, detailProblemOf, orderDetailView } from './orders.server';

/** The order of the path, or (thrown) the not-found page / the way to sign in. */
async function readOrder(args: Route.LoaderArgs | Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const number = orderNumberSchema.safeParse(args.params.orderNumber);
  if (!number.success) notFound({ id: 'errors.orderNotFound' });
  return { storefront, orderNumber: number.data };
}

/**
 * `/{locale}/account/orders/{orderNumber}`: one order to its owner — the signed-in consumer who placed it, or the guest
 * whose token placed it (the API decides; anyone else gets the not-found page). A signed-out visitor whose token does
 * not own it is sent to sign in first: the order may be their account's.
 */
export async function loader(args: Route.LoaderArgs) {
  const { storefront, orderNumber } = await readOrder(args);
  const { site } = storefront;
  const signedIn = storefront.session.shopper.state.loggedIn;
  const order = await storefront.checkout.order(orderNumber);
  if (order.isErr()) {
    const message = uiMessage(order.error);
    if (isSignedOut(order.error) || (message.notFound && !signedIn)) throw await toSignIn(storefront, args.request);
    return message.notFound ? notFound({ id: 'errors.orderNotFound' }) : loaderFailure(message);
  }
  const url = new URL(args.request.url);
  const view = orderDetailView(order.value, site);
  const intl = serverIntl(site);
  const title = intl.formatMessage({ id: 'orders.detail.title' }, { orderNumber });
  const problem = detailProblemOf(url.searchParams.get('problem'));
  return withCookies(storefront, {
    meta: pageMeta(site, title, intl.formatMessage({ id: 'orders.detail.meta.description' })),
    order: view,
    signedIn,
    confirmCancel: view.canCancel && url.searchParams.get('cancel') === 'confirm',
    notice: url.searchParams.get('cancelled') === '1' && view.status === 'CANCELLED' ? ({ id: 'orders.cancel.done' } satisfies UiText)
      : url.searchParams.get('giftCards') === 'sent' ? ({ id: 'orders.giftCard.resent' } satisfies UiText) : null,
    // Issue 9 §3: an order with digital gift cards can have their e-mail sent again.
    hasGiftCards: order.value.items.some((item) => item.isDigitalProduct),
    problem: problem === null ? null : ({ id: DETAIL_PROBLEMS[problem] } satisfies UiText),
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/**
 * POST intent=cancel: cancels the order (the API allows it only before shipment) and answers the detail again
 * (Post/Redirect/Get) with the cancellation's notice; a refusal (already shipped) shows at the cancel button.
 */
export async function action(args: Route.ActionArgs) {
  const { storefront, orderNumber } = await readOrder(args);
  const form = await args.request.formData();
  const refused = (error: UiText, status: number) => withCookies(storefront, { error }, status);
  if (form.get('intent') === 'resend-gift-card') {
    const sent = await storefront.loyalty.resendGiftCardEmail(orderNumber);
    if (sent.isOk()) return redirectWithCookies(storefront, `${orderPath.detail(storefront.site, orderNumber)}?giftCards=sent`);
    if (isSignedOut(sent.error)) return toSignIn(storefront, new Request(new URL(orderPath.detail(storefront.site, orderNumber), args.request.url)));
    const message = uiMessage(sent.error);
    return refused(message.values ? { id: message.id, values: message.values } : { id: message.id }, 409);
  }
  if (form.get('intent') !== 'cancel') return refused({ id: 'errors.invalidRequest' }, 400);
  // The shopper may say why (the order's history keeps it); a reason the contract refuses changes nothing.
  const reason = String(form.get('reason') ?? '').trim();
  const request = cancelOrderRequestSchema.safeParse({ orderNumber, ...(reason === '' ? {} : { reason }) });
  if (!request.success) return refused({ id: 'orders.cancel.reasonInvalid' }, 400);
  const cancelled = await storefront.orders.cancel(request.data);
  if (cancelled.isOk()) return redirectWithCookies(storefront, `${orderPath.detail(storefront.site, orderNumber)}?cancelled=1`);
  if (isSignedOut(cancelled.error)) return toSignIn(storefront, new Request(new URL(orderPath.detail(storefront.site, orderNumber), args.request.url)));
  const message = uiMessage(cancelled.error);
  if (message.notFound) notFound({ id: 'errors.orderNotFound' });
  return refused(message.values ? { id: message.id, values: message.values } : { id: message.id }, 409);
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const { order, signedIn, confirmCancel, notice, problem, hasGiftCards } = loaderData;
  const failure = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  // With JavaScript: the cancellation shows as under way (optimistic status) while the request runs.
  const cancelling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  const statusRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const message: UiText | null = failure?.error ?? problem ?? notice;
  // After an action (or a document route's refusal) focus goes to its message; opening the confirmation, to its heading.
  useEffect(() => {
    if (message) statusRef.current?.focus();
  }, [message]);
  useEffect(() => {
    if (confirmCancel) confirmRef.current?.focus();
  }, [confirmCancel]);
  const shownStatus = cancelling ? 'CANCELLED' : order.status;
  return (
    <article aria-labelledby="order-title" className="order-detail">
      {signedIn && <p className="orders__back"><Link to={orderPath.history(site)}><FormattedMessage id="orders.detail.back" /></Link></p>}
      <h1 id="order-title"><FormattedMessage id="orders.detail.title" values={{ orderNumber: order.orderNumber }} /></h1>
      <div ref={statusRef} tabIndex={-1} id="order-message" className="order-detail__message">
        {message && (
          <p className={`notice ${message === notice ? 'notice--ok' : 'notice--error'}`} role={message === notice ? 'status' : 'alert'}>
            <FormattedMessage id={message.id} values={message.values} />
          </p>
        )}
      </div>
      <dl className="order-summary">
        <div><dt><FormattedMessage id="orders.detail.placed" /></dt><dd>{order.placed}</dd></div>
        <div>
          <dt><FormattedMessage id="orders.column.status" /></dt>
          <dd>
            <span className={`order-status order-status--${statusTone(shownStatus)}`} data-testid="order-status" aria-live="polite">
              {cancelling ? <FormattedMessage id="orders.cancel.pending" /> : <FormattedMessage id={ORDER_STATUS_LABEL[shownStatus]} />}
            </span>
          </dd>
        </div>
        {order.returnNumber && <div><dt><FormattedMessage id="orders.return.number" /></dt><dd>{order.returnNumber}</dd></div>}
      </dl>

      <div className="order-actions">
        {/* A document link: the browser saves the PDF the route answers (Content-Disposition: attachment). */}
        <a className="button button--secondary" href={orderPath.invoice(site, order.orderNumber)} download>
          <FormattedMessage id="orders.invoice.download" />
        </a>
        {order.canReturn && (
          <Form method="post" action={orderPath.returnLabel(site, order.orderNumber)} reloadDocument className="order-actions__return">
            <button type="submit" className="button button--secondary"><FormattedMessage id="orders.return.button" /></button>
            {order.returnUntil && <p className="field__hint"><FormattedMessage id="orders.return.until" values={{ date: order.returnUntil }} /></p>}
          </Form>
        )}
        {hasGiftCards && (
          <Form method="post" replace preventScrollReset className="order-actions__gift-card">
            <button type="submit" name="intent" value="resend-gift-card" className="button button--secondary"><FormattedMessage id="orders.giftCard.resend" /></button>
          </Form>
        )}
        {order.canCancel && !confirmCancel && !cancelling && (
          <Link className="button button--secondary" to={orderPath.confirmCancel(site, order.orderNumber)} preventScrollReset>
            <FormattedMessage id="orders.cancel.button" />
          </Link>
        )}
      </div>

      {(confirmCancel || cancelling) && (
        <section aria-labelledby="cancel-title" className="order-cancel">
          <h2 id="cancel-title" ref={confirmRef} tabIndex={-1}><FormattedMessage id="orders.cancel.confirmTitle" /></h2>
          <p><FormattedMessage id="orders.cancel.confirmText" /></p>
          <Form method="post" replace preventScrollReset className="form order-cancel__form">
            <TextField id="cancel-reason" name="reason" label={<FormattedMessage id="orders.cancel.reason" />} optional maxLength={500} className="order-cancel__reason" />
            <button type="submit" name="intent" value="cancel" className="button button--danger" disabled={cancelling} aria-disabled={cancelling}>
              {cancelling ? <FormattedMessage id="orders.cancel.pending" /> : <FormattedMessage id="orders.cancel.confirm" />}
            </button>
            <Link to={orderPath.detail(site, order.orderNumber)} replace preventScrollReset className="button button--secondary">
              <FormattedMessage id="orders.cancel.keep" />
            </Link>
          </Form>
        </section>
      )}

      <div className="order-detail__grid">
        <section aria-labelledby="order-items-title">
          <h2 id="order-items-title"><FormattedMessage id="orders.detail.items" /></h2>
          <OrderItems items={order.items} label={intl.formatMessage({ id: 'orders.detail.items' })} />
        </section>
        <aside className="summary-box" aria-labelledby="order-totals-title">
          <h2 id="order-totals-title"><FormattedMessage id="orders.detail.totals" /></h2>
          <CartTotals totals={order.totals} shippingChosen />
        </aside>
      </div>

      <OrderShipments shipments={order.shipments} />

      <div className="order-detail__columns">
        <section aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title"><FormattedMessage id="orders.detail.shippingAddress" /></h2>
          <AddressBlock lines={order.shippingLines} />
        </section>
        <section aria-labelledby="order-billing-title">
          <h2 id="order-billing-title"><FormattedMessage id="orders.detail.billingAddress" /></h2>
          <AddressBlock lines={order.billingLines} />
        </section>
        <section aria-labelledby="order-payment-title">
          <h2 id="order-payment-title"><FormattedMessage id="orders.detail.payment" /></h2>
          <ul className="plain-list">
            {order.payments.map((payment, index) => (
              <li key={index}><FormattedMessage id="orders.detail.card" values={{ brand: payment.brand, last4: payment.last4 }} /></li>
            ))}
          </ul>
        </section>
      </div>

      <OrderHistoryTable history={order.history} />
    </article>
  );
}
