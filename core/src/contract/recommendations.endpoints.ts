import type { Endpoint } from './endpoint';

/** Recommendations (issue 11 §1): often bought together, similar. Owned by the recommendations work. */
export const recommendationsEndpoints = {
} as const satisfies Record<string, Endpoint>;
