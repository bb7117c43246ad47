/** The cart form's intent of the per-line delivery choice (issue 10). */
export const DELIVERY_INTENT = 'delivery';

/** The checkout form's intent of the pickup contact (issue 10). */
export const PICKUP_CONTACT_INTENT = 'pickupContact';

/** The checkout form's intents of the collection point: choose one, or back to home delivery (issue 10 §4). */
export const COLLECTION_POINT_INTENT = 'collectionPoint';
export const COLLECTION_POINT_HOME_INTENT = 'collectionPointHome';
