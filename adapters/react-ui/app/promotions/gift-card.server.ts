import { giftCardCredentialsSchema, removePaymentInstrumentRequestSchema } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { fieldError, uiMessage, type UiMessage } from '../errors/ui-message';
import type { GiftCardOutcome } from './promotion-outcome';

export const GIFT_CARD_INTENTS = ['giftCardBalance', 'applyGiftCard', 'removeGiftCard'] as const;
export type GiftCardIntent = (typeof GIFT_CARD_INTENTS)[number];
export const isGiftCardIntent = (intent: unknown): intent is GiftCardIntent => GIFT_CARD_INTENTS.some((known) => known === intent);

const failed = (error: UiMessage): GiftCardOutcome => ({ form: 'giftCard', ok: false, error });

/**
 * The checkout's gift card: check its balance (POST /cart/v1/giftcard/balance), apply it as a payment instrument
 * (GIFT_CARD: it pays as much as its balance and the order allow; the card pays `remainingToPay`), or take it off.
 * The number and PIN are read from the form, checked with the contract's schema, sent once, and never logged or
 * answered back.
 */
export async function runGiftCardIntent(storefront: Storefront, basketId: string, intent: GiftCardIntent, form: FormData): Promise<GiftCardOutcome> {
  if (intent === 'removeGiftCard') {
    const parsed = removePaymentInstrumentRequestSchema.safeParse({ payment_instrument_id: String(form.get('paymentInstrumentId') ?? '') });
    if (!parsed.success) return failed({ id: 'errors.invalidRequest', placement: 'top', notFound: false });
    const removed = await storefront.promotions.removePaymentInstrument(basketId, parsed.data);
    return removed.isErr() ? failed(uiMessage(removed.error, 'giftCard')) : { form: 'giftCard', ok: true, done: 'removed' };
  }
  const credentials = giftCardCredentialsSchema.safeParse({ number: String(form.get('giftCardNumber') ?? ''), pin: String(form.get('giftCardPin') ?? '') });
  if (!credentials.success) {
    const field = credentials.error.issues.some((issue) => issue.path[0] === 'number') ? 'giftCard.number' : 'giftCard.pin';
    return failed(fieldError(field, undefined, 'giftCard'));
  }
  if (intent === 'giftCardBalance') {
    const balance = await storefront.promotions.giftCardBalance(credentials.data);
    return balance.isErr() ? failed(uiMessage(balance.error, 'giftCard')) : { form: 'giftCard', ok: true, done: 'balance', balance: balance.value };
  }
  const applied = await storefront.checkout.addPaymentInstrument(basketId, { payment_method_id: 'GIFT_CARD', giftCard: credentials.data });
  return applied.isErr() ? failed(uiMessage(applied.error, 'giftCard')) : { form: 'giftCard', ok: true, done: 'applied' };
}
