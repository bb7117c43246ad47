import { REMAINDER_PAYMENT_METHODS, type OrderPaymentMethod } from '@switchback/core';
import type { PaymentInstrumentRow } from '../cart/cart.repository';
import { payingRemainderRow } from '../cart/remainder-rows';
import type { RemainderKind, RemainderPayer, RemainderPayers } from './remainder-payer';

export { isRemainderRow, payingRemainderRow } from '../cart/remainder-rows';

export const isRemainderKind = (id: string): id is RemainderKind => REMAINDER_PAYMENT_METHODS.includes(id);

/** Who pays the remainder of an order: the payer of its kind and the cart row behind it (null when the order names its payment). */
export interface RemainderChoice {
  readonly kind: RemainderKind;
  readonly payer: RemainderPayer;
  readonly row: PaymentInstrumentRow | null;
}

/**
 * The order's `paymentMethod` code when given (the wallet, the card provider's express payment: the row of that kind
 * on the cart, if any), else the cart's paying remainder row. Undefined when no bound payer can pay it.
 */
export function chooseRemainderPayer(
  payers: RemainderPayers, rows: readonly PaymentInstrumentRow[], paymentMethod: OrderPaymentMethod | undefined,
): RemainderChoice | undefined {
  if (paymentMethod !== undefined) {
    if (!isRemainderKind(paymentMethod.code)) return undefined;
    const payer = payers[paymentMethod.code];
    const row = rows.filter((r) => r.payment_method_id === paymentMethod.code).at(-1) ?? null;
    return payer ? { kind: paymentMethod.code, payer, row } : undefined;
  }
  const row = payingRemainderRow(rows);
  if (!row) return undefined;
  const kind = row.payment_method_id as RemainderKind;
  const payer = payers[kind];
  return payer ? { kind, payer, row } : undefined;
}
