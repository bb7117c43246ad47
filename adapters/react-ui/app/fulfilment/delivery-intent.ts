/** The cart form's intent of the per-line delivery choice (issue 10). */
export const DELIVERY_INTENT = 'delivery';

/** The checkout form's intent of the pickup contact (issue 10). */
export const PICKUP_CONTACT_INTENT = 'pickupContact';
