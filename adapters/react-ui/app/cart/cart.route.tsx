import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useFetcher, useFetchers, useLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, hasErrorId, itemsByDelivery, maxQuantityOf, productPath, type Cart, type CartItem } from '@switchback/core';
import type { Route } from './+types/cart.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { EnhancedField } from '../forms/enhanced-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { readCart } from './read-cart.server';
import { sitePath, useSite } from '../site/use-site';
import { CartTotals } from './cart-totals.component';
import { SavedForLaterList } from './saved-for-later.component';
import { isSavedForLaterIntent, readSavedForLater, runSavedForLaterIntent } from './saved-for-later.server';
import { BusyButton } from '../forms/busy-button.component';
import { SpendBanner } from '../loyalty/spend-banner.component';
import { PriceAdjustments } from '../associate/price-adjustments.component';
import { CouponForm } from '../promotions/coupon-form.component';
import { isCouponIntent, runCouponIntent } from '../promotions/coupon.server';
import { LinePrice, LinePromotions } from '../promotions/line-promotions.component';
import { outcomeStatus, promotionOutcomeOf } from '../promotions/promotion-outcome';
import { ThresholdProgress } from '../promotions/threshold-progress.component';
import { flashNotices, noticeOf } from '../notices/notice';
import { rebuildCart } from '../notices/cart-recovery.server';
import { ItemNotices, NoticeList, ReloadAfter } from '../notices/notice-list.component';
import { ExpressButtons } from '../wallet/express-buttons.part';
import { LineDelivery, StoreChangedNotice, TransitionNotices } from '../fulfilment/line-delivery.component';
import { DeliveryGroups } from '../fulfilment/delivery-groups.component';
import { DELIVERY_INTENT } from '../fulfilment/delivery-intent';
import { QuickShopButton } from '../quickshop/quick-shop-button.component';
import { runDeliveryIntent } from '../fulfilment/delivery.server';
import { readMyStore } from '../stores/my-store.server';
import { RecommendationRails } from '../recommendations/recommendation-rails.part';
import { pack } from '../platform/packed-data';
import { cartPageRails } from '../recommendations/recommendations.server';

