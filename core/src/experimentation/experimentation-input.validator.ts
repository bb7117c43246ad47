import { err, ok, type Result } from 'neverthrow';

/** §8 the experimentation client logs these and returns null or false; it never throws to the page. */
export type ExperimentationInputError =
  | { readonly type: 'InvalidUserId' }
  | { readonly type: 'InvalidAttributes'; readonly key?: string }
  | { readonly type: 'InvalidEventTags' };

export type AttributeValue = string | boolean | number;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** §5 "user id must be a string". */
export const validateUserId = (value: unknown): Result<string, ExperimentationInputError> =>
  typeof value === 'string' ? ok(value) : err({ type: 'InvalidUserId' });

/** §5 "attributes an object without undefined values" (absent attributes are an empty object). */
export function validateAttributes(value: unknown): Result<Readonly<Record<string, unknown>>, ExperimentationInputError> {
  if (value === undefined) return ok({});
  if (!isPlainObject(value)) return err({ type: 'InvalidAttributes' });
  const missing = Object.keys(value).find((key) => value[key] === undefined);
  return missing === undefined ? ok(value) : err({ type: 'InvalidAttributes', key: missing });
}

/** §5 "event tags an object". */
export function validateEventTags(value: unknown): Result<Readonly<Record<string, unknown>>, ExperimentationInputError> {
  if (value === undefined) return ok({});
  return isPlainObject(value) ? ok(value) : err({ type: 'InvalidEventTags' });
}

/** §5 "attribute values are sent only if string, boolean or safe integer". */
export const isSendableAttributeValue = (value: unknown): value is AttributeValue =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isSafeInteger(value));

export const sendableAttributes = (attributes: Readonly<Record<string, unknown>>): Readonly<Record<string, AttributeValue>> =>
  Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, AttributeValue] => isSendableAttributeValue(entry[1])));

const numeric = (value: unknown, fromNumber: (n: number) => number, fromText: (text: string) => number): number | null => {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const parsed = typeof value === 'number' ? fromNumber(value) : fromText(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** §5 "revenue is parsed as an integer ..., null if not finite". */
export const parseRevenue = (value: unknown): number | null => numeric(value, Math.trunc, (text) => Number.parseInt(text, 10));

/** §5 "... and value as a float, null if not finite". */
export const parseEventValue = (value: unknown): number | null => numeric(value, (n) => n, Number.parseFloat);

/**
 * §4 "Experimentation client: created only when the feature is enabled; decisions are made only if targeting
 * consent is given."
 */
export const experimentationAllowed = (input: { featureEnabled: boolean; targetingConsent: boolean }) => ({
  createClient: input.featureEnabled,
  makeDecisions: input.featureEnabled && input.targetingConsent,
});
