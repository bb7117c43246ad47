/** The §8 errors the account scenario provokes on purpose (issue 7), with the status the contract answers them with. */
export const ACCOUNT_RECORDED_ERROR_STATUS = {
  LOGIN_IN_USE: 409,
  INVALID_CREDENTIALS: 401,
  INVALID_GRANT: 400,
  DUPLICATED_TOKEN: 400,
  RESET_LINK_EXPIRED: 400,
  CAPTCHA_FAILED: 403,
  USER_LOCKED: 423,
} as const;
