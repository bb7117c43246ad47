import { err, ok, type Result } from 'neverthrow';
import {
  bounceBackExpiry, checkSpendLimit, merchandiseOf, pointsEarned, spendPeriod, type BounceBackRule, type LoyaltySettings,
  type Order, type RandomSource,
} from '@switchback/core';
import { instrumentDetailsSchemas } from '../cart/cart-payments-view';
import type { CheckoutParticipant, PlacingOrder } from '../checkout/checkout-participant';
import type { ApiFailure } from '../errors/api-failure';
import { randomId } from '../platform/random-id';
import type { LoyaltyRepository } from './loyalty.repository';
import type { OwnerProfile, SpecialProfileRepository } from './special-profile.repository';

export const newVoucherId = (random: RandomSource): string => randomId(random, 'lv_', 20);

/**
 * Issue 9 §3, the loyalty and special-profile part of placing an order (inside its transaction):
 * - check: an employee with the terms accepted cannot go over the annual cap (the consumer's row locked, the year's
 *   spend summed, then compared: concurrent orders of one employee queue on the lock); the cart's reward voucher is
 *   marked used by this order with a conditional UPDATE (two orders cannot both use it); what points, reward codes and
 *   the athlete payment pay is taken (points only while the balance stays >= 0, a code only while unused, athlete
 *   spend only within the credit);
 * - placed: the employee's and prosumer's spend is recorded; a member earns points on the merchandise they paid and
 *   the bounce-back vouchers the cart showed as earned;
 * - cancelled: the voucher it used is freed, the unused vouchers it earned voided, points reversed (never below zero)
 *   and redeemed points restored, its spend given back.
 */
export class LoyaltyParticipant implements CheckoutParticipant {
  readonly name = 'loyalty';

  constructor(
    private readonly loyalty: LoyaltyRepository,
    private readonly profiles: SpecialProfileRepository,
    private readonly random: RandomSource,
    private readonly settings: LoyaltySettings,
    private readonly bounceBackRules: readonly BounceBackRule[],
  ) {}

  private async owner(placing: PlacingOrder): Promise<OwnerProfile | undefined> {
    if (!(await this.loyalty.lockConsumer(placing.caller.customerId))) return undefined;
    return this.profiles.ownerProfile(placing.caller.customerId, placing.now);
  }

  async check(placing: PlacingOrder): Promise<Result<void, ApiFailure>> {
    const owner = await this.owner(placing);
    if (owner === undefined) return ok(undefined);
    const { view } = placing;
    if (owner.termsAccepted && owner.employee !== null && view.currency === owner.currency) {
      const fits = checkSpendLimit(owner.employee.currentSpend, merchandiseOf(view.items), owner.employee.limit);
      if (fits.isErr()) return err({ type: 'EmployeeSpendLimitExceeded', remaining: fits.error.remaining });
    }
    // A voucher the cart holds that no longer applies (used by another order meanwhile, expired, minimum spend no longer
    // reached) refuses the order rather than charging more than the shopper was shown.
    if (placing.snapshot.loyalty?.reward !== undefined && view.reward === null) {
      return err({ type: 'RewardNotEligible', message: 'The voucher on this cart can no longer be used: take it off or choose another.' });
    }
    if (view.reward !== null) {
      const used = await this.loyalty.useVoucher(view.reward.appliedLoyaltyVoucher, owner.customerId, placing.orderNumber, placing.now);
      if (!used) return err({ type: 'RewardNotEligible', message: 'This voucher has been used or has expired.' });
    }
    return this.takePayments(placing, owner);
  }

