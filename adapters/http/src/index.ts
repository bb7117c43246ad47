export { createHttpCommerceClient, type HttpCommerceClient } from './commerce-client';
export { createOrderClient, createSupportClient } from './order-client';
export { createLoyaltyClient, createPromotionClient, createPromotionSupportClient } from './promotion-client';
export { createFulfilmentClient, createFulfilmentSupportClient } from './fulfilment-client';
export { createCookieJarFetch } from './cookie-jar.fetch';
export { createEndpointCaller, type CallRequest, type EndpointCaller } from './endpoint-caller';
export type { HttpClientConfig, HttpSession } from './http-client.config';
export { withGuestTokenRenewal } from './token-renewal.caller';
export { TimerScheduler } from './timer.scheduler';
