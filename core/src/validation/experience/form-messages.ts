/**
 * storefront-experience §5 generic messages, and the default texts of the other form rules. Where the spec does not
 * give the wording (length bounds, dates of birth, checkboxes), these are the product's default English texts.
 */
export const FORM_MESSAGES = {
  required: 'This field is required',
  pattern: (hint: string): string => `Value should match ${hint}`,
  sameAs: (other: string): string => `Value must be the same as ${other}`,
  phone: 'A valid phone number is required',
  email: 'Email is not valid',
  name: 'Name is not valid.',
  password: 'Password does not meet requirements.',
  minLength: (n: number): string => `Must be at least ${n} characters`,
  maxLength: (n: number): string => `Must be at most ${n} characters`,
  exactLength: (n: number): string => `Must be exactly ${n} characters`,
  oneOf: 'Please choose a value from the list',
  requiredCheckbox: 'Please tick this box to continue',
  birthDateInvalid: 'Please enter a valid date of birth',
  birthDateTooEarly: 'Please enter a later date of birth',
  birthDateTooYoung: (age: number): string => `You must be at least ${age} years old to sign up`,
  guestName: 'Please enter a valid guest name',
} as const;

/** A form that failed: field → message (only the fields that failed). */
export interface FormInvalid<K extends string> {
  readonly type: 'InvalidForm';
  readonly fields: Readonly<Partial<Record<K, string>>>;
}

/** Collects per-field messages; the first message of a field wins. */
export class FieldErrors<K extends string> {
  private readonly messages: Partial<Record<K, string>> = {};

  add(field: K, message: string | null): this {
    if (message !== null && this.messages[field] === undefined) this.messages[field] = message;
    return this;
  }

  get isEmpty(): boolean {
    return Object.keys(this.messages).length === 0;
  }

  toError(): FormInvalid<K> {
    return { type: 'InvalidForm', fields: { ...this.messages } };
  }
}
