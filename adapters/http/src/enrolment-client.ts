import type { EnrolmentApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 12: newsletter, events and loyalty enrolment over HTTP: one registry call each. */
export function createEnrolmentClient(call: EndpointCaller): EnrolmentApi {
  return {
    subscribeNewsletter: (request) => call('newsletterSubscribe', { body: request }),
    event: (eventId) => call('getEvent', { params: { eventId } }),
    registerForEvent: (eventId, request) => call('registerForEvent', { params: { eventId }, body: request }),
    eventRegistration: (eventId) => call('getEventRegistration', { params: { eventId } }),
    enrolLoyalty: (request) => call('loyaltyEnrol', { body: request }),
  };
}
