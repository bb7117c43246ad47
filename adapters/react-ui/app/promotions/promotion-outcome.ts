import type { GiftCardBalance } from '@switchback/core';
import type { UiMessage } from '../errors/ui-message';

/** What a coupon action answers (cart and checkout): the code, and what was done or the message at the coupon input. */
export type CouponOutcome =
  | { readonly form: 'coupon'; readonly ok: true; readonly code: string; readonly done: 'applied' | 'removed' }
  | { readonly form: 'coupon'; readonly ok: false; readonly code: string; readonly error: UiMessage };

/**
 * What a gift card action answers (checkout's payment step): a balance, an applied or removed card, or the message at
 * the gift card input. Never the number or the PIN: only the last four digits the API masks.
 */
export type GiftCardOutcome =
  | { readonly form: 'giftCard'; readonly ok: true; readonly done: 'balance'; readonly balance: GiftCardBalance }
  | { readonly form: 'giftCard'; readonly ok: true; readonly done: 'applied' | 'removed' }
  | { readonly form: 'giftCard'; readonly ok: false; readonly error: UiMessage };

export type PromotionOutcome = CouponOutcome | GiftCardOutcome;

/** An action's data that is a coupon or gift card answer (the routes' other answers have no `form`). */
export function promotionOutcomeOf(data: unknown, form: PromotionOutcome['form']): PromotionOutcome | null {
  return typeof data === 'object' && data !== null && (data as { form?: unknown }).form === form ? (data as PromotionOutcome) : null;
}

/** The HTTP status of an outcome: 200, 400 for a message at the input, 409 for one at the top. */
export const outcomeStatus = (outcome: PromotionOutcome): number => (outcome.ok ? 200 : outcome.error.placement === 'field' ? 400 : 409);