/** `/{locale}/cart`: lines with quantity change and removal, and the totals, rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  // Issue 12: the page's content, asked for beside its other data (none: the page as it was).
  const content = loadPageContent(storefront, storefront.site, args.request, { call: 'augmentedPage', key: 'cart' });
  const { cart, error, reloadAfterMs } = await readCart(storefront, await readMyStore(args.request));
  const saved = await readSavedForLater(storefront, new URL(args.request.url));
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, {
    cart,
    content: await content,
    error,
    // Issue 10 §8: INVALID_CUSTOMER reloads the page (JavaScript on) after this delay.
    reloadAfterMs: reloadAfterMs ?? null,
    saved,
    // Issue 10 §2 store changed: the line just moved to another store (the change-store page's redirect).
    storeChanged: new URL(args.request.url).searchParams.get('storeChanged'),
    meta: pageMeta(storefront.site, intl.formatMessage({ id: 'cart.title' }), intl.formatMessage({ id: 'cart.meta.description' })),
    // Issue 11: "You may also like", from the cart's products and never holding them.
    recommendations: pack(await cartPageRails(storefront, cart)),
  });
}

type LineResult = { readonly ok: true } | { readonly ok: false; readonly itemId: string | null; readonly error: UiMessage; readonly qty?: string };

/** Change a line's quantity or remove it (JavaScript on: per-line fetchers; off: form posts, then Post/Redirect/Get). */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const itemId = String(form.get('itemId') ?? '');
  const fail = (error: UiMessage, status = 400) => withCookies<LineResult>(storefront, { ok: false, itemId: itemId || null, error }, status);
  if (isSavedForLaterIntent(intent)) {
    const moved = await runSavedForLaterIntent(storefront, intent, form);
    if (moved.isErr()) return fail(uiMessage(moved.error), 409);
    if (!isEnhanced(form)) return redirectWithCookies(storefront, sitePath.cart(storefront.site));
    return withCookies<LineResult>(storefront, { ok: true });
  }
  const { cart, error } = await readCart(storefront);
  if (cart === null) return fail(error ?? uiMessage({ type: 'ApiError', errorId: 'CART_NOT_FOUND', kind: 'NotFound', statusCode: 404, message: '' }), 404);
  if (isCouponIntent(intent)) {
    // Issue 9: a coupon code entered or taken off; its message shows at the coupon input.
    const outcome = await runCouponIntent(storefront, cart.basketId, intent, form);
    if (outcome.ok && !isEnhanced(form)) return redirectWithCookies(storefront, sitePath.cart(storefront.site));
    return withCookies(storefront, outcome, outcomeStatus(outcome));
  }
  const item = cart.items.find((line) => line.id === itemId);
  if (item === undefined) return fail(uiMessage({ type: 'ApiError', errorId: 'ITEM_NOT_FOUND', kind: 'NotFound', statusCode: 404, message: '' }), 404);

  if (intent === DELIVERY_INTENT) {
    // Issue 10: the line's delivery choice (home, pickup, ship to store).
    const moved = await runDeliveryIntent(storefront, cart, item, form);
    if (!moved.ok) return fail(moved.error, 409);
    if (!isEnhanced(form)) return redirectWithCookies(storefront, sitePath.cart(storefront.site));
    return withCookies<LineResult>(storefront, { ok: true });
  }
  const max = maxQuantityOf(item.maxQty);
  const raw = String(form.get('qty') ?? '').trim();
  const qty = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (intent !== 'remove' && (!Number.isInteger(qty) || qty < 1 || qty > max)) {
    return withCookies<LineResult>(storefront, { ok: false, itemId, qty: raw, error: { id: 'cart.quantity.invalid', values: { max }, placement: 'field', field: 'qty', notFound: false } }, 400);
  }
  const change = (on: Cart) => {
    const line = on.items.find((candidate) => candidate.upc === item.upc && !candidate.bonus) ?? item;
    return intent === 'remove'
      ? storefront.carts.removeItem({ cartId: on.basketId, itemId: line.id, upc: line.upc })
      : storefront.carts.updateItem(on.basketId, { itemId: line.id, productId: line.productId, upc: line.upc, qty });
  };
  let result = await change(cart);
  // §8 CART_NOT_FOUND: the cart is rebuilt from the items shown and the change retried once.
  if (result.isErr() && hasErrorId(result.error, 'CART_NOT_FOUND')) {
    const rebuilt = await rebuildCart(storefront, cart);
    if (rebuilt.isOk()) result = await change(rebuilt.value);
  }
  if (result.isErr()) return fail(uiMessage(result.error), 409);
  if (!isEnhanced(form)) return redirectWithCookies(storefront, sitePath.cart(storefront.site));
  return withCookies<LineResult>(storefront, { ok: true });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { cart, error, saved, reloadAfterMs, storeChanged } = loaderData;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lineCount = cart?.items.length ?? 0;
  const previousLines = useRef(lineCount);
  // A removed line takes its focused button with it: focus goes to the page heading instead of the body.
  useEffect(() => {
    if (lineCount < previousLines.current && (document.activeElement === null || document.activeElement === document.body)) headingRef.current?.focus();
    previousLines.current = lineCount;
  }, [lineCount]);
  const topErrors = useTopErrors();
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}><FormattedMessage id="cart.title" /></h1>
      {/* §8: the page's top notices (the cart read, line actions, the cart's flash), with their type and level. */}
      <NoticeList notices={[
        ...(error ? [noticeOf(error, error.id)] : []), ...topErrors.map((message) => noticeOf(message, message.id)), ...(cart ? flashNotices(cart) : []),
      ]} />
      {reloadAfterMs !== null && <ReloadAfter afterMs={reloadAfterMs} />}
      {cart === null || cart.items.length === 0 ? (
        <div className="empty-state">
          <p><FormattedMessage id="cart.empty.title" /></p>
          <Link className="button" to={sitePath.home(site)}><FormattedMessage id="cart.continueShopping" /></Link>
        </div>
      ) : (
        <CartContents cart={cart} storeChanged={storeChanged} />
      )}
      {cart !== null && cart.items.length > 0 && <PriceAdjustments cart={cart} />}
      {saved !== null && <SavedForLaterList list={saved.list} page={saved.page} pages={saved.pages} />}
      <RecommendationRails rails={loaderData.recommendations} />
      <PageContent content={loaderData.content} placement="all" />
    </>
  );
}

