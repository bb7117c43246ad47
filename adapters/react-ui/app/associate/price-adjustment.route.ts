import { adjustmentIdSchema, parseMoney, priceAdjustmentRequestSchema, type CommerceError } from '@switchback/core';
import type { Route } from './+types/price-adjustment.route';
import { readCart } from '../cart/read-cart.server';
import { redirectWithCookies, storefrontOf } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { ADJUSTMENT_NOTICE_PARAM, type LoyaltyNotice } from '../loyalty/loyalty-paths';
import { backWithNotice } from '../loyalty/redirect-back.server';

/** A refusal of the API as the associate's notice (§8 PRC rows); anything else is the generic one. */
function refusalOf(error: CommerceError): LoyaltyNotice {
  if (error.type !== 'ApiError') return 'errors.unavailable';
  switch (error.errorId) {
    case 'PRICE_ADJUSTMENT_NOT_ALLOWED':
      return 'priceAdjustment.errors.notAllowed';
    case 'PRICE_ADJUSTMENT_NOT_FOUND':
      return 'priceAdjustment.errors.notFound';
    case 'INVALID_REQUEST':
      return 'priceAdjustment.invalid';
    case 'CART_NOT_FOUND':
      return 'errors.cartNotFound';
    default:
      return 'errors.unavailable';
  }
}

/** The value typed for a kind: a percentage is a whole number, an amount is read in the cart's currency (minor units). */
export function adjustmentValueOf(kind: string, raw: string, currency: string): number | null {
  if (kind === 'PERCENT_OFF') return /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : null;
  if (kind === 'AMOUNT_OFF') return parseMoney(raw, currency);
  return null;
}

/**
 * POST `/{locale}/associate/price-adjustment` (issue 9 §3, associate mode): intent=add (itemId, or none for the
 * order), update (adjustmentId) or remove (adjustmentId), with kind, value and reason; then back to `redirectTo`
 * (the cart) with the outcome. Refused here while no associate is connected; the API refuses anyone else too.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const form = await args.request.formData();
  const back = (notice: LoyaltyNotice) =>
    redirectWithCookies(storefront, backWithNotice(site, form.get('redirectTo'), sitePath.cart(site), ADJUSTMENT_NOTICE_PARAM, notice));
  if (session.shopper.inStore === null) return back('priceAdjustment.errors.notAllowed');
  const { cart } = await readCart(storefront);
  if (cart === null) return back('errors.cartNotFound');
  const intent = form.get('intent');
  const field = (name: string) => String(form.get(name) ?? '');

  if (intent === 'remove') {
    const id = adjustmentIdSchema.safeParse(field('adjustmentId'));
    if (!id.success) return back('priceAdjustment.errors.notFound');
    const removed = await storefront.promotions.removePriceAdjustment(cart.basketId, id.data);
    return back(removed.isOk() ? 'priceAdjustment.removed' : refusalOf(removed.error));
  }
  if (intent !== 'add' && intent !== 'update') return back('errors.invalidRequest');
  const kind = field('kind');
  const value = adjustmentValueOf(kind, field('value'), cart.totals.currency);
  const itemId = field('itemId');
  const request = priceAdjustmentRequestSchema.safeParse({ itemId: itemId === '' ? null : itemId, kind, value, reason: field('reason') });
  if (value === null || !request.success) return back('priceAdjustment.invalid');
  if (intent === 'add') {
    const added = await storefront.promotions.addPriceAdjustment(cart.basketId, request.data);
    return back(added.isOk() ? 'priceAdjustment.added' : refusalOf(added.error));
  }
  const id = adjustmentIdSchema.safeParse(field('adjustmentId'));
  if (!id.success) return back('priceAdjustment.errors.notFound');
  const { kind: newKind, value: newValue, reason } = request.data;
  const updated = await storefront.promotions.updatePriceAdjustment(cart.basketId, id.data, { kind: newKind, value: newValue, reason });
  return back(updated.isOk() ? 'priceAdjustment.updated' : refusalOf(updated.error));
}
