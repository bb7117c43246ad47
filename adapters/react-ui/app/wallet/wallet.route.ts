import { createCookie } from 'react-router';
import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { basketIdSchema, walletSheetError, type Cart, type Site, type WalletError, type WalletPolicy, type WalletSheetView } from '@switchback/core';
import type { Route } from './+types/wallet.route';
import type { Storefront } from '../composition-root.server';
import { storefrontOf } from '../site/route-helpers.server';
import { walletErrorMessage } from './wallet-error-message';
import { walletStepRequestSchema, type WalletSheetViewData, type WalletStepAnswer, type WalletStepRequest } from './wallet-sheet.protocol';

/**
 * The product page's wallet cart context (§4 "add the product if opened from a product page"): a cart of its own,
 * apart from the shopper's cart, its id in this cookie (its name starts `sb_cart_`: never forwarded to the API).
 * Cleared on every failure of that sheet and once its order is placed.
 */
const pdpCartCookie = (site: Site) =>
  createCookie(`sb_cart_wallet_pdp_${site.id.replace('-', '_')}`, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 });

/** §5 who may be shipped to (the store's country) and billed (the site's country list). */
const policyOf = (site: Site): WalletPolicy => ({ storeCountry: site.country, billingCountries: site.shipsTo });

const viewData = ({ cart, shippingMethods }: WalletSheetView): WalletSheetViewData => ({
  currency: cart.currency,
  total: cart.totals.total,
  remainingToPay: cart.totals.remainingToPay,
  shippingMethods: shippingMethods.map((method) => ({ code: method.code, label: method.label, price: method.price.amount, selected: method.selected })),
});

const failure = (error: WalletError): WalletStepAnswer => ({ ok: false, error, sheetError: walletSheetError(error), message: walletErrorMessage(error) });
const noCart: WalletError = { type: 'Unknown', message: 'no cart to pay' };

/** The shopper's main cart's coupon that applies now: what a product-page wallet carries over as the saved promo code. */
async function savedPromoCode(storefront: Storefront): Promise<string | null> {
  if (storefront.session.basketId === null) return null;
  const cart = await storefront.carts.get(storefront.session.basketId);
  return cart.isOk() ? (cart.value.couponItems.find((coupon) => coupon.status === 'APPLIED')?.code ?? null) : null;
}

/**
 * POST /{locale}/wallet: one step of the wallet payment sheet or the card provider's express sheet (storefront-experience
 * §4), asked by the sheet in the browser (JSON in, JSON out). The order of the steps is core's wallet sheet machine's,
 * run in the browser; the work of each is core's WalletSheetSteps, run here.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session, walletSteps } = storefront;
  const pdpCookie = pdpCartCookie(site);
  const setCookies: string[] = [];
  const answer = async (body: WalletStepAnswer, status = 200) => {
    const headers = await session.headers();
    for (const cookie of setCookies) headers.append('set-cookie', cookie);
    headers.set('cache-control', 'no-store');
    return Response.json(body, { status, headers });
  };
  const parsed = walletStepRequestSchema.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) return answer(failure({ type: 'Unknown', message: 'not a wallet step' }), 400);
  const request: WalletStepRequest = parsed.data;
  const pdpBasket = basketIdSchema.safeParse(await pdpCookie.parse(args.request.headers.get('cookie')));
  const clearPdp = async () => setCookies.push(await pdpCookie.serialize('', { maxAge: 0, secure: args.context.secure === true }));
  const basketOf = (): Result<string, WalletError> => {
    const id = request.origin === 'product-page' ? (pdpBasket.success ? pdpBasket.data : null) : session.basketId;
    return id === null ? err(noCart) : ok(id);
  };
  const respond = async <T>(result: ResultAsync<T, WalletError> | Result<T, WalletError>, success: (value: T) => WalletStepAnswer | Promise<WalletStepAnswer>) => {
    const settled = await result;
    if (settled.isErr()) {
      // §4 "For product-page wallets the cart context is cleared on every failure."
      if (request.origin === 'product-page') await clearPdp();
      return answer(failure(settled.error), 409);
    }
    return answer(await success(settled.value));
  };

  switch (request.intent) {
    case 'begin': {
      let basketId = session.basketId;
      if (request.origin === 'product-page') {
        const created = await storefront.carts.create();
        if (created.isErr()) return respond(err<Cart, WalletError>({ type: 'Unknown', message: created.error.message }), () => ({ ok: true, cleared: true }));
        basketId = created.value.basketId;
        setCookies.push(await pdpCookie.serialize(basketId, { secure: args.context.secure === true }));
      }
      if (basketId === null) return respond(err(noCart), () => ({ ok: true, cleared: true }));
      const validated = walletSteps.merchantValidation({
        origin: request.origin,
        basketId,
        product: request.product,
        savedPromoCode: request.origin === 'product-page' ? await savedPromoCode(storefront) : null,
        referer: args.request.headers.get('referer') ?? '',
        paymentMethodId: request.kind === 'express' ? 'CARD_PROVIDER_EXPRESS' : 'WALLET',
      });
      return respond(validated, (view) => ({ ok: true, view: viewData(view), sessionID: view.session.meta.sessionID }));
    }
    case 'contact':
      return respond(basketOf().asyncAndThen((id) => walletSteps.shippingContact(id, request.contact, policyOf(site))), (view) => ({ ok: true, view: viewData(view) }));
    case 'method':
      return respond(basketOf().asyncAndThen((id) => walletSteps.shippingMethod(id, request.identifier)), (view) => ({ ok: true, view: viewData(view) }));
    case 'authorize':
    case 'express-pay': {
      const placed = basketOf().asyncAndThen((id) => (request.intent === 'authorize'
        ? walletSteps.paymentAuthorized(id, { token: request.token, sessionID: request.sessionID, contacts: request.contacts }, policyOf(site))
        : walletSteps.cardProviderExpress(id, { paymentData: request.paymentData, contact: request.contact }, policyOf(site))));
      return respond(placed, async (order) => {
        // §4 "reset the cart": the cart that became the order is forgotten.
        if (request.origin === 'product-page') await clearPdp();
        else session.forgetCart();
        return { ok: true, orderNumber: order.orderNumber };
      });
    }
    case 'clear':
      if (request.origin === 'product-page') await clearPdp();
      return answer({ ok: true, cleared: true });
    default: {
      const unhandled: never = request;
      return unhandled;
    }
  }
}
