import type { Endpoint } from './endpoint';

/** Product sets and back-in-stock requests (issue 11 §1). Owned by the sets and notify-me work. */
export const merchandisingEndpoints = {
} as const satisfies Record<string, Endpoint>;
