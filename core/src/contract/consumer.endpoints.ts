import type { Endpoint } from './endpoint';

/** Consumer (commerce-core §7, base /consumers-v3/consumer): profile, lookup, subscription, payment instruments, addresses, notification, retrieveUserData; utilities countryList. */
export const consumerEndpoints = {
} as const satisfies Record<string, Endpoint>;
