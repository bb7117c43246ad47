import { z } from 'zod';
import { emailSchema } from './auth.contract';
import { siteIdSchema, textSchema } from './common.contract';

/*
 * Issue 12 §2 "Forms of §4/§5" (storefront-experience §3 Subscription, Event sign-up, Event registration payload; §7
 * event registration): the newsletter subscription anyone may make, the events a signed-in consumer registers for,
 * and loyalty enrolment (joining the programme with the loyalty newsletter consent, §9).
 */

/** An event id as content names it (e.g. `trail-weekend-2027`): lower-case letters, digits and -. */
export const eventIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'eventId is 2 to 64 lower-case letters, digits or -');
const isoDaySchema = z.iso.date('a day is YYYY-MM-DD');

/** §3 Subscription (as this product stores a newsletter one). */
export const newsletterSubscriptionSchema = z.object({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter']),
  channel: z.literal('email'),
  optin: z.boolean(),
  /** Always false: the subscription is confirmed by the policy checkbox, no confirmation mail is sent. */
  doubleOptin: z.boolean(),
  recipient: z.string(),
  country: z.string(),
  optinDate: z.string(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/** POST newsletter subscription: §5 "Email required and valid; policy checkbox required." */
export const newsletterSubscribeRequestSchema = z.strictObject({
  email: emailSchema,
  policyAccepted: z.literal(true, 'policyAccepted must be true: the policy checkbox is required'),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;
export const newsletterSubscribeResponseSchema = z.object({
  subscription: newsletterSubscriptionSchema,
  /** §4: the e-mail was subscribed already (the form shows the success heading and hides). */
  alreadySubscribed: z.boolean(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** An event as the API holds it (per site): its days and whether a plus-one may come. */
export const eventSchema = z.object({
  eventId: eventIdSchema,
  siteId: siteIdSchema,
  title: z.string(),
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  enablePlusOne: z.boolean(),
  /** The last day is over: EVENT_REGISTRATION_CLOSED for a registration. */
  registrationClosed: z.boolean(),
});
export type EnrolmentEvent = z.infer<typeof eventSchema>;
export const eventParamsSchema = z.strictObject({ eventId: eventIdSchema });
export const eventResponseSchema = z.object({ event: eventSchema });
export type EventResponse = z.infer<typeof eventResponseSchema>;

/**
 * POST event registration: the join form (§5). The e-mail, names, gender and phone are the profile's, the timestamp
 * the server's clock: never sent. `attendingDays` are days of the event (one for a one-day event may be omitted).
 */
export const eventRegistrationRequestSchema = z.strictObject({
  attendingDays: z.array(isoDaySchema).max(366).default([]),
  plusOne: textSchema('plusOne', { max: 60 }).optional(),
  eventTermsAccepted: z.literal(true, 'eventTermsAccepted must be true: the terms checkbox is required'),
});
export type EventRegistrationRequest = z.input<typeof eventRegistrationRequestSchema>;

/** §3 Event registration payload, as stored. */
export const eventRegistrationSchema = z.object({
  email: z.string(),
  attendingDays: z.string(),
  eventId: eventIdSchema,
  eventTermsAccepted: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  phoneNumber: z.string(),
  plusOne: z.string(),
  registrationTimestamp: z.string(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;
export const eventRegistrationResponseSchema = z.object({ registration: eventRegistrationSchema });
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponseSchema>;

/** POST loyalty enrolment: join the programme (§4 "Loyalty sign-up only updates the profile with a Loyalty enrolment"). */
export const loyaltyEnrolmentRequestSchema = z.strictObject({
  /** enrollment_marketing_source / leadSource of the sign-up link. */
  source: textSchema('source', { max: 40 }).optional(),
});
export type LoyaltyEnrolmentRequest = z.input<typeof loyaltyEnrolmentRequestSchema>;
export const loyaltyEnrolmentResponseSchema = z.object({
  enrollments: z.array(z.object({ type: z.literal('Loyalty'), memberId: z.string(), joinedAt: z.string() })),
  /** §9 "Loyalty newsletter consent is set on loyalty enrolment." */
  subscriptions: z.array(newsletterSubscriptionSchema),
  isNewMember: z.boolean(),
});
export type LoyaltyEnrolmentResponse = z.infer<typeof loyaltyEnrolmentResponseSchema>;
