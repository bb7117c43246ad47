import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { isServerTransition, type CartItem, type Flash } from '@switchback/core';
import { BusyButton } from '../forms/busy-button.component';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { DELIVERY_INTENT } from './delivery-intent';
import { pickupStorePath } from './pickup-store-paths';

/** The store picker dialog loads when it first opens (it needs JavaScript anyway: without it the link is its page). */
const PickupStoreDialog = lazy(() => import('./pickup-store.component').then((module) => ({ default: module.PickupStoreDialog })));

/** commerce-core §4 server transitions → their message (core `SERVER_TRANSITIONS` gives the type and level). */
export const TRANSITION_MESSAGES = {
  PickupToSth: 'fulfilment.transition.PickupToSth',
  PickupToSts: 'fulfilment.transition.PickupToSts',
  StsToSth: 'fulfilment.transition.StsToSth',
  StsToPickup: 'fulfilment.transition.StsToPickup',
  STHToPickup: 'fulfilment.transition.STHToPickup',
  OrderShippingMethodDowngraded: 'fulfilment.transition.OrderShippingMethodDowngraded',
} as const;

const INFO_TRANSITIONS = new Set(['StsToPickup', 'STHToPickup']);

/** The transition notices of one line (level item) or of the cart (level top: no itemId). */
export function TransitionNotices({ flash, itemId }: { flash: readonly Flash[]; itemId?: string }) {
  const notices = flash.filter((entry) => isServerTransition(entry.type) && (itemId === undefined ? entry.itemId === undefined : entry.itemId === itemId));
  return (
    <>
      {notices.map((entry, index) => (
        <p
          key={`${entry.type}-${index}`}
          className={`notice ${INFO_TRANSITIONS.has(entry.type) ? 'notice--info' : 'notice--error'}`}
          role={INFO_TRANSITIONS.has(entry.type) ? 'status' : 'alert'}
          data-transition={entry.type}
        >
          <FormattedMessage id={TRANSITION_MESSAGES[entry.type as keyof typeof TRANSITION_MESSAGES]} />
        </p>
      ))}
    </>
  );
}

/**
 * Issue 10: the per-line delivery choice of the cart: ship home, pick up at the store today, ship to the store, each
 * with its availability from the line's `shippingOptions` (the line's store, else the shopper's). A plain form (works
 * without JavaScript); with JavaScript a fetcher. "Change store" goes to the store finder.
 */
export function LineDelivery({ item }: { item: CartItem }) {
  const site = useSite();
  const intl = useIntl();
  const fetcher = useFetcher();
  const options = item.shippingOptions;
  if (options === undefined || options.applicableShippingMethods.length === 0) return null;
  const current = options.shippingMethod.code;
  const chosen = current === 'pickup' || current === 'sts' || current === 'pudo' ? current : 'home';
  const store = options.storeInfo?.name ?? null;
  const storeOf = (code: string) => options.applicableShippingMethods.find((c) => c.code === code)?.storeId ?? null;
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data as { ok: boolean; error?: { id: string; values?: Record<string, string | number> } } | undefined;
  const legendId = `delivery-${item.id}`;
  const labelOf = (code: string, deliveryTime: string | null): string => {
    const storeName = store ?? storeOf(code) ?? '';
    switch (code) {
      case 'home': return deliveryTime ? intl.formatMessage({ id: 'fulfilment.delivery.home' }, { time: deliveryTime }) : intl.formatMessage({ id: 'fulfilment.delivery.homeUntimed' });
      case 'pickup': return intl.formatMessage({ id: 'fulfilment.delivery.pickup' }, { store: storeName });
      case 'sts': return intl.formatMessage({ id: 'fulfilment.delivery.sts' }, { store: storeName, time: deliveryTime ?? '' });
      default: return intl.formatMessage({ id: 'fulfilment.delivery.pudo' }, { point: options.collectionPoint?.storeName ?? '' });
    }
  };
  const choices = options.applicableShippingMethods.filter((c) => c.code !== 'pudo' || chosen === 'pudo');
  const hasStore = choices.some((c) => c.storeId !== null);
  return (
    <fetcher.Form method="post" className="line-delivery" noValidate>
      <input type="hidden" name="itemId" value={item.id} />
      <EnhancedField />
      <fieldset aria-describedby={hasStore ? undefined : `${legendId}-nostore`}>
        <legend id={legendId}><FormattedMessage id="fulfilment.delivery.legend" /></legend>
        {choices.map((choice) => {
          const needsStore = (choice.code === 'pickup' || choice.code === 'sts') && choice.storeId === null;
          if (needsStore) return null;
          const label = labelOf(choice.code, choice.deliveryTime);
          const id = `delivery-${item.id}-${choice.code}`;
          return (
            <div key={choice.code} className="field field--radio">
              <input
                id={id}
                type="radio"
                name="delivery"
                value={choice.code}
                defaultChecked={choice.code === chosen}
                disabled={!choice.available && choice.code !== chosen}
              />
              <label htmlFor={id}>
                {choice.available ? label : intl.formatMessage({ id: 'fulfilment.delivery.unavailable' }, { option: label })}
              </label>
            </div>
          );
        })}
        {!hasStore && <p id={`${legendId}-nostore`} className="line-item__meta"><FormattedMessage id="fulfilment.delivery.noStore" /></p>}
      </fieldset>
      <BusyButton busy={busy} intent={DELIVERY_INTENT} className="button button--secondary"><FormattedMessage id="fulfilment.delivery.submit" /></BusyButton>
      {chosen === 'pickup' || chosen === 'sts'
        ? <ChangeStore item={item} />
        : <Link to={`/${site.id}/stores`}><FormattedMessage id="fulfilment.delivery.changeStore" /></Link>}
      {answer !== undefined && !answer.ok && answer.error !== undefined && (
        <p className="field__error" role="alert"><FormattedMessage id={answer.error.id} values={answer.error.values} /></p>
      )}
      <span aria-live="polite" className="status-line">{busy ? <FormattedMessage id="fulfilment.delivery.updating" /> : ''}</span>
    </fetcher.Form>
  );
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * §2 change store of a pickup or ship-to-store line: a link to the change-store page (the stores near mine with the
 * line's size in stock, then the confirmation); once hydrated the same in a dialog, focus back here on closing.
 */
export function ChangeStore({ item }: { item: CartItem }) {
  const site = useSite();
  const intl = useIntl();
  const opener = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const href = pickupStorePath(site.id, { product: item.productId, upc: item.upc, item: item.id });
  return (
    <>
      <Link ref={opener} to={href} data-testid="change-store"
        aria-label={intl.formatMessage({ id: 'fulfilment.store.changeNamed' }, { name: item.name, size: item.size })}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setOpen(true);
        }}>
        <FormattedMessage id="fulfilment.delivery.changeStore" />
      </Link>
      {open && (
        <Suspense fallback={null}>
          <PickupStoreDialog href={href} onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }} />
        </Suspense>
      )}
    </>
  );
}

/** §2 store changed: the notice after a line moved to another store (`?storeChanged=<itemId>`). */
export function StoreChangedNotice({ item }: { item: CartItem }) {
  const store = item.shippingOptions?.storeInfo?.name;
  const code = item.shippingOptions?.shippingMethod.code;
  if (store === undefined || (code !== 'pickup' && code !== 'sts')) return null;
  return (
    <p className="notice notice--ok" role="status" data-testid="store-changed" tabIndex={-1}>
      <FormattedMessage id={code === 'pickup' ? 'fulfilment.store.changedPickup' : 'fulfilment.store.changedSts'} values={{ store, size: item.size }} />
    </p>
  );
}
