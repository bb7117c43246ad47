/*
 * §2 id formats, on their own (no zod) so that code run in the browser, such as the page-type rules, can use them
 * without carrying the contract's schemas.
 */

/** §2: product ids are 8 to 11 upper-case letters or digits. */
export const PRODUCT_ID_PATTERN = /^[A-Z0-9]{8,11}$/;
/** §2: category ids are 4 to 10 digits. */
export const CATEGORY_ID_PATTERN = /^\d{4,10}$/;
