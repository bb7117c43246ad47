import { signUpAndIn } from './consumer.scenario';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/** The demo events (migration 27, seeded per site): a two-day one with a plus-one, a one-day one, one already over. */
export const DEMO_EVENTS = { twoDay: 'trail-weekend-2027', oneDay: 'store-run-club', over: 'winter-swap-2026' } as const;

/**
 * The enrolment calls (issue 12 §2 forms), every exchange captured: a guest subscribes to the newsletter, then again
 * (alreadySubscribed); a guest reads an event; a registered shopper joins the loyalty programme, registers for the
 * two-day event and reads the registration back. Then the errors a client must understand:
 * registering twice (EVT409), an event that is over (EVT410), an unknown event (EVT404), no registration (EVT404).
 */
export async function runEnrolmentScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = () => scenarioClient(capture.fetch, apiBaseUrl, options);
  const guest = newClient();
  await expectOk('guestToken', guest.auth.guestToken());
  const email = `newsletter-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await expectOk('newsletterSubscribe', guest.enrolment.subscribeNewsletter({ email, policyAccepted: true }));
  await expectOk('newsletterSubscribe (already subscribed)', guest.enrolment.subscribeNewsletter({ email, policyAccepted: true }));
  const { event } = await expectOk('getEvent', guest.enrolment.event(DEMO_EVENTS.twoDay));

  const shopper = newClient();
  await signUpAndIn(shopper, 'enrolment');
  await expectOk('loyaltyEnrol', shopper.enrolment.enrolLoyalty({ source: 'contract-tests' }));
  await expectApiError(capture, 'getEventRegistration (none)', () => shopper.enrolment.eventRegistration(DEMO_EVENTS.twoDay), 'EVENT_NOT_FOUND');
  await expectOk('registerForEvent', shopper.enrolment.registerForEvent(DEMO_EVENTS.twoDay, {
    attendingDays: [event.startDate, event.endDate], plusOne: 'Grace Hopper', eventTermsAccepted: true,
  }));
  await expectOk('getEventRegistration', shopper.enrolment.eventRegistration(DEMO_EVENTS.twoDay));

  await expectApiError(capture, 'registerForEvent (again)', () => shopper.enrolment.registerForEvent(DEMO_EVENTS.twoDay, { attendingDays: [event.startDate], eventTermsAccepted: true }), 'EVENT_ALREADY_REGISTERED');
  await expectApiError(capture, 'registerForEvent (over)', () => shopper.enrolment.registerForEvent(DEMO_EVENTS.over, { eventTermsAccepted: true }), 'EVENT_REGISTRATION_CLOSED');
  await expectApiError(capture, 'registerForEvent (unknown)', () => shopper.enrolment.registerForEvent('no-such-event', { eventTermsAccepted: true }), 'EVENT_NOT_FOUND');
  await expectApiError(capture, 'getEvent (unknown)', () => guest.enrolment.event('no-such-event'), 'EVENT_NOT_FOUND');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
