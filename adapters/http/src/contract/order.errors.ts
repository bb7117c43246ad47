/**
 * The errors the order scenario provokes on purpose (issue 8), one recording each, with their status: cancelling a
 * shipped order (ORD410), tracking with the wrong e-mail (OHS404), a return label before delivery (RTN409), a support
 * call with a wrong key (API403).
 */
export const ORDER_RECORDED_ERROR_STATUS = {
  ORDER_NOT_CANCELLABLE: 409,
  TRACK_ORDER_NOT_FOUND: 404,
  RETURN_NOT_ALLOWED: 409,
  SUPPORT_KEY_INVALID: 403,
} as const;
