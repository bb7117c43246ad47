import { emailSchema, orderNumberSchema, type TrackOrderRequest } from '@switchback/core';
import type { UiText } from '../errors/ui-message';

/** What the tracking form asked for, or the messages of the fields to correct (keyed by field name). */
export type TrackForm =
  | { readonly ok: true; readonly request: TrackOrderRequest }
  | { readonly ok: false; readonly errors: Readonly<Record<string, UiText>> };

/**
 * The tracking form: an order number (as printed, any case, spaces around ignored) and the order's e-mail. A signed-in
 * consumer may leave the e-mail empty: the API then answers for their own orders only.
 */
export function readTrackForm(values: { readonly orderNumber: string; readonly email: string }, signedIn: boolean): TrackForm {
  const errors: Record<string, UiText> = {};
  const number = orderNumberSchema.safeParse(values.orderNumber.trim().toUpperCase());
  if (!number.success) errors.orderNumber = { id: values.orderNumber.trim() === '' ? 'orders.track.numberRequired' : 'orders.track.numberInvalid' };
  const typed = values.email.trim();
  const email = typed === '' ? null : emailSchema.safeParse(typed);
  if (email === null && !signedIn) errors.email = { id: 'orders.track.emailRequired' };
  if (email !== null && !email.success) errors.email = { id: 'form.email.invalid' };
  if (!number.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { orderNumber: number.data, ...(email?.success ? { email: email.data } : {}) } };
}
