import { cartFulfilmentNeeds, isPaymentComplete, type Cart, type ShippingMethodOption, type Site } from '@switchback/core';
import type { UiMessage, UiText } from '../errors/ui-message';
import type { ProvinceField } from './address-fields.component';
import type { CollectionPointSearch } from '../fulfilment/collection-point.server';

/** The checkout's steps in order: address and e-mail, method, billing address, card, then the summary. */
export const CHECKOUT_STEPS = ['shipping', 'method', 'billing', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The step the cart's state implies (§4 Checkout step): no shipping address → shipping; address but no method →
 * method; no billing address → billing; not paid for (core's isPaymentComplete: a card, or gift cards leaving nothing
 * to pay) → payment; else the summary. Reloading keeps the step.
 */
export function stepOf(cart: Cart, site?: Pick<Site, 'locale' | 'country'>): CheckoutStep {
  // Issue 10: the address and method only when a line goes home; the pickup contact (on the shipping step) when one is collected.
  const needs = site === undefined ? null : cartFulfilmentNeeds(cart.items, cart.pickupContact, site.locale, site.country);
  if (needs !== null && needs.missingContact.length > 0) return 'shipping';
  const home = needs === null || needs.home;
  if (home && (cart.shippingAddress === null || cart.customerEmail === null || cart.customerEmail === '')) return 'shipping';
  if (home && !cart.shippingMethods.applicableShippingMethods.some((method) => method.selected)) return 'method';
  if (cart.billingAddress === null) return 'billing';
  if (!isPaymentComplete(cart)) return 'payment';
  return 'summary';
}

/** The step shown: the one asked for (`?edit=`) if the shopper has reached it, else the one the cart implies. */
export function shownStep(cart: Cart, asked: string | null, site?: Pick<Site, 'locale' | 'country'>): CheckoutStep {
  const reached = stepOf(cart, site);
  const wanted = CHECKOUT_STEPS.find((step) => step === asked);
  return wanted !== undefined && CHECKOUT_STEPS.indexOf(wanted) <= CHECKOUT_STEPS.indexOf(reached) ? wanted : reached;
}

/** What an action answers when the shopper has to correct something: the messages and what was typed. */
export interface StepFailure {
  readonly step: CheckoutStep;
  readonly errors: Readonly<Record<string, UiText>>;
  readonly values: Readonly<Record<string, string>>;
  readonly error: UiMessage | null;
}

/** Everything a checkout step renders: the loader's data and the last refused submission of this step. */
export interface CheckoutView {
  readonly cart: Cart;
  readonly step: CheckoutStep;
  readonly methods: readonly ShippingMethodOption[] | null;
  readonly problem: UiText | null;
  readonly idempotencyKey: string | null;
  readonly countries: { readonly shipping: readonly string[]; readonly billing: readonly string[] };
  readonly provinces: { readonly shipping: ProvinceField; readonly billing: ProvinceField };
  readonly lines: { readonly shipping: readonly string[] | null; readonly billing: readonly string[] | null };
  readonly failure: StepFailure | null;
  /** Issue 10 §4: the shipping step's collection-point search (null: not offered, or another step). */
  readonly collectionPoints: CollectionPointSearch | null;
}
