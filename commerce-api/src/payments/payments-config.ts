import { z } from 'zod';
import { DEFAULT_FRAUD_RULE, THREE_DS_CHALLENGE_MINUTES, type FraudRule } from '@switchback/core';

/**
 * Issue 10 §3 payment settings (README "Sandbox payments"): the sandbox fraud rule and how long a 3-D Secure
 * challenge may stay unanswered. Options win over the environment, which wins over core's defaults:
 * SWITCHBACK_FRAUD_MAX_ORDERS (5), SWITCHBACK_FRAUD_WINDOW_MINUTES (10), SWITCHBACK_FRAUD_DENY_LIST (comma-separated,
 * default `sandbox-fraud-denied`), SWITCHBACK_THREE_DS_MINUTES (15).
 */
export interface PaymentsConfig {
  readonly fraudRule: FraudRule;
  readonly threeDsChallengeMinutes: number;
}

export interface PaymentsOptions {
  readonly fraudRule?: Partial<FraudRule>;
  readonly threeDsChallengeMinutes?: number;
}

const count = (name: string) => z.coerce.number().int(`${name} is a whole number`).min(1).max(1_000_000);
const envSchema = z.object({
  SWITCHBACK_FRAUD_MAX_ORDERS: count('SWITCHBACK_FRAUD_MAX_ORDERS').optional(),
  SWITCHBACK_FRAUD_WINDOW_MINUTES: count('SWITCHBACK_FRAUD_WINDOW_MINUTES').max(10_080).optional(),
  SWITCHBACK_FRAUD_DENY_LIST: z.string().transform((raw) => raw.split(',').map((s) => s.trim()).filter((s) => s.length > 0)).optional(),
  SWITCHBACK_THREE_DS_MINUTES: count('SWITCHBACK_THREE_DS_MINUTES').max(1440).optional(),
});

export function resolvePaymentsConfig(options: PaymentsOptions | undefined, env: Record<string, string | undefined>): PaymentsConfig {
  const e = envSchema.parse({
    SWITCHBACK_FRAUD_MAX_ORDERS: env.SWITCHBACK_FRAUD_MAX_ORDERS || undefined,
    SWITCHBACK_FRAUD_WINDOW_MINUTES: env.SWITCHBACK_FRAUD_WINDOW_MINUTES || undefined,
    SWITCHBACK_FRAUD_DENY_LIST: env.SWITCHBACK_FRAUD_DENY_LIST || undefined,
    SWITCHBACK_THREE_DS_MINUTES: env.SWITCHBACK_THREE_DS_MINUTES || undefined,
  });
  return {
    fraudRule: {
      maxOrders: options?.fraudRule?.maxOrders ?? e.SWITCHBACK_FRAUD_MAX_ORDERS ?? DEFAULT_FRAUD_RULE.maxOrders,
      windowMinutes: options?.fraudRule?.windowMinutes ?? e.SWITCHBACK_FRAUD_WINDOW_MINUTES ?? DEFAULT_FRAUD_RULE.windowMinutes,
      denyList: options?.fraudRule?.denyList ?? e.SWITCHBACK_FRAUD_DENY_LIST ?? DEFAULT_FRAUD_RULE.denyList,
    },
    threeDsChallengeMinutes: options?.threeDsChallengeMinutes ?? e.SWITCHBACK_THREE_DS_MINUTES ?? THREE_DS_CHALLENGE_MINUTES,
  };
}
