import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SANDBOX_THREE_DS_PATH, type PlaceOrderResponse } from '@switchback/core';

/**
 * The sandbox bank page's answer to the 3-D Secure challenge a placed order's PaymentNotAuthorized flash names
 * (issue 10 §3): `approve` with the code, or `fail`. A 200 carries the signed `threeDS2Result` to patch the order with.
 */
export async function answerChallenge(
  app: FastifyInstance, cookie: string, placed: PlaceOrderResponse, body: { decision: 'approve' | 'fail'; code?: string },
): Promise<LightMyRequestResponse> {
  const flash = placed.flash.find((f) => f.type === 'PaymentNotAuthorized');
  if (flash?.challengeUrl === undefined) throw new Error(`order ${placed.orderNumber} names no 3-D Secure challenge`);
  const authorisationId = decodeURIComponent(flash.challengeUrl.split('/').at(-1)!);
  return app.inject({ method: 'POST', url: `/api${SANDBOX_THREE_DS_PATH.replace('{authorisationId}', authorisationId)}`, headers: { cookie }, payload: body });
}

/** The signed result of an answered challenge. */
export const threeDS2ResultOf = (answer: LightMyRequestResponse): string => (answer.json() as { threeDS2Result: string }).threeDS2Result;
