import { SUPPORT_KEY_HEADER, type LoyaltyApi, type PromotionApi, type PromotionSupportApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Money in the cart (issue 9) over HTTP: one registry call each; `send` renews an expired token like every shopper call. */
export function createPromotionClient(send: EndpointCaller): PromotionApi {
  return {
    applyCoupon: (request) => send('applyCoupon', { body: request }),
    removeCoupon: (request) => send('removeCoupon', { body: request }),
    giftCardBalance: (request) => send('giftCardBalance', { body: request }),
    applyReward: (basketId, request) => send('applyReward', { params: { basketId }, body: request }),
    addPriceAdjustment: (basketId, request) => send('addPriceAdjustment', { params: { basketId }, body: request }),
    updatePriceAdjustment: (basketId, adjustmentId, request) => send('updatePriceAdjustment', { params: { basketId, adjustmentId }, body: request }),
    removePriceAdjustment: (basketId, adjustmentId) => send('removePriceAdjustment', { params: { basketId, adjustmentId }, body: {} }),
    removePaymentInstrument: (basketId, request) => send('removePaymentInstrument', { params: { basketId }, body: request }),
  };
}

/** The shopper's loyalty programme and gift-card e-mails over HTTP. */
export function createLoyaltyClient(send: EndpointCaller): LoyaltyApi {
  return {
    join: () => send('loyaltyToken', { body: {} }),
    welcome: () => send('loyaltyWelcome'),
    vouchers: (basketId) => send('loyaltyVouchers', basketId === undefined ? {} : { query: { basketId } }),
    resendGiftCardEmail: (orderNumber, itemId) => send('resendGiftCardEmail', { body: itemId === undefined ? { orderNumber } : { orderNumber, itemId } }),
  };
}

/** Support's promotion and gift-card calls (issue 9 §4): every one carries the support key header, no shopper token. */
export function createPromotionSupportClient(send: EndpointCaller, supportKey: string): PromotionSupportApi {
  const headers = { [SUPPORT_KEY_HEADER]: supportKey };
  return {
    promotions: (siteId) => send('supportPromotionList', { ...(siteId === undefined ? {} : { query: { siteId } }), headers }),
    createPromotion: (request) => send('supportCreatePromotion', { body: request, headers }),
    issueGiftCard: (request) => send('supportIssueGiftCard', { body: request, headers }),
  };
}
