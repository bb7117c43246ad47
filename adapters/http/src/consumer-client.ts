import type { ConsumerApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/**
 * The signed-in consumer's account calls (commerce-core §7 Consumer) over HTTP: one registry call each. `send` is the
 * caller the client gives: for a registered session the renewing one (an expired access token is refreshed once,
 * auth's refresh-token exchange); for a guest a plain one (the 401 comes back as is: no guest token is renewed).
 */
export function createConsumerClient(send: EndpointCaller): ConsumerApi {
  return {
    profile: (options = {}) => send('getProfile', options.includeLoyaltySummary === true ? { query: { includeLoyaltySummary: 'true' } } : {}),
    updateProfile: (request) => send('updateProfile', { body: request }),
    completeProfile: (request) => send('completeProfile', { body: request }),
    smsSubscription: () => send('getSmsSubscription'),
    subscribeSms: (request) => send('createSmsSubscription', { body: request }),
    updateSmsSubscription: (request) => send('updateSmsSubscription', { body: request }),
    paymentInstruments: (paymentMethodId) => send('listPaymentInstruments', paymentMethodId === undefined ? {} : { query: { payment_method_id: paymentMethodId } }),
    saveCard: (request) => send('savePaymentInstrument', { body: request }),
    setMainCard: (paymentInstrumentId) => send('updatePaymentInstrument', { params: { paymentInstrumentId }, body: { main: true } }),
    deleteCard: (paymentInstrumentId) => send('deletePaymentInstrument', { params: { paymentInstrumentId } }),
    addAddress: (request) => send('addAddress', { body: request }),
    updateAddress: (addressId, request) => send('updateAddress', { params: { addressId }, body: request }),
    deleteAddress: (addressId) => send('deleteAddress', { params: { addressId } }),
    updateNotification: (request) => send('updateNotification', { body: request }),
    retrieveUserData: () => send('retrieveUserData', { body: {} }),
    countryList: () => send('countryList'),
  };
}
