import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { Form, Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { LazyOverlay } from '../overlays/lazy-overlay.component';
import { useSite } from '../site/use-site';
import type { StoreView } from '../stores/store-finder.server';
import { pickupStorePath } from './pickup-store-paths';

/** One store of the panel: the finder's view and how the line would be received there (null: not at all). */
export interface PickupStoreView extends StoreView {
  readonly fulfilment: 'pickup' | 'sts' | null;
}

/** What `/{locale}/pickup-store` loads (the page and both dialogs show it). */
export interface PickupStoreData {
  readonly meta: { readonly title: string; readonly description: string };
  readonly product: { readonly productId: string; readonly upc: string; readonly name: string; readonly size: string; readonly color: string; readonly back: string };
  /** Change store: the cart line; null: pickup in store from the product page. */
  readonly itemId: string | null;
  readonly currentStoreId: string | null;
  readonly q: string;
  /** The shopper's store the list is around (no search typed). */
  readonly around: string | null;
  readonly stores: readonly PickupStoreView[] | null;
  readonly error: UiText | null;
  readonly fieldError: UiText | null;
  readonly myStoreId: string | null;
  /** Change store: the store chosen, awaiting confirmation. */
  readonly confirm: { readonly id: string; readonly name: string; readonly fulfilment: 'pickup' | 'sts' } | null;
}

type FormLike = ComponentType<{ method: 'get' | 'post'; action: string; className?: string; role?: string; 'aria-label'?: string; children?: ReactNode }>;

const STOCK_MESSAGE = { IN_STOCK: 'stores.stock.inStock', LOW_STOCK: 'stores.stock.low', OUT_OF_STOCK: 'stores.stock.out' } as const;

/**
 * §2 pickup in store / change store and its confirmation: the search field, then each store with the size's stock
 * and its one action ("Pick up here", greyed when the store cannot; "Choose this store" then "Confirm").
 * `GetForm` / `PostForm`: the router's Form on the page, the dialog's fetchers inside a dialog.
 */
function PanelBody({ data, GetForm, PostForm, busy, refused, headingLevel }: {
  data: PickupStoreData;
  GetForm: FormLike;
  PostForm: FormLike;
  busy: boolean;
  refused: UiText | null;
  /** null: the heading is the dialog's title. */
  headingLevel: 'h1' | 'h2' | null;
}) {
  const site = useSite();
  const intl = useIntl();
  const Heading = headingLevel;
  const { product } = data;
  const base = { product: product.productId, upc: product.upc, ...(data.itemId ? { item: data.itemId } : {}) };
  const here = pickupStorePath(site.id, { ...base, q: data.q });
  const change = data.itemId !== null;
  return (
    <>
      {Heading !== null && <Heading id="pickup-store-title"><FormattedMessage id={change ? 'fulfilment.store.changeTitle' : 'fulfilment.store.pickupTitle'} /></Heading>}
      <p className="store-finder__product">
        <FormattedMessage id="stores.finder.forProduct" values={{ name: product.name, color: product.color, size: product.size }} />
      </p>
      {data.confirm !== null && (
        <section className="pickup-store__confirm" aria-labelledby="pickup-store-confirm">
          <p id="pickup-store-confirm" className="notice notice--info">
            <FormattedMessage id={data.confirm.fulfilment === 'pickup' ? 'fulfilment.store.confirmPickup' : 'fulfilment.store.confirmSts'} values={{ store: data.confirm.name, size: product.size }} />
          </p>
          <PostForm method="post" action={here} className="pickup-store__actions">
            <input type="hidden" name="storeId" value={data.confirm.id} />
            <button type="submit" name="intent" value="change" className="button" aria-disabled={busy}>
              <FormattedMessage id="fulfilment.store.confirm" />
            </button>
          </PostForm>
          <GetForm method="get" action={`/${site.id}/pickup-store`}>
            <input type="hidden" name="product" value={product.productId} />
            <input type="hidden" name="upc" value={product.upc} />
            <input type="hidden" name="item" value={data.itemId ?? ''} />
            {data.q && <input type="hidden" name="q" value={data.q} />}
            <button type="submit" className="button button--secondary"><FormattedMessage id="fulfilment.store.cancel" /></button>
          </GetForm>
        </section>
      )}
      <GetForm method="get" action={`/${site.id}/pickup-store`} className="form store-finder__form" role="search" aria-label={intl.formatMessage({ id: 'stores.finder.searchLabel' })}>
        <input type="hidden" name="product" value={product.productId} />
        <input type="hidden" name="upc" value={product.upc} />
        {data.itemId && <input type="hidden" name="item" value={data.itemId} />}
        <TextField id="pickup-store-q" name="q" label={<FormattedMessage id="stores.finder.q" />} hint={<FormattedMessage id="stores.finder.qHint" />}
          defaultValue={data.q} maxLength={60} autoComplete="postal-code" error={data.fieldError ?? undefined} />
        <button type="submit" className="button button--secondary" aria-disabled={busy}><FormattedMessage id="stores.finder.search" /></button>
      </GetForm>
      {data.error && <p className="notice notice--error" role="alert"><FormattedMessage id={data.error.id} values={data.error.values} /></p>}
      {refused && <p className="notice notice--error" role="alert" data-testid="pickup-store-error"><FormattedMessage id={refused.id} values={refused.values} /></p>}
      {data.stores === null && data.error === null && data.fieldError === null && (
        <p className="line-item__meta"><FormattedMessage id="fulfilment.store.searchFirst" /></p>
      )}
      {data.stores !== null && (
        <section aria-labelledby="pickup-store-results" aria-busy={busy}>
          <h3 id="pickup-store-results">
            {data.stores.length === 0
              ? <FormattedMessage id="stores.finder.none" />
              : data.around !== null
                ? <FormattedMessage id="fulfilment.store.around" values={{ store: data.around }} />
                : <FormattedMessage id="stores.finder.count" values={{ count: data.stores.length }} />}
          </h3>
          <ol className="store-list">
            {data.stores.map((store) => {
              const can = change ? store.fulfilment !== null && store.id !== data.currentStoreId : store.fulfilment === 'pickup';
              return (
                <li key={store.id} className={`store-card${can ? '' : ' store-card--unavailable'}`} aria-labelledby={`pickup-${store.id}-name`} data-store={store.id}>
                  <h4 id={`pickup-${store.id}-name`}>{store.name}</h4>
                  {data.myStoreId === store.id && <span className="badge badge--gift"><FormattedMessage id="stores.myStore.badge" /></span>}
                  <p className="store-card__distance">
                    <FormattedMessage id="stores.distance" values={{ distance: intl.formatNumber(store.distance.value, { style: 'unit', unit: store.distance.unit, unitDisplay: 'short', maximumFractionDigits: 1 }) }} />
                  </p>
                  <address>{store.addressLines.map((line) => <span key={line} className="store-card__line">{line}</span>)}</address>
                  {store.stock && (
                    <p className={`store-card__stock store-card__stock--${store.stock.stockStatus.toLowerCase()}`} data-testid="store-stock">
                      <FormattedMessage id={STOCK_MESSAGE[store.stock.stockStatus]} values={{ count: store.stock.quantity, size: product.size }} />
                    </p>
                  )}
                  {change ? (
                    store.id === data.currentStoreId
                      ? <p className="line-item__meta"><FormattedMessage id="fulfilment.store.current" /></p>
                      : (
                        <GetForm method="get" action={`/${site.id}/pickup-store`}>
                          <input type="hidden" name="product" value={product.productId} />
                          <input type="hidden" name="upc" value={product.upc} />
                          <input type="hidden" name="item" value={data.itemId ?? ''} />
                          {data.q && <input type="hidden" name="q" value={data.q} />}
                          <input type="hidden" name="confirm" value={store.id} />
                          <button type="submit" className="button button--secondary" disabled={!can}
                            aria-label={intl.formatMessage({ id: 'fulfilment.store.chooseNamed' }, { store: store.name })}>
                            <FormattedMessage id={store.fulfilment === 'sts' ? 'fulfilment.store.chooseSts' : 'fulfilment.store.choose'} />
                          </button>
                        </GetForm>
                      )
                  ) : (
                    <PostForm method="post" action={here}>
                      <input type="hidden" name="storeId" value={store.id} />
                      <button type="submit" name="intent" value="pickup" className="button button--secondary" disabled={!can} aria-disabled={busy}
                        aria-label={intl.formatMessage({ id: 'fulfilment.store.pickupHereNamed' }, { store: store.name })}>
                        <FormattedMessage id="fulfilment.store.pickupHere" />
                      </button>
                    </PostForm>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      )}
      <p>
        <Link to={change ? `/${site.id}/cart` : product.back}><FormattedMessage id={change ? 'fulfilment.store.backToCart' : 'fulfilment.store.backToProduct'} /></Link>
      </p>
    </>
  );
}

/** The page (JavaScript off, or opened in its own tab). */
export function PickupStorePanel({ data }: { data: PickupStoreData; mode: 'page' }) {
  const navigation = useNavigation();
  const refused = useActionData() as { error?: UiText } | undefined;
  return (
    <section aria-labelledby="pickup-store-title" className="store-finder pickup-store">
      <PanelBody data={data} GetForm={Form as FormLike} PostForm={Form as FormLike} busy={navigation.state !== 'idle'} refused={refused?.error ?? null} headingLevel="h1" />
    </section>
  );
}

/**
 * The same panel in the one Overlay (focus kept inside, Esc closes, closing returns focus to the opener through
 * `onClose`; a navigation closes it). It loads `href` with a fetcher; searching and choosing load again in place;
 * "Pick up here" / "Confirm" post and the redirect they answer closes it. The Overlay's portal keeps it out of the
 * openers' forms (add to cart, the line's delivery): forms cannot nest.
 */
export function PickupStoreDialog({ href, onClose }: { href: string; onClose: () => void }) {
  const intl = useIntl();
  const id = useId();
  const loader = useFetcher<PickupStoreData>({ key: `pickup-store-load-${id}` });
  const poster = useFetcher<{ error?: UiText }>({ key: `pickup-store-post-${id}` });
  const body = useRef<HTMLDivElement>(null);
  const load = loader.load;
  useEffect(() => {
    void load(href);
  }, [href, load]);
  // The list arriving (and each new search or choice) puts focus on its first field or action.
  const data = loader.data;
  useEffect(() => {
    if (data === undefined) return;
    body.current?.querySelector<HTMLElement>('.pickup-store__confirm button, #pickup-store-q')?.focus();
  }, [data]);
  const busy = loader.state !== 'idle' || poster.state !== 'idle';
  const title = data === undefined
    ? intl.formatMessage({ id: 'fulfilment.store.loading' })
    : intl.formatMessage({ id: data.itemId !== null ? 'fulfilment.store.changeTitle' : 'fulfilment.store.pickupTitle' });
  return (
    <LazyOverlay open onOpenChange={(open) => { if (!open) onClose(); }} title={title} busy={busy}
      closeLabel={intl.formatMessage({ id: 'auth.dialog.close' })} className="pickup-store-dialog" kind="panel" size="large">
      <div ref={body} data-dialog="pickup-store">
        {data === undefined ? (
          <p role="status"><span className="spinner" aria-hidden="true" /> <FormattedMessage id="fulfilment.store.loading" /></p>
        ) : (
          <PanelBody data={data} GetForm={loader.Form as FormLike} PostForm={poster.Form as FormLike} busy={busy}
            refused={poster.state === 'idle' ? poster.data?.error ?? null : null} headingLevel={null} />
        )}
      </div>
    </LazyOverlay>
  );
}
