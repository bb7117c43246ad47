import type { ContractRouter } from '../http/contract-router';
import type { EnrolmentService } from './enrolment.service';

/** Issue 12 §2: the newsletter (any token holder), events (public read; registration for registered consumers), loyalty enrolment. */
export function registerEnrolmentRoutes(router: ContractRouter, enrolment: EnrolmentService): void {
  router.guest('newsletterSubscribe', ({ site, guest, body }) =>
    enrolment.subscribe(site, guest.kind === 'registered' ? guest.customerId : null, body.email));
  router.public('getEvent', ({ site, params }) => enrolment.event(site, params.eventId).map((event) => ({ event })));
  router.consumer('registerForEvent', ({ site, consumer, params, body }) => enrolment.register(site, consumer.customerId, params.eventId, body));
  router.consumer('getEventRegistration', ({ site, consumer, params }) => enrolment.registration(site, consumer.customerId, params.eventId));
  router.consumer('loyaltyEnrol', ({ site, consumer, body }) => enrolment.enrolLoyalty(site, consumer.customerId, body.source));
}
