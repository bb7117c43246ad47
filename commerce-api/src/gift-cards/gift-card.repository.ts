import { holdLapsed } from '@switchback/core';
import type { Currency, SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface GiftCardRow {
  id: string; number: string; pin_hash: string; currency: Currency; issued_minor: number; balance_minor: number;
  expires_at: Date | null; issued_at: Date; issued_by: string; order_number: string | null; order_item_id: string | null;
  recipient_email: string | null; site_id: SiteId | null;
}

export interface NewGiftCard {
  id: string; number: string; pinHash: string; currency: Currency; amount: number; expiresAt: Date | null; issuedAt: Date;
  issuedBy: string; orderNumber?: string; orderItemId?: string; recipientEmail?: string | null; siteId?: SiteId | null;
}

const COLUMNS = `id, number, pin_hash, currency, issued_minor, balance_minor, expires_at, issued_at, issued_by, order_number,
  order_item_id, recipient_email, site_id`;

/**
 * Gift cards and their ledger. `balance_minor` is what can still be spent (issued − captured + refunded − active
 * holds); every move changes it and writes its ledger row in the caller's transaction. A spend is one conditional
 * UPDATE (… WHERE balance_minor >= amount): concurrent spends queue on the row and never take it below zero.
 */
export class GiftCardRepository {
  constructor(private readonly db: Database) {}

  async byNumber(number: string): Promise<GiftCardRow | undefined> {
    return (await this.db.query<GiftCardRow>(`SELECT ${COLUMNS} FROM gift_cards WHERE number = $1`, [number])).rows[0];
  }

  /** `lock` takes the card's row lock (SELECT … FOR UPDATE) for the rest of the transaction. */
  async byId(id: string, lock = false): Promise<GiftCardRow | undefined> {
    return (await this.db.query<GiftCardRow>(`SELECT ${COLUMNS} FROM gift_cards WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id])).rows[0];
  }

  /** The digital gift cards an order issued (of one of its lines when itemId is given), in issue order. */
  async byOrder(orderNumber: string, itemId?: string): Promise<GiftCardRow[]> {
    return (await this.db.query<GiftCardRow>(
      `SELECT ${COLUMNS} FROM gift_cards WHERE order_number = $1 AND ($2::text IS NULL OR order_item_id = $2) ORDER BY issued_at, id`,
      [orderNumber, itemId ?? null])).rows;
  }

  /** A new card with its whole amount to spend, and its ISSUE ledger row. */
  async insert(card: NewGiftCard): Promise<void> {
    await this.db.query(`
      INSERT INTO gift_cards (id, number, pin_hash, currency, issued_minor, balance_minor, expires_at, issued_at, issued_by,
        order_number, order_item_id, recipient_email, site_id)
      VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [card.id, card.number, card.pinHash, card.currency, card.amount, card.expiresAt, card.issuedAt, card.issuedBy,
        card.orderNumber ?? null, card.orderItemId ?? null, card.recipientEmail ?? null, card.siteId ?? null]);
    await this.ledger(card.id, 'ISSUE', card.amount, null, card.orderNumber ?? null, card.issuedAt);
  }

  async setPinHash(id: string, pinHash: string): Promise<void> {
    await this.db.query('UPDATE gift_cards SET pin_hash = $2 WHERE id = $1', [id, pinHash]);
  }

  /** What a cart holds on a card now (its HOLDs less its RELEASEs). */
  async heldFor(giftCardId: string, cartId: string): Promise<number> {
    const r = await this.db.query<{ held: number }>(`
      SELECT COALESCE(SUM(CASE kind WHEN 'HOLD' THEN amount_minor WHEN 'RELEASE' THEN -amount_minor ELSE 0 END), 0)::int AS held
      FROM gift_card_ledger WHERE gift_card_id = $1 AND cart_id = $2`, [giftCardId, cartId]);
    return r.rows[0]?.held ?? 0;
  }

  /**
   * The holds of other carts on a card that have lapsed (core `holdLapsed`: last taken longer ago than the hold lasts)
   * and are still held: what they keep from everyone else.
   */
  async lapsedHolds(giftCardId: string, now: Date, exceptCartId: string | null = null): Promise<{ cartId: string; held: number }[]> {
    const r = await this.db.query<{ cart_id: string; held: number; last_hold: Date }>(`
      SELECT cart_id, SUM(CASE kind WHEN 'HOLD' THEN amount_minor ELSE -amount_minor END)::int AS held,
             MAX(CASE kind WHEN 'HOLD' THEN at END) AS last_hold
      FROM gift_card_ledger
      WHERE gift_card_id = $1 AND cart_id IS NOT NULL AND kind IN ('HOLD', 'RELEASE') AND ($2::text IS NULL OR cart_id <> $2)
      GROUP BY cart_id
      ORDER BY cart_id`, [giftCardId, exceptCartId]);
    return r.rows
      .filter((row) => row.held > 0 && holdLapsed(new Date(row.last_hold), now))
      .map((row) => ({ cartId: row.cart_id, held: row.held }));
  }

  /** Gives lapsed holds of other carts back (RELEASE). Call with the card's row locked (`byId(id, true)`), so each goes back once. */
  async releaseLapsedHolds(giftCardId: string, now: Date, exceptCartId: string): Promise<void> {
    for (const { cartId } of await this.lapsedHolds(giftCardId, now, exceptCartId)) await this.release(giftCardId, cartId, now);
  }

  /** Gives a cart's hold back to the card's balance (RELEASE); the amount released (0 when it held nothing). */
  async release(giftCardId: string, cartId: string, now: Date): Promise<number> {
    const held = await this.heldFor(giftCardId, cartId);
    if (held <= 0) return 0;
    await this.db.query('UPDATE gift_cards SET balance_minor = balance_minor + $2 WHERE id = $1', [giftCardId, held]);
    await this.ledger(giftCardId, 'RELEASE', held, cartId, null, now);
    return held;
  }

  /** Holds `amount` for a cart (HOLD) when the balance covers it; false (nothing changed) when it does not. */
  async hold(giftCardId: string, cartId: string, amount: number, now: Date): Promise<boolean> {
    if (!(await this.debit(giftCardId, amount))) return false;
    await this.ledger(giftCardId, 'HOLD', amount, cartId, null, now);
    return true;
  }

  /** Spends `amount` for an order (CAPTURE) when the balance covers it; false (nothing changed) when it does not. */
  async capture(giftCardId: string, cartId: string, orderNumber: string, amount: number, now: Date): Promise<boolean> {
    if (!(await this.debit(giftCardId, amount))) return false;
    await this.ledger(giftCardId, 'CAPTURE', amount, cartId, orderNumber, now);
    return true;
  }

  /** Gives back every amount an order captured (REFUND), once: a second call finds them refunded. The total refunded. */
  async refundOrder(orderNumber: string, now: Date): Promise<number> {
    const captured = (await this.db.query<{ gift_card_id: string; amount: number }>(`
      SELECT gift_card_id, SUM(CASE kind WHEN 'CAPTURE' THEN amount_minor ELSE -amount_minor END)::int AS amount
      FROM gift_card_ledger WHERE order_number = $1 AND kind IN ('CAPTURE', 'REFUND')
      GROUP BY gift_card_id ORDER BY gift_card_id`, [orderNumber])).rows;
    let total = 0;
    for (const { gift_card_id: id, amount } of captured) {
      if (amount <= 0) continue;
      await this.db.query('UPDATE gift_cards SET balance_minor = balance_minor + $2 WHERE id = $1', [id, amount]);
      await this.ledger(id, 'REFUND', amount, null, orderNumber, now);
      total += amount;
    }
    return total;
  }

  /** Takes what is left of the cards an order issued (VOID): a cancelled order's e-gift cards are worth nothing. */
  async voidIssuedBy(orderNumber: string, now: Date): Promise<void> {
    const cards = (await this.db.query<{ id: string; balance_minor: number }>(
      'SELECT id, balance_minor FROM gift_cards WHERE order_number = $1 ORDER BY id FOR UPDATE', [orderNumber])).rows;
    for (const card of cards) {
      if (card.balance_minor <= 0) continue;
      await this.db.query('UPDATE gift_cards SET balance_minor = 0 WHERE id = $1', [card.id]);
      await this.ledger(card.id, 'VOID', card.balance_minor, null, orderNumber, now);
    }
  }

  /** The guarded spend: one statement, so concurrent spends of one card are serialised on its row. */
  private async debit(giftCardId: string, amount: number): Promise<boolean> {
    const r = await this.db.query(
      'UPDATE gift_cards SET balance_minor = balance_minor - $2 WHERE id = $1 AND balance_minor >= $2', [giftCardId, amount]);
    return r.rowCount === 1;
  }

  private async ledger(giftCardId: string, kind: 'ISSUE' | 'HOLD' | 'RELEASE' | 'CAPTURE' | 'REFUND' | 'VOID', amount: number,
    cartId: string | null, orderNumber: string | null, at: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO gift_card_ledger (gift_card_id, kind, amount_minor, cart_id, order_number, at) VALUES ($1, $2, $3, $4, $5, $6)',
      [giftCardId, kind, amount, cartId, orderNumber, at]);
  }
}
