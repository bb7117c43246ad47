import {
  checkoutFlow, orderNumberSchema, startCheckoutFlow, threeDsAuthorisationIdSchema, type CheckoutFlowEffect, type CheckoutFlowState,
  type Flash, type Order,
} from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { sitePath } from '../site/use-site';

/**
 * Issue 10 §3, commerce-core §4: the three-ds part of checkout, driven by core's checkout flow machine
 * (`checkoutFlow`): PlaceOrderRequested → OrderPlaced (flash PaymentNotAuthorized) → the three-ds challenge dialog →
 * ThreeDsCompleted → patchOrder → OrderPatched (confirmation) or PatchFailed (billing, the authentication error, a
 * new cart). The storefront runs the effects the machine answers; it decides none of the moves itself.
 */

const GUEST_FLOW = { loggedIn: false, hasSavedMainCard: false, hasDefaultAddress: false, hasPickupContact: false } as const;

/** The flow at the summary, Place order pressed (what the Place order form's action runs from). */
function placingFlow(): CheckoutFlowState {
  const start = startCheckoutFlow(GUEST_FLOW);
  const atSummary: CheckoutFlowState = { ...start, checkout: { step: 'summary', shippingComplete: true, billingComplete: true, lastOrderNumber: null } };
  return checkoutFlow(atSummary, { type: 'PlaceOrderRequested', legalAcceptanceRequired: false }).state;
}

/** The flow in the challenge of `orderNumber` (what the dialog and the bank page's return run from). */
export function challengeFlow(orderNumber: string): CheckoutFlowState {
  return checkoutFlow(placingFlow(), { type: 'OrderPlaced', orderNumber, flash: [{ type: 'PaymentNotAuthorized', message: '' }] }).state;
}

/** Where the checkout goes once an order is placed: the confirmation, or the three-ds challenge dialog. */
export type PlacedNext =
  | { readonly type: 'confirmation'; readonly orderNumber: string }
  | { readonly type: 'challenge'; readonly orderNumber: string; readonly authorisationId: string };

/** Runs OrderPlaced through the machine: its openDialog effect is the challenge, its navigate effect the confirmation. */
export function afterPlaced(order: Order, flash: readonly Flash[]): PlacedNext {
  const { effects } = checkoutFlow(placingFlow(), { type: 'OrderPlaced', orderNumber: order.orderNumber, flash });
  const dialog = effects.find((effect): effect is Extract<CheckoutFlowEffect, { type: 'openDialog' }> => effect.type === 'openDialog');
  const challengeUrl = flash.find((f) => f.type === 'PaymentNotAuthorized')?.challengeUrl;
  const authorisationId = challengeUrl === undefined ? undefined : decodeURIComponent(challengeUrl.split('/').at(-1) ?? '');
  if (dialog !== undefined && authorisationId !== undefined && threeDsAuthorisationIdSchema.safeParse(authorisationId).success) {
    return { type: 'challenge', orderNumber: dialog.orderNumber, authorisationId };
  }
  return { type: 'confirmation', orderNumber: order.orderNumber };
}

/** The checkout URL that shows the three-ds challenge dialog of an order (server-rendered: it works without JavaScript). */
export const challengeDialogPath = (site: Storefront['site'], next: { orderNumber: string; authorisationId: string }): string =>
  `${sitePath.checkout(site)}?threeDs=${encodeURIComponent(next.orderNumber)}&challenge=${encodeURIComponent(next.authorisationId)}`;

/** The sandbox bank's page of a challenge (a route of this storefront). */
export const bankPagePath = (site: Storefront['site'], next: { orderNumber: string; authorisationId: string }): string =>
  `/${site.id}/sandbox/three-ds/${encodeURIComponent(next.authorisationId)}?order=${encodeURIComponent(next.orderNumber)}`;

