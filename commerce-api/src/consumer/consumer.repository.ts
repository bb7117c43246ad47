import { orderSchema, type AddressInput, type Order, type Subscription } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface ConsumerRow {
  customer_id: string;
  consumer_no: string;
  email: string;
  consumer_type: 'REGISTERED' | 'EMPLOYEE';
  site_id: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  phone: string | null;
  postal_code: string | null;
  gender: string | null;
  interests: string | null;
  preferred_shoe_size: string | null;
  employee_terms_accepted_at: Date | string | null;
}

export interface AddressRow {
  address_id: string;
  approach_type: 'S' | 'B';
  main: boolean;
  address: AddressInput;
}

export interface CardRow {
  payment_instrument_id: string;
  credential: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder: string;
  fingerprint: string;
  main: boolean;
}

export interface SubscriptionRow {
  channel: Subscription['channel'];
  type: Subscription['type'];
  optin: boolean;
  double_optin: boolean;
  phone: string | null;
  country_code: string | null;
}

/** The profile columns a profile update may set (consumers table, migration 5). */
export interface ProfileColumns {
  first_name?: string;
  last_name?: string;
  birth_date?: string;
  phone?: string;
  postal_code?: string;
  gender?: string;
  interests?: string;
  preferred_shoe_size?: string;
  employee_terms_accepted_at?: Date;
}

/** The tables whose rows carry a main flag, by the column naming their rows. */
const MAIN_FLAG_TABLES = {
  consumer_addresses: 'address_id',
  consumer_payment_instruments: 'payment_instrument_id',
} as const;

/**
 * A registered consumer's account data. Every statement names the consumer (`customer_id`): a row of another
 * consumer is never read or changed, so another's id is as absent as an unknown one.
 */
export class ConsumerRepository {
  constructor(private readonly db: Database) {}

  /** The consumer's row; `lock` takes its row lock, which serialises every change to one consumer's account. */
  async consumer(customerId: string, lock = false): Promise<ConsumerRow | undefined> {
    const row = (await this.db.query<ConsumerRow>(
      `SELECT customer_id, consumer_no, email, consumer_type, site_id, first_name, last_name,
              to_char(birth_date, 'YYYY-MM-DD') AS birth_date, phone, postal_code, gender, interests, preferred_shoe_size,
              employee_terms_accepted_at
       FROM consumers WHERE customer_id = $1${lock ? ' FOR UPDATE' : ''}`, [customerId])).rows[0];
    return row;
  }

  async updateProfile(customerId: string, columns: ProfileColumns, now: Date): Promise<void> {
    const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
    await this.db.query(`UPDATE consumers SET updated_at = $2, ${sets.join(', ')} WHERE customer_id = $1`,
      [customerId, now, ...entries.map(([, value]) => value)]);
  }

  async addresses(customerId: string): Promise<AddressRow[]> {
    return (await this.db.query<AddressRow>(
      'SELECT address_id, approach_type, main, address FROM consumer_addresses WHERE customer_id = $1 ORDER BY seq', [customerId])).rows;
  }

  async insertAddress(customerId: string, row: AddressRow, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO consumer_addresses (address_id, customer_id, approach_type, main, address, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)`,
      [row.address_id, customerId, row.approach_type, row.main, JSON.stringify(row.address), now]);
  }

  async updateAddress(customerId: string, addressId: string, address: AddressInput, now: Date): Promise<void> {
    await this.db.query('UPDATE consumer_addresses SET address = $3::jsonb, updated_at = $4 WHERE customer_id = $1 AND address_id = $2',
      [customerId, addressId, JSON.stringify(address), now]);
  }

  async deleteAddress(customerId: string, addressId: string): Promise<void> {
    await this.db.query('DELETE FROM consumer_addresses WHERE customer_id = $1 AND address_id = $2', [customerId, addressId]);
  }

  async cards(customerId: string): Promise<CardRow[]> {
    return (await this.db.query<CardRow>(
      `SELECT payment_instrument_id, credential, brand, last4, expiry_month, expiry_year, holder, fingerprint, main
       FROM consumer_payment_instruments WHERE customer_id = $1 ORDER BY seq`, [customerId])).rows;
  }

  /** One saved card of this consumer (another consumer's id is as absent as an unknown one). */
  async card(customerId: string, paymentInstrumentId: string): Promise<CardRow | undefined> {
    return (await this.db.query<CardRow>(
      `SELECT payment_instrument_id, credential, brand, last4, expiry_month, expiry_year, holder, fingerprint, main
       FROM consumer_payment_instruments WHERE customer_id = $1 AND payment_instrument_id = $2`, [customerId, paymentInstrumentId])).rows[0];
  }

  async insertCard(customerId: string, row: CardRow, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO consumer_payment_instruments
         (payment_instrument_id, customer_id, credential, brand, last4, expiry_month, expiry_year, holder, fingerprint, main, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [row.payment_instrument_id, customerId, row.credential, row.brand, row.last4, row.expiry_month, row.expiry_year, row.holder,
        row.fingerprint, row.main, now]);
  }

  async deleteCard(customerId: string, paymentInstrumentId: string): Promise<void> {
    await this.db.query('DELETE FROM consumer_payment_instruments WHERE customer_id = $1 AND payment_instrument_id = $2',
      [customerId, paymentInstrumentId]);
  }

  /**
   * Writes the main flags core's rule decided (`main` per id), clearing before setting: the partial unique index
   * (one main per type) never sees two mains, even within this transaction.
   */
  async writeMainFlags(table: keyof typeof MAIN_FLAG_TABLES, customerId: string, before: ReadonlyMap<string, boolean>, after: ReadonlyMap<string, boolean>): Promise<void> {
    const column = MAIN_FLAG_TABLES[table];
    const changed = [...after].filter(([id, main]) => before.has(id) && before.get(id) !== main);
    const cleared = changed.filter(([, main]) => !main).map(([id]) => id);
    const set = changed.filter(([, main]) => main).map(([id]) => id);
    if (cleared.length > 0) await this.db.query(`UPDATE ${table} SET main = false WHERE customer_id = $1 AND ${column} = ANY($2::text[])`, [customerId, cleared]);
    if (set.length > 0) await this.db.query(`UPDATE ${table} SET main = true WHERE customer_id = $1 AND ${column} = ANY($2::text[])`, [customerId, set]);
  }

  async subscriptions(customerId: string): Promise<SubscriptionRow[]> {
    return (await this.db.query<SubscriptionRow>(
      'SELECT channel, type, optin, double_optin, phone, country_code FROM consumer_subscriptions WHERE customer_id = $1 ORDER BY channel, type',
      [customerId])).rows;
  }

  async upsertSubscription(customerId: string, row: SubscriptionRow, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO consumer_subscriptions (customer_id, channel, type, optin, double_optin, phone, country_code, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (customer_id, channel, type) DO UPDATE SET optin = EXCLUDED.optin, double_optin = EXCLUDED.double_optin,
         phone = EXCLUDED.phone, country_code = EXCLUDED.country_code, updated_at = EXCLUDED.updated_at`,
      [customerId, row.channel, row.type, row.optin, row.double_optin, row.phone, row.country_code, now]);
  }

  /** The orders the consumer placed (their customer id owns them, as a guest's owns theirs), oldest first. */
  async orders(customerId: string): Promise<Order[]> {
    const rows = (await this.db.query<{ document: unknown }>(
      'SELECT document FROM orders WHERE owner_id = $1 ORDER BY created_at, order_number', [customerId])).rows;
    return rows.map((row) => orderSchema.parse(row.document));
  }
}
