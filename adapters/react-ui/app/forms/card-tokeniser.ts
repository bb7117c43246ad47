import { useEffect, type RefObject } from 'react';
import type { UiText } from '../errors/ui-message';

/**
 * Card entry in the browser, shared by the checkout's card step and the account's "save a card": the number goes from
 * the browser to the sandbox provider's tokeniser only (same origin, with the shopper's session cookie); the route
 * action then receives the token, never the number. The tokeniser's field names map to the form's card fields.
 */
export type CardKey = 'number' | 'expiry' | 'cvc' | 'holder';

/** The tokeniser names its fields `number`, `expiry`, `cvc`, `holder`: each maps to the form's card field and message. */
export const CARD_FIELD_ERRORS: Readonly<Record<CardKey, string>> = {
  number: 'form.cardNumber.invalid',
  expiry: 'form.cardExpiry.invalid',
  cvc: 'form.cardCvc.invalid',
  holder: 'form.cardHolder.invalid',
};
const isCardKey = (key: string): key is CardKey => Object.prototype.hasOwnProperty.call(CARD_FIELD_ERRORS, key);

export type CardState =
  | { readonly type: 'idle' }
  | { readonly type: 'tokenising' }
  | { readonly type: 'failed'; readonly errors: Partial<Record<CardKey, UiText>>; readonly top: UiText | null };

export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

/** `12/30` from `1230` or `12 / 30`, as the shopper types. */
export function normaliseExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 4 && !raw.includes('/')) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return raw.replace(/\s+/g, '');
}

/** The field a tokeniser error names (`number`, `body.number`, `card.number` …), as one of the card fields. */
export function cardFieldOf(field: unknown): CardKey | null {
  if (typeof field !== 'string') return null;
  const last = field.split('.').pop() ?? '';
  return isCardKey(last) ? last : null;
}

/** The card fields of a form whose inputs have the ids `{prefix}-number`, `-expiry`, `-cvc`, `-holder`, as typed. */
export function readCard(form: HTMLFormElement, prefix: string): CardInput {
  const read = (key: CardKey) => form.querySelector<HTMLInputElement>(`#${prefix}-${key}`)?.value ?? '';
  return { number: read('number').replace(/[\s-]/g, ''), expiry: normaliseExpiry(read('expiry')), cvc: read('cvc').trim(), holder: read('holder').trim() };
}

/**
 * Sends the card to the tokeniser: its token, or the failure as the form shows it (each named field's message, else
 * one at the top: too many attempts, `declined` for a 402 when the caller has its own message, else not accepted).
 */
export async function tokeniseCard(
  card: CardInput,
  messages: { readonly declined?: string } = {},
): Promise<{ readonly type: 'token'; readonly token: string } | Extract<CardState, { type: 'failed' }>> {
  let answer: Response;
  try {
    answer = await fetch('/api/sandbox-payments/v1/tokens', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
    });
  } catch {
    return { type: 'failed', errors: {}, top: { id: 'errors.network' } };
  }
  const body: unknown = await answer.json().catch(() => null);
  if (answer.ok && typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') return { type: 'token', token: body.token };
  const details = typeof body === 'object' && body !== null && 'errorDetails' in body && Array.isArray(body.errorDetails) ? (body.errorDetails as unknown[]) : [];
  const errors: Partial<Record<CardKey, UiText>> = {};
  let top: UiText | null = null;
  for (const detail of details) {
    const field = typeof detail === 'object' && detail !== null && 'field' in detail ? cardFieldOf(detail.field) : null;
    if (field !== null) errors[field] ??= { id: CARD_FIELD_ERRORS[field] };
    else top = { id: answer.status === 429 ? 'errors.tooManyAttempts' : answer.status === 402 && messages.declined !== undefined ? messages.declined : 'errors.cardNotAccepted' };
  }
  if (Object.keys(errors).length === 0 && top === null) top = { id: 'errors.cardNotAccepted' };
  return { type: 'failed', errors, top };
}

/** A refused card: focus goes to the first field in error, else to the message. */
export function useFocusOnCardFailure(formRef: RefObject<HTMLFormElement | null>, state: CardState): void {
  useEffect(() => {
    if (state.type !== 'failed') return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [formRef, state]);
}
