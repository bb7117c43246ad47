import { err, ok, type Result } from 'neverthrow';
import type { MinorUnits } from '../money/money';

/**
 * Issue 9 §3 special profiles (commerce-core §6): an employee's discounted spend is capped per period, an athlete's
 * payment draws on an annual credit, a prosumer's spend is counted against theirs. The period is the calendar year
 * (UTC) of the order.
 */
export const spendPeriod = (at: Date): string => String(at.getUTCFullYear());

/** Default employee cap per calendar year when none is set on the profile: 2,000.00 in the employee's currency. */
export const DEFAULT_EMPLOYEE_ANNUAL_CAP: MinorUnits = 2_000_00;

export type SpendLimitProblem = { readonly type: 'LimitExceeded'; readonly remaining: MinorUnits };

/** What is left of a cap or credit (never negative). */
export const remainingOf = (limit: MinorUnits, currentSpend: MinorUnits): MinorUnits => Math.max(0, limit - currentSpend);

/** An order of `amount` fits when the period's spend plus it stays within the cap. */
export function checkSpendLimit(currentSpend: MinorUnits, amount: MinorUnits, cap: MinorUnits): Result<void, SpendLimitProblem> {
  return currentSpend + amount <= cap ? ok(undefined) : err({ type: 'LimitExceeded', remaining: remainingOf(cap, currentSpend) });
}

/**
 * §3 Loyalty athlete payment (remainingAmount, payableAmount): what is left of the credit, and what of it this order
 * can take (the order's remaining amount at most).
 */
export const athletePayment = (annualCredit: MinorUnits, currentSpend: MinorUnits, orderRemaining: MinorUnits) => {
  const remainingAmount = remainingOf(annualCredit, currentSpend);
  return { remainingAmount, payableAmount: Math.max(0, Math.min(remainingAmount, orderRemaining)) };
};
