import type { z } from 'zod';
import { fieldMessage } from '../errors/ui-message';

/** Field path (dotted) → the first message for that field. */
export type FieldErrors = Readonly<Record<string, string>>;

export type FormValidation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldErrors };

/**
 * Validate a form's values with the contract's own zod schema before any call, collecting one clear message
 * per field; `prefix` names the group (`card` gives `card.number`).
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown, prefix?: string): FormValidation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.');
    const field = path || 'form';
    errors[field] ??= fieldMessage(field, issue.message);
  }
  return { ok: false, errors };
}

/** Form text values with blank optional fields left out, so the schema sees them as absent. */
export function withoutBlank<K extends string>(values: Readonly<Record<K, string>>, optional: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const value = values[key];
    if (optional.includes(key) && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}

/** Move focus to the first field marked invalid inside a form, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
