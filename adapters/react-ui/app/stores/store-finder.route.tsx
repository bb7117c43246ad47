import { useEffect, useRef, useState } from 'react';
import { Form, redirect, useActionData, useNavigate, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { storeIdSchema, type OpeningHours, type OpeningStatus } from '@switchback/core';
import type { Route } from './+types/store-finder.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { uiMessage, type UiText } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { myStoreSetCookie, readMyStore } from './my-store.server';
import { finderSearch, readStoreFinderQuery, storeView, type StoreView } from './store-finder.server';

/** `/{locale}/stores`: the store finder (a GET form: postcode or city, or the shopper's location). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  // Issue 12: the page's content, asked for beside its other data (none: the page as it was).
  const content = loadPageContent(storefront, storefront.site, args.request, { call: 'augmentedPage', key: 'store-locator' });
  const { site } = storefront;
  const intl = serverIntl(site);
  const url = new URL(args.request.url);
  const query = readStoreFinderQuery(url);
  const myStoreId = await readMyStore(args.request);
  const [found, siteStores, product] = await Promise.all([
    query.request === null ? Promise.resolve(null) : storefront.stores.search(query.request),
    myStoreId === null ? Promise.resolve(null) : storefront.stores.siteStores(),
    query.product === null ? Promise.resolve(null) : storefront.products.details(query.product.productId),
  ]);
  let stores: StoreView[] | null = null;
  let error: UiText | null = null;
  let fieldError: UiText | null = null;
  let located: string | null = null;
  if (found?.isOk()) {
    stores = found.value.stores.map((store) => storeView(store, site));
    located = found.value.location?.label ?? null;
  } else if (found?.isErr()) {
    const message = uiMessage(found.error);
    if (message.placement === 'field') fieldError = { id: 'stores.finder.postcodeInvalid' };
    else error = message.values ? { id: message.id, values: message.values } : { id: message.id };
  }
  const myStore = siteStores?.isOk() ? siteStores.value.stores.find((store) => store.id === myStoreId) ?? null : null;
  const variant = product?.isOk() && query.product ? product.value.variants.find((v) => v.upc === query.product!.upc) : undefined;
  const saved = url.searchParams.get('saved');
  return withCookies(storefront, {
    content: await content,
    meta: pageMeta(site, intl.formatMessage({ id: 'stores.finder.title' }), intl.formatMessage({ id: 'stores.finder.meta.description' })),
    q: query.q,
    searched: query.request !== null,
    located,
    stores,
    error,
    fieldError,
    myStore: myStore === null ? null : { id: myStore.id, name: myStore.name },
    justSaved: myStore !== null && saved === myStore.id,
    product: product?.isOk() && variant && query.product
      ? { ...query.product, name: product.value.name, size: variant.size, color: product.value.colors.find((c) => c.code === variant.color)?.name ?? variant.color }
      : null,
    search: finderSearch(url),
  }, found?.isErr() && fieldError !== null ? 400 : 200);
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * POST "Set as my store": a store of this site becomes the shopper's (`sb_store`), then back to the same search with
 * a confirmation (Post/Redirect/Get, the same with JavaScript on or off).
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const storeId = storeIdSchema.safeParse(String(form.get('storeId') ?? ''));
  const search = new URLSearchParams(String(form.get('search') ?? '').slice(0, 400));
  const back = new URLSearchParams();
  for (const name of ['q', 'lat', 'lng', 'product', 'upc']) {
    const value = search.get(name);
    if (value) back.set(name, value);
  }
  const stores = storeId.success ? await storefront.stores.siteStores() : null;
  const store = storeId.success && stores?.isOk() ? stores.value.stores.find((s) => s.id === storeId.data) : undefined;
  if (store === undefined) return withCookies(storefront, { error: { id: 'stores.errors.notFound' } satisfies UiText }, 404);
  back.set('saved', store.id);
  const headers = await storefront.session.headers();
  headers.append('set-cookie', await myStoreSetCookie(store.id, args.context.secure === true));
  return redirect(`/${storefront.site.id}/stores?${back.toString()}#my-store-status`, { headers });
}

/** A day of the week (1 Monday … 7 Sunday) in the page's language: 1 January 2024 was a Monday. */
const dayDate = (day: number) => new Date(Date.UTC(2024, 0, day));
const timeDate = (time: string) => {
  const [h, m] = time.split(':');
  return new Date(Date.UTC(2024, 0, 1, Number(h), Number(m)));
};

function useDayAndTime() {
  const intl = useIntl();
  return {
    day: (day: number) => intl.formatDate(dayDate(day), { weekday: 'long', timeZone: 'UTC' }),
    time: (time: string) => intl.formatTime(timeDate(time), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  };
}

function OpenStatus({ status }: { readonly status: OpeningStatus }) {
  const { day, time } = useDayAndTime();
  if (status.openNow) {
    return <p className="store-card__status store-card__status--open"><FormattedMessage id="stores.hours.openNow" values={{ time: time(status.closesAt ?? '') }} /></p>;
  }
  if (status.opensAt === null) return <p className="store-card__status"><FormattedMessage id="stores.hours.closed" /></p>;
  return <p className="store-card__status"><FormattedMessage id="stores.hours.opensAt" values={{ day: day(status.opensAt.day), time: time(status.opensAt.time) }} /></p>;
}

function WeekHours({ hours, storeId }: { readonly hours: OpeningHours; readonly storeId: string }) {
  const { day, time } = useDayAndTime();
  return (
    <details className="store-card__hours">
      <summary><FormattedMessage id="stores.hours.week" /></summary>
      <table aria-labelledby={`store-${storeId}-name`}>
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => {
            const open = hours.filter((h) => h.day === d);
            return (
              <tr key={d}>
                <th scope="row">{day(d)}</th>
                <td>
                  {open.length === 0
                    ? <FormattedMessage id="stores.hours.closedDay" />
                    : open.map((h) => <FormattedMessage key={h.opens} id="stores.hours.range" values={{ opens: time(h.opens), closes: time(h.closes) }} />)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}

const STOCK_MESSAGE = { IN_STOCK: 'stores.stock.inStock', LOW_STOCK: 'stores.stock.low', OUT_OF_STOCK: 'stores.stock.out' } as const;

export default function StoreFinder({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [canLocate, setCanLocate] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const statusRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const data = loaderData;
  const refused = useActionData<typeof action>();
  // "Use my location" needs JavaScript and a browser that can tell where it is: offered only once hydrated.
  useEffect(() => setCanLocate(typeof navigator !== 'undefined' && 'geolocation' in navigator), []);
  useEffect(() => {
    if (data.justSaved) statusRef.current?.focus();
  }, [data.justSaved, data.myStore?.id]);
  const useMyLocation = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        const params = new URLSearchParams({ lat: position.coords.latitude.toFixed(5), lng: position.coords.longitude.toFixed(5) });
        if (data.product) {
          params.set('product', data.product.productId);
          params.set('upc', data.product.upc);
        }
        void navigate(`?${params.toString()}`);
      },
      () => setLocating('failed'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <section aria-labelledby="stores-title" className="store-finder">
      <h1 id="stores-title"><FormattedMessage id="stores.finder.title" /></h1>
      <PageContent content={loaderData.content} placement="all" />
      <div id="my-store-status" ref={statusRef} tabIndex={-1} className="store-finder__mine" role="status">
        {data.myStore && (
          <p className={data.justSaved ? 'notice notice--ok' : 'notice notice--info'}>
            <FormattedMessage id={data.justSaved ? 'stores.myStore.saved' : 'stores.myStore.current'} values={{ name: data.myStore.name }} />
          </p>
        )}
      </div>
      {data.product && (
        <p className="store-finder__product">
          <FormattedMessage id="stores.finder.forProduct" values={{ name: data.product.name, color: data.product.color, size: data.product.size }} />
        </p>
      )}
      <Form method="get" className="form store-finder__form" role="search" aria-label={intl.formatMessage({ id: 'stores.finder.searchLabel' })}>
        <TextField id="stores-q" name="q" label={<FormattedMessage id="stores.finder.q" />} hint={<FormattedMessage id="stores.finder.qHint" />}
          defaultValue={data.q} maxLength={60} autoComplete="postal-code" error={data.fieldError ?? undefined} />
        {data.product && <input type="hidden" name="product" value={data.product.productId} />}
        {data.product && <input type="hidden" name="upc" value={data.product.upc} />}
        <div className="store-finder__actions">
          <button type="submit" className="button" disabled={busy}><FormattedMessage id="stores.finder.search" /></button>
          {canLocate && (
            <button type="button" className="button button--secondary" onClick={useMyLocation} disabled={locating === 'busy'}>
              <FormattedMessage id={locating === 'busy' ? 'stores.finder.locating' : 'stores.finder.useMyLocation'} />
            </button>
          )}
        </div>
        {locating === 'failed' && <p className="notice notice--error" role="alert"><FormattedMessage id="stores.finder.locationFailed" /></p>}
      </Form>
      {data.error && <p className="notice notice--error" role="alert"><FormattedMessage id={data.error.id} values={data.error.values} /></p>}
      {refused?.error && <p className="notice notice--error" role="alert"><FormattedMessage id={refused.error.id} /></p>}
      {data.stores !== null && (
        <section aria-labelledby="stores-results" className="store-finder__results" aria-busy={busy}>
          <h2 id="stores-results" ref={resultsRef} tabIndex={-1}>
            {data.stores.length === 0
              ? <FormattedMessage id="stores.finder.none" />
              : <FormattedMessage id={data.located ? 'stores.finder.countNear' : 'stores.finder.count'} values={{ count: data.stores.length, place: data.located }} />}
          </h2>
          <ol className="store-list">
            {data.stores.map((store) => (
              <li key={store.id} className="store-card" aria-labelledby={`store-${store.id}-name`}>
                <h3 id={`store-${store.id}-name`}>{store.name}</h3>
                {data.myStore?.id === store.id && <span className="badge badge--gift"><FormattedMessage id="stores.myStore.badge" /></span>}
                <p className="store-card__distance">
                  <FormattedMessage id="stores.distance" values={{ distance: intl.formatNumber(store.distance.value, { style: 'unit', unit: store.distance.unit, unitDisplay: 'short', maximumFractionDigits: 1 }) }} />
                </p>
                <address>
                  {store.addressLines.map((line) => <span key={line} className="store-card__line">{line}</span>)}
                  <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
                  {store.email && <a href={`mailto:${store.email}`}>{store.email}</a>}
                </address>
                <OpenStatus status={store.openingStatus} />
                <WeekHours hours={store.openingHours} storeId={store.id} />
                <ul className="store-card__services" aria-label={intl.formatMessage({ id: 'stores.services.label' })}>
                  {store.services.map((service) => (
                    <li key={service}><FormattedMessage id={service === 'pickup' ? 'stores.services.pickup' : 'stores.services.shipToStore'} /></li>
                  ))}
                </ul>
                {store.stock && data.product && (
                  <p className={`store-card__stock store-card__stock--${store.stock.stockStatus.toLowerCase()}`} data-testid="store-stock">
                    <FormattedMessage id={STOCK_MESSAGE[store.stock.stockStatus]} values={{ count: store.stock.quantity, size: data.product.size }} />
                  </p>
                )}
                {data.myStore?.id !== store.id && (
                  <Form method="post">
                    <input type="hidden" name="storeId" value={store.id} />
                    <input type="hidden" name="search" value={data.search} />
                    <button type="submit" className="button button--secondary" disabled={busy}
                      aria-label={intl.formatMessage({ id: 'stores.myStore.setNamed' }, { name: store.name })}>
                      <FormattedMessage id="stores.myStore.set" />
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
