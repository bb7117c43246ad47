/**
 * Issue 9 §3: several ways to pay one cart. Who pays what, in the documented order:
 *   1. the applied loyalty reward (totals.appliedRewards),
 *   2. ATHLETES_PAYMENT, 3. LOYALTY_POINTS, 4. REWARD_CODE / REWARD_CARD,
 *   5. gift cards, in the order they were added;
 * the card pays what is left (`remainingToPay`). Each instrument pays at most its cap and at most what is still
 * to pay. Integer minor units throughout.
 */

/** An instrument that is not the card, with what bounds it. The card is not allocated: it pays `remainingToPay`. */
export type AllocatableInstrument =
  /** A gift card: its balance, and at most `requested` when the shopper asked for less. */
  | { readonly id: string; readonly kind: 'GIFT_CARD'; readonly balance: number; readonly requested?: number | undefined }
  /** Loyalty points converted at the configured point value (minor units per point). */
  | { readonly id: string; readonly kind: 'LOYALTY_POINTS'; readonly points: number; readonly pointValue: number }
  /** A member's reward code or card, worth `value`. */
  | { readonly id: string; readonly kind: 'REWARD_CODE' | 'REWARD_CARD'; readonly value: number }
  /** The athlete's remaining credit, and at most `requested` when asked for less. */
  | { readonly id: string; readonly kind: 'ATHLETES_PAYMENT'; readonly remainingCredit: number; readonly requested?: number | undefined };

export type AllocatableKind = AllocatableInstrument['kind'];

export interface PaymentAllocation {
  /** What the applied loyalty reward pays (at most the reward, at most the total). */
  readonly reward: number;
  /** Each instrument's amount, in the order given (not the paying order), so callers can zip them back. */
  readonly instruments: readonly { readonly id: string; readonly kind: AllocatableKind; readonly amount: number }[];
  /** What the card still has to pay. */
  readonly remainingToPay: number;
}

/** The paying order of the kinds (lower pays first); gift cards keep the order they were added in. */
export const PAYMENT_ORDER: Readonly<Record<AllocatableKind, number>> = {
  ATHLETES_PAYMENT: 1,
  LOYALTY_POINTS: 2,
  REWARD_CODE: 3,
  REWARD_CARD: 3,
  GIFT_CARD: 4,
};

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const capped = (limit: number, requested: number | undefined): number =>
  requested === undefined ? nonNegative(limit) : Math.min(nonNegative(limit), nonNegative(requested));

/** The most an instrument can pay, whatever the order's total. */
export function instrumentCap(instrument: AllocatableInstrument): number {
  switch (instrument.kind) {
    case 'GIFT_CARD':
      return capped(instrument.balance, instrument.requested);
    case 'LOYALTY_POINTS':
      return nonNegative(nonNegative(instrument.points) * nonNegative(instrument.pointValue));
    case 'REWARD_CODE':
    case 'REWARD_CARD':
      return nonNegative(instrument.value);
    case 'ATHLETES_PAYMENT':
      return capped(instrument.remainingCredit, instrument.requested);
  }
}

/** Splits `total` between the reward, the instruments (in the documented order) and the card (`remainingToPay`). */
export function allocatePayments(total: number, reward: number, instruments: readonly AllocatableInstrument[]): PaymentAllocation {
  let left = nonNegative(total);
  const rewardPays = Math.min(nonNegative(reward), left);
  left -= rewardPays;
  const paying = instruments
    .map((instrument, index) => ({ instrument, index }))
    .sort((a, b) => PAYMENT_ORDER[a.instrument.kind] - PAYMENT_ORDER[b.instrument.kind] || a.index - b.index);
  const amounts = new Array<number>(instruments.length).fill(0);
  for (const { instrument, index } of paying) {
    const amount = Math.min(instrumentCap(instrument), left);
    amounts[index] = amount;
    left -= amount;
  }
  return {
    reward: rewardPays,
    instruments: instruments.map((instrument, index) => ({ id: instrument.id, kind: instrument.kind, amount: amounts[index]! })),
    remainingToPay: left,
  };
}
