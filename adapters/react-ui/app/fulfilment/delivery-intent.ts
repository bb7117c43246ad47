/** The cart form's intent of the per-line delivery choice (issue 10). */
export const DELIVERY_INTENT = 'delivery';
