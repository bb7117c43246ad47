/** The errors the reviews scenario provokes on purpose (issue 11), one recording each, with their status. */
export const REVIEW_RECORDED_ERROR_STATUS = {
  REVIEW_NOT_FOUND: 404,
  QUESTION_NOT_FOUND: 404,
  REVIEW_TOO_LONG: 400,
  REVIEW_ALREADY_WRITTEN: 409,
  REVIEW_ALREADY_FLAGGED: 409,
  REVIEW_ALREADY_VOTED: 409,
  TRANSLATION_UNAVAILABLE: 404,
} as const;
