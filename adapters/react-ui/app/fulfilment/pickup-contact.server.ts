import { cartFulfilmentNeeds, type Cart, type Site } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiText } from '../errors/ui-message';

export type PickupContactOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: Readonly<Record<string, UiText>>; readonly values: Readonly<Record<string, string>>; readonly error: ReturnType<typeof uiMessage> | null };

const FIELDS = ['email', 'mobilePhone', 'contact'] as const;
const CONTACT_MESSAGES = { email: 'form.pickupContact.email', mobilePhone: 'form.pickupContact.mobilePhone', contact: 'form.pickupContact.contact' } as const;

/**
 * Issue 10: saves the pickup contact posted from checkout's shipping step. Every field the locale requires for the
 * cart's lines (core `cartFulfilmentNeeds`) must be there and valid, each refusal at its field.
 */
export async function runPickupContactIntent(storefront: Storefront, cart: Cart, site: Site, form: FormData): Promise<PickupContactOutcome> {
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()])) as Record<(typeof FIELDS)[number], string>;
  const given = { email: values.email || null, mobilePhone: values.mobilePhone || null, contact: values.contact || null };
  const needs = cartFulfilmentNeeds(cart.items, given, site.locale, site.country);
  if (needs.missingContact.length > 0) {
    const errors = Object.fromEntries(needs.missingContact.map((field) => [`pickupContact.${field}`, { id: CONTACT_MESSAGES[field] }]));
    return { ok: false, errors, values, error: null };
  }
  const saved = await storefront.fulfilment.setPickupContact(cart.basketId, given);
  if (saved.isOk()) return { ok: true };
  const message = uiMessage(saved.error);
  return message.placement === 'field' && message.field !== undefined
    ? { ok: false, errors: { [`pickupContact.${message.field}`]: message }, values, error: null }
    : { ok: false, errors: {}, values, error: message };
}
