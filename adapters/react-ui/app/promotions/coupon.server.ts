import { couponCodeSchema } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { fieldError, uiMessage } from '../errors/ui-message';
import type { CouponOutcome } from './promotion-outcome';

export const COUPON_INTENTS = ['applyCoupon', 'removeCoupon'] as const;
export type CouponIntent = (typeof COUPON_INTENTS)[number];
export const isCouponIntent = (intent: unknown): intent is CouponIntent => COUPON_INTENTS.some((known) => known === intent);

/**
 * Enter or take off a coupon code (PUT/DELETE /cart/v1/coupon), for the cart page and the checkout alike. The code is
 * checked with the contract's schema first (nothing is sent for a code that cannot be one); the API's refusals are
 * placed by the one mapper, with the coupon form's own field messages.
 */
export async function runCouponIntent(storefront: Storefront, basketId: string, intent: CouponIntent, form: FormData): Promise<CouponOutcome> {
  const typed = String(form.get('code') ?? '').slice(0, 64);
  const parsed = couponCodeSchema.safeParse(typed);
  if (!parsed.success) return { form: 'coupon', ok: false, code: typed, error: fieldError('code', undefined, 'coupon') };
  const code = parsed.data.toUpperCase();
  const request = { cartId: basketId, code };
  const result = intent === 'applyCoupon' ? await storefront.promotions.applyCoupon(request) : await storefront.promotions.removeCoupon(request);
  if (result.isErr()) return { form: 'coupon', ok: false, code, error: uiMessage(result.error, 'coupon') };
  return { form: 'coupon', ok: true, code, done: intent === 'applyCoupon' ? 'applied' : 'removed' };
}
