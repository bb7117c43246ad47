import { Link } from 'react-router';
import { OrderShipments } from '../fulfilment/order-shipments.component';
import { FormattedMessage, useIntl } from 'react-intl';
import { orderNumberSchema } from '@switchback/core';
import type { Route } from './+types/order-confirmation.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { CartTotals } from '../cart/cart-totals.component';
import { LineItemList } from '../cart/line-item-list.component';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { AddressBlock } from './address-block.component';
import { printedAddress } from './address-form.server';
import { orderPath } from '../orders/order-paths';

/**
 * `/{locale}/order-confirmation?order=NUMBER`: the order read from the API, which shows it only to the guest whose
 * token placed it (anyone else gets the not-found page).
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  // Issue 12: the page's content, asked for beside its other data (none: the page as it was).
  const content = loadPageContent(storefront, storefront.site, args.request, { call: 'augmentedPage', key: 'order-confirmation' });
  const { site, checkout } = storefront;
  const number = orderNumberSchema.safeParse(new URL(args.request.url).searchParams.get('order'));
  if (!number.success) return notFound({ id: 'errors.orderNotFound' });
  const order = await checkout.order(number.data);
  if (order.isErr()) {
    const message = uiMessage(order.error);
    return message.notFound ? notFound({ id: 'errors.orderNotFound' }) : loaderFailure(message);
  }
  const intl = serverIntl(site);
  return withCookies(storefront, {
    order: order.value,
    content: await content,
    shippingLines: order.value.shippingAddress ? printedAddress(order.value.shippingAddress, site) : [],
    meta: pageMeta(site, intl.formatMessage({ id: 'confirmation.title' }), intl.formatMessage({ id: 'confirmation.meta.description' })),
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const { order, shippingLines } = loaderData;
  return (
    <section aria-labelledby="confirmation-title">
      <p className="notice notice--ok" role="status"><FormattedMessage id="confirmation.thanks" /></p>
      <h1 id="confirmation-title"><FormattedMessage id="confirmation.title" /></h1>
      <PageContent content={loaderData.content} placement="all" />
      <p>
        <FormattedMessage id="confirmation.number" />{' '}
        <span className="order-number" data-testid="order-number">{order.orderNumber}</span>
      </p>
      <p><FormattedMessage id="confirmation.email" values={{ email: order.customerEmail }} /></p>
      {/* Issue 8: the order's page (its owner: the signed-in consumer, or this guest's token) and its invoice. */}
      <p className="confirmation__links">
        <Link to={orderPath.detail(site, order.orderNumber)}><FormattedMessage id="orders.confirmation.details" /></Link>
        {' · '}
        <a href={orderPath.invoice(site, order.orderNumber)} download><FormattedMessage id="orders.invoice.download" /></a>
      </p>
      <div className="cart-layout">
        <LineItemList items={order.items} label={intl.formatMessage({ id: 'confirmation.items' })} />
        <aside className="summary-box" aria-label={intl.formatMessage({ id: 'confirmation.total' })}>
          <CartTotals totals={order.totals} shippingChosen money={{ orderPromotions: order.orderPromotions }} />
          {/* Issue 10: each shipment's store or collection point; the address only when something goes home. */}
          <OrderShipments shipments={order.shipments} />
          {shippingLines.length > 0 && (
            <div>
              <h2><FormattedMessage id="confirmation.shippingTo" /></h2>
              <AddressBlock lines={shippingLines} />
            </div>
          )}
          <Link className="button button--secondary button--block" to={sitePath.home(site)}><FormattedMessage id="confirmation.continue" /></Link>
        </aside>
      </div>
    </section>
  );
}
