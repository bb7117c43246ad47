import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import {
  contactUsRequestSchema, warrantyRequestSchema, type CommerceError, type ContactUsRequest, type WarrantyRequest,
} from '@switchback/core';
import { uiMessage, type UiText } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { recaptchaField } from '../auth/bot-defence.server';
import { topicOf } from './support-paths';

/** What a support action answers when its form must be shown again: field errors, a top error, what was typed. */
export interface SupportFormResult {
  readonly ok: false;
  readonly errors: Readonly<Record<string, UiText>>;
  readonly error: UiText | null;
  readonly values: Readonly<Record<string, string>>;
}

/** The catalogue message of each form field in error. */
const FIELD_MESSAGE: Readonly<Record<string, string>> = {
  email: 'form.email.invalid',
  firstName: 'form.firstName.invalid',
  lastName: 'form.lastName.invalid',
  topic: 'support.errors.topic',
  orderNumber: 'support.errors.orderNumber',
  message: 'support.errors.message',
  upc: 'support.errors.product',
  description: 'support.errors.description',
};

/** A contract field → the form's field (the category and the subject are one `<select>`: `topic`). */
const formFieldOf = (field: string): string => {
  const first = field.split('.')[0] ?? field;
  return first === 'categoryId' || first === 'subjectId' ? 'topic' : first;
};

/** The first problem of each field, as the field's message; a problem with no field of the form goes on top. */
function invalid(issues: readonly z.core.$ZodIssue[], values: Record<string, string>): SupportFormResult {
  const errors: Record<string, UiText> = {};
  let error: UiText | null = null;
  for (const issue of issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    const id = FIELD_MESSAGE[field];
    if (id === undefined) error ??= { id: 'errors.invalidRequest' };
    else errors[field] ??= { id };
  }
  return { ok: false, errors, error, values };
}

/** An order number as typed (spaces around it, lower case) → as the API writes it; empty stays empty. */
const orderNumberAsTyped = (value: string): string => value.trim().toUpperCase();

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'topic', 'orderNumber', 'message'] as const;

/** What was typed in the contact form (to show it again). */
export const contactFormValues = (form: FormData): Record<string, string> => textFields(form, CONTACT_FIELDS);

/** The contact form → the contactUs request (core's contract schema parses it: one rule for the form and the API). */
export function parseContactForm(form: FormData): Result<ContactUsRequest, SupportFormResult> {
  const values = textFields(form, CONTACT_FIELDS);
  const orderNumber = orderNumberAsTyped(values.orderNumber);
  const parsed = contactUsRequestSchema.safeParse({
    firstName: values.firstName, lastName: values.lastName, email: values.email, ...topicOf(values.topic),
    message: values.message, ...(orderNumber === '' ? {} : { orderNumber }), ...recaptchaField(form),
  });
  return parsed.success ? ok(parsed.data) : err(invalid(parsed.error.issues, { ...values, orderNumber }));
}

const FIND_FIELDS = ['orderNumber', 'email', 'firstName', 'lastName'] as const;
const findSchema = warrantyRequestSchema.pick({ orderNumber: true, email: true, firstName: true, lastName: true });

/** Warranty step 1: whose order (number, e-mail) and who claims (names). */
export function parseWarrantyFind(form: FormData): Result<z.output<typeof findSchema>, SupportFormResult> {
  const values = textFields(form, FIND_FIELDS);
  const typed = { ...values, orderNumber: orderNumberAsTyped(values.orderNumber) };
  const parsed = findSchema.safeParse(typed);
  return parsed.success ? ok(parsed.data) : err(invalid(parsed.error.issues, typed));
}

const CLAIM_FIELDS = [...FIND_FIELDS, 'upc', 'description'] as const;

/** Warranty step 2: step 1's answers (carried in the form) with the chosen line and the defect. */
export function parseWarrantyClaim(form: FormData): Result<WarrantyRequest, SupportFormResult> {
  const values = textFields(form, CLAIM_FIELDS);
  const typed = { ...values, orderNumber: orderNumberAsTyped(values.orderNumber) };
  const parsed = warrantyRequestSchema.safeParse({ ...typed, ...recaptchaField(form) });
  return parsed.success ? ok(parsed.data) : err(invalid(parsed.error.issues, typed));
}

/** An API refusal, through the storefront's one mapping (ui-message.ts): at its field when the form has it, else on top. */
export function refused(error: CommerceError, values: Readonly<Record<string, string>>): SupportFormResult {
  const message = uiMessage(error);
  const field = message.placement === 'field' && message.field !== undefined ? formFieldOf(message.field) : undefined;
  const id = field === undefined ? undefined : FIELD_MESSAGE[field];
  if (field !== undefined && id !== undefined) return { ok: false, errors: { [field]: { id } }, error: null, values };
  return { ok: false, errors: {}, error: message.values ? { id: message.id, values: message.values } : { id: message.id }, values };
}
