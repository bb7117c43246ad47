import { REMAINDER_PAYMENT_METHODS } from '@switchback/core';
import type { PaymentInstrumentRow } from './cart.repository';

/**
 * Issue 10 §3: a cart instrument that pays the remainder (the card, pay later, the wallet, the card provider's
 * express payment: core's REMAINDER_PAYMENT_METHODS) rather than a share allocated by core.
 */
export const isRemainderRow = (row: PaymentInstrumentRow): boolean => REMAINDER_PAYMENT_METHODS.includes(row.payment_method_id);

/**
 * The cart's instrument that pays the remainder: of the remainder kinds on the cart, the one added last (a shopper
 * who adds pay later after a card pays later, and the other way round). Undefined when there is none.
 */
export function payingRemainderRow(rows: readonly PaymentInstrumentRow[]): PaymentInstrumentRow | undefined {
  return rows.filter(isRemainderRow).at(-1);
}
