import { Link, redirect } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_HISTORY_PAGE_SIZE, pageCount, pageFromQuery } from '@switchback/core';
import type { Route } from './+types/order-history.route';
import { isSignedOut, toSignIn } from '../account/account.server';
import { accountPath } from '../account/account-paths';
import { Pagination } from '../catalog/pagination.component';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { ORDER_STATUS_LABEL, statusTone } from './order-labels';
import { orderPath } from './order-paths';
import { orderRow, type OrderRowView } from './orders.server';

/**
 * `/{locale}/account/orders`: the signed-in consumer's orders, newest first, a page at a time (§9: `?page=N`,
 * core's pageCount and paginationItems). A guest is sent to sign in and comes back here.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  if (!storefront.session.shopper.state.loggedIn) throw await toSignIn(storefront, args.request);
  const url = new URL(args.request.url);
  const intl = serverIntl(site);
  const meta = pageMeta(site, intl.formatMessage({ id: 'orders.title' }), intl.formatMessage({ id: 'orders.meta.description' }));
  const raw = url.searchParams.get('page');
  const requested = pageFromQuery(raw, Number.MAX_SAFE_INTEGER);
  const history = await storefront.orders.history({ page: requested, pageSize: ORDER_HISTORY_PAGE_SIZE });
  if (history.isErr()) {
    if (isSignedOut(history.error)) throw await toSignIn(storefront, args.request);
    return withCookies(storefront, { meta, rows: [] as OrderRowView[], page: 1, pages: 1, total: 0, error: uiMessage(history.error) as UiMessage | null }, 503);
  }
  const { total, pageSize } = history.value;
  const pages = pageCount(total, pageSize);
  // A page past the last, or a `?page=` not written as core reads it, goes to the page it means (the first has no query).
  if ((raw !== null && String(requested) !== raw) || raw === '1' || requested > pages) {
    throw redirect(orderPath.history(site, Math.min(requested, pages)), { headers: await storefront.session.headers() });
  }
  return withCookies(storefront, {
    meta,
    rows: history.value.orders.map((summary) => orderRow(summary, site)),
    page: requested,
    pages,
    total,
    error: null as UiMessage | null,
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const { rows, page, pages, total, error } = loaderData;
  return (
    <section aria-labelledby="orders-title" className="orders">
      <p className="orders__back"><Link to={accountPath.account(site)}><FormattedMessage id="orders.backToAccount" /></Link></p>
      <h1 id="orders-title"><FormattedMessage id="orders.title" /></h1>
      {error && (
        <p className="notice notice--error" role="alert"><FormattedMessage id={error.id} values={error.values} /></p>
      )}
      {!error && total === 0 && (
        <div className="orders__empty">
          <p><FormattedMessage id="orders.empty" /></p>
          <Link className="button" to={sitePath.home(site)}><FormattedMessage id="orders.empty.shop" /></Link>
        </div>
      )}
      {rows.length > 0 && (
        <div className="orders__table-wrap">
          <table className="orders-table">
            <caption><FormattedMessage id="orders.table.caption" values={{ total }} /></caption>
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="orders.column.number" /></th>
                <th scope="col"><FormattedMessage id="orders.column.date" /></th>
                <th scope="col"><FormattedMessage id="orders.column.status" /></th>
                <th scope="col"><FormattedMessage id="orders.column.items" /></th>
                <th scope="col" className="orders-table__money"><FormattedMessage id="orders.column.total" /></th>
                <th scope="col"><span className="visually-hidden"><FormattedMessage id="orders.column.details" /></span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.orderNumber} data-testid="order-row">
                  <th scope="row" className="order-number">{row.orderNumber}</th>
                  <td>{row.date}</td>
                  <td><span className={`order-status order-status--${statusTone(row.status)}`}><FormattedMessage id={ORDER_STATUS_LABEL[row.status]} /></span></td>
                  <td><FormattedMessage id="orders.itemCount" values={{ count: row.units }} /></td>
                  <td className="orders-table__money">{row.total}</td>
                  <td>
                    <Link to={orderPath.detail(site, row.orderNumber)} aria-label={intl.formatMessage({ id: 'orders.view' }, { orderNumber: row.orderNumber })}>
                      <FormattedMessage id="orders.column.details" />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination current={page} count={pages} hrefFor={(p) => orderPath.history(site, p)} />
    </section>
  );
}
