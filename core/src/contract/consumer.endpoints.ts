import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import {
  addressBookSchema, addressParamsSchema, consumerProfileSchema, countryListSchema, notificationRequestSchema,
  paymentInstrumentParamsSchema, profileQuerySchema, retrieveUserDataRequestSchema, saveAddressRequestSchema,
  saveCardRequestSchema, saveCardResponseSchema, smsSubscriptionRequestSchema, smsSubscriptionSchema,
  subscriptionsResponseSchema, updateAddressRequestSchema, updateProfileRequestSchema, updateSavedCardRequestSchema,
  updateSmsSubscriptionRequestSchema, userDataSchema, walletQuerySchema, walletSchema,
} from './consumer.contract';

const consumer = { auth: true, registered: true } as const;

/** Consumer (commerce-core §7, base /consumers-v3/consumer): profile, lookup, subscription, payment instruments, addresses, notification, retrieveUserData; utilities countryList. */
export const consumerEndpoints = {
  getProfile: endpoint({ method: 'GET', path: '/consumers-v3/consumer/profile', summary: "The signed-in consumer's profile (with the address book and subscriptions)", query: profileQuerySchema, response: consumerProfileSchema, ...consumer }),
  updateProfile: endpoint({ method: 'PUT', path: '/consumers-v3/consumer/profile', summary: 'Change profile fields (an empty value never erases one; employee terms acceptance)', body: updateProfileRequestSchema, query: localeQuerySchema, response: consumerProfileSchema, ...consumer }),
  completeProfile: endpoint({ method: 'POST', path: '/consumers-v3/consumer/profile', summary: 'The complete-profile steps of enrolment (mobile, profile): same body as PUT', body: updateProfileRequestSchema, query: localeQuerySchema, response: consumerProfileSchema, ...consumer }),
  getSmsSubscription: endpoint({ method: 'GET', path: '/consumers-v3/consumer/subscription', summary: 'The SMS subscription (phone per country, opt-in)', query: localeQuerySchema, response: smsSubscriptionSchema, ...consumer }),
  updateSmsSubscription: endpoint({ method: 'PUT', path: '/consumers-v3/consumer/subscription', summary: 'Change the SMS opt-in (and phone)', body: updateSmsSubscriptionRequestSchema, query: localeQuerySchema, response: smsSubscriptionSchema, ...consumer }),
  createSmsSubscription: endpoint({ method: 'POST', path: '/consumers-v3/consumer/subscription', summary: 'Subscribe a phone to SMS', body: smsSubscriptionRequestSchema, query: localeQuerySchema, response: smsSubscriptionSchema, ...consumer }),
  listPaymentInstruments: endpoint({ method: 'GET', path: '/consumers-v3/consumer/payment_instruments', summary: 'Saved payment instruments, filterable by payment_method_id', query: walletQuerySchema, response: walletSchema, ...consumer }),
  savePaymentInstrument: endpoint({ method: 'POST', path: '/consumers-v3/consumer/payment_instruments', summary: 'Save a card by its provider token (PYT300 if already saved)', body: saveCardRequestSchema, query: localeQuerySchema, response: saveCardResponseSchema, ...consumer }),
  updatePaymentInstrument: endpoint({ method: 'PATCH', path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}', summary: 'Make a saved card the main one', params: paymentInstrumentParamsSchema, body: updateSavedCardRequestSchema, query: localeQuerySchema, response: walletSchema, ...consumer }),
  deletePaymentInstrument: endpoint({ method: 'DELETE', path: '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}', summary: 'Delete a saved card (its stored credential is revoked)', params: paymentInstrumentParamsSchema, query: localeQuerySchema, response: walletSchema, ...consumer }),
  addAddress: endpoint({ method: 'POST', path: '/consumers-v3/consumer/address', summary: 'Add an address (answers addressId; the first of a type becomes main)', body: saveAddressRequestSchema, query: localeQuerySchema, response: addressBookSchema, ...consumer }),
  updateAddress: endpoint({ method: 'PUT', path: '/consumers-v3/consumer/address/{addressId}', summary: 'Change an address or make it main', params: addressParamsSchema, body: updateAddressRequestSchema, query: localeQuerySchema, response: addressBookSchema, ...consumer }),
  deleteAddress: endpoint({ method: 'DELETE', path: '/consumers-v3/consumer/address/{addressId}', summary: 'Delete an address (the oldest of its type becomes main if it was)', params: addressParamsSchema, query: localeQuerySchema, response: addressBookSchema, ...consumer }),
  updateNotification: endpoint({ method: 'PUT', path: '/consumers-v3/consumer/notification', summary: 'Change an e-mail or push notification preference', body: notificationRequestSchema, query: localeQuerySchema, response: subscriptionsResponseSchema, ...consumer }),
  retrieveUserData: endpoint({ method: 'POST', path: '/consumers-v3/consumer/retrieveUserData', summary: 'Everything held on the consumer, as JSON', body: retrieveUserDataRequestSchema, query: localeQuerySchema, response: userDataSchema, ...consumer }),
  countryList: endpoint({ method: 'GET', path: '/consumers-v3/utilities/countryList', summary: 'Countries with dial code and phone mask (§3 country list entry)', query: localeQuerySchema, response: countryListSchema, auth: false }),
} as const satisfies Record<string, Endpoint>;
