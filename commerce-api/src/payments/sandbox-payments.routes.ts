import type { FastifyInstance } from 'fastify';
import { SANDBOX_TOKENIZE_PATH, tokenizeCardRequestSchema } from '@switchback/core';
import { parseInput, sendFailure } from '../http/request-context';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';

/**
 * POST {basePath}/sandbox-payments/v1/tokens — the sandbox provider's own tokeniser, not a contract path.
 * The only endpoint that ever receives a card number; it answers a token, brand, last 4 and expiry.
 */
export function registerSandboxPaymentRoutes(app: FastifyInstance, basePath: string, sandbox: SandboxPaymentProvider): void {
  app.post(`${basePath}${SANDBOX_TOKENIZE_PATH}`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const card = parseInput(tokenizeCardRequestSchema, request.body, 'body');
    if (card.isErr()) return sendFailure(reply, card.error, request.correlationId);
    const result = await sandbox.tokenize(card.value);
    return result.match((token) => reply.code(200).send(token), (failure) => sendFailure(reply, failure, request.correlationId));
  });
}
