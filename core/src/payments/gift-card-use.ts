/** Issue 9 §3 GC_NOT_ALLOWED: a gift card never pays for gift cards (the cart's digital products). */
export const giftCardMayPayFor = (items: readonly { readonly isDigitalProduct: boolean }[]): boolean =>
  !items.some((item) => item.isDigitalProduct);

/** Why, as the API says it (GC_NOT_ALLOWED's message). */
export const GIFT_CARDS_FOR_GIFT_CARDS = 'A gift card cannot pay for gift cards.';
