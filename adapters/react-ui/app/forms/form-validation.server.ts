import type { z } from 'zod';
import { fieldError, type UiText } from '../errors/ui-message';

/** Field path (dotted, e.g. `shipping.postalCode`) → its message. Sent back to the same form with what was typed. */
export type FieldErrors = Readonly<Record<string, UiText>>;

export type FormValidation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldErrors };

/**
 * Validate a submitted form with the contract's own zod schema (on the server, in the route action), one message
 * per field; `prefix` names the group (`shipping` gives `shipping.postalCode`).
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown, prefix?: string): FormValidation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, UiText> = {};
  for (const issue of parsed.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.');
    const field = path || 'form';
    if (errors[field] === undefined) {
      const { id, values: messageValues } = fieldError(field);
      errors[field] = messageValues === undefined ? { id } : { id, values: messageValues };
    }
  }
  return { ok: false, errors };
}

/** A form's text fields: each named field as a string ('' when absent or not text). */
export function textFields<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    out[name] = typeof value === 'string' ? value : '';
  }
  return out;
}

/** Text values with blank optional fields left out, so the schema sees them as absent. */
export function withoutBlank<K extends string>(values: Readonly<Record<K, string>>, optional: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key];
    if (optional.includes(key) && value.trim() === '') continue;
    out[key] = value.trim();
  }
  return out;
}