  /** What the loyalty kinds pay (points, reward codes and cards, the athlete payment) is taken now, each guarded in SQL. */
  private async takePayments(placing: PlacingOrder, owner: OwnerProfile): Promise<Result<void, ApiFailure>> {
    const { view, orderNumber, now } = placing;
    const amounts = new Map(view.payment_instruments.map((pi) => [pi.payment_instrument_id, pi.amount]));
    let athleteSpent = owner.athlete?.currentSpend ?? 0;
    for (const row of placing.snapshot.instruments) {
      const amount = amounts.get(row.id) ?? 0;
      if (amount === 0) continue;
      switch (row.payment_method_id) {
        case 'LOYALTY_POINTS': {
          const { pointValue } = instrumentDetailsSchemas.LOYALTY_POINTS.parse(row.details);
          const taken = await this.loyalty.addPoints(owner.customerId, -Math.ceil(amount / pointValue), 'REDEEMED', orderNumber, now);
          if (!taken) return err({ type: 'LoyaltyPointsInsufficient' });
          break;
        }
        case 'REWARD_CODE':
        case 'REWARD_CARD':
          if (!(await this.loyalty.useRewardCode(owner.customerId, row.reference ?? '', orderNumber, now))) {
            return err({ type: 'RewardNotEligible', message: 'This reward has been used or has expired.' });
          }
          break;
        case 'ATHLETES_PAYMENT': {
          // The consumer's row is locked (check): the year's athlete spend read with it cannot change under us.
          if (owner.athlete === null || athleteSpent + amount > owner.athlete.limit) return err({ type: 'AthletePaymentNotAvailable' });
          athleteSpent += amount;
          await this.profiles.recordSpend({
            customerId: owner.customerId, programme: 'ATHLETE', period: spendPeriod(now), currency: owner.currency, amount, orderNumber, at: now,
          });
          break;
        }
        default:
          break;
      }
    }
    return ok(undefined);
  }

  async placed(placing: PlacingOrder, order: Order): Promise<Result<void, ApiFailure>> {
    const owner = await this.profiles.ownerProfile(placing.caller.customerId, placing.now);
    if (owner === undefined) return ok(undefined);
    const { view, now } = placing;
    const merchandise = merchandiseOf(view.items);
    const period = spendPeriod(now);
    const spend = { customerId: owner.customerId, period, currency: view.currency, amount: merchandise, orderNumber: order.orderNumber, at: now };
    if (owner.termsAccepted && owner.employee !== null) await this.profiles.recordSpend({ ...spend, programme: 'EMPLOYEE' });
    if (owner.prosumer !== null) await this.profiles.recordSpend({ ...spend, programme: 'PROSUMER' });
    if (owner.loyalty === null) return ok(undefined);
    const earned = pointsEarned(merchandise - view.totals.appliedRewards, this.settings);
    if (earned > 0) await this.loyalty.addPoints(owner.customerId, earned, 'EARNED', order.orderNumber, now);
    for (const offer of view.bounceBackVouchers.filter((v) => v.earned)) {
      const rule = this.bounceBackRules.find((r) => r.promotionId === offer.promotionId && r.currency === view.currency);
      if (rule === undefined) continue;
      await this.loyalty.insertVoucher({
        voucherId: newVoucherId(this.random), customerId: owner.customerId, amount: offer.amount, currency: view.currency, points: 0,
        minimumSpend: offer.minimumSpend, expiresAt: bounceBackExpiry(rule, now), originOrderNumber: order.orderNumber,
        originPromotionId: offer.promotionId, now,
      });
    }
    return ok(undefined);
  }

  async cancelled(order: Order, ownerId: string, now: Date): Promise<void> {
    if (!(await this.loyalty.lockConsumer(ownerId))) return;
    await this.loyalty.releaseOrderVouchers(order.orderNumber, now);
    await this.loyalty.releaseOrderRewardCodes(order.orderNumber);
    for (const row of await this.loyalty.orderPoints(order.orderNumber)) {
      if (row.reason === 'EARNED') {
        // Points already spent elsewhere stay spent: the reversal takes back what is left of them, never below zero.
        const reversible = Math.min(row.delta, await this.loyalty.balance(ownerId));
        if (reversible > 0) await this.loyalty.addPoints(ownerId, -reversible, 'EARNED_REVERSED', order.orderNumber, now);
      }
      if (row.reason === 'REDEEMED') await this.loyalty.addPoints(ownerId, -row.delta, 'REDEEMED_RESTORED', order.orderNumber, now);
    }
    await this.profiles.reverseSpend(order.orderNumber, now);
  }
}
