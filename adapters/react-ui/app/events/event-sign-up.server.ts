import { eventSignUpStart, validateEventJoinForm, type EnrolmentEvent } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiText } from '../errors/ui-message';
import { signInWithForm, signUpAndSignIn } from '../enrolment/sign-up-account.server';
import type { EventStepState, JoinFormResult } from './event-sign-up.state';

/** The join form's field messages (core's rule names the field; the catalogue says it). */
const JOIN_FIELD_MESSAGE: Readonly<Record<string, UiText>> = {
  termsAccepted: { id: 'events.join.errors.terms' },
  guestName: { id: 'events.join.errors.guestName' },
  attendingDays: { id: 'events.join.errors.days' },
};

/** §4 "A logged-in shopper goes straight to the join form" (core's start); already registered: the confirmation. */
export async function eventStepFor(storefront: Storefront, eventId: string, step: string | null): Promise<EventStepState> {
  const loggedIn = storefront.session.shopper.state.loggedIn;
  const start = eventSignUpStart(loggedIn);
  if (start.step !== 'Join') return step === 'sign-up' ? { step: 'SignUp' } : { step: 'SignIn' };
  const registered = await storefront.enrolment.eventRegistration(eventId);
  if (registered.isOk()) return { step: 'Confirmation' };
  const profile = await storefront.consumer.profile();
  return { step: 'Join', email: profile.isOk() ? profile.value.consumerProfile.consumerDetails.email : '' };
}

/** The event page's and dialog's action: sign in, sign up (then signed in), or join. Answers the next state. */
export async function eventStepAction(storefront: Storefront, event: EnrolmentEvent, form: FormData): Promise<{ state: EventStepState; status: number }> {
  const intent = form.get('intent');
  if (intent === 'sign-in' || intent === 'sign-up') {
    const done = intent === 'sign-in' ? await signInWithForm(storefront, form) : await signUpAndSignIn(storefront, form);
    if (done.isErr()) return { state: { step: intent === 'sign-in' ? 'SignIn' : 'SignUp', result: done.error.result }, status: done.error.status };
    return { state: await eventStepFor(storefront, event.eventId, null), status: 200 };
  }
  if (!storefront.session.shopper.state.loggedIn) return { state: { step: 'SignIn' }, status: 401 };
  const values = {
    attendingDays: form.getAll('attendingDays').filter((v): v is string => typeof v === 'string'),
    guestName: typeof form.get('guestName') === 'string' ? String(form.get('guestName')) : '',
    termsAccepted: form.get('termsAccepted') === 'on',
  };
  const email = String(form.get('email') ?? '');
  const fail = (result: Omit<JoinFormResult, 'values'>, status: number) => ({ state: { step: 'Join' as const, email, result: { ...result, values } }, status });
  const valid = validateEventJoinForm(values, event);
  if (valid.isErr()) {
    const errors: Record<string, UiText> = {};
    for (const field of Object.keys(valid.error.fields)) errors[field] = JOIN_FIELD_MESSAGE[field] ?? { id: 'form.field.invalid' };
    return fail({ errors, error: null }, 400);
  }
  const registered = await storefront.enrolment.registerForEvent(event.eventId, {
    attendingDays: [...valid.value.attendingDays], eventTermsAccepted: true,
    ...(event.enablePlusOne && valid.value.guestName !== '' ? { plusOne: valid.value.guestName } : {}),
  });
  if (registered.isErr()) {
    const message = uiMessage(registered.error);
    if (message.placement === 'field' && message.field === 'attendingDays') return fail({ errors: { attendingDays: JOIN_FIELD_MESSAGE.attendingDays! }, error: null }, 400);
    return fail({ errors: {}, error: message }, registered.error.type === 'ApiError' ? registered.error.statusCode : 400);
  }
  return { state: { step: 'Confirmation' }, status: 200 };
}
