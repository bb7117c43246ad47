import { useEffect, useRef, useState } from 'react';
import { Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DEFAULT_WISHLIST_SETTINGS, formatMoney, pageCount, pageFromQuery, pageStart, type FavoriteItem, type ProductDetails,
} from '@switchback/core';
import type { Route } from './+types/favorites.route';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { EnhancedField } from '../forms/enhanced-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { Pagination } from '../catalog/pagination.component';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { notFound } from '../site/route-errors';
import { isEnhanced, redirectWithCookies, secretUrlHeaders, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { addFavorite, moveFavoriteToCart, removeFavorite, shareFavorites } from './favorites-actions.server';
import { safeReturnPath } from './return-path.server';
import { wishlistAccess } from './wishlist-access.server';
import { BusyButton } from '../forms/busy-button.component';

/** The page size: core's configured default (the API answers the size it used, which the pagination follows). */
const PAGE_SIZE = DEFAULT_WISHLIST_SETTINGS.favoritesPageSize;

/** What "Move to cart" offers for a favorite: its orderable colour and size combinations. */
export interface VariantChoice {
  readonly upc: string;
  readonly label: { readonly colour: string; readonly size: string };
}

function variantChoices(details: ProductDetails): VariantChoice[] {
  const colourName = (code: string) => details.colors.find((c) => c.code === code)?.name ?? code;
  return details.variants.filter((v) => v.orderable).map((v) => ({ upc: v.upc, label: { colour: colourName(v.color), size: v.size } }));
}

/** `/{locale}/favorites`: the shopper's favorites, a page at a time, with remove, move to cart and a share link. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  if (!wishlistAccess(storefront).favorites) notFound();
  const url = new URL(args.request.url);
  const intl = serverIntl(storefront.site);
  const meta = pageMeta(storefront.site, intl.formatMessage({ id: 'favorites.title' }), intl.formatMessage({ id: 'favorites.meta.description' }));
  const requested = pageFromQuery(url.searchParams.get('page'), Number.MAX_SAFE_INTEGER);
  const read = (page: number) => storefront.wishlists.favorites({ start: pageStart(page, PAGE_SIZE), count: PAGE_SIZE });
  let list = await read(requested);
  let page = requested;
  if (list.isOk() && list.value.items.length === 0 && list.value.total > 0) {
    page = pageCount(list.value.total, PAGE_SIZE);
    list = await read(page);
  }
  if (list.isErr()) return withCookies(storefront, { meta, items: [] as FavoriteItem[], choices: {} as Record<string, VariantChoice[]>, page: 1, pages: 1, total: 0, error: uiMessage(list.error), shareUrl: null });
  const details = await Promise.all(list.value.items.map((item) => storefront.products.details(item.id)));
  const choices: Record<string, VariantChoice[]> = {};
  list.value.items.forEach((item, index) => {
    const detail = details[index];
    choices[item.id] = detail?.isOk() ? variantChoices(detail.value) : [];
  });
  const token = url.searchParams.get('share');
  const shareUrl = token !== null && list.value.favoriteId !== null && /^[A-Za-z0-9_-]{43}$/.test(token)
    ? new URL(sitePath.sharedFavorites(storefront.site, list.value.favoriteId, token), url).href
    : null;
  return withCookies(storefront, {
    meta, items: list.value.items, choices, page, pages: pageCount(list.value.total, list.value.count), total: list.value.total, error: null as UiMessage | null, shareUrl,
  });
}

export type FavoritesActionData =
  | { readonly ok: true; readonly intent: string; readonly shareUrl?: string | null }
  | { readonly ok: false; readonly intent: string; readonly productId: string | null; readonly error: UiMessage };

/**
 * The favorites writes: the heart's add and remove (from any page), move to cart, remove, share. JavaScript on: data
 * for the fetcher; off: Post/Redirect/Get back to the page the form was on (a share link is shown on the page).
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  if (!wishlistAccess(storefront).favorites) notFound();
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const productId = String(form.get('productId') ?? '');
  const site = storefront.site;
  const back = safeReturnPath(site, form.get('returnTo'), sitePath.favorites(site));
  const fail = (error: UiMessage, status = 400) => withCookies<FavoritesActionData>(storefront, { ok: false, intent, productId: productId || null, error }, status);
  const done = (data: FavoritesActionData, path = back) => (isEnhanced(form) ? withCookies(storefront, data) : redirectWithCookies(storefront, path));

  switch (intent) {
    case 'add':
    case 'remove': {
      const result = await (intent === 'add' ? addFavorite(storefront, productId) : removeFavorite(storefront, productId));
      return result.isErr() ? fail(uiMessage(result.error), 409) : done({ ok: true, intent });
    }
    case 'moveToCart': {
      const upc = String(form.get('upc') ?? '');
      if (upc === '') return fail({ id: 'favorites.size.required', placement: 'item', field: 'upc', notFound: false });
      const result = await moveFavoriteToCart(storefront, productId, upc);
      return result.isErr() ? fail(uiMessage(result.error), 409) : done({ ok: true, intent });
    }
    case 'share': {
      const url = new URL(args.request.url);
      const result = await shareFavorites(storefront, (favoriteId, token) => new URL(sitePath.sharedFavorites(site, favoriteId, token), url).href);
      if (result.isErr()) return fail(uiMessage(result.error), 409);
      const token = result.value === null ? null : new URL(result.value).searchParams.get('token');
      return done({ ok: true, intent, shareUrl: result.value }, token === null ? sitePath.favorites(site) : `${sitePath.favorites(site)}?share=${encodeURIComponent(token)}`);
    }
    default:
      return fail({ id: 'errors.invalidRequest', placement: 'top', notFound: false });
  }
}

/** After sharing, the share token is in the URL (`?share=`). */
export const headers = secretUrlHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const { items, choices, page, pages, total, error } = loaderData;
  const actionData = useActionData<typeof action>();
  const topError = error ?? (actionData !== undefined && !actionData.ok && actionData.productId === null ? actionData.error : null);
  return (
    <>
      <h1><FormattedMessage id="favorites.title" /></h1>
      {topError && <p className="notice notice--error" role="alert"><FormattedMessage id={topError.id} values={topError.values} /></p>}
      {items.length === 0 ? (
        <div className="empty-state">
          <p><FormattedMessage id="favorites.empty" /></p>
          <Link className="button" to={sitePath.home(site)}><FormattedMessage id="cart.continueShopping" /></Link>
        </div>
      ) : (
        <>
          <p><FormattedMessage id="favorites.count" values={{ count: total }} /></p>
          <ul className="line-items" aria-label={intl.formatMessage({ id: 'favorites.items' })}>
            {items.map((item) => <FavoriteLine key={item.itemId} item={item} choices={choices[item.id] ?? []} />)}
          </ul>
          <Pagination current={page} count={pages} hrefFor={(p) => sitePath.favorites(site, p)} />
          <ShareBox initialUrl={loaderData.shareUrl} />
        </>
      )}
    </>
  );
}

