import type { WalletApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 10 express wallets over HTTP: one registry call; `send` renews an expired token like every shopper call. */
export function createWalletClient(send: EndpointCaller): WalletApi {
  return {
    paymentSession: (query) => send('paymentSession', { query }),
  };
}
