import type { Endpoint } from './endpoint';

/** Wishlists (commerce-core §7): favorites, sharing, saved-for-later, and the cart's saved-for-later calls. */
export const wishlistEndpoints = {
} as const satisfies Record<string, Endpoint>;
