import { err, ok, type Result } from 'neverthrow';
import { athletePayment, pointsPayment, rewardsPaymentAllowed, type LoyaltySettings } from '@switchback/core';
import type { OwnerProfile } from './special-profile.repository';
import type { AddingInstrument, NewInstrument, PaymentKind } from '../checkout/payment-kinds';
import type { ApiFailure } from '../errors/api-failure';
import type { LoyaltyRepository } from './loyalty.repository';

/** What a kind pays with may not be used by an athlete who still has athlete credit (core `rewardsPaymentAllowed`). */
function athleteRewardBlock(owner: OwnerProfile | undefined): ApiFailure | undefined {
  const athlete = owner?.athlete;
  if (!athlete) return undefined;
  return rewardsPaymentAllowed(athletePayment(athlete.limit, athlete.currentSpend, 0)) ? undefined : { type: 'AthleteRewardNotAllowed' };
}

/**
 * §9 LOYALTY_POINTS: a member pays with at least the configured minimum of points and at most their balance
 * (REW410 / REW411). The points are taken when the order is placed (loyalty.participant.ts), guarded in SQL.
 */
export class LoyaltyPointsKind implements PaymentKind<'LOYALTY_POINTS'> {
  readonly duplicate: ApiFailure = { type: 'InvalidRequest', field: 'payment_method_id', message: 'Loyalty points are already paying for this cart: take them off to change the points.' };

  constructor(private readonly loyalty: LoyaltyRepository, private readonly settings: LoyaltySettings) {}

  async add({ snapshot, view, request }: AddingInstrument<'LOYALTY_POINTS'>): Promise<Result<NewInstrument, ApiFailure>> {
    const owner = snapshot.loyalty?.owner;
    if (owner?.loyalty == null) return err({ type: 'LoyaltyMembershipRequired' });
    const balance = await this.loyalty.balance(owner.customerId);
    const taken = pointsPayment(request.points, balance, Number.MAX_SAFE_INTEGER, this.settings);
    if (taken.isErr()) {
      return err(taken.error.type === 'BelowMinimum' ? { type: 'LoyaltyPointsBelowMinimum', minimumPoints: taken.error.minimumPoints } : { type: 'LoyaltyPointsInsufficient' });
    }
    if (view.totals.remainingToPay <= 0) return err({ type: 'InvalidRequest', field: 'points', message: 'Nothing is left to pay on this cart.' });
    return ok({ reference: 'points', requestedAmount: null, details: { points: request.points, pointValue: this.settings.pointValue } });
  }
}

/** REWARD_CODE / REWARD_CARD: one of the member's own reward codes or cards (unknown → REW404; used, expired, other currency → REW409). */
export class RewardCodeKind implements PaymentKind<'REWARD_CODE'>, PaymentKind<'REWARD_CARD'> {
  readonly duplicate: ApiFailure = { type: 'RewardNotEligible', message: 'This reward is already paying for this cart.' };

  constructor(private readonly loyalty: LoyaltyRepository) {}

  async add({ snapshot, view, request, now }: AddingInstrument<'REWARD_CODE'> | AddingInstrument<'REWARD_CARD'>): Promise<Result<NewInstrument, ApiFailure>> {
    const owner = snapshot.loyalty?.owner;
    if (owner?.loyalty == null) return err({ type: 'LoyaltyMembershipRequired' });
    const blocked = athleteRewardBlock(owner);
    if (blocked) return err(blocked);
    const reward = await this.loyalty.rewardCode(owner.customerId, request.payment_method_id, request.code);
    if (!reward) return err({ type: 'RewardNotFound' });
    if (reward.used_order_number !== null) return err({ type: 'RewardNotEligible', message: 'This reward has already been used.' });
    if (reward.expires_at !== null && reward.expires_at.getTime() <= now.getTime()) return err({ type: 'RewardNotEligible', message: 'This reward has expired.' });
    if (reward.currency !== view.currency) return err({ type: 'RewardNotEligible', message: `This reward is in ${reward.currency}, not the currency of this cart.` });
    return ok({ reference: reward.code, requestedAmount: null, details: { value: reward.amount, maskedCode: `•••• ${reward.code.slice(-4)}` } });
  }
}

/** ATHLETES_PAYMENT: an athlete with credit left this year, in the profile's currency (else CCA403); recorded as spend when placed. */
export class AthletePaymentKind implements PaymentKind<'ATHLETES_PAYMENT'> {
  readonly duplicate: ApiFailure = { type: 'AthletePaymentNotAvailable' };

  async add({ snapshot, view, request }: AddingInstrument<'ATHLETES_PAYMENT'>): Promise<Result<NewInstrument, ApiFailure>> {
    const owner = snapshot.loyalty?.owner;
    const athlete = owner?.athlete;
    if (!owner || !athlete || owner.currency !== view.currency) return err({ type: 'AthletePaymentNotAvailable' });
    const { remainingAmount } = athletePayment(athlete.limit, athlete.currentSpend, view.totals.remainingToPay);
    if (remainingAmount === 0) return err({ type: 'AthletePaymentNotAvailable' });
    return ok({ reference: 'athlete', requestedAmount: request.amount ?? null, details: { remainingCredit: remainingAmount } });
  }
}
