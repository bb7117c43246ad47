import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_WISHLIST_SETTINGS, formatMoney, hasErrorId, pageCount, pageFromQuery, pageStart, shareTokenSchema,
} from '@switchback/core';
import type { Route } from './+types/shared-favorites.route';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { Pagination } from '../catalog/pagination.component';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { secretUrlHeaders, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';

const PAGE_SIZE = DEFAULT_WISHLIST_SETTINGS.favoritesPageSize;

/**
 * `/{locale}/favorites/shared/{favoriteId}?token=…`: a list someone shared by link, read-only, without anything about
 * its owner. A wrong or replaced link is a 404. Never indexed, never cached, the link never sent on as a referrer.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const url = new URL(args.request.url);
  const token = shareTokenSchema.safeParse(url.searchParams.get('token'));
  const favoriteId = args.params.favoriteId ?? '';
  if (!token.success) notFound({ id: 'errors.favoritesNotFound' });
  const page = pageFromQuery(url.searchParams.get('page'), Number.MAX_SAFE_INTEGER);
  const list = await storefront.wishlists.sharedFavorites(favoriteId, { token: token.data, start: pageStart(page, PAGE_SIZE), count: PAGE_SIZE });
  if (list.isErr()) {
    if (list.error.type === 'InvalidInput' || hasErrorId(list.error, 'SHARED_LIST_NOT_FOUND')) notFound({ id: 'errors.favoritesNotFound' });
    loaderFailure(uiMessage(list.error));
  }
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, {
    meta: pageMeta(storefront.site, intl.formatMessage({ id: 'favorites.shared.title' }), intl.formatMessage({ id: 'favorites.shared.meta.description' })),
    items: list.value.items,
    page,
    pages: pageCount(list.value.total, list.value.count),
    favoriteId,
    token: token.data,
  });
}

/** The token is in the URL. */
export const headers = secretUrlHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function SharedFavoritesPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const { items, page, pages, favoriteId, token } = loaderData;
  return (
    <>
      <h1><FormattedMessage id="favorites.shared.title" /></h1>
      <p><FormattedMessage id="favorites.shared.intro" /></p>
      {items.length === 0 ? (
        <p className="empty-state"><FormattedMessage id="favorites.shared.empty" /></p>
      ) : (
        <ul className="line-items" aria-label={intl.formatMessage({ id: 'favorites.shared.items' })}>
          {items.map((item) => (
            <li key={item.itemId} className="line-item">
              {item.product.image ? <img src={item.product.image} alt="" width={88} height={88} /> : <span />}
              <div className="line-item__head">
                <div>
                  <Link to={item.product.pdpUrl}><strong>{item.product.name}</strong></Link>
                  <p className="line-item__meta">
                    {item.product.available ? <FormattedMessage id="favorites.available" /> : <FormattedMessage id="product.stock.outOfStock" />}
                  </p>
                </div>
                <strong>{formatMoney(item.product.price.current, item.product.price.currency, site.locale)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page} count={pages} hrefFor={(p) => `${sitePath.sharedFavorites(site, favoriteId, token)}${p > 1 ? `&page=${p}` : ''}`} />
    </>
  );
}
