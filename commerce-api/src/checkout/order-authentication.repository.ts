import type { Database } from '../database/database.port';

/** Issue 10 §3: what an order waiting for 3-D Secure needs beside its document: its authorisation and when its challenge lapses. */
export class OrderAuthentication {
  constructor(private readonly db: Database) {}

  async markAwaiting(orderNumber: string, lapsesAt: Date): Promise<void> {
    await this.db.query('UPDATE orders SET authentication_lapses_at = $2 WHERE order_number = $1', [orderNumber, lapsesAt]);
  }

  async authorisationOf(orderNumber: string): Promise<string | undefined> {
    return (await this.db.query<{ payment_authorisation_id: string | null }>(
      'SELECT payment_authorisation_id FROM orders WHERE order_number = $1', [orderNumber])).rows[0]?.payment_authorisation_id ?? undefined;
  }

  async lapsesAt(orderNumber: string): Promise<Date | undefined> {
    const at = (await this.db.query<{ authentication_lapses_at: Date | string | null }>(
      'SELECT authentication_lapses_at FROM orders WHERE order_number = $1', [orderNumber])).rows[0]?.authentication_lapses_at;
    return at === null || at === undefined ? undefined : new Date(at);
  }
}
