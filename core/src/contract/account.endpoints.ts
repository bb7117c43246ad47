import type { Endpoint } from './endpoint';

/** Authentication (commerce-core §7): sign-up, sign-in, token exchange for registered consumers, sign-out, passwords, agent login. */
export const accountEndpoints = {
} as const satisfies Record<string, Endpoint>;
