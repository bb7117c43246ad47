/** §5: what a promotion id says about the promotion. */
export interface PromotionKind {
  /** Id contains GWP: gift-with-product. */
  readonly giftWithProduct: boolean;
  /** Id contains GUEST: for guests. */
  readonly guest: boolean;
  /** Id contains REGISTERED: for registered consumers. */
  readonly registered: boolean;
}

/** §5: promotion id containing GWP means gift-with-product; containing GUEST means guest; containing REGISTERED means registered. */
export const promotionKind = (promotionId: string): PromotionKind => ({
  giftWithProduct: promotionId.includes('GWP'),
  guest: promotionId.includes('GUEST'),
  registered: promotionId.includes('REGISTERED'),
});
