import type { Database } from '../database/database.port';

/** Units on hand per variant. Stock only ever goes down through the guarded decrement. */
export class StockRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes `qty` units of `upc` if, and only if, that many are on hand: one guarded UPDATE, never read-then-write,
   * so concurrent orders cannot oversell. Returns whether the units were taken.
   */
  async decrement(upc: string, qty: number): Promise<boolean> {
    const r = await this.db.query('UPDATE stock SET qty = qty - $2 WHERE upc = $1 AND qty >= $2', [upc, qty]);
    return r.rowCount === 1;
  }

  /** Puts `qty` units of `upc` back (an order was cancelled before it shipped: issue 8 §2). */
  async restock(upc: string, qty: number): Promise<void> {
    const r = await this.db.query('UPDATE stock SET qty = qty + $2 WHERE upc = $1', [upc, qty]);
    if (r.rowCount !== 1) throw new Error(`no stock row for ${upc}`);
  }

  async onHand(upc: string): Promise<number | undefined> {
    return (await this.db.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]?.qty;
  }
}
