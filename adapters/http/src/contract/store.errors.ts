/** The errors the store scenario provokes on purpose (issue 10 §1), one recording each, with their status. */
export const STORE_RECORDED_ERROR_STATUS = {
  POSTCODE_INVALID: 400,
  STORE_NOT_FOUND: 404,
} as const;
