/** The errors the fulfilment scenario provokes on purpose (issue 10 §2), with their status: a pickup in a store without the units. */
export const FULFILMENT_RECORDED_ERROR_STATUS = {
  STORE_PICKUP_UNAVAILABLE: 409,
} as const;
