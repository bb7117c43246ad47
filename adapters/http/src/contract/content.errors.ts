/** The errors the content scenario provokes on purpose (issue 12), one recording each, with their status. */
export const CONTENT_RECORDED_ERROR_STATUS = {
  CONTENT_NOT_FOUND: 404,
} as const;
