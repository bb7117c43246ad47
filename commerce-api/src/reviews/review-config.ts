import { z } from 'zod';
import { DEFAULT_REVIEW_SETTINGS, REVIEW_TEXT_HARD_MAX, type ReviewSettings } from '@switchback/core';

const whole = (name: string) => z.coerce.number().int(`${name} is a whole number`).min(1, `${name} is at least 1`);
const envSchema = z.object({
  SWITCHBACK_REVIEW_MAX_LENGTH: whole('SWITCHBACK_REVIEW_MAX_LENGTH').max(REVIEW_TEXT_HARD_MAX).optional(),
  SWITCHBACK_REVIEW_FLAG_THRESHOLD: whole('SWITCHBACK_REVIEW_FLAG_THRESHOLD').max(10_000).optional(),
});
const optionsSchema = z.strictObject({
  maxLength: z.number().int().min(1).max(REVIEW_TEXT_HARD_MAX).optional(),
  flagThreshold: z.number().int().min(1).max(10_000).optional(),
  reviewsPageSize: z.number().int().min(1).max(50).optional(),
  questionsPageSize: z.number().int().min(1).max(50).optional(),
}).optional();

/**
 * The review settings (issue 11 §2): the engine option, else the environment (SWITCHBACK_REVIEW_MAX_LENGTH,
 * SWITCHBACK_REVIEW_FLAG_THRESHOLD), else core's DEFAULT_REVIEW_SETTINGS. A bad value stops the engine at start.
 */
export function resolveReviewSettings(options: Partial<ReviewSettings> | undefined, env: Record<string, string | undefined>): ReviewSettings {
  const o = optionsSchema.parse(options);
  const e = envSchema.parse({
    SWITCHBACK_REVIEW_MAX_LENGTH: env.SWITCHBACK_REVIEW_MAX_LENGTH || undefined,
    SWITCHBACK_REVIEW_FLAG_THRESHOLD: env.SWITCHBACK_REVIEW_FLAG_THRESHOLD || undefined,
  });
  return {
    maxLength: o?.maxLength ?? e.SWITCHBACK_REVIEW_MAX_LENGTH ?? DEFAULT_REVIEW_SETTINGS.maxLength,
    flagThreshold: o?.flagThreshold ?? e.SWITCHBACK_REVIEW_FLAG_THRESHOLD ?? DEFAULT_REVIEW_SETTINGS.flagThreshold,
    reviewsPageSize: o?.reviewsPageSize ?? DEFAULT_REVIEW_SETTINGS.reviewsPageSize,
    questionsPageSize: o?.questionsPageSize ?? DEFAULT_REVIEW_SETTINGS.questionsPageSize,
  };
}
