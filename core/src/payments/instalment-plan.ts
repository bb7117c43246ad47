/**
 * Issue 10 §3 buy now, pay later: the instalment plan of an amount. Integer minor units: every instalment but the
 * last is the amount divided by the count, rounded down; the last takes what is left, so they sum exactly to the
 * amount. Due every `intervalDays` from the day of purchase (the first at purchase).
 */
export interface Instalment {
  readonly sequence: number;
  readonly amount: number;
  /** ISO date-time the instalment is due. */
  readonly dueAt: string;
}

export const PAY_LATER_INSTALMENTS = 4;
export const PAY_LATER_INTERVAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The amounts only: `count` parts of `amountMinor` (a non-negative integer), the remainder on the last. */
export function instalmentAmounts(amountMinor: number, count: number = PAY_LATER_INSTALMENTS): number[] {
  if (!Number.isInteger(amountMinor) || amountMinor < 0) throw new RangeError('amount must be a non-negative integer (minor units)');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const each = Math.floor(amountMinor / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? amountMinor - each * (count - 1) : each));
}

/** The plan: amounts (summing to `amountMinor`) and due dates from `purchasedAt`. */
export function instalmentPlan(amountMinor: number, purchasedAt: Date, count: number = PAY_LATER_INSTALMENTS, intervalDays: number = PAY_LATER_INTERVAL_DAYS): Instalment[] {
  return instalmentAmounts(amountMinor, count).map((amount, index) => ({
    sequence: index + 1,
    amount,
    dueAt: new Date(purchasedAt.getTime() + index * intervalDays * DAY_MS).toISOString(),
  }));
}