/** The challenge the checkout URL names, when both parts are well formed. */
export function challengeOf(url: URL): { orderNumber: string; authorisationId: string } | null {
  const orderNumber = orderNumberSchema.safeParse(url.searchParams.get('threeDs') ?? url.searchParams.get('order'));
  const authorisationId = threeDsAuthorisationIdSchema.safeParse(url.searchParams.get('challenge'));
  return orderNumber.success && authorisationId.success ? { orderNumber: orderNumber.data, authorisationId: authorisationId.data } : null;
}

/** The challenge a three-ds dialog form names (its hidden orderNumber and challenge). */
export function challengeOfForm(form: FormData): { orderNumber: string; authorisationId: string } | null {
  const orderNumber = orderNumberSchema.safeParse(form.get('orderNumber'));
  const authorisationId = threeDsAuthorisationIdSchema.safeParse(form.get('challenge'));
  return orderNumber.success && authorisationId.success ? { orderNumber: orderNumber.data, authorisationId: authorisationId.data } : null;
}

export type ThreeDsOutcome = { readonly type: 'placed'; readonly orderNumber: string } | { readonly type: 'failed' };

/**
 * The bank answered (ThreeDsCompleted with its result): the machine's patchOrder effect patches the order. OrderPatched
 * → the confirmation; PatchFailed → its effects: the order was reset by the API (resetOrder), and createCart: a new
 * cart with the same items, addresses and method, so the shopper is back at billing with the authentication error.
 */
export async function completeThreeDs(storefront: Storefront, orderNumber: string, threeDS2Result: string): Promise<ThreeDsOutcome> {
  const completed = checkoutFlow(challengeFlow(orderNumber), { type: 'ThreeDsCompleted', threeDS2Result });
  const patch = completed.effects.find((effect): effect is Extract<CheckoutFlowEffect, { type: 'patchOrder' }> => effect.type === 'patchOrder');
  if (patch === undefined) return { type: 'failed' };
  const patched = await storefront.authenticateOrder.run(patch.orderNumber, patch.threeDS2Result);
  const settled = checkoutFlow(completed.state, patched.isOk() ? { type: 'OrderPatched' } : { type: 'PatchFailed' });
  if (settled.effects.some((effect) => effect.type === 'navigate')) return { type: 'placed', orderNumber };
  if (settled.effects.some((effect) => effect.type === 'createCart')) await recreateCart(storefront, orderNumber);
  return { type: 'failed' };
}

/** The shopper cancelled the bank's page (ThreeDsFailed): the order is reset by a failed result, and a new cart made. */
export async function abandonThreeDs(storefront: Storefront, orderNumber: string, authorisationId: string): Promise<void> {
  const failed = await storefront.threeDsBank.challenge(authorisationId, { decision: 'fail' });
  if (failed.isOk()) await completeThreeDs(storefront, orderNumber, failed.value.threeDS2Result);
}

/** §4 "a new cart is created": the reset order's lines, addresses and shipping method on a fresh cart. */
async function recreateCart(storefront: Storefront, orderNumber: string): Promise<void> {
  const order = await storefront.checkout.order(orderNumber);
  if (order.isErr()) return;
  storefront.session.forgetCart();
  let basketId: string | null = null;
  for (const item of order.value.items) {
    const added = await storefront.addToCart.run({ productId: item.productId, upc: item.upc, qty: item.qty });
    if (added.isOk()) basketId = added.value.basketId;
  }
  if (basketId === null) return;
  const { shippingAddress, billingAddress, customerEmail } = order.value;
  const addressInput = ({ id: _id, approachType: _type, ...input }: typeof billingAddress) => input;
  // A pickup-only order has no shipping address (issue 10): its new cart needs none either.
  if (shippingAddress !== null) await storefront.setShippingAddress.run(basketId, { address: addressInput(shippingAddress), email: customerEmail });
  const method = order.value.shipments[0]?.shippingMethod;
  if (method !== undefined) await storefront.selectShippingMethod.run(basketId, method);
  await storefront.setBillingAddress.run(basketId, addressInput(billingAddress));
}
