import { err, ok, ResultAsync, type Result } from 'neverthrow';
import {
  checkEventRegistration, eventRegistrationClosed, eventRegistrationPayload, SITES, type Clock, type EnrolmentEvent,
  type EventRegistrationResponse, type LoyaltyEnrolmentResponse, type NewsletterSubscribeResponse, type SiteId,
} from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { EnrolmentRepository } from './enrolment.repository';


/**
 * Issue 12 §2 the forms of storefront-experience §4/§5: the newsletter anyone subscribes to (no confirmation mail:
 * doubleOptin false, the policy checkbox is the consent), events a registered consumer registers for, and loyalty
 * enrolment (§9: joining sets the loyalty newsletter consent).
 */
export class EnrolmentService {
  constructor(
    private readonly repo: EnrolmentRepository,
    private readonly loyalty: LoyaltyService,
    private readonly clock: Clock,
  ) {}

  /** Idempotent: the same e-mail again answers the stored subscription with `alreadySubscribed: true`. */
  subscribe(siteId: SiteId, customerId: string | null, email: string): ResultAsync<NewsletterSubscribeResponse, ApiFailure> {
    return ResultAsync.fromSafePromise(this.repo.subscribe({
      siteId, type: 'Newsletter', email: email.toLowerCase(), country: SITES[siteId].country, customerId, now: this.clock.now(),
    })).map(({ subscription, created }) => ({ subscription, alreadySubscribed: !created }));
  }

  event(siteId: SiteId, eventId: string): ResultAsync<EnrolmentEvent, ApiFailure> {
    return new ResultAsync(this.findEvent(siteId, eventId));
  }

  /**
   * §3 event registration payload: e-mail, names, gender and phone from the profile, the timestamp from the clock, the
   * days joined by ", " (core's rules). One per consumer per event: a second (even concurrent) is EVENT_ALREADY_REGISTERED.
   */
  register(siteId: SiteId, customerId: string, eventId: string, request: { readonly attendingDays: readonly string[]; readonly plusOne?: string | undefined; readonly eventTermsAccepted: boolean }):
    ResultAsync<EventRegistrationResponse, ApiFailure> {
    return new ResultAsync((async (): Promise<Result<EventRegistrationResponse, ApiFailure>> => {
      const found = await this.findEvent(siteId, eventId);
      if (found.isErr()) return err(found.error);
      const event = found.value;
      const now = this.clock.now();
      const checked = checkEventRegistration(event, { termsAccepted: request.eventTermsAccepted, guestName: request.plusOne ?? '', attendingDays: request.attendingDays },
        { now, timeZone: SITES[siteId].timeZone });
      if (checked.isErr()) {
        return err(checked.error.type === 'Closed'
          ? { type: 'EventRegistrationClosed', eventId }
          : { type: 'InvalidRequest', field: checked.error.field, message: checked.error.message });
      }
      const contact = await this.repo.contact(customerId);
      if (!contact) return err({ type: 'Unauthorized' });
      const registration = eventRegistrationPayload({
        event,
        profile: {
          email: contact.email, firstName: contact.first_name ?? '', lastName: contact.last_name ?? '',
          ...(contact.gender ? { gender: contact.gender } : {}), ...(contact.phone ? { phone: contact.phone } : {}),
        },
        form: checked.value,
        registrationTimestamp: now.toISOString(),
      });
      if (!(await this.repo.register(siteId, customerId, registration))) return err({ type: 'EventAlreadyRegistered', eventId });
      return ok({ registration });
    })());
  }

  /** The caller's own registration only: none (or another consumer's) is EVENT_NOT_FOUND. */
  registration(siteId: SiteId, customerId: string, eventId: string): ResultAsync<EventRegistrationResponse, ApiFailure> {
    return ResultAsync.fromSafePromise(this.repo.registration(siteId, eventId, customerId))
      .andThen((registration) => (registration ? ok({ registration }) : err<EventRegistrationResponse, ApiFailure>({ type: 'EventNotFound', eventId })));
  }

  /** §4 "Loyalty sign-up only updates the profile with a Loyalty enrolment"; §9 the loyalty newsletter consent with it. */
  enrolLoyalty(siteId: SiteId, customerId: string, source: string | undefined): ResultAsync<LoyaltyEnrolmentResponse, ApiFailure> {
    return this.loyalty.join(customerId, source).andThen((member) => new ResultAsync((async (): Promise<Result<LoyaltyEnrolmentResponse, ApiFailure>> => {
      const contact = await this.repo.contact(customerId);
      if (!contact) return err({ type: 'Unauthorized' });
      const { subscription } = await this.repo.subscribe({
        siteId, type: 'LoyaltyNewsletter', email: contact.email, country: SITES[siteId].country, customerId, now: this.clock.now(),
      });
      return ok({
        enrollments: [{ type: 'Loyalty' as const, memberId: member.memberId, joinedAt: member.joinedAt }],
        subscriptions: [subscription],
        isNewMember: member.isNewMember,
      });
    })()));
  }

  private async findEvent(siteId: SiteId, eventId: string): Promise<Result<EnrolmentEvent, ApiFailure>> {
    const event = await this.repo.event(siteId, eventId);
    if (!event) return err({ type: 'EventNotFound', eventId });
    return ok({ ...event, registrationClosed: eventRegistrationClosed(event.endDate, this.clock.now(), SITES[siteId].timeZone) });
  }
}
