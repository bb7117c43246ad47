import { Form } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Cart } from '@switchback/core';
import { BusyButton } from '../forms/busy-button.component';
import { TextField } from '../forms/text-field.component';
import { sitePath, useSite } from '../site/use-site';
import type { CollectionPointSearch } from './collection-point.server';
import { COLLECTION_POINT_HOME_INTENT, COLLECTION_POINT_INTENT } from './delivery-intent';

/**
 * Issue 10 §4, checkout's shipping step: send the shipped lines to a collection point. A GET search (postcode or
 * town) lists the points near it; "Deliver here" moves the lines there (the pickup contact the locale requires is
 * then asked above); "Deliver to my address instead" moves them back. Plain forms: no JavaScript needed.
 */
export function CollectionPointChooser({ cart, search }: { cart: Cart; search: CollectionPointSearch | null }) {
  const site = useSite();
  const intl = useIntl();
  const chosen = cart.items.find((item) => item.shippingOptions?.shippingMethod.code === 'pudo')?.shippingOptions?.collectionPoint ?? null;
  return (
    <section aria-labelledby="collection-point-title" className="collection-point">
      <h3 id="collection-point-title"><FormattedMessage id="fulfilment.point.title" /></h3>
      {chosen !== null ? (
        <div className="notice notice--ok" role="status" data-testid="collection-point-chosen">
          <p><FormattedMessage id={chosen.optionType === 'LOCKER' ? 'fulfilment.point.chosenLocker' : 'fulfilment.point.chosenShop'} values={{ point: chosen.storeName }} /></p>
          <Form method="post" action={`${sitePath.checkout(site)}?edit=shipping`}>
            <BusyButton busy={false} intent={COLLECTION_POINT_HOME_INTENT} className="button button--link"><FormattedMessage id="fulfilment.point.home" /></BusyButton>
          </Form>
        </div>
      ) : (
        <p className="line-item__meta"><FormattedMessage id="fulfilment.point.hint" /></p>
      )}
      <Form method="get" action={sitePath.checkout(site)} className="form store-finder__form" role="search" aria-label={intl.formatMessage({ id: 'fulfilment.point.searchLabel' })}>
        <input type="hidden" name="edit" value="shipping" />
        <TextField id="collection-point-q" name="cp" label={<FormattedMessage id="fulfilment.point.q" />} hint={<FormattedMessage id="stores.finder.qHint" />}
          defaultValue={search?.q ?? ''} maxLength={60} autoComplete="postal-code" error={search?.fieldError ?? undefined} />
        <button type="submit" className="button button--secondary"><FormattedMessage id="fulfilment.point.search" /></button>
      </Form>
      {search?.error && <p className="notice notice--error" role="alert"><FormattedMessage id={search.error.id} values={search.error.values} /></p>}
      {search?.points && (
        <section aria-labelledby="collection-point-results">
          <h4 id="collection-point-results">
            {search.points.length === 0 ? <FormattedMessage id="fulfilment.point.none" /> : <FormattedMessage id="fulfilment.point.count" values={{ count: search.points.length }} />}
          </h4>
          <ol className="store-list">
            {search.points.map((point) => (
              <li key={point.id} className="store-card" aria-labelledby={`point-${point.id}-name`} data-point={point.id}>
                <h5 id={`point-${point.id}-name`}>{point.name}</h5>
                <p className="line-item__meta"><FormattedMessage id={point.optionType === 'LOCKER' ? 'fulfilment.point.locker' : 'fulfilment.point.shop'} /></p>
                <p className="store-card__distance">
                  <FormattedMessage id="stores.distance" values={{ distance: intl.formatNumber(point.distance.value, { style: 'unit', unit: point.distance.unit, unitDisplay: 'short', maximumFractionDigits: 1 }) }} />
                </p>
                <address>{point.addressLines.map((line) => <span key={line} className="store-card__line">{line}</span>)}</address>
                <Form method="post" action={sitePath.checkout(site)}>
                  <input type="hidden" name="collectionPointId" value={point.id} />
                  <button type="submit" name="intent" value={COLLECTION_POINT_INTENT} className="button button--secondary"
                    aria-label={intl.formatMessage({ id: 'fulfilment.point.chooseNamed' }, { point: point.name })}>
                    <FormattedMessage id="fulfilment.point.choose" />
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
