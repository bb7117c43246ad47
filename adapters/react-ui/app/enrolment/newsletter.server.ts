import { validateNewsletterForm } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { formErrors } from '../auth/auth-form.server';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import type { NewsletterResult } from './newsletter-form.component';

/** Core's newsletter rule (§5), then the subscription; an API refusal is shown at its field or above the form (§8). */
export async function subscribeNewsletter(storefront: Storefront, form: FormData): Promise<{ result: NewsletterResult; status: number }> {
  const { email } = textFields(form, ['email']);
  const valid = validateNewsletterForm({ email, policy: form.get('policy') === 'on' });
  if (valid.isErr()) {
    const errors = formErrors(valid.error.fields);
    return { result: { ok: false, errors: { ...errors, ...(errors.policy ? { policy: { id: 'newsletter.errors.policy' } } : {}) }, error: null, values: { email } }, status: 400 };
  }
  const answered = await storefront.enrolment.subscribeNewsletter({ email: valid.value.email, policyAccepted: true });
  if (answered.isErr()) {
    const message = uiMessage(answered.error);
    const atField = message.placement === 'field' && message.field === 'email';
    return { result: { ok: false, errors: atField ? { email: message } : {}, error: atField ? null : message, values: { email } }, status: 400 };
  }
  return { result: { ok: true, alreadySubscribed: answered.value.alreadySubscribed }, status: 200 };
}
