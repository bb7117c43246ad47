import type { FastifyInstance } from 'fastify';
import { GUEST_TOKEN_COOKIE, SANDBOX_TOKENIZE_PATH, tokenizeCardRequestSchema } from '@switchback/core';
import { parseInput, sendFailure } from '../http/request-context';
import type { RouteRateLimit } from '../http/contract-router';
import type { GuestTokenService } from '../identity/guest-token.service';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';

/**
 * POST {basePath}/sandbox-payments/v1/tokens — the sandbox provider's own tokeniser, not a contract path.
 * The only endpoint that ever receives a card number; it answers a token, brand, last 4 and expiry.
 * It reads the guest cookie: the token belongs to that guest's session (401 without one) and is single-use.
 */
export function registerSandboxPaymentRoutes(
  app: FastifyInstance, basePath: string, sandbox: SandboxPaymentProvider, tokens: GuestTokenService, rateLimit: RouteRateLimit,
): void {
  app.post(`${basePath}${SANDBOX_TOKENIZE_PATH}`, { config: { rateLimit: { ...rateLimit } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const guest = await tokens.verify(request.cookies[GUEST_TOKEN_COOKIE]);
    if (guest.isErr()) return sendFailure(reply, guest.error, request.correlationId);
    const card = parseInput(tokenizeCardRequestSchema, request.body, 'body');
    if (card.isErr()) return sendFailure(reply, card.error, request.correlationId);
    const result = await sandbox.tokenize(card.value, guest.value.customerId);
    return result.match((token) => reply.code(200).send(token), (failure) => sendFailure(reply, failure, request.correlationId));
  });
}
