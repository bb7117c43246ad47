import { err, ok, type Result } from 'neverthrow';
import { isRealDate, type CalendarDate } from '../validation/calendar-date';
import { isBlankText, nameFormat } from '../validation/experience/field-checks';
import { FieldErrors, FORM_MESSAGES, type FormInvalid } from '../validation/experience/form-messages';

/** §4 event sign-up dialog: sign in or create an account, then join the event. */
export type EventSignUpState =
  | { readonly step: 'SignIn' }
  | { readonly step: 'SignUp' }
  | { readonly step: 'Join'; readonly error: string | null }
  | { readonly step: 'Submitting' }
  | { readonly step: 'Confirmation' }
  | { readonly step: 'Closed' };

export type EventSignUpEvent =
  | { readonly type: 'ToggleForm' }
  | { readonly type: 'LoggedIn' }
  | { readonly type: 'Submit' }
  | { readonly type: 'Succeeded' }
  | { readonly type: 'Failed'; readonly message: string }
  | { readonly type: 'DismissError' }
  | { readonly type: 'Close' };

/** §4 "A logged-in shopper goes straight to the join form"; everyone else starts at sign-in. */
export const eventSignUpStart = (loggedIn: boolean): EventSignUpState => (loggedIn ? { step: 'Join', error: null } : { step: 'SignIn' });

/**
 * §4 "Event sign-up: sign-in step or sign-up step, toggled by links. A logged-in shopper goes straight to the join
 * form, then submits, then sees a confirmation view with a close button." §8 "the error's message is shown in a
 * dismissible alert of type error."
 */
export function eventSignUpTransition(state: EventSignUpState, event: EventSignUpEvent): EventSignUpState {
  if (event.type === 'Close') return { step: 'Closed' };
  switch (state.step) {
    case 'SignIn':
    case 'SignUp':
      if (event.type === 'ToggleForm') return { step: state.step === 'SignIn' ? 'SignUp' : 'SignIn' };
      return event.type === 'LoggedIn' ? { step: 'Join', error: null } : state;
    case 'Join':
      if (event.type === 'Submit') return { step: 'Submitting' };
      return event.type === 'DismissError' ? { step: 'Join', error: null } : state;
    case 'Submitting':
      if (event.type === 'Succeeded') return { step: 'Confirmation' };
      return event.type === 'Failed' ? { step: 'Join', error: event.message } : state;
    case 'Confirmation':
    case 'Closed':
      return state;
    default: {
      const unhandled: never = state;
      return unhandled;
    }
  }
}

/** The longest event the day picker lists (a guard against a mistyped end date). */
export const MAX_EVENT_DAYS = 366;

const isoDay = (d: CalendarDate): string =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

const dayOf = (value: string): CalendarDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
};

/**
 * §5 "options are one entry per day from start to end" (ISO days, YYYY-MM-DD; start and end may carry a time).
 * An unreadable range, an end before the start, or more than MAX_EVENT_DAYS days gives no options.
 */
export function eventDays(startDate: string, endDate: string): readonly string[] {
  const start = dayOf(startDate);
  const end = dayOf(endDate);
  if (start === null || end === null) return [];
  const first = Date.UTC(start.year, start.month - 1, start.day);
  const last = Date.UTC(end.year, end.month - 1, end.day);
  const count = Math.round((last - first) / 86_400_000) + 1;
  if (count < 1 || count > MAX_EVENT_DAYS) return [];
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(first + i * 86_400_000);
    return isoDay({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() });
  });
}

/** §5 "The attending-days picker appears only when the event spans 2 or more days." */
export const showsAttendingDays = (startDate: string, endDate: string): boolean => eventDays(startDate, endDate).length >= 2;

/** §5 "selected days are sent joined by a comma and a space" (in calendar order). */
export const joinAttendingDays = (days: readonly string[]): string => [...new Set(days)].sort().join(', ');

export interface EventJoinForm {
  readonly termsAccepted: boolean;
  /** The plus-one's name, when the event allows one. */
  readonly guestName: string;
  readonly attendingDays: readonly string[];
}
export type EventJoinField = keyof EventJoinForm;

/**
 * §5 "The terms checkbox is required, with a required-checkbox message. The guest name is validated as a name only
 * if filled, with a guest-name validation message." Selected days must be days of the event.
 */
export function validateEventJoinForm(form: EventJoinForm, event: { startDate: string; endDate: string }): Result<EventJoinForm, FormInvalid<EventJoinField>> {
  const days = eventDays(event.startDate, event.endDate);
  const errors = new FieldErrors<EventJoinField>()
    .add('termsAccepted', form.termsAccepted ? null : FORM_MESSAGES.requiredCheckbox)
    .add('guestName', isBlankText(form.guestName) || nameFormat(form.guestName) === null ? null : FORM_MESSAGES.guestName)
    .add('attendingDays', form.attendingDays.every((day) => days.includes(day)) ? null : FORM_MESSAGES.oneOf);
  return errors.isEmpty ? ok({ ...form, guestName: form.guestName.trim() }) : err(errors.toError());
}

/** §3 event registration payload. */
export interface EventRegistrationPayload {
  readonly email: string;
  readonly attendingDays: string;
  readonly eventId: string;
  readonly eventTermsAccepted: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: string;
  readonly phoneNumber: string;
  readonly plusOne: string;
  readonly registrationTimestamp: string;
}

/**
 * The registration sent for a checked join form. §5 "The email field is shown disabled and is taken from the
 * profile." A one-day event is attended on its only day; the plus-one is sent only when the event enables it.
 */
export function eventRegistrationPayload(input: {
  readonly event: { readonly eventId: string; readonly startDate: string; readonly endDate: string; readonly enablePlusOne: boolean };
  readonly profile: { readonly email: string; readonly firstName: string; readonly lastName: string; readonly gender?: string; readonly phone?: string };
  readonly form: EventJoinForm;
  /** ISO instant from the Clock port or the server time. */
  readonly registrationTimestamp: string;
}): EventRegistrationPayload {
  const days = eventDays(input.event.startDate, input.event.endDate);
  const attending = days.length >= 2 ? input.form.attendingDays : days;
  return {
    email: input.profile.email,
    attendingDays: joinAttendingDays(attending),
    eventId: input.event.eventId,
    eventTermsAccepted: input.form.termsAccepted,
    firstName: input.profile.firstName,
    lastName: input.profile.lastName,
    gender: input.profile.gender ?? '',
    phoneNumber: input.profile.phone ?? '',
    plusOne: input.event.enablePlusOne ? input.form.guestName.trim() : '',
    registrationTimestamp: input.registrationTimestamp,
  };
}
