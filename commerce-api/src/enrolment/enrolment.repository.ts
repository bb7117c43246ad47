import type { EnrolmentEvent, EventRegistration, NewsletterSubscription, SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

interface SubscriptionRow { type: 'Newsletter' | 'LoyaltyNewsletter'; email: string; optin: boolean; double_optin: boolean; country: string; optin_date: Date }
interface EventRow { site_id: SiteId; event_id: string; title: string; start_date: string; end_date: string; enable_plus_one: boolean }
interface RegistrationRow {
  event_id: string; email: string; attending_days: string; event_terms_accepted: boolean; first_name: string; last_name: string;
  gender: string; phone_number: string; plus_one: string; registration_timestamp: Date;
}
export interface ConsumerContactRow { email: string; first_name: string | null; last_name: string | null; gender: string | null; phone: string | null }

const subscriptionOf = (row: SubscriptionRow): NewsletterSubscription => ({
  type: row.type, channel: 'email', optin: row.optin, doubleOptin: row.double_optin, recipient: row.email, country: row.country,
  optinDate: row.optin_date.toISOString(),
});

const registrationOf = (row: RegistrationRow): EventRegistration => ({
  email: row.email, attendingDays: row.attending_days, eventId: row.event_id, eventTermsAccepted: row.event_terms_accepted,
  firstName: row.first_name, lastName: row.last_name, gender: row.gender, phoneNumber: row.phone_number, plusOne: row.plus_one,
  registrationTimestamp: row.registration_timestamp.toISOString(),
});

/** Dates as ISO days whatever the driver hands back (PGlite and pg give a Date for `date`; text casts avoid time zones). */
const EVENT_COLUMNS = `site_id, event_id, title, start_date::text AS start_date, end_date::text AS end_date, enable_plus_one`;

/** Migration 27: newsletter subscriptions, events, event registrations. */
export class EnrolmentRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores the subscription once per site, type and e-mail (the primary key guards concurrent subscribes). Answers
   * the stored row and whether this call created it; an opted-out row is opted in again.
   */
  async subscribe(row: { siteId: SiteId; type: SubscriptionRow['type']; email: string; country: string; customerId: string | null; now: Date }):
    Promise<{ subscription: NewsletterSubscription; created: boolean }> {
    const inserted = await this.db.query<SubscriptionRow>(
      `INSERT INTO newsletter_subscriptions (site_id, type, email, optin, double_optin, country, customer_id, optin_date)
       VALUES ($1, $2, $3, true, false, $4, $5, $6)
       ON CONFLICT (site_id, type, email) DO UPDATE SET optin = true, optin_date = EXCLUDED.optin_date,
         customer_id = COALESCE(newsletter_subscriptions.customer_id, EXCLUDED.customer_id)
       WHERE NOT newsletter_subscriptions.optin
       RETURNING type, email, optin, double_optin, country, optin_date`,
      [row.siteId, row.type, row.email, row.country, row.customerId, row.now]);
    if (inserted.rows[0]) return { subscription: subscriptionOf(inserted.rows[0]), created: true };
    const existing = await this.db.query<SubscriptionRow>(
      'SELECT type, email, optin, double_optin, country, optin_date FROM newsletter_subscriptions WHERE site_id = $1 AND type = $2 AND email = $3',
      [row.siteId, row.type, row.email]);
    return { subscription: subscriptionOf(existing.rows[0]!), created: false };
  }

  async event(siteId: SiteId, eventId: string): Promise<(Omit<EnrolmentEvent, 'registrationClosed'>) | undefined> {
    const row = (await this.db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE site_id = $1 AND event_id = $2`, [siteId, eventId])).rows[0];
    return row && {
      eventId: row.event_id, siteId: row.site_id, title: row.title, startDate: row.start_date, endDate: row.end_date, enablePlusOne: row.enable_plus_one,
    };
  }

  async contact(customerId: string): Promise<ConsumerContactRow | undefined> {
    return (await this.db.query<ConsumerContactRow>(
      'SELECT email, first_name, last_name, gender, phone FROM consumers WHERE customer_id = $1', [customerId])).rows[0];
  }

  /** Stores the registration unless the consumer holds one for the event (the key): false when they did. */
  async register(siteId: SiteId, customerId: string, registration: EventRegistration): Promise<boolean> {
    const r = registration;
    const inserted = await this.db.query(
      `INSERT INTO event_registrations (site_id, event_id, customer_id, email, attending_days, event_terms_accepted, first_name,
         last_name, gender, phone_number, plus_one, registration_timestamp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (site_id, event_id, customer_id) DO NOTHING`,
      [siteId, r.eventId, customerId, r.email, r.attendingDays, r.eventTermsAccepted, r.firstName, r.lastName, r.gender, r.phoneNumber,
        r.plusOne, new Date(r.registrationTimestamp)]);
    return inserted.rowCount === 1;
  }

  async registration(siteId: SiteId, eventId: string, customerId: string): Promise<EventRegistration | undefined> {
    const row = (await this.db.query<RegistrationRow>(
      `SELECT event_id, email, attending_days, event_terms_accepted, first_name, last_name, gender, phone_number, plus_one, registration_timestamp
       FROM event_registrations WHERE site_id = $1 AND event_id = $2 AND customer_id = $3`, [siteId, eventId, customerId])).rows[0];
    return row && registrationOf(row);
  }
}
