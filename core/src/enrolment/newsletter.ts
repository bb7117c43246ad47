import { err, ok, type Result } from 'neverthrow';
import { emailFormat, firstFailure, requiredText } from '../validation/experience/field-checks';
import { FieldErrors, FORM_MESSAGES, type FormInvalid } from '../validation/experience/form-messages';

export interface NewsletterForm {
  readonly email: string;
  readonly policy: boolean;
}

/** §5 "Newsletter: Email required and valid; policy checkbox required." */
export function validateNewsletterForm(form: NewsletterForm): Result<NewsletterForm, FormInvalid<keyof NewsletterForm>> {
  const errors = new FieldErrors<keyof NewsletterForm>()
    .add('email', firstFailure(form.email, [requiredText, emailFormat]))
    .add('policy', form.policy ? null : FORM_MESSAGES.requiredCheckbox);
  return errors.isEmpty ? ok({ email: form.email.trim(), policy: true }) : err(errors.toError());
}

export type NewsletterState =
  | { readonly status: 'Form' }
  | { readonly status: 'Submitting' }
  /** `fromProfile`: the shopper was already subscribed when the form loaded (dynamic feature). */
  | { readonly status: 'Subscribed'; readonly fromProfile: boolean }
  | { readonly status: 'Failed'; readonly message: string };

export type NewsletterEvent =
  | { readonly type: 'Submit' }
  | { readonly type: 'Succeeded' }
  | { readonly type: 'Failed'; readonly message: string }
  | { readonly type: 'RouteChanged' };

/**
 * §4 "If the shopper is already subscribed (dynamic feature), the success heading shows and the form is hidden."
 */
export const initialNewsletter = (input: { alreadySubscribed: boolean; dynamicFeature: boolean }): NewsletterState =>
  input.alreadySubscribed && input.dynamicFeature ? { status: 'Subscribed', fromProfile: true } : { status: 'Form' };

/** The form shows unless the success heading does. */
export const newsletterFormVisible = (state: NewsletterState): boolean => state.status !== 'Subscribed';

/**
 * §4 "Newsletter: Submit, success message. The form resets on route change." §8 "the error message is shown."
 * A shopper found already subscribed keeps the success heading across routes.
 */
export function newsletterTransition(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'Submit':
      return state.status === 'Form' || state.status === 'Failed' ? { status: 'Submitting' } : state;
    case 'Succeeded':
      return state.status === 'Submitting' ? { status: 'Subscribed', fromProfile: false } : state;
    case 'Failed':
      return state.status === 'Submitting' ? { status: 'Failed', message: event.message } : state;
    case 'RouteChanged':
      return state.status === 'Subscribed' && state.fromProfile ? state : { status: 'Form' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
