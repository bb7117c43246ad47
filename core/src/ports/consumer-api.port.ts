import type { ResultAsync } from 'neverthrow';
import type {
  AddressBook, ConsumerProfileResponse, CountryList, NotificationRequest, SaveAddressRequest, SaveCardRequest, SavedCard,
  SmsSubscription, SmsSubscriptionRequest, SubscriptionsResponse, UpdateAddressRequest, UpdateProfileRequest,
  UpdateSmsSubscriptionRequest, UserData, Wallet,
} from '../contract';
import type { CommerceError } from '../errors';

/** The signed-in consumer's account (commerce-core §7 Consumer): every call answers 401 for a guest. */
export interface ConsumerApi {
  profile(options?: { includeLoyaltySummary?: boolean }): ResultAsync<ConsumerProfileResponse, CommerceError>;
  updateProfile(request: UpdateProfileRequest): ResultAsync<ConsumerProfileResponse, CommerceError>;
  completeProfile(request: UpdateProfileRequest): ResultAsync<ConsumerProfileResponse, CommerceError>;
  smsSubscription(): ResultAsync<SmsSubscription, CommerceError>;
  subscribeSms(request: SmsSubscriptionRequest): ResultAsync<SmsSubscription, CommerceError>;
  updateSmsSubscription(request: UpdateSmsSubscriptionRequest): ResultAsync<SmsSubscription, CommerceError>;
  paymentInstruments(paymentMethodId?: 'REWARD_CODE' | 'REWARD_CARD' | 'CREDIT_CARD'): ResultAsync<Wallet, CommerceError>;
  saveCard(request: SaveCardRequest): ResultAsync<{ card: SavedCard }, CommerceError>;
  setMainCard(paymentInstrumentId: string): ResultAsync<Wallet, CommerceError>;
  deleteCard(paymentInstrumentId: string): ResultAsync<Wallet, CommerceError>;
  addAddress(request: SaveAddressRequest): ResultAsync<AddressBook, CommerceError>;
  updateAddress(addressId: string, request: UpdateAddressRequest): ResultAsync<AddressBook, CommerceError>;
  deleteAddress(addressId: string): ResultAsync<AddressBook, CommerceError>;
  updateNotification(request: NotificationRequest): ResultAsync<SubscriptionsResponse, CommerceError>;
  retrieveUserData(): ResultAsync<UserData, CommerceError>;
  countryList(): ResultAsync<CountryList, CommerceError>;
}