/** §8: errors of a line's action that belong at the top of the page (not at an item or field). */
function useTopErrors(): UiMessage[] {
  const actionData = useActionData<typeof action>();
  const fromFetchers = useFetchers().flatMap((fetcher) => {
    const result = fetcher.data as LineResult | undefined;
    return result !== undefined && !result.ok && result.error.placement === 'top' ? [result.error] : [];
  });
  // A coupon's answer shows at the coupon input, wherever the mapper places it.
  const fromPost = actionData !== undefined && !('form' in actionData) && !actionData.ok && actionData.error.placement === 'top' ? [actionData.error] : [];
  return [...fromPost, ...fromFetchers];
}

function CartContents({ cart, storeChanged }: { cart: Cart; storeChanged: string | null }) {
  const site = useSite();
  const intl = useIntl();
  const shippingChosen = cart.shippingMethods.applicableShippingMethods.some((method) => method.selected);
  return (
    <div className="cart-layout">
      <div className="cart-lines">
        <ThresholdProgress promotions={cart.approachingPromotions} context="cart" currency={cart.currency} />
        <TransitionNotices flash={cart.flash} />
        {/* Issue 10 §4: the lines grouped by delivery, the pickup lines in pickup order. */}
        <DeliveryGroups groups={itemsByDelivery(cart.items)} label={intl.formatMessage({ id: 'cart.items' })} render={(items) => (
          <ul className="line-items" aria-label={intl.formatMessage({ id: 'cart.items' })}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} flash={cart.flash} storeChanged={item.id === storeChanged} />
            ))}
          </ul>
        )} />
      </div>
      <aside className="summary-box" aria-labelledby="summary-title">
        <h2 id="summary-title"><FormattedMessage id="cart.summary" /></h2>
        <SpendBanner banner={cart.spendBanner} />
        <CouponForm couponItems={cart.couponItems} approaching={cart.approachingPromotions} currency={cart.currency} />
        <CartTotals totals={cart.totals} shippingChosen={shippingChosen} money={{ orderPromotions: cart.orderPromotions, paymentInstruments: cart.payment_instruments }} />
        {/* A write, not a link (issue 7 §4): the checkout's 'begin' action applies EXPRESS for an eligible consumer. */}
        <Form method="post" action={sitePath.checkout(site)}>
          <button type="submit" name="intent" value="begin" className="button button--block"><FormattedMessage id="cart.checkout" /></button>
        </Form>
        {/* Issue 10 §3: the express wallets (JavaScript only). */}
        <ExpressButtons origin="cart" product={null} variantCanBeAdded={cart.items.length > 0} />
        <Link to={sitePath.home(site)}><FormattedMessage id="cart.continueShopping" /></Link>
      </aside>
    </div>
  );
}

