/**
 * Issue 10 §3, commerce-core §4: a 3-D Secure challenge left unanswered lapses `minutes` after the order was placed;
 * the order is then reset (cancelled, stock back, authorisation voided) at its next touch, as a failed one is.
 */
export const THREE_DS_CHALLENGE_MINUTES = 15;

export const challengeLapsesAt = (placedAt: Date, minutes: number = THREE_DS_CHALLENGE_MINUTES): Date =>
  new Date(placedAt.getTime() + minutes * 60_000);

export const challengeLapsed = (lapsesAt: Date, now: Date): boolean => now.getTime() >= lapsesAt.getTime();

/** The reasons written on the history row of an order reset by its challenge (support reads them). */
export const AUTHENTICATION_RESET_REASON = {
  failed: 'Payment authentication failed',
  lapsed: 'Payment authentication not completed in time',
} as const;
