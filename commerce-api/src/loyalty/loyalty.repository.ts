import type { Database } from '../database/database.port';

export interface MemberRow {
  readonly customer_id: string;
  readonly member_id: string;
  readonly joined_at: Date;
  readonly source: string | null;
}

export interface VoucherRow {
  readonly voucher_id: string;
  readonly customer_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly points: number;
  readonly minimum_spend: number;
  readonly expires_at: Date | null;
  readonly used_order_number: string | null;
  readonly voided_at: Date | null;
  readonly origin_order_number: string | null;
  readonly origin_promotion_id: string | null;
}

export interface NewVoucher {
  readonly voucherId: string;
  readonly customerId: string;
  readonly amount: number;
  readonly currency: string;
  readonly points: number;
  readonly minimumSpend: number;
  readonly expiresAt: Date | null;
  readonly originOrderNumber: string | null;
  readonly originPromotionId: string | null;
  readonly now: Date;
}

export type PointsReason = 'EARNED' | 'EARNED_REVERSED' | 'REDEEMED' | 'REDEEMED_RESTORED' | 'GRANTED';

const VOUCHER_COLUMNS = `voucher_id, customer_id, amount, currency, points, minimum_spend, expires_at, used_order_number, voided_at,
  origin_order_number, origin_promotion_id`;

/**
 * Loyalty storage (migration 14; members in the pricing area's `loyalty_members`, migration 12). What takes points or
 * uses a voucher is guarded in SQL: points only with the consumer's row locked (`lockConsumer`) and the sum kept
 * >= 0; a voucher with a conditional UPDATE on `used_order_number IS NULL`.
 */
export class LoyaltyRepository {
  constructor(private readonly db: Database) {}

  /** Locks the consumer's row for the rest of the transaction (serialises their points and spend); false if none. */
  async lockConsumer(customerId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM consumers WHERE customer_id = $1 FOR UPDATE', [customerId])).rows.length === 1;
  }

  async member(customerId: string): Promise<MemberRow | undefined> {
    return (await this.db.query<MemberRow>('SELECT customer_id, member_id, joined_at, source FROM loyalty_members WHERE customer_id = $1', [customerId])).rows[0];
  }

  /** Joins (or not, when already a member: the first join stays). */
  async join(customerId: string, memberId: string, source: string | null, now: Date): Promise<boolean> {
    const inserted = await this.db.query(
      'INSERT INTO loyalty_members (customer_id, member_id, joined_at, source) VALUES ($1, $2, $3, $4) ON CONFLICT (customer_id) DO NOTHING',
      [customerId, memberId, now, source]);
    return inserted.rowCount === 1;
  }

  async balance(customerId: string): Promise<number> {
    return (await this.db.query<{ balance: number }>('SELECT COALESCE(SUM(delta), 0)::int AS balance FROM loyalty_points WHERE customer_id = $1', [customerId])).rows[0]!.balance;
  }

  /** Adds a points row (once per order and reason); a row taking points is written only while the balance stays >= 0. */
  async addPoints(customerId: string, delta: number, reason: PointsReason, orderNumber: string | null, now: Date): Promise<boolean> {
    const written = await this.db.query(
      `INSERT INTO loyalty_points (customer_id, delta, reason, order_number, at)
       SELECT $1::text, $2::int, $3::text, $4::text, $5::timestamptz
        WHERE (SELECT COALESCE(SUM(delta), 0) FROM loyalty_points WHERE customer_id = $1::text) + $2::int >= 0
       ON CONFLICT (order_number, reason) DO NOTHING`,
      [customerId, delta, reason, orderNumber, now]);
    return written.rowCount === 1;
  }

  /** The points rows of an order (to reverse them on cancel). */
  async orderPoints(orderNumber: string): Promise<{ delta: number; reason: PointsReason }[]> {
    return (await this.db.query<{ delta: number; reason: PointsReason }>('SELECT delta, reason FROM loyalty_points WHERE order_number = $1', [orderNumber])).rows;
  }

