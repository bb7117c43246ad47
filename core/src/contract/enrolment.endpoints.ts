import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import {
  eventParamsSchema, eventRegistrationRequestSchema, eventRegistrationResponseSchema, eventResponseSchema,
  loyaltyEnrolmentRequestSchema, loyaltyEnrolmentResponseSchema, newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from './enrolment.contract';

const consumer = { auth: true, registered: true } as const;

/** Issue 12 §2 the forms of storefront-experience §4/§5: newsletter, event registration, loyalty enrolment (helper E). */
export const enrolmentEndpoints = {
  newsletterSubscribe: endpoint({ method: 'POST', path: '/consumers-v3/newsletter/subscription', summary: 'Subscribe an e-mail to the newsletter of the site (any token holder; idempotent: alreadySubscribed; rate-limited)', body: newsletterSubscribeRequestSchema, query: localeQuerySchema, response: newsletterSubscribeResponseSchema, auth: true }),
  getEvent: endpoint({ method: 'GET', path: '/consumers-v3/events/{eventId}', summary: "An event of the site: its days, plus-one and whether registration has closed (EVT404 unknown)", params: eventParamsSchema, query: localeQuerySchema, response: eventResponseSchema, auth: false }),
  registerForEvent: endpoint({ method: 'POST', path: '/consumers-v3/consumer/events/{eventId}/registration', summary: 'Register the signed-in consumer for an event (§3 payload from the profile and the clock; EVT409 twice, EVT410 over, EVT404 unknown)', params: eventParamsSchema, body: eventRegistrationRequestSchema, query: localeQuerySchema, response: eventRegistrationResponseSchema, ...consumer }),
  getEventRegistration: endpoint({ method: 'GET', path: '/consumers-v3/consumer/events/{eventId}/registration', summary: "The signed-in consumer's registration for an event (EVT404 when they have none)", params: eventParamsSchema, query: localeQuerySchema, response: eventRegistrationResponseSchema, ...consumer }),
  loyaltyEnrol: endpoint({ method: 'POST', path: '/consumers-v3/consumer/loyalty/enrolment', summary: 'Loyalty enrolment: join the programme (the first join stays) and consent to the loyalty newsletter', body: loyaltyEnrolmentRequestSchema, query: localeQuerySchema, response: loyaltyEnrolmentResponseSchema, ...consumer }),
} as const satisfies Record<string, Endpoint>;
