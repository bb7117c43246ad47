/**
 * Issue 9 §3: how long a gift card's hold (taken when an order is prepared) keeps its amount from everyone else. A
 * hold older than this whose cart has not become an order is given back the next time the card is spent or held, so
 * a cart left at the last step never locks a balance for good; its own order, if it comes later, captures again (or
 * is told the balance changed).
 */
export const GIFT_CARD_HOLD_MINUTES = 30;

/** Whether a hold last taken at `heldAt` has lapsed at `now` (exactly the lifetime: lapsed). */
export const holdLapsed = (heldAt: Date, now: Date, minutes: number = GIFT_CARD_HOLD_MINUTES): boolean =>
  now.getTime() - heldAt.getTime() >= minutes * 60_000;
