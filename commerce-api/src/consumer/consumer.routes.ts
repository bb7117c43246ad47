import type { ContractRouter } from '../http/contract-router';
import type { ConsumerService } from './consumer.service';

/** Issue 7 §1 Consumer calls: every one a registered consumer's (a guest's token answers 401), countryList public. */
export function registerConsumerRoutes(router: ContractRouter, consumers: ConsumerService): void {
  router.consumer('getProfile', ({ consumer, query }) => consumers.profile(consumer.customerId, query.includeLoyaltySummary === 'true'));
  router.consumer('updateProfile', ({ consumer, site, body }) => consumers.updateProfile(consumer.customerId, site, body));
  router.consumer('completeProfile', ({ consumer, site, body }) => consumers.updateProfile(consumer.customerId, site, body));
  router.consumer('getSmsSubscription', ({ consumer }) => consumers.smsSubscription(consumer.customerId));
  router.consumer('createSmsSubscription', ({ consumer, body }) => consumers.subscribeSms(consumer.customerId, body));
  router.consumer('updateSmsSubscription', ({ consumer, body }) => consumers.updateSmsSubscription(consumer.customerId, body));
  router.consumer('updateNotification', ({ consumer, body }) => consumers.updateNotification(consumer.customerId, body));
  router.consumer('listPaymentInstruments', ({ consumer, query }) => consumers.wallet(consumer.customerId, query.payment_method_id));
  router.consumer('savePaymentInstrument', ({ consumer, body, request }) => consumers.saveCard(consumer.customerId, body, request.rateLimitKey || request.ip));
  router.consumer('updatePaymentInstrument', ({ consumer, params }) => consumers.setMainCard(consumer.customerId, params.paymentInstrumentId));
  router.consumer('deletePaymentInstrument', ({ consumer, params }) => consumers.deleteCard(consumer.customerId, params.paymentInstrumentId));
  router.consumer('addAddress', ({ consumer, body }) => consumers.addAddress(consumer.customerId, body));
  router.consumer('updateAddress', ({ consumer, params, body }) => consumers.updateAddress(consumer.customerId, params.addressId, body));
  router.consumer('deleteAddress', ({ consumer, params }) => consumers.deleteAddress(consumer.customerId, params.addressId));
  router.consumer('retrieveUserData', ({ consumer }) => consumers.retrieveUserData(consumer.customerId));
  router.public('countryList', ({ site }) => consumers.countryList(site));
}