function FavoriteLine({ item, choices }: { item: FavoriteItem; choices: readonly VariantChoice[] }) {
  const site = useSite();
  const intl = useIntl();
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const fromPost = actionData !== undefined && !actionData.ok && actionData.productId === item.id ? actionData : undefined;
  const result = fetcher.data ?? fromPost;
  const lineError = result !== undefined && !result.ok ? result.error : null;
  const busy = fetcher.state !== 'idle';
  const selectId = `size-${item.itemId}`;
  const errorId = `favorite-error-${item.itemId}`;
  const { product } = item;
  return (
    <li className="line-item" aria-busy={busy}>
      {product.image ? <img src={product.image} alt="" width={88} height={88} /> : <span />}
      <div>
        <div className="line-item__head">
          <div>
            <Link to={product.pdpUrl}><strong>{product.name}</strong></Link>
            <p className="line-item__meta">
              {product.available ? <FormattedMessage id="favorites.available" /> : <FormattedMessage id="product.stock.outOfStock" />}
            </p>
          </div>
          <strong>{formatMoney(product.price.current, product.price.currency, site.locale)}</strong>
        </div>
        <fetcher.Form method="post" className="line-item__actions" noValidate>
          <input type="hidden" name="productId" value={item.id} />
          <input type="hidden" name="returnTo" value={sitePath.favorites(site)} />
          <EnhancedField />
          {choices.length > 0 && (
            <div className="field">
              <label htmlFor={selectId}><FormattedMessage id="favorites.size.label" /></label>
              <select id={selectId} name="upc" defaultValue="" aria-invalid={lineError?.field === 'upc' ? true : undefined} aria-describedby={lineError ? errorId : undefined}>
                <option value="" disabled>{intl.formatMessage({ id: 'favorites.size.choose' })}</option>
                {choices.map((choice) => (
                  <option key={choice.upc} value={choice.upc}>{intl.formatMessage({ id: 'favorites.size.option' }, choice.label)}</option>
                ))}
              </select>
            </div>
          )}
          {choices.length > 0 && (
            <BusyButton busy={busy} intent="moveToCart" className="button button--secondary" label={intl.formatMessage({ id: 'favorites.moveToCart.label' }, { name: product.name })}>
              <FormattedMessage id="favorites.moveToCart" />
            </BusyButton>
          )}
          <BusyButton busy={busy} intent="remove" className="button button--link" label={intl.formatMessage({ id: 'favorites.remove.label' }, { name: product.name })}>
            <FormattedMessage id="line.remove" />
          </BusyButton>
        </fetcher.Form>
        <div aria-live="polite" className="status-line">{busy ? <FormattedMessage id="favorites.updating" /> : ''}</div>
        {lineError && <p id={errorId} className="field__error" role="alert"><FormattedMessage id={lineError.id} values={lineError.values} /></p>}
      </div>
    </li>
  );
}

/** Share by link: the link is shown in a read-only field (works without JavaScript); with it, a Copy button. */
function ShareBox({ initialUrl }: { initialUrl: string | null }) {
  const fetcher = useFetcher<typeof action>();
  const navigation = useNavigation();
  const fromFetcher = fetcher.data?.ok === true ? fetcher.data.shareUrl ?? null : null;
  const url = fromFetcher ?? initialUrl;
  const [copied, setCopied] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && navigator.clipboard !== undefined), []);
  useEffect(() => setCopied(false), [url]);
  const busy = fetcher.state !== 'idle' || navigation.state === 'submitting';
  const copy = async () => {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      inputRef.current?.select();
    }
  };
  return (
    <section className="summary-box" aria-labelledby="share-title">
      <h2 id="share-title"><FormattedMessage id="favorites.share.title" /></h2>
      <p><FormattedMessage id="favorites.share.text" /></p>
      <fetcher.Form method="post">
        <EnhancedField />
        <BusyButton busy={busy} intent="share" className="button button--secondary">
          <FormattedMessage id={url === null ? 'favorites.share.create' : 'favorites.share.renew'} />
        </BusyButton>
      </fetcher.Form>
      {url !== null && (
        <div className="field">
          <label htmlFor="share-url"><FormattedMessage id="favorites.share.link" /></label>
          <input ref={inputRef} id="share-url" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          {canCopy && (
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              <FormattedMessage id="favorites.share.copy" />
            </button>
          )}
          <p aria-live="polite" className="status-line">{copied ? <FormattedMessage id="favorites.share.copied" /> : ''}</p>
        </div>
      )}
    </section>
  );
}

