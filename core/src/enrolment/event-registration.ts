import { err, ok, type Result } from 'neverthrow';
import { eventDays, validateEventJoinForm, type EventJoinForm } from './event-sign-up';

/** The site's calendar day of an instant (YYYY-MM-DD) in its time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Registration stays open through the event's last day in the site's time zone; after it, EVENT_REGISTRATION_CLOSED. */
export const eventRegistrationClosed = (endDate: string, now: Date, timeZone: string): boolean => dayIn(timeZone, now) > endDate.slice(0, 10);

export const PICK_A_DAY_MESSAGE = 'Please choose at least one day';

export type EventRegistrationProblem =
  | { readonly type: 'Closed' }
  | { readonly type: 'Invalid'; readonly field: 'attendingDays' | 'plusOne' | 'eventTermsAccepted'; readonly message: string };

const REQUEST_FIELD = { attendingDays: 'attendingDays', guestName: 'plusOne', termsAccepted: 'eventTermsAccepted' } as const;

/**
 * The server's check of a registration (§5 event sign-up rules, the same as the join form's): closed once the last day
 * is over; the terms ticked; the plus-one a name if given; the days among the event's, and at least one for an event
 * of 2 or more days (a one-day event is attended on its day).
 */
export function checkEventRegistration(
  event: { readonly startDate: string; readonly endDate: string },
  form: EventJoinForm,
  clock: { readonly now: Date; readonly timeZone: string },
): Result<EventJoinForm, EventRegistrationProblem> {
  if (eventRegistrationClosed(event.endDate, clock.now, clock.timeZone)) return err({ type: 'Closed' });
  const checked = validateEventJoinForm(form, event);
  if (checked.isErr()) {
    const [field, message] = Object.entries(checked.error.fields)[0] as [keyof typeof REQUEST_FIELD, string];
    return err({ type: 'Invalid', field: REQUEST_FIELD[field], message });
  }
  if (eventDays(event.startDate, event.endDate).length >= 2 && form.attendingDays.length === 0) {
    return err({ type: 'Invalid', field: 'attendingDays', message: PICK_A_DAY_MESSAGE });
  }
  return ok(checked.value);
}

