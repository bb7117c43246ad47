import type { VoucherState } from '@switchback/core';
import type { VoucherRow } from './loyalty.repository';

/** A stored voucher as core's voucher rules read it. */
export const voucherStateOf = (row: VoucherRow): VoucherState => ({
  amount: row.amount, currency: row.currency, minimumSpend: row.minimum_spend, expiresAt: row.expires_at,
  used: row.used_order_number !== null, voided: row.voided_at !== null,
});
