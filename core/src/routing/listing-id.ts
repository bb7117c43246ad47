/** §2: a product listing id has 4 to 7 digits. */
export const PRODUCT_LISTING_ID_PATTERN = /^\d{4,7}$/;

export const isProductListingId = (value: string): boolean => PRODUCT_LISTING_ID_PATTERN.test(value);
