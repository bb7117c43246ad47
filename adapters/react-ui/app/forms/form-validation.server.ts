import type { UiText } from '../errors/ui-message';

/** Field path (dotted, e.g. `shipping.postalCode`) → its message. Sent back to the same form with what was typed. */
export type FieldErrors = Readonly<Record<string, UiText>>;

/** A form's text fields: each named field as a string ('' when absent or not text). */
export function textFields<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === 'string' ? value : '';
  }
  return out;
}
