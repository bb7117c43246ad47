import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  couponProblem, MAX_COUPONS_PER_CART, SITES, type Cart, type Clock, type CouponProblem, type PriceAdjustmentRequest,
  type PriceAdjustmentUpdate, type Promotion, type PromotionInput, type RandomSource,
} from '@switchback/core';
import type { Caller, CartService } from '../cart/cart.service';
import type { CartRepository } from '../cart/cart.repository';
import { failure, type ApiFailure } from '../errors/api-failure';
import { randomId } from '../platform/random-id';
import type { PromotionRepository } from './promotion.repository';

/** The associate a price adjustment is made by (the `sb_associate` session of issue 7, verified by the route). */
export interface AssociateSession {
  readonly storeId: string;
  readonly storeEmployeeId: string;
}

const COUPON_FAILURE: Record<CouponProblem, ApiFailure> = {
  NotFound: { type: 'CouponNotFound' },
  AlreadyApplied: { type: 'CouponAlreadyApplied' },
  Expired: { type: 'CouponExpired' },
  NotAllowed: { type: 'CouponNotAllowed' },
  AlreadyRedeemed: { type: 'CouponAlreadyRedeemed' },
  LimitReached: { type: 'CouponLimitReached', limit: MAX_COUPONS_PER_CART },
};

/**
 * Coupons on a cart (core's coupon rules), an associate's price adjustments, and the support engineer's promotions.
 * Per-customer limits count a registered shopper's orders by customer id and a guest's by the cart's e-mail (known
 * once the shipping address is given; counted again when the order is placed).
 */
export class PromotionService {
  constructor(
    private readonly carts: CartService,
    private readonly cartRows: CartRepository,
    private readonly promotions: PromotionRepository,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  applyCoupon(caller: Caller, cartId: string, code: string): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, cartId, async (cart) => {
      const [promotion, codesOnCart, customerGroups, exhaustedPromotionIds] = await Promise.all([
        this.promotions.byCode(code, cart.site_id),
        this.promotions.coupons(cart.id),
        this.promotions.customerGroups(cart.owner_id),
        this.promotions.exhausted(cart.owner_id, cart.customer_email),
      ]);
      const now = this.clock.now();
      const problem = couponProblem(promotion, { code, siteId: cart.site_id, now, customerGroups, exhaustedPromotionIds, codesOnCart });
      if (problem !== null) return err(COUPON_FAILURE[problem]);
      await this.promotions.addCoupon(cart.id, code, now);
      return ok(undefined);
    });
  }

  removeCoupon(caller: Caller, cartId: string, code: string): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, cartId, async (cart) =>
      ((await this.promotions.removeCoupon(cart.id, code)) ? ok(undefined) : err({ type: 'CouponNotInCart' })));
  }

  /** A line adjustment names one of the shopper's lines (a gift line is the engine's: GWP_PRODUCT). */
  addAdjustment(caller: Caller, basketId: string, request: PriceAdjustmentRequest, associate: AssociateSession): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, basketId, async (cart) => {
      const itemId = request.itemId ?? null;
      if (itemId !== null && (await this.cartRows.item(cart.id, itemId)) === undefined) return err({ type: 'ItemNotFound', itemId });
      await this.promotions.addAdjustment(cart.id, {
        adjustmentId: randomId(this.random, 'adj_', 16), itemId, kind: request.kind, value: request.value, reason: request.reason,
        storeEmployeeId: associate.storeEmployeeId, createdAt: this.clock.now().toISOString(),
      });
      return ok(undefined);
    });
  }

  updateAdjustment(caller: Caller, basketId: string, adjustmentId: string, change: PriceAdjustmentUpdate, associate: AssociateSession): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, basketId, async (cart): Promise<Result<void, ApiFailure>> =>
      ((await this.promotions.updateAdjustment(cart.id, adjustmentId, { ...change, storeEmployeeId: associate.storeEmployeeId }))
        ? ok(undefined) : err({ type: 'PriceAdjustmentNotFound' })));
  }

  removeAdjustment(caller: Caller, basketId: string, adjustmentId: string): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, basketId, async (cart): Promise<Result<void, ApiFailure>> =>
      ((await this.promotions.removeAdjustment(cart.id, adjustmentId)) ? ok(undefined) : err({ type: 'PriceAdjustmentNotFound' })));
  }

  list(siteId: string | undefined): ResultAsync<{ promotions: Promotion[] }, ApiFailure> {
    return ResultAsync.fromSafePromise(this.promotions.list(siteId)).map((promotions) => ({ promotions }));
  }

  /** A promotion's amounts are in its sites' currency: its sites must share one. Its id and (per site) code must be free. */
  create(input: PromotionInput): ResultAsync<Promotion, ApiFailure> {
    const currencies = new Set(input.siteIds.map((s) => SITES[s].currency));
    if (currencies.size > 1) return errAsync(failure.invalid('siteIds', 'the sites of a promotion share one currency (its amounts are in it)'));
    return ResultAsync.fromSafePromise(this.promotions.insert(input, this.clock.now())).andThen((outcome) => (outcome === 'inserted'
      ? ResultAsync.fromSafePromise(this.promotions.get(input.promotionId)).andThen((p) => okAsync(p!))
      : errAsync<Promotion, ApiFailure>({ type: 'PromotionAlreadyExists', field: outcome })));
  }
}
