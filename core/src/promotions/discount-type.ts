/** §9 discount types. */
export const DISCOUNT_TYPES = { freeGift: 'Free Gift', markedDown: 'Marked Down' } as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[keyof typeof DISCOUNT_TYPES];

/** §9: Free Gift when the current price is zero; Marked Down when current is below original; otherwise none. Minor units. */
export function discountTypeOf(price: { readonly current: number; readonly original: number }): DiscountType | null {
  if (price.current === 0) return DISCOUNT_TYPES.freeGift;
  if (price.current < price.original) return DISCOUNT_TYPES.markedDown;
  return null;
}
