import { Link, useActionData, useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, type SavedForLater, type SavedForLaterItem } from '@switchback/core';
import type { UiMessage } from '../errors/ui-message';
import { EnhancedField } from '../forms/enhanced-field.component';
import { Pagination } from '../catalog/pagination.component';
import { sitePath, useSite } from '../site/use-site';
import { BusyButton } from '../forms/busy-button.component';

type SavedActionData = { readonly ok: true } | { readonly ok: false; readonly itemId: string | null; readonly error: UiMessage };

/** Under the cart: the items saved for later, each with "Move to cart" and "Remove" (forms: JavaScript optional). */
export function SavedForLaterList({ list, page, pages }: { list: SavedForLater | null; page: number; pages: number }) {
  const site = useSite();
  const intl = useIntl();
  if (list === null || list.saveForLaterId === null || list.total === 0) {
    return (
      <section className="saved-for-later" aria-labelledby="saved-title">
        <h2 id="saved-title"><FormattedMessage id="savedForLater.title" /></h2>
        <p><FormattedMessage id="savedForLater.empty" /></p>
      </section>
    );
  }
  const saveForLaterId = list.saveForLaterId;
  return (
    <section className="saved-for-later" aria-labelledby="saved-title">
      <h2 id="saved-title"><FormattedMessage id="savedForLater.title" /></h2>
      <ul className="line-items" aria-label={intl.formatMessage({ id: 'savedForLater.items' })}>
        {list.items.map((item) => <SavedLine key={item.itemId} item={item} saveForLaterId={saveForLaterId} />)}
      </ul>
      <Pagination current={page} count={pages} hrefFor={(p) => (p <= 1 ? sitePath.cart(site) : `${sitePath.cart(site)}?saved=${p}`)} />
    </section>
  );
}

function SavedLine({ item, saveForLaterId }: { item: SavedForLaterItem; saveForLaterId: string }) {
  const site = useSite();
  const intl = useIntl();
  const fetcher = useFetcher<SavedActionData>();
  const actionData = useActionData<SavedActionData>();
  const fromPost = actionData !== undefined && !actionData.ok && actionData.itemId === item.itemId ? actionData : undefined;
  const result = fetcher.data ?? fromPost;
  const lineError = result !== undefined && !result.ok ? result.error : null;
  const busy = fetcher.state !== 'idle';
  const pending = fetcher.formData?.get('intent');
  const errorId = `saved-error-${item.itemId}`;
  return (
    <li className="line-item" aria-busy={busy}>
      <img src={item.image} alt="" width={88} height={88} />
      <div>
        <div className="line-item__head">
          <div>
            <Link to={item.pageUrl}><strong>{item.name}</strong></Link>
            <p className="line-item__meta">
              <FormattedMessage id="line.details" values={{ colour: item.colorName, size: item.size, qty: item.qty }} />
            </p>
            {!item.available && <p className="line-item__meta"><FormattedMessage id="product.stock.outOfStock" /></p>}
          </div>
          <strong>{formatMoney(item.price.current, item.price.currency, site.locale)}</strong>
        </div>
        <fetcher.Form method="post" className="line-item__actions" aria-describedby={lineError ? errorId : undefined}>
          <input type="hidden" name="itemId" value={item.itemId} />
          <input type="hidden" name="saveForLaterId" value={saveForLaterId} />
          <EnhancedField />
          <BusyButton busy={busy} intent="moveToCart" className="button button--secondary" label={intl.formatMessage({ id: 'savedForLater.moveToCart.label' }, { name: item.name })}>
            <FormattedMessage id="savedForLater.moveToCart" />
          </BusyButton>
          <BusyButton busy={busy} intent="removeSaved" className="button button--link" label={intl.formatMessage({ id: 'savedForLater.remove.label' }, { name: item.name })}>
            <FormattedMessage id="line.remove" />
          </BusyButton>
        </fetcher.Form>
        <div aria-live="polite" className="status-line">
          {busy ? <FormattedMessage id={pending === 'removeSaved' ? 'line.removing' : 'savedForLater.moving'} /> : ''}
        </div>
        {lineError && <p id={errorId} className="field__error" role="alert"><FormattedMessage id={lineError.id} values={lineError.values} /></p>}
      </div>
    </li>
  );
}
