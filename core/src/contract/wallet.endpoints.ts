import { endpoint, type Endpoint } from './endpoint';
import { paymentSessionQuerySchema, paymentSessionSchema } from './wallet.contract';

/** Issue 10 §3 express wallets: the payment session a wallet or the card provider's express sheet starts from. */
export const walletEndpoints = {
  paymentSession: endpoint({
    method: 'GET', path: '/cart/v1/paymentSession',
    summary: "Start a wallet or card-provider express payment session (the shopper's own, expiring; 503 PAYMENT_SESSION_UNAVAILABLE when the provider is down)",
    query: paymentSessionQuerySchema, response: paymentSessionSchema, auth: true,
  }),
} as const satisfies Record<string, Endpoint>;