function CartLine({ item, flash, storeChanged }: { item: CartItem; flash: Cart['flash']; storeChanged: boolean }) {
  const site = useSite();
  const intl = useIntl();
  const fetcher = useFetcher<typeof action>();
  const postData = useActionData<typeof action>();
  const actionData = postData !== undefined && promotionOutcomeOf(postData, 'coupon') === null ? (postData as LineResult) : undefined;
  const money = (minor: number) => formatMoney(minor, item.price.currency, site.locale);
  const qtyId = `qty-${item.id}`;
  const errorId = `line-error-${item.id}`;
  const busy = fetcher.state !== 'idle';
  const fromPost = actionData !== undefined && !actionData.ok && actionData.itemId === item.id ? actionData : undefined;
  const result = fetcher.data ?? fromPost;
  const lineError = result !== undefined && !result.ok && result.error.placement !== 'top' ? result.error : null;
  const qtyRef = useRef<HTMLInputElement>(null);
  // The first field in error takes the focus.
  useEffect(() => {
    if (fetcher.state === 'idle' && lineError?.field === 'qty') qtyRef.current?.focus();
  }, [fetcher.state, lineError]);
  const pendingIntent = fetcher.formData?.get('intent');
  const loaded = useLoaderData<typeof loader>();
  const canSaveForLater = loaded.saved !== null;
  // §8 flash entries at their line (partial or full stock, not available, max quantity, a required item).
  const lineFlash = loaded.cart === null ? [] : flashNotices(loaded.cart);

  return (
    <li className="line-item" id={`line-${item.id}`} aria-busy={busy}>
      <img src={item.image} alt="" width={88} height={88} />
      <div>
        <ItemNotices notices={lineFlash} itemId={item.id} />
        <div className="line-item__head">
          <div>
            <Link to={productPath(site.id, item.slug, item.productId)}>
              <strong>{item.name}</strong>
            </Link>
            <p className="line-item__meta">
              {item.bonus
                ? <FormattedMessage id="line.details" values={{ colour: item.colorName, size: item.size, qty: item.qty }} />
                : <FormattedMessage id="line.each" values={{ colour: item.colorName, size: item.size, price: money(item.price.current) }} />}
            </p>
          </div>
          <div>
            <span className="visually-hidden"><FormattedMessage id="line.total" /> </span>
            <LinePrice item={item} />
          </div>
        </div>
        <LinePromotions item={item} />
        <TransitionNotices flash={flash} itemId={item.id} />
        {storeChanged && <StoreChangedNotice item={item} />}
        {!item.bonus && <LineDelivery item={item} />}
        {/* A free gift (§3 bonus) is the promotion engine's: no quantity, no removal (§8 GWP_PRODUCT). */}
        {item.bonus ? (
          <p className="line-item__meta"><FormattedMessage id="promo.gift.locked" /></p>
        ) : (
        <fetcher.Form method="post" className="line-item__actions" noValidate>
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="currentQty" value={item.qty} />
          <EnhancedField />
          <div className="field">
            <label htmlFor={qtyId}><FormattedMessage id="line.quantity" /></label>
            <input
              ref={qtyRef}
              key={`${item.id}:${item.qty}`}
              id={qtyId}
              name="qty"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              defaultValue={fromPost?.qty ?? String(item.qty)}
              aria-invalid={lineError?.field === 'qty' ? true : undefined}
              aria-describedby={lineError ? errorId : undefined}
            />
          </div>
          <BusyButton busy={busy} intent="update" className="button button--secondary"><FormattedMessage id="line.update" /></BusyButton>
          <BusyButton busy={busy} intent="remove" className="button button--link" label={intl.formatMessage({ id: 'line.remove.label' }, { name: item.name })}>
            <FormattedMessage id="line.remove" />
          </BusyButton>
          {/* Issue 12: Edit opens the quick shop on this line (Update in cart); without JavaScript, its page. */}
          <QuickShopButton productId={item.productId} productName={item.name} lineId={item.id} className="button button--link"
            href={`/${site.id}/quick-shop/${item.productId}?line=${encodeURIComponent(item.id)}`}>
            <FormattedMessage id="quickShop.edit" />
          </QuickShopButton>
          {canSaveForLater && (
            <BusyButton busy={busy} intent="saveForLater" className="button button--link" label={intl.formatMessage({ id: 'line.saveForLater.label' }, { name: item.name })}>
              <FormattedMessage id="line.saveForLater" />
            </BusyButton>
          )}
        </fetcher.Form>
        )}
        <div aria-live="polite" className="status-line">
          {busy ? <FormattedMessage id={pendingIntent === 'remove' ? 'line.removing' : pendingIntent === 'saveForLater' ? 'line.saving' : 'line.updating'} /> : ''}
        </div>
        {lineError && (
          <p id={errorId} className="field__error" role="alert">
            <FormattedMessage id={lineError.id} values={lineError.values} />
          </p>
        )}
      </div>
    </li>
  );
}
