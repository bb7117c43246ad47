/**
 * The errors the consumer scenario provokes on purpose (issue 7), one recording each, with their status: a guest
 * asking for a profile, an address id not in the book, a card saved twice (§8 PYT300).
 */
export const CONSUMER_RECORDED_ERROR_STATUS = {
  UNAUTHORIZED: 401,
  ADDRESS_NOT_FOUND: 404,
  CARD_ALREADY_EXISTS: 409,
} as const;
