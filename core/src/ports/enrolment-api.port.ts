import type { ResultAsync } from 'neverthrow';
import type {
  EventResponse, EventRegistrationRequest, EventRegistrationResponse, LoyaltyEnrolmentRequest, LoyaltyEnrolmentResponse,
  NewsletterSubscribeRequest, NewsletterSubscribeResponse,
} from '../contract';
import type { CommerceError } from '../errors';

/** Issue 12 §2 the forms of storefront-experience §4/§5 over the upstream: newsletter, events, loyalty enrolment. */
export interface EnrolmentApi {
  /** Anyone with a token; already subscribed answers `alreadySubscribed: true`. */
  subscribeNewsletter(request: NewsletterSubscribeRequest): ResultAsync<NewsletterSubscribeResponse, CommerceError>;
  event(eventId: string): ResultAsync<EventResponse, CommerceError>;
  /** A registered consumer only; EVENT_ALREADY_REGISTERED, EVENT_REGISTRATION_CLOSED, EVENT_NOT_FOUND. */
  registerForEvent(eventId: string, request: EventRegistrationRequest): ResultAsync<EventRegistrationResponse, CommerceError>;
  /** The signed-in consumer's registration; EVENT_NOT_FOUND when they have none. */
  eventRegistration(eventId: string): ResultAsync<EventRegistrationResponse, CommerceError>;
  enrolLoyalty(request: LoyaltyEnrolmentRequest): ResultAsync<LoyaltyEnrolmentResponse, CommerceError>;
}
