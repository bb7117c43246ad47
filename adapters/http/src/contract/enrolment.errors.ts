/** The errors the enrolment scenario provokes on purpose (issue 12: events), one recording each. */
export const ENROLMENT_RECORDED_ERROR_STATUS = {
  EVENT_NOT_FOUND: 404,
  EVENT_ALREADY_REGISTERED: 409,
  EVENT_REGISTRATION_CLOSED: 409,
} as const;
