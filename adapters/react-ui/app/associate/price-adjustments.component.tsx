import { useEffect, useRef } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, plainMoney, type Cart, type PriceAdjustment } from '@switchback/core';
import { useInStoreAssociate } from '../session/use-shopper';
import { useSite } from '../site/use-site';
import { ADJUSTMENT_NOTICE_PARAM, isSuccessNotice, loyaltyNoticeOf, loyaltyPath } from '../loyalty/loyalty-paths';

type AdjustableCart = Pick<Cart, 'items' | 'priceAdjustments' | 'totals'>;

/**
 * Associate mode (issue 9 §3): for the order and each line, the price adjustments with a form to change or remove
 * each, and one to add an amount or a percentage off with a reason. Shown only while an in-store associate is
 * connected; every form posts to the associate route, which comes back to this page with its outcome.
 */
export function PriceAdjustments({ cart }: { readonly cart: AdjustableCart }) {
  const inStore = useInStoreAssociate();
  const intl = useIntl();
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = loyaltyNoticeOf(params.get(ADJUSTMENT_NOTICE_PARAM));
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);
  if (inStore === null) return null;
  const back = new URLSearchParams(location.search);
  back.delete(ADJUSTMENT_NOTICE_PARAM);
  const redirectTo = `${location.pathname}${back.size === 0 ? '' : `?${back.toString()}`}`;
  const targets = [
    { itemId: null, label: intl.formatMessage({ id: 'priceAdjustment.order' }) },
    ...cart.items.filter((item) => !item.bonus).map((item) => ({ itemId: item.id, label: `${item.name} (${item.colorName}, ${item.size})` })),
  ];
  return (
    <section aria-labelledby="adjustments-title" className="price-adjustments" data-testid="price-adjustments">
      <h2 id="adjustments-title"><FormattedMessage id="priceAdjustment.title" /></h2>
      {notice !== null && (
        <p ref={noticeRef} tabIndex={-1} className={`notice ${isSuccessNotice(notice) ? 'notice--ok' : 'notice--error'}`}
          role={isSuccessNotice(notice) ? 'status' : 'alert'} data-testid="adjustment-notice">
          <FormattedMessage id={notice} />
        </p>
      )}
      {targets.map((target) => (
        <details key={target.itemId ?? 'order'} className="price-adjustments__target" open={cart.priceAdjustments.some((a) => a.itemId === target.itemId)}>
          <summary>{target.label}</summary>
          <ul className="plain-list">
            {cart.priceAdjustments.filter((adjustment) => adjustment.itemId === target.itemId).map((adjustment) => (
              <li key={adjustment.adjustmentId}>
                <AdjustmentForm adjustment={adjustment} itemId={target.itemId} currency={cart.totals.currency} redirectTo={redirectTo} />
              </li>
            ))}
          </ul>
          {/* Keyed by the adjustments' ids: once one is added, the form comes back empty (it is not remounted otherwise). */}
          <AdjustmentForm key={cart.priceAdjustments.map((a) => a.adjustmentId).join()} adjustment={null} itemId={target.itemId} currency={cart.totals.currency} redirectTo={redirectTo} />
        </details>
      ))}
    </section>
  );
}

/** One adjustment's form (change, remove), or the form to add one when `adjustment` is null. */
function AdjustmentForm({ adjustment, itemId, currency, redirectTo }: {
  readonly adjustment: PriceAdjustment | null; readonly itemId: string | null; readonly currency: string; readonly redirectTo: string;
}) {
  const site = useSite();
  const key = adjustment?.adjustmentId ?? `new-${itemId ?? 'order'}`;
  const shownValue = adjustment === null ? '' : adjustment.kind === 'AMOUNT_OFF' ? plainMoney(adjustment.value, currency) : String(adjustment.value);
  return (
    <Form method="post" action={loyaltyPath.priceAdjustment(site)} className="price-adjustments__form">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="itemId" value={itemId ?? ''} />
      {adjustment !== null && (
        <>
          <input type="hidden" name="adjustmentId" value={adjustment.adjustmentId} />
          <p className="price-adjustments__current">
            <FormattedMessage id="priceAdjustment.current" values={{ discount: formatMoney(adjustment.discount, currency, site.locale), reason: adjustment.reason, employee: adjustment.storeEmployeeId }} />
          </p>
        </>
      )}
      <label htmlFor={`kind-${key}`}><FormattedMessage id="priceAdjustment.kind" /></label>
      <select id={`kind-${key}`} name="kind" defaultValue={adjustment?.kind ?? 'AMOUNT_OFF'}>
        <FormattedMessage id="priceAdjustment.kind.amount">{(text) => <option value="AMOUNT_OFF">{text}</option>}</FormattedMessage>
        <FormattedMessage id="priceAdjustment.kind.percent">{(text) => <option value="PERCENT_OFF">{text}</option>}</FormattedMessage>
      </select>
      <label htmlFor={`value-${key}`}><FormattedMessage id="priceAdjustment.value" values={{ currency }} /></label>
      <input id={`value-${key}`} name="value" inputMode="decimal" required defaultValue={shownValue} pattern="\d{1,12}([.,]\d{1,3})?" />
      <label htmlFor={`reason-${key}`}><FormattedMessage id="priceAdjustment.reason" /></label>
      <input id={`reason-${key}`} name="reason" required minLength={3} maxLength={200} defaultValue={adjustment?.reason ?? ''} />
      {adjustment === null ? (
        <button type="submit" name="intent" value="add" className="button button--secondary"><FormattedMessage id="priceAdjustment.add" /></button>
      ) : (
        <>
          <button type="submit" name="intent" value="update" className="button button--secondary"><FormattedMessage id="priceAdjustment.update" /></button>
          <button type="submit" name="intent" value="remove" formNoValidate className="button button--danger"><FormattedMessage id="priceAdjustment.remove" /></button>
        </>
      )}
    </Form>
  );
}