  async vouchers(customerId: string): Promise<VoucherRow[]> {
    return (await this.db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM loyalty_vouchers WHERE customer_id = $1 AND voided_at IS NULL ORDER BY created_at, voucher_id`, [customerId])).rows;
  }

  async voucher(voucherId: string): Promise<VoucherRow | undefined> {
    return (await this.db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM loyalty_vouchers WHERE voucher_id = $1`, [voucherId])).rows[0];
  }

  async insertVoucher(v: NewVoucher): Promise<boolean> {
    const inserted = await this.db.query(
      `INSERT INTO loyalty_vouchers (voucher_id, customer_id, amount, currency, points, minimum_spend, expires_at, origin_order_number, origin_promotion_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [v.voucherId, v.customerId, v.amount, v.currency, v.points, v.minimumSpend, v.expiresAt, v.originOrderNumber, v.originPromotionId, v.now]);
    return inserted.rowCount === 1;
  }

  /** Marks a voucher used by an order: only if it is the owner's, unused, not voided and not expired (one order wins). */
  async useVoucher(voucherId: string, customerId: string, orderNumber: string, now: Date): Promise<boolean> {
    const used = await this.db.query(
      `UPDATE loyalty_vouchers SET used_order_number = $3, used_at = $4
        WHERE voucher_id = $1 AND customer_id = $2 AND used_order_number IS NULL AND voided_at IS NULL AND (expires_at IS NULL OR expires_at > $4)`,
      [voucherId, customerId, orderNumber, now]);
    return used.rowCount === 1;
  }

  /** A cancelled order gives back the voucher it used, and voids the unused vouchers it earned. */
  async releaseOrderVouchers(orderNumber: string, now: Date): Promise<void> {
    await this.db.query('UPDATE loyalty_vouchers SET used_order_number = NULL, used_at = NULL WHERE used_order_number = $1', [orderNumber]);
    await this.db.query('UPDATE loyalty_vouchers SET voided_at = $2 WHERE origin_order_number = $1 AND used_order_number IS NULL AND voided_at IS NULL', [orderNumber, now]);
  }

  async cartReward(cartId: string): Promise<VoucherRow | undefined> {
    return (await this.db.query<VoucherRow>(
      `SELECT ${VOUCHER_COLUMNS.split(',').map((c) => `v.${c.trim()}`).join(', ')} FROM cart_rewards r JOIN loyalty_vouchers v ON v.voucher_id = r.voucher_id WHERE r.cart_id = $1`,
      [cartId])).rows[0];
  }

  async setCartReward(cartId: string, voucherId: string | null, now: Date): Promise<void> {
    if (voucherId === null) {
      await this.db.query('DELETE FROM cart_rewards WHERE cart_id = $1', [cartId]);
      return;
    }
    await this.db.query(
      `INSERT INTO cart_rewards (cart_id, voucher_id, applied_at) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id) DO UPDATE SET voucher_id = EXCLUDED.voucher_id, applied_at = EXCLUDED.applied_at`,
      [cartId, voucherId, now]);
  }

  /** A member's reward code or card of this kind (codes are stored upper-case). */
  async rewardCode(customerId: string, kind: 'REWARD_CODE' | 'REWARD_CARD', code: string): Promise<RewardCodeRow | undefined> {
    return (await this.db.query<RewardCodeRow>(
      'SELECT code, kind, amount, currency, expires_at, used_order_number FROM loyalty_reward_codes WHERE customer_id = $1 AND kind = $2 AND code = $3',
      [customerId, kind, code.toUpperCase()])).rows[0];
  }

  /** Marks a reward code used by an order: only if unused and not expired (one order wins). */
  async useRewardCode(customerId: string, code: string, orderNumber: string, now: Date): Promise<boolean> {
    const used = await this.db.query(
      `UPDATE loyalty_reward_codes SET used_order_number = $3, used_at = $4
        WHERE customer_id = $1 AND code = $2 AND used_order_number IS NULL AND (expires_at IS NULL OR expires_at > $4)`,
      [customerId, code, orderNumber, now]);
    return used.rowCount === 1;
  }

  /** A cancelled order frees the reward codes it used. */
  async releaseOrderRewardCodes(orderNumber: string): Promise<void> {
    await this.db.query('UPDATE loyalty_reward_codes SET used_order_number = NULL, used_at = NULL WHERE used_order_number = $1', [orderNumber]);
  }
}

export interface RewardCodeRow {
  readonly code: string;
  readonly kind: 'REWARD_CODE' | 'REWARD_CARD';
  readonly amount: number;
  readonly currency: string;
  readonly expires_at: Date | null;
  readonly used_order_number: string | null;
}
