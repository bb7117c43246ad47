import type { FastifyInstance } from 'fastify';
import {
  GUEST_TOKEN_COOKIE, SANDBOX_WALLET_AVAILABILITY_PATH, SANDBOX_WALLET_TOKEN_PATH, SITES, SUPPORT_KEY_HEADER, sandboxWalletAvailabilitySchema,
  sandboxWalletTokenRequestSchema,
} from '@switchback/core';
import type { ContractRouter, RouteRateLimit, SupportKey } from '../http/contract-router';
import { parseInput, sendFailure } from '../http/request-context';
import type { GuestTokenService } from '../identity/guest-token.service';
import type { SandboxWallet } from './sandbox-wallet';
import type { WalletService } from './wallet.service';

/** GET /cart/v1/paymentSession (issue 10 §3): the caller's own session with the wallet provider. */
export function registerWalletRoutes(router: ContractRouter, wallets: WalletService): void {
  router.guest('paymentSession', ({ guest, query, site }) => wallets.paymentSession(guest, query, query.locale ?? SITES[site].locale));
}

/**
 * The sandbox wallet's own routes, not contract paths (like the card tokeniser): its sheet's authorisation
 * (POST {basePath}/sandbox-wallet/v1/tokens, the guest cookie's session: a token for that guest's session only), and
 * the provider's availability switch for support and tests (PUT {basePath}/sandbox-wallet/v1/availability, support key).
 */
export function registerSandboxWalletRoutes(
  app: FastifyInstance, basePath: string, wallet: SandboxWallet, tokens: GuestTokenService, supportKey: SupportKey, rateLimit: RouteRateLimit,
): void {
  app.post(`${basePath}${SANDBOX_WALLET_TOKEN_PATH}`, { config: { rateLimit: { ...rateLimit } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const guest = await tokens.verify(request.cookies[GUEST_TOKEN_COOKIE]);
    if (guest.isErr()) return sendFailure(reply, guest.error, request.correlationId);
    const body = parseInput(sandboxWalletTokenRequestSchema, request.body, 'body');
    if (body.isErr()) return sendFailure(reply, body.error, request.correlationId);
    const issued = await wallet.issueToken(guest.value.customerId, body.value);
    return issued.match((token) => reply.code(200).send(token), (failure) => sendFailure(reply, failure, request.correlationId));
  });
  app.put(`${basePath}${SANDBOX_WALLET_AVAILABILITY_PATH}`, { config: { rateLimit: { ...rateLimit } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!supportKey.accepts(request.headers[SUPPORT_KEY_HEADER])) return sendFailure(reply, { type: 'SupportKeyInvalid' }, request.correlationId);
    const body = parseInput(sandboxWalletAvailabilitySchema, request.body, 'body');
    if (body.isErr()) return sendFailure(reply, body.error, request.correlationId);
    wallet.setAvailable(body.value.available);
    return reply.code(200).send({ available: wallet.isAvailable });
  });
}
