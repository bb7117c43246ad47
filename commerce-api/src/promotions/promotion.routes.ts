import { errAsync, type ResultAsync } from 'neverthrow';
import { ASSOCIATE_COOKIE } from '@switchback/core';
import type { FastifyRequest } from 'fastify';
import type { ApiFailure } from '../errors/api-failure';
import type { ContractRouter } from '../http/contract-router';
import type { GuestTokenService } from '../identity/guest-token.service';
import type { AssociateSession, PromotionService } from './promotion.service';

/** Issue 9: coupons (any shopper), price adjustments (associate mode only), and the support engineer's promotions. */
export function registerPromotionRoutes(router: ContractRouter, promotions: PromotionService, tokens: GuestTokenService): void {
  /** Price adjustments need the associate session the API issued (`sb_associate`): anyone else PRICE_ADJUSTMENT_NOT_ALLOWED. */
  const associate = (request: FastifyRequest): ResultAsync<AssociateSession, ApiFailure> =>
    tokens.verifyAssociate(request.cookies[ASSOCIATE_COOKIE]).orElse(() => errAsync<AssociateSession, ApiFailure>({ type: 'PriceAdjustmentNotAllowed' }));
  router.guest('applyCoupon', ({ guest, body }) => promotions.applyCoupon(guest, body.cartId, body.code));
  router.guest('removeCoupon', ({ guest, body }) => promotions.removeCoupon(guest, body.cartId, body.code));
  router.guest('addPriceAdjustment', ({ guest, params, body, request }) =>
    associate(request).andThen((session) => promotions.addAdjustment(guest, params.basketId, body, session)));
  router.guest('updatePriceAdjustment', ({ guest, params, body, request }) =>
    associate(request).andThen((session) => promotions.updateAdjustment(guest, params.basketId, params.adjustmentId, body, session)));
  router.guest('removePriceAdjustment', ({ guest, params, request }) =>
    associate(request).andThen(() => promotions.removeAdjustment(guest, params.basketId, params.adjustmentId)));
  router.support('supportPromotionList', ({ query }) => promotions.list(query.siteId));
  router.support('supportCreatePromotion', ({ body }) => promotions.create(body));
}
