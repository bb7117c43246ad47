import { redirect } from 'react-router';
import { productIdSchema, productPath, storeIdSchema } from '@switchback/core';
import type { Route } from './+types/pickup-store.route';
import { readCart } from '../cart/read-cart.server';
import { uiMessage, type UiText } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { notFound } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { myStoreSetCookie, readMyStore } from '../stores/my-store.server';
import { storeView } from '../stores/store-finder.server';
import { PickupStorePanel, type PickupStoreData } from './pickup-store.component';
import { pickupSearchRequest, readPickupStoreQuery, storeFulfilment } from './pickup-store.server';

/**
 * `/{locale}/pickup-store?product=&upc=` (§2 pickup in store) and `…&item=` (§2 change store, with `&confirm=` its
 * confirmation): the stores near the shopper's store (or the postcode or town searched) with the size's stock. The
 * page without JavaScript; the product page's and the cart's dialogs load the same data.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const url = new URL(args.request.url);
  const query = readPickupStoreQuery(url);
  if (query.product === null) {
    // No size chosen (the product page's form sent without one): back to the product to choose it.
    const asked = productIdSchema.safeParse(url.searchParams.get('productId') ?? url.searchParams.get('product') ?? '');
    const product = asked.success ? await storefront.products.details(asked.data) : null;
    if (product?.isOk()) throw redirect(`${productPath(site.id, product.value.slug, product.value.id)}?pickup=size`);
    notFound();
  }
  const myStoreId = await readMyStore(args.request);
  const [details, siteStores, cartRead] = await Promise.all([
    storefront.products.details(query.product.productId),
    storefront.stores.siteStores(),
    query.itemId === null ? Promise.resolve(null) : readCart(storefront),
  ]);
  if (details.isErr()) notFound({ id: 'errors.productNotFound' });
  const variant = details.value.variants.find((v) => v.upc === query.product!.upc);
  if (variant === undefined) notFound({ id: 'errors.productNotFound' });
  const line = cartRead?.cart?.items.find((item) => item.id === query.itemId && item.upc === variant.upc) ?? null;
  if (query.itemId !== null && line === null) notFound({ id: 'fulfilment.store.lineGone' });
  const myStore = siteStores.isOk() ? siteStores.value.stores.find((s) => s.id === myStoreId) ?? null : null;
  const request = pickupSearchRequest(query, myStore);
  const found = request === null ? null : await storefront.stores.search(request);
  let error: UiText | null = null;
  let fieldError: UiText | null = null;
  if (found?.isErr()) {
    const message = uiMessage(found.error);
    if (message.placement === 'field') fieldError = { id: 'stores.finder.postcodeInvalid' };
    else error = message.values ? { id: message.id, values: message.values } : { id: message.id };
  }
  const qty = line?.qty ?? 1;
  const stores = found?.isOk()
    ? found.value.stores.map((store) => ({ ...storeView(store, site), fulfilment: storeFulfilment(store, qty) }))
    : null;
  const confirming = query.confirm === null ? null : stores?.find((store) => store.id === query.confirm && store.fulfilment !== null) ?? null;
  const intl = serverIntl(site);
  const payload: PickupStoreData = {
    meta: pageMeta(site, intl.formatMessage({ id: query.itemId === null ? 'fulfilment.store.pickupTitle' : 'fulfilment.store.changeTitle' }), details.value.name),
    product: {
      productId: details.value.id,
      upc: variant.upc,
      name: details.value.name,
      size: variant.size,
      color: details.value.colors.find((c) => c.code === variant.color)?.name ?? variant.color,
      back: `${productPath(site.id, details.value.slug, details.value.id)}?color=${encodeURIComponent(variant.color)}`,
    },
    itemId: line?.id ?? null,
    currentStoreId: line?.shippingOptions?.storeInfo?.id ?? null,
    q: query.q,
    around: query.term === null && myStore !== null ? myStore.name : null,
    stores,
    error,
    fieldError,
    myStoreId: myStore?.id ?? null,
    confirm: confirming?.fulfilment ? { id: confirming.id, name: confirming.name, fulfilment: confirming.fulfilment } : null,
  };
  return withCookies(storefront, payload);
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * POST `intent=pickup` (pickup in store: the size added for pickup at that store, which becomes the shopper's store;
 * back to the product page's "added" notice) or `intent=change` (change store confirmed: the line moves to the store,
 * picked up there or shipped to it; back to the cart's "store changed" notice). Post/Redirect/Get with or without
 * JavaScript; a refusal comes back as data the panel shows.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const form = await args.request.formData();
  const url = new URL(args.request.url);
  const query = readPickupStoreQuery(url);
  const storeId = storeIdSchema.safeParse(String(form.get('storeId') ?? ''));
  const fail = (error: UiText, status = 400) => withCookies(storefront, { error }, status);
  if (query.product === null || !storeId.success) return fail({ id: 'errors.invalidRequest' });
  const { productId, upc } = query.product;
  const siteStores = await storefront.stores.siteStores();
  const store = siteStores.isOk() ? siteStores.value.stores.find((s) => s.id === storeId.data) : undefined;
  if (store === undefined) return fail({ id: 'stores.errors.notFound' }, 404);
  // The session's cookies are read after the write (a new cart sets its id), with "my store" beside them.
  const redirectTo = async (path: string) => {
    const headers = await storefront.session.headers();
    headers.append('set-cookie', await myStoreSetCookie(store.id, args.context.secure === true));
    return redirect(path, { headers });
  };
  if (form.get('intent') === 'change') {
    const { cart } = await readCart(storefront);
    const line = cart?.items.find((item) => item.id === query.itemId && item.upc === upc);
    if (cart === null || line === undefined) return fail({ id: 'fulfilment.store.lineGone' }, 404);
    const near = await storefront.stores.search({ latitude: store.latitude, longitude: store.longitude, productId, upc, limit: 5 });
    const there = near.isOk() ? near.value.stores.find((s) => s.id === store.id) : undefined;
    const how = there === undefined ? null : storeFulfilment(there, line.qty);
    if (how === null) return fail({ id: 'stores.errors.pickupUnavailable' }, 409);
    const moved = await storefront.carts.updateItem(cart.basketId, { itemId: line.id, productId, upc, qty: line.qty, storeId: store.id }, { action: how });
    if (moved.isErr()) return fail(uiMessage(moved.error), 409);
    return redirectTo(`/${site.id}/cart?storeChanged=${encodeURIComponent(line.id)}#line-${encodeURIComponent(line.id)}`);
  }
  const added = await storefront.addToCart.run({ productId, upc, qty: 1, storeId: store.id });
  if (added.isErr()) {
    const message = uiMessage(added.error);
    return fail(message.values ? { id: message.id, values: message.values } : { id: message.id }, 409);
  }
  const details = await storefront.products.details(productId);
  const variant = details.isOk() ? details.value.variants.find((v) => v.upc === upc) : undefined;
  const back = details.isOk() ? productPath(site.id, details.value.slug, details.value.id) : `/${site.id}/cart`;
  const search = new URLSearchParams({ color: variant?.color ?? '', added: upc }).toString();
  return redirectTo(`${back}?${search}`);
}

export default function PickupStorePage({ loaderData }: Route.ComponentProps) {
  return <PickupStorePanel data={loaderData} mode="page" />;
}
