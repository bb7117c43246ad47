import { z } from 'zod';
import {
  allocatePayments, instalmentAmounts, type AllocatableInstrument, type PaymentInstrument, type Totals,
} from '@switchback/core';
import { isRemainderRow, payingRemainderRow } from './remainder-rows';
import { isCardRow, type PaymentInstrumentRow } from './cart.repository';

/**
 * What each kind keeps in its row's `details` (written by the kind when it is added, parsed here where storage comes in):
 * what it shows and what caps it. A kind's handler (checkout/payment-kinds.ts) writes exactly this shape.
 */
export const instrumentDetailsSchemas = {
  /** The balance the cart counts on (read when added, refreshed when held on prepareOrder). */
  GIFT_CARD: z.object({
    maskedNumber: z.string(), last4: z.string().regex(/^\d{4}$/), balance: z.number().int().min(0), expiresAt: z.string().nullable(),
  }),
  /** Points used and what a point is worth (minor units) when they were added. */
  LOYALTY_POINTS: z.object({ points: z.number().int().min(1), pointValue: z.number().int().min(1) }),
  /** A reward code or card: what it is worth and how it is shown. */
  REWARD_CODE: z.object({ value: z.number().int().min(0), maskedCode: z.string() }),
  REWARD_CARD: z.object({ value: z.number().int().min(0), maskedCode: z.string() }),
  /** The athlete's remaining credit when it was added. */
  ATHLETES_PAYMENT: z.object({ remainingCredit: z.number().int().min(0) }),
  /** Issue 10 §3: the pay-later provider's name and the plan's number of instalments (the amount is the remainder). */
  PAY_LATER: z.object({ provider: z.string(), instalments: z.number().int().min(1) }),
  /** Issue 10: the card provider's express payment: its request id and what its sheet showed of the card. */
  CARD_PROVIDER_EXPRESS: z.object({ c_requestID: z.string(), brand: z.string(), last4: z.string().regex(/^\d{4}$/) }),
} as const;

/** The instruments that pay what the others leave (remainingToPay), as the card does (issue 10 RemainderKind). */
export type InstrumentDetails<K extends keyof typeof instrumentDetailsSchemas> = z.infer<(typeof instrumentDetailsSchemas)[K]>;

const requested = (row: PaymentInstrumentRow): number | undefined => row.requested_amount ?? undefined;

/** An instrument that is not the card, as core's allocation rule sees it. */
export function allocatable(row: PaymentInstrumentRow): AllocatableInstrument {
  const { id } = row;
  switch (row.payment_method_id) {
    case 'GIFT_CARD':
      return { id, kind: 'GIFT_CARD', balance: instrumentDetailsSchemas.GIFT_CARD.parse(row.details).balance, requested: requested(row) };
    case 'LOYALTY_POINTS': {
      const details = instrumentDetailsSchemas.LOYALTY_POINTS.parse(row.details);
      return { id, kind: 'LOYALTY_POINTS', points: details.points, pointValue: details.pointValue };
    }
    case 'REWARD_CODE':
    case 'REWARD_CARD':
      return { id, kind: row.payment_method_id, value: instrumentDetailsSchemas[row.payment_method_id].parse(row.details).value };
    case 'ATHLETES_PAYMENT':
      return { id, kind: 'ATHLETES_PAYMENT', remainingCredit: instrumentDetailsSchemas.ATHLETES_PAYMENT.parse(row.details).remainingCredit, requested: requested(row) };
    case 'CREDIT_CARD':
    case 'PAY_LATER':
    case 'WALLET':
    case 'CARD_PROVIDER_EXPRESS':
      throw new Error(`${row.payment_method_id} is not allocated: it pays remainingToPay, as the card does`);
  }
}

function shown(row: PaymentInstrumentRow, amount: number): PaymentInstrument {
  const base = { payment_instrument_id: row.id, amount };
  if (isCardRow(row)) {
    return {
      ...base, payment_method_id: 'CREDIT_CARD',
      card: { brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year, holder: row.holder },
    };
  }
  switch (row.payment_method_id) {
    case 'GIFT_CARD':
      return { ...base, payment_method_id: 'GIFT_CARD', giftCard: instrumentDetailsSchemas.GIFT_CARD.parse(row.details) };
    case 'LOYALTY_POINTS':
      return { ...base, payment_method_id: 'LOYALTY_POINTS', points: instrumentDetailsSchemas.LOYALTY_POINTS.parse(row.details).points };
    case 'REWARD_CODE':
    case 'REWARD_CARD':
      return { ...base, payment_method_id: row.payment_method_id, reward: { maskedCode: instrumentDetailsSchemas[row.payment_method_id].parse(row.details).maskedCode } };
    case 'ATHLETES_PAYMENT':
      return { ...base, payment_method_id: 'ATHLETES_PAYMENT' };
    case 'PAY_LATER': {
      // Core's plan: the first instalment (the last takes the rounding remainder).
      const { provider, instalments } = instrumentDetailsSchemas.PAY_LATER.parse(row.details);
      return { ...base, payment_method_id: 'PAY_LATER', payLater: { provider, instalments, instalmentAmount: instalmentAmounts(amount, instalments)[0]! } };
    }
    case 'CARD_PROVIDER_EXPRESS':
      return { ...base, payment_method_id: 'CARD_PROVIDER_EXPRESS', c_requestID: instrumentDetailsSchemas.CARD_PROVIDER_EXPRESS.parse(row.details).c_requestID };
  }
  throw new Error(`unknown payment method ${row.payment_method_id}`);
}

export interface CartPayments {
  /** The contract's payment_instruments, in the order added, each with what it pays. */
  readonly instruments: PaymentInstrument[];
  /** What the card pays (or would pay, when there is none yet). */
  readonly remainingToPay: number;
}

/**
 * The cart's payment instruments and remainingToPay from its rows and priced totals, by core's allocatePayments:
 * the reward (totals.appliedRewards) first, then athlete payment, points, reward codes, gift cards in the order added;
 * the card pays the rest.
 */
export function cartPayments(rows: readonly PaymentInstrumentRow[], totals: Pick<Totals, 'total' | 'appliedRewards'>): CartPayments {
  const others = rows.filter((row) => !isRemainderRow(row));
  const allocation = allocatePayments(totals.total, totals.appliedRewards, others.map(allocatable));
  const amounts = new Map(allocation.instruments.map((i) => [i.id, i.amount]));
  // Issue 10: of the remainder kinds (card, pay later, …) the one added last pays the remainder; another shows 0.
  const paying = payingRemainderRow(rows);
  return {
    instruments: rows.map((row) => shown(row, isRemainderRow(row) ? (row === paying ? allocation.remainingToPay : 0) : amounts.get(row.id)!)),
    remainingToPay: allocation.remainingToPay,
  };
}
