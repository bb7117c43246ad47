import { err, ok, ResultAsync, type Result } from 'neverthrow';
import {
  athletePayment, merchandiseOf, rewardsPaymentAllowed, voucherAvailability, voucherEligibility, voucherProblemText, welcomeOfferOpen,
  type LoyaltyWelcome, type Promotion, type Cart, type Clock, type LoyaltySettings, type LoyaltyToken,
  type LoyaltyVoucher, type LoyaltyVouchers, type RandomSource,
} from '@switchback/core';
import type { Caller, CartService } from '../cart/cart.service';
import type { SpecialProfileRepository } from './special-profile.repository';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import { randomDigits } from '../platform/random-id';
import type { LoyaltyRepository } from './loyalty.repository';
import { voucherStateOf } from './voucher-state';

/** A member id as the shopper reads it: `LM` and 12 digits. */
export const newMemberId = (random: RandomSource): string => `LM${randomDigits(random, 12)}`;

/** The promotions the welcome offer is read from (the promotions area's repository). */
export interface WelcomePromotions {
  byCode(code: string, siteId: string): Promise<Promotion | undefined>;
  /** The promotions whose usage limit this customer has used up (the welcome promotion's perCustomerLimit is 1: used once). */
  exhausted(customerId: string, email: string | null): Promise<string[]>;
}

/** Issue 9 §3 loyalty calls of a registered consumer: join, and their points and vouchers. */
export class LoyaltyService {
  constructor(
    private readonly db: Database,
    private readonly loyalty: LoyaltyRepository,
    private readonly carts: CartService,
    private readonly profiles: SpecialProfileRepository,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly settings: LoyaltySettings,
    private readonly promotions: WelcomePromotions,
  ) {}

  /**
   * GET loyalty/promo/welcome: a member's welcome offer, the site's promotion of the configured welcome code while it
   * runs and until the member has used it (null then, and when the site runs none). Not a member → REW403.
   */
  welcome(customerId: string, siteId: string): ResultAsync<LoyaltyWelcome, ApiFailure> {
    return new ResultAsync((async (): Promise<Result<LoyaltyWelcome, ApiFailure>> => {
      if (!(await this.loyalty.member(customerId))) return err({ type: 'LoyaltyMembershipRequired' });
      const promotion = await this.promotions.byCode(this.settings.welcomeCouponCode, siteId);
      if (!promotion?.couponCode) return ok({ promotion: null });
      const used = (await this.promotions.exhausted(customerId, null)).includes(promotion.promotionId);
      if (!welcomeOfferOpen(promotion, used, this.clock.now())) return ok({ promotion: null });
      return ok({ promotion: { promotionId: promotion.promotionId, promotionName: promotion.name, calloutMessage: promotion.calloutMessage, couponCode: promotion.couponCode } });
    })());
  }

  /** POST loyalty/token: joins the programme, or answers the member id already held (the first join stays). */
  join(customerId: string, source: string | undefined): ResultAsync<LoyaltyToken, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<LoyaltyToken, ApiFailure>> => {
      if (!(await this.loyalty.lockConsumer(customerId))) return err({ type: 'Unauthorized' });
      const existing = await this.loyalty.member(customerId);
      if (existing) return ok({ memberId: existing.member_id, joinedAt: existing.joined_at.toISOString(), isNewMember: false });
      const now = this.clock.now();
      const memberId = newMemberId(this.random);
      await this.loyalty.join(customerId, memberId, source ?? null, now);
      return ok({ memberId, joinedAt: now.toISOString(), isNewMember: true });
    }));
  }

  /**
   * GET loyalty/vouchers: the member's points, the configured minimum and point value, and every voucher not voided,
   * each `available` (not used, not expired) and `eligible` for the caller's cart `basketId` (none given: not eligible).
   */
  vouchers(customerId: string, basketId: string | undefined): ResultAsync<LoyaltyVouchers, ApiFailure> {
    const cart: ResultAsync<Cart | undefined, ApiFailure> = basketId === undefined
      ? ResultAsync.fromSafePromise(Promise.resolve(undefined))
      // A consumer route (loyaltyVouchers): the caller is a registered consumer.
      : this.carts.get({ customerId, kind: 'registered' }, basketId);
    return cart.andThen((basket) => new ResultAsync((async (): Promise<Result<LoyaltyVouchers, ApiFailure>> => {
      const member = await this.loyalty.member(customerId);
      if (!member) return err({ type: 'LoyaltyMembershipRequired' });
      const [points, rows] = await Promise.all([this.loyalty.balance(customerId), this.loyalty.vouchers(customerId)]);
      const now = this.clock.now();
      const target = basket === undefined ? undefined : { currency: basket.currency, merchandise: merchandiseOf(basket.items) };
      const vouchers = rows.map((row): LoyaltyVoucher => ({
        voucherId: row.voucher_id,
        points: row.points,
        amountInCurrency: row.amount,
        currency: row.currency as LoyaltyVoucher['currency'],
        available: voucherAvailability(voucherStateOf(row), now).isOk(),
        eligible: target !== undefined && voucherEligibility(voucherStateOf(row), target, now).isOk(),
        expiresAt: row.expires_at?.toISOString() ?? null,
        origin: {
          ...(row.origin_order_number !== null ? { orderNumber: row.origin_order_number } : {}),
          ...(row.origin_promotion_id !== null ? { promotionId: row.origin_promotion_id } : {}),
        },
      }));
      return ok({
        memberId: member.member_id, currentLoyaltyPoints: points, minimumPoints: this.settings.minimumPoints,
        pointValue: this.settings.pointValue, applicableLoyaltyVouchers: vouchers,
      });
    })()));
  }

  /**
   * PUT reward: one of the member's vouchers becomes the cart's reward (null takes it off). Not a member → REW403;
   * not theirs or unknown → REW404; used, expired, another currency or below its minimum spend → REW409; an athlete
   * with athlete credit left → REW412 (core's rewardsPaymentAllowed). It is marked used when the order is placed.
   */
  applyReward(caller: Caller, basketId: string, voucherId: string | null): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, basketId, async (cart): Promise<Result<void, ApiFailure>> => {
      const now = this.clock.now();
      if (voucherId === null) {
        await this.loyalty.setCartReward(cart.id, null, now);
        return ok(undefined);
      }
      if (!(await this.loyalty.member(caller.customerId))) return err({ type: 'LoyaltyMembershipRequired' });
      const voucher = await this.loyalty.voucher(voucherId);
      if (!voucher || voucher.customer_id !== caller.customerId || voucher.voided_at !== null) return err({ type: 'RewardNotFound' });
      const view = await this.carts.view(cart);
      const eligible = voucherEligibility(voucherStateOf(voucher), { currency: view.currency, merchandise: merchandiseOf(view.items) }, now);
      if (eligible.isErr()) return err({ type: 'RewardNotEligible', message: voucherProblemText(eligible.error) });
      if (!rewardsPaymentAllowed({ remainingAmount: await this.athleteRemaining(caller.customerId, now) })) return err({ type: 'AthleteRewardNotAllowed' });
      await this.loyalty.setCartReward(cart.id, voucher.voucher_id, now);
      return ok(undefined);
    });
  }

  private async athleteRemaining(customerId: string, now: Date): Promise<number> {
    const athlete = (await this.profiles.ownerProfile(customerId, now))?.athlete;
    return athlete ? athletePayment(athlete.limit, athlete.currentSpend, 0).remainingAmount : 0;
  }
}
