import type { FastifyInstance } from 'fastify';
import { GUEST_TOKEN_COOKIE, SANDBOX_THREE_DS_PATH, threeDsAuthorisationIdSchema, threeDsChallengeRequestSchema } from '@switchback/core';
import type { OrderAuthenticationService } from '../checkout/order-authentication.service';
import type { ContractRouter, RouteRateLimit } from '../http/contract-router';
import { parseInput, sendFailure } from '../http/request-context';
import type { GuestTokenService } from '../identity/guest-token.service';
import type { DeviceFingerprintService } from './device-fingerprint';
import type { SandboxPaymentProvider } from './sandbox-payment-provider';

/** Issue 10 §3 contract calls: PATCH order (3-D Secure result), POST deviceFingerPrint. */
export function registerPaymentRoutes(router: ContractRouter, authentication: OrderAuthenticationService, fingerprints: DeviceFingerprintService): void {
  router.guest('patchOrder', ({ guest, params, body }) => authentication.patch(guest, params.orderNumber, body));
  router.guest('deviceFingerPrint', ({ guest, body }) => fingerprints.store(guest, body));
}

/**
 * POST {basePath}/sandbox-payments/v1/challenges/{authorisationId} — the sandbox bank's 3-D Secure page answers
 * (not a contract path, like the tokeniser): the storefront's challenge page posts the shopper's decision and gets the
 * bank's signed threeDS2Result. Needs a guest session (401 without), rate-limited like the tokeniser.
 */
export function registerSandboxChallengeRoutes(
  app: FastifyInstance, basePath: string, sandbox: SandboxPaymentProvider, tokens: GuestTokenService, rateLimit: RouteRateLimit,
): void {
  app.post(`${basePath}${SANDBOX_THREE_DS_PATH.replace('{authorisationId}', ':authorisationId')}`, { config: { rateLimit: { ...rateLimit } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const guest = await tokens.verify(request.cookies[GUEST_TOKEN_COOKIE]);
    if (guest.isErr()) return sendFailure(reply, guest.error, request.correlationId);
    const id = parseInput(threeDsAuthorisationIdSchema, (request.params as { authorisationId?: unknown }).authorisationId, 'authorisationId');
    if (id.isErr()) return sendFailure(reply, id.error, request.correlationId);
    const body = parseInput(threeDsChallengeRequestSchema, request.body, 'body');
    if (body.isErr()) return sendFailure(reply, body.error, request.correlationId);
    const result = await sandbox.completeChallenge(id.value, body.value);
    return result.match((answer) => reply.code(200).send(answer), (failure) => sendFailure(reply, failure, request.correlationId));
  });
}
