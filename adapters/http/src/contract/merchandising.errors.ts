/** The errors the merchandising scenario provokes on purpose (issue 11: product sets, notify-me), one recording each. */
export const MERCHANDISING_RECORDED_ERROR_STATUS = {
  PRODUCT_SET_NOT_FOUND: 404,
  NOTIFY_ME_IN_STOCK: 409,
} as const;
