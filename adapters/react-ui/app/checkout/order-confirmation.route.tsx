import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { readLastOrder, type Order } from '@switchback/core';
import type { Route } from './+types/order-confirmation.route';
import { useStorefront } from '../storefront.context';
import { DEFAULT_SITE, siteFromSegment, sitePath } from '../site/site';
import { LineItemList } from '../cart/line-item-list.component';
import { CartTotals } from '../cart/cart-totals.component';
import { AddressBlock } from './address-block.component';

export const meta: Route.MetaFunction = () => [{ title: 'Order confirmed | Switchback' }];

type Loaded = { readonly type: 'loading' } | { readonly type: 'none' } | { readonly type: 'order'; readonly order: Order };

/** `/{locale}/order-confirmation`: the last order placed on this device, read back from browser storage (§4). */
export default function OrderConfirmation() {
  const site = siteFromSegment(useParams().locale) ?? DEFAULT_SITE;
  const storefront = useStorefront();
  const [state, setState] = useState<Loaded>({ type: 'loading' });

  useEffect(() => {
    if (storefront === null) return;
    let cancelled = false;
    void readLastOrder(storefront.store).then((result) => {
      if (cancelled) return;
      const order = result.isOk() ? result.value : null;
      setState(order === null ? { type: 'none' } : { type: 'order', order });
    });
    return () => {
      cancelled = true;
    };
  }, [storefront]);

  if (state.type === 'loading') {
    return (
      <p className="status-line" role="status">
        <span className="spinner" aria-hidden="true" /> Loading your order…
      </p>
    );
  }
  if (state.type === 'none') {
    return (
      <div className="empty-state">
        <h1>No recent order</h1>
        <p>We could not find an order placed from this browser.</p>
        <Link className="button" to={sitePath.home(site)}>Start shopping</Link>
      </div>
    );
  }
  const { order } = state;
  return (
    <section aria-labelledby="confirmation-title">
      <p className="notice notice--ok" role="status">Thank you! Your order has been placed.</p>
      <h1 id="confirmation-title">Order confirmed</h1>
      <p>
        Order number <span className="order-number" data-testid="order-number">{order.orderNumber}</span>
      </p>
      <p>A confirmation will be sent to {order.customerEmail}.</p>
      <div className="cart-layout">
        <LineItemList site={site} items={order.items} label="Ordered items" />
        <aside className="summary-box" aria-label="Order total">
          <CartTotals site={site} totals={order.totals} />
          <div>
            <h2>Shipping to</h2>
            <AddressBlock address={order.shippingAddress} />
          </div>
          <Link className="button button--secondary button--block" to={sitePath.home(site)}>Continue shopping</Link>
        </aside>
      </div>
    </section>
  );
}
