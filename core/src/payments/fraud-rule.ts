/**
 * Issue 10 §3 the sandbox fraud rule, decided here once (commerce-api counts, this decides): an order is refused
 * (PAYMENT_FRAUD_VERIFICATION_EXCEPTION) when its device fingerprint is on the deny list, or when the same fingerprint
 * already placed `maxOrders` orders within the last `windowMinutes`. An order without a fingerprint is not judged.
 */
export interface FraudRule {
  /** At most this many orders per fingerprint within the window (the next is refused). */
  readonly maxOrders: number;
  readonly windowMinutes: number;
  /** Fingerprints always refused. */
  readonly denyList: readonly string[];
}

/** Documented default (commerce-api README "Sandbox payments"; SWITCHBACK_FRAUD_* env): 5 orders per fingerprint per 10 minutes. */
export const DEFAULT_FRAUD_RULE: FraudRule = { maxOrders: 5, windowMinutes: 10, denyList: ['sandbox-fraud-denied'] };

export type FraudVerdict = { readonly type: 'Accept' } | { readonly type: 'Refuse'; readonly reason: 'DenyListed' | 'TooManyOrders' };

/** Start of the window that counts for an order placed at `now`. */
export const fraudWindowStart = (rule: FraudRule, now: Date): Date => new Date(now.getTime() - rule.windowMinutes * 60_000);

/** The verdict for a fingerprint with `recentOrders` orders placed since `fraudWindowStart`. */
export function fraudVerdict(rule: FraudRule, fingerprint: string | null, recentOrders: number): FraudVerdict {
  if (fingerprint === null) return { type: 'Accept' };
  if (rule.denyList.includes(fingerprint)) return { type: 'Refuse', reason: 'DenyListed' };
  if (recentOrders >= rule.maxOrders) return { type: 'Refuse', reason: 'TooManyOrders' };
  return { type: 'Accept' };
}
