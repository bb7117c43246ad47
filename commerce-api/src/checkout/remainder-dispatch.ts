import type { OrderPaymentMethod } from '@switchback/core';
import type { PaymentInstrumentRow } from '../cart/cart.repository';
import type { RemainderKind, RemainderPayer, RemainderPayers } from './remainder-payer';

/** The kinds that pay what the other instruments leave (remainder-payer.ts), as payment_method_ids. */
export const REMAINDER_KINDS: readonly RemainderKind[] = ['CREDIT_CARD', 'PAY_LATER', 'WALLET', 'CARD_PROVIDER_EXPRESS'];

export const isRemainderKind = (id: string): id is RemainderKind => (REMAINDER_KINDS as readonly string[]).includes(id);

/** A cart instrument that pays the remainder (the card, pay later, …) rather than a share allocated by core. */
export const isRemainderRow = (row: PaymentInstrumentRow): boolean => isRemainderKind(row.payment_method_id);

/**
 * The cart's instrument that pays the remainder: of the remainder kinds on the cart, the one added last (a shopper
 * who adds pay later after a card pays later, and the other way round). Undefined when there is none.
 */
export function payingRemainderRow(rows: readonly PaymentInstrumentRow[]): PaymentInstrumentRow | undefined {
  return rows.filter(isRemainderRow).at(-1);
}

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
