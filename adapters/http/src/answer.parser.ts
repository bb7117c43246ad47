import { apiErrorFromAnswer, errorAnswerSchema, type CommerceError } from '@switchback/core';
import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';

export const issuePath = (path: ReadonlyArray<PropertyKey>, whole: string): string =>
  path.length === 0 ? whole : path.map((part) => String(part)).join('.');

const parseJson = (text: string): Result<unknown, string> => {
  if (text.trim() === '') return err('the answer has no body');
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err('the answer is not JSON');
  }
};

/**
 * Turns an upstream answer (status and body text) into the parsed response or a typed error:
 * 2xx parsed with the endpoint's response schema (mismatch → InvalidResponse); the §8 error envelope → ApiError;
 * anything else → InvalidResponse. Never throws, whatever the body holds.
 */
export function parseAnswer<T>(
  label: string,
  status: number,
  text: string,
  responseSchema: z.ZodType<T>,
): Result<T, CommerceError> {
  const json = parseJson(text);
  if (status >= 200 && status < 300) {
    if (json.isErr()) return err({ type: 'InvalidResponse', message: `${label}: ${json.error}` });
    const parsed = responseSchema.safeParse(json.value);
    if (parsed.success) return ok(parsed.data);
    const issue = parsed.error.issues[0];
    const where = issue ? `${issuePath(issue.path, 'body')}: ${issue.message}` : 'unknown field';
    return err({ type: 'InvalidResponse', message: `${label}: the answer does not match the contract (${where})` });
  }
  if (json.isOk()) {
    const answer = errorAnswerSchema.safeParse(json.value);
    if (answer.success) return err(apiErrorFromAnswer(answer.data, status));
  }
  return err({ type: 'InvalidResponse', message: `${label}: HTTP ${status} without an error answer` });
}
