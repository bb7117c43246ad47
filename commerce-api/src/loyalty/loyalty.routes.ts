import type { ContractRouter } from '../http/contract-router';
import type { LoyaltyService } from './loyalty.service';

/** Issue 9 §3 loyalty calls (commerce-core §7 Consumer loyalty): registered consumers only (a guest's token answers 401). */
export function registerLoyaltyRoutes(router: ContractRouter, loyalty: LoyaltyService): void {
  router.consumer('loyaltyToken', ({ consumer, body }) => loyalty.join(consumer.customerId, body.source));
  router.consumer('applyReward', ({ consumer, params, body }) => loyalty.applyReward(consumer, params.basketId, body.appliedLoyaltyVoucher));
  router.consumer('loyaltyWelcome', ({ consumer, site }) => loyalty.welcome(consumer.customerId, site));
  router.consumer('loyaltyVouchers', ({ consumer, query }) => loyalty.vouchers(consumer.customerId, query.basketId));
}
