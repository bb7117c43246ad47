import type { ThresholdStatus } from './threshold';

/**
 * §5: an approaching-promotion callout has exactly 3 parts separated by a pipe: the text while not above the
 * threshold, the text above it (with a distance placeholder), and the text once reached.
 */
export interface Callout {
  readonly notAboveThreshold: string;
  readonly aboveThreshold: string;
  readonly reached: string;
}

export const CALLOUT_SEPARATOR = '|';
/** The distance placeholder in the above-threshold part; `{0}` is read the same way. */
export const DISTANCE_PLACEHOLDERS = ['{distance}', '{0}'] as const;

/** §5: a callout message, or null when it does not have exactly 3 pipe-separated parts (such a message is ignored). */
export function parseCallout(message: unknown): Callout | null {
  if (typeof message !== 'string') return null;
  const parts = message.split(CALLOUT_SEPARATOR);
  if (parts.length !== 3) return null;
  const [notAboveThreshold, aboveThreshold, reached] = parts.map((part) => part.trim()) as [string, string, string];
  return { notAboveThreshold, aboveThreshold, reached };
}

/** The text to show for a status; the above-threshold text gets the formatted distance in its placeholder. */
export function calloutText(callout: Callout, status: ThresholdStatus, formattedDistance = ''): string {
  switch (status) {
    case 'Below Threshold':
      return callout.notAboveThreshold;
    case 'Above Threshold':
      return DISTANCE_PLACEHOLDERS.reduce((text, placeholder) => text.split(placeholder).join(formattedDistance), callout.aboveThreshold);
    case 'Threshold Reached':
      return callout.reached;
    default: {
      const unreachable: never = status;
      return unreachable;
    }
  }
}
