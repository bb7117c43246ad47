import { err, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  addAddress, addSavedCard, userDataSchema, joinInterests, normalizePhone, phoneCountries, phoneErrorMessage, planProfileUpdate, removeAddress,
  removeSavedCard, setMainAddress, setMainCard, SITES, splitInterests, type AddressBook, type Clock, type ConsumerAddress,
  type ConsumerDetails, type ConsumerProfileResponse, type CountryList, type NotificationRequest, type SavedCard,
  type SiteId, type SmsSubscription, type SmsSubscriptionRequest, type Subscription, type SubscriptionsResponse,
  type UpdateSmsSubscriptionRequest, type UserData, type Wallet,
} from '@switchback/core';
import type { z } from 'zod';
import type { saveAddressRequestSchema, saveCardRequestSchema, updateAddressRequestSchema, updateProfileRequestSchema } from '@switchback/core';
import type { BotDefence } from '../bot-defence/bot-defence';
import { checkAddress } from '../checkout/address-rules';
import type { Database } from '../database/database.port';
import { failure, type ApiFailure } from '../errors/api-failure';
import type { PaymentProvider } from '../payments/payment-provider.port';
import type { IdGenerator } from '../platform/random-id';
import { profileSpecialFields } from '../loyalty/special-profile-view';
import type { SpecialProfileRepository } from '../loyalty/special-profile.repository';
import type { AddressRow, CardRow, ConsumerRepository, ConsumerRow, ProfileColumns, SubscriptionRow } from './consumer.repository';
import type { UserDataSource } from './user-data-source.port';

type UpdateProfile = z.output<typeof updateProfileRequestSchema>;
type SaveAddress = z.output<typeof saveAddressRequestSchema>;
type UpdateAddress = z.output<typeof updateAddressRequestSchema>;
type SaveCard = z.output<typeof saveCardRequestSchema>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const addressOf = (row: AddressRow): ConsumerAddress => ({
  ...row.address, id: row.address_id, addressId: row.address_id, approachType: row.approach_type, main: row.main,
});

const cardOf = (row: CardRow): SavedCard => ({
  paymentInstrumentId: row.payment_instrument_id, brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month,
  expiryYear: row.expiry_year, holder: row.holder, main: row.main,
});

const subscriptionOf = (row: SubscriptionRow): Subscription => ({ channel: row.channel, type: row.type, optin: row.optin, doubleOptin: row.double_optin });

const flags = (list: readonly { id: string; main?: boolean }[]): Map<string, boolean> => new Map(list.map((item) => [item.id, item.main === true]));

const walletOf = (rows: readonly CardRow[]): Wallet => ({
  payment_instruments: rows.map((row) => ({ payment_instrument_id: row.payment_instrument_id, payment_method_id: 'CREDIT_CARD' as const, card: cardOf(row) })),
});

/**
 * The registered consumer's account (issue 7 §1 Consumer). Every change runs in one transaction holding the consumer's
 * row lock, applies core's rule (main flags: `accounts/addresses.ts`, `accounts/saved-cards.ts`; profile update:
 * `accounts/profile-update.ts`; phones: `phone/`; addresses per country: `checkAddress`), and writes the result;
 * the partial unique indexes of migration 7 hold "one main" in the database as well.
 */
export class ConsumerService {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsumerRepository,
    private readonly payments: PaymentProvider,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly bots: BotDefence,
    private readonly userDataSources: readonly UserDataSource[] = [],
    /** Issue 9 §6: loyalty membership, points and special profiles (athlete, employee, prosumer) of the profile answer. */
    private readonly specialProfiles?: SpecialProfileRepository,
  ) {}

  /** A change to one consumer's account, in one transaction holding their row lock. */
  private change<T>(customerId: string, work: (consumer: ConsumerRow) => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> {
    return new ResultAsync(this.db.transaction(async () => {
      const consumer = await this.repo.consumer(customerId, true);
      if (!consumer) return err<T, ApiFailure>({ type: 'Unauthorized' });
      return work(consumer);
    }));
  }

  private read<T>(customerId: string, work: (consumer: ConsumerRow) => Promise<T>): ResultAsync<T, ApiFailure> {
    return new ResultAsync((async (): Promise<Result<T, ApiFailure>> => {
      const consumer = await this.repo.consumer(customerId);
      if (!consumer) return err({ type: 'Unauthorized' });
      return ok(await work(consumer));
    })());
  }

  private async profileOf(consumer: ConsumerRow, includeLoyaltySummary: boolean): Promise<ConsumerProfileResponse> {
    const [addresses, subscriptions, owner] = await Promise.all([this.repo.addresses(consumer.customer_id), this.repo.subscriptions(consumer.customer_id),
      this.specialProfiles?.ownerProfile(consumer.customer_id, this.clock.now())]);
    const special = profileSpecialFields(owner);
    return {
      consumerProfile: {
        consumerNo: consumer.consumer_no,
        consumerType: consumer.consumer_type,
        consumerDetails: {
          email: consumer.email,
          firstName: consumer.first_name,
          lastName: consumer.last_name,
          birthDate: consumer.birth_date,
          phone: consumer.phone,
          postalCode: consumer.postal_code,
          gender: consumer.gender,
          address: addresses.map(addressOf),
          ...special.details,
        },
        isLoyaltyMember: special.isLoyaltyMember,
        loyaltyOptInDate: special.loyaltyOptInDate,
        ...(includeLoyaltySummary ? { loyaltySummary: { points: { balance: special.points } } } : {}),
        preferences: { interests: consumer.interests ?? '', preferredShoeSize: consumer.preferred_shoe_size },
        subscriptions: subscriptions.map(subscriptionOf),
        isEmployeeDiscountTCAccepted: consumer.consumer_type === 'EMPLOYEE' && consumer.employee_terms_accepted_at !== null,
        employeeTermsAcceptedAt: iso(consumer.employee_terms_accepted_at),
      },
    };
  }

  profile(customerId: string, includeLoyaltySummary: boolean): ResultAsync<ConsumerProfileResponse, ApiFailure> {
    return this.read(customerId, (consumer) => this.profileOf(consumer, includeLoyaltySummary));
  }

  /**
   * PUT/POST profile. consumerDetails go through core's §5 profile update (an empty value never erases a stored one;
   * all empty changes nothing); the phone is normalised for its country (§5) and stored E.164; interests are checked
   * one by one and stored pipe-joined (§9); accepting the employee terms records when, once, for an employee only.
   */
  updateProfile(customerId: string, site: SiteId, request: UpdateProfile): ResultAsync<ConsumerProfileResponse, ApiFailure> {
    return this.change(customerId, async (consumer) => {
      const columns: ProfileColumns = {};
      const given = request.consumerProfile;
      const details = given.consumerDetails ?? {};
      const changes: { -readonly [K in keyof ConsumerDetails]?: ConsumerDetails[K] } = {
        firstName: details.firstName, lastName: details.lastName, birthDate: details.birthDate, postalCode: details.postalCode,
      };
      if (details.phone !== undefined && details.phone.trim() !== '') {
        const phone = normalizePhone(details.phone, details.phoneCountry ?? SITES[site].country);
        if (phone.isErr()) return err(failure.invalid('consumerProfile.consumerDetails.phone', phoneErrorMessage(phone.error)));
        changes.phone = phone.value.e164;
      }
      const current = await this.profileOf(consumer, false);
      const plan = planProfileUpdate({ consumerDetails: current.consumerProfile.consumerDetails }, changes);
      if (plan.isErr()) return err({ type: 'Internal' });
      if (plan.value.type === 'Update') {
        const next = plan.value.profile.consumerDetails;
        const column: Record<string, keyof ProfileColumns> = { firstName: 'first_name', lastName: 'last_name', birthDate: 'birth_date', postalCode: 'postal_code', phone: 'phone' };
        for (const key of plan.value.changed) {
          const name = column[key];
          if (name !== undefined) (columns as Record<string, unknown>)[name] = next[key];
        }
      }
      if (details.gender !== undefined && details.gender !== '') columns.gender = details.gender;
      if (given.preferences?.interests !== undefined) {
        const interests = splitInterests(given.preferences.interests);
        const bad = interests.find((interest) => !/^[\p{L}\p{N} _-]{1,40}$/u.test(interest));
        if (bad !== undefined) return err(failure.invalid('consumerProfile.preferences.interests', 'an interest is 1 to 40 letters, digits, spaces, - or _'));
        if (interests.length > 30) return err(failure.invalid('consumerProfile.preferences.interests', 'at most 30 interests'));
        columns.interests = joinInterests([...new Set(interests)]);
      }
      const shoeSize = given.preferences?.preferredShoeSize;
      if (shoeSize !== undefined && shoeSize !== '') columns.preferred_shoe_size = shoeSize;
      if (given.isEmployeeDiscountTCAccepted === true) {
        if (consumer.consumer_type !== 'EMPLOYEE') {
          return err(failure.invalid('consumerProfile.isEmployeeDiscountTCAccepted', 'only an employee accepts the employee discount terms'));
        }
        if (consumer.employee_terms_accepted_at === null) columns.employee_terms_accepted_at = this.clock.now();
      }
      await this.repo.updateProfile(customerId, columns, this.clock.now());
      const updated = await this.repo.consumer(customerId);
      return ok(await this.profileOf(updated!, false));
    });
  }

  private async sms(customerId: string): Promise<SmsSubscription> {
    const row = (await this.repo.subscriptions(customerId)).find((s) => s.channel === 'SMS' && s.type === 'MARKETING');
    return {
      subscription: {
        channel: 'SMS', type: 'MARKETING', countryCode: row?.country_code ?? null, phone: row?.phone ?? null,
        optin: row?.optin ?? false, doubleOptin: row?.double_optin ?? false,
      },
    };
  }

  smsSubscription(customerId: string): ResultAsync<SmsSubscription, ApiFailure> {
    return this.read(customerId, () => this.sms(customerId));
  }

  /** POST subscription: the phone, normalised for its country (§5), and the opt-in. */
  subscribeSms(customerId: string, request: SmsSubscriptionRequest): ResultAsync<SmsSubscription, ApiFailure> {
    return this.change(customerId, async () => {
      const phone = normalizePhone(request.phone, request.countryCode);
      if (phone.isErr()) return err(failure.invalid('phone', phoneErrorMessage(phone.error)));
      await this.repo.upsertSubscription(customerId, {
        channel: 'SMS', type: 'MARKETING', optin: request.optin, double_optin: false, phone: phone.value.e164, country_code: request.countryCode,
      }, this.clock.now());
      return ok(await this.sms(customerId));
    });
  }

  /** PUT subscription: the opt-in changes; a phone given replaces the stored one. Opting in needs a phone. */
  updateSmsSubscription(customerId: string, request: UpdateSmsSubscriptionRequest): ResultAsync<SmsSubscription, ApiFailure> {
    return this.change(customerId, async () => {
      const current = (await this.sms(customerId)).subscription;
      let phone = current.phone;
      let countryCode = current.countryCode;
      if (request.phone !== undefined) {
        countryCode = request.countryCode ?? countryCode;
        if (countryCode === null) return err(failure.invalid('countryCode', 'countryCode is required with a phone'));
        const normalized = normalizePhone(request.phone, countryCode);
        if (normalized.isErr()) return err(failure.invalid('phone', phoneErrorMessage(normalized.error)));
        phone = normalized.value.e164;
      }
      if (request.optin && phone === null) return err(failure.invalid('phone', 'a phone number is required to subscribe to text messages'));
      await this.repo.upsertSubscription(customerId, {
        channel: 'SMS', type: 'MARKETING', optin: request.optin, double_optin: request.optin ? current.doubleOptin : false, phone, country_code: countryCode,
      }, this.clock.now());
      return ok(await this.sms(customerId));
    });
  }

  updateNotification(customerId: string, request: NotificationRequest): ResultAsync<SubscriptionsResponse, ApiFailure> {
    return this.change(customerId, async () => {
      await this.repo.upsertSubscription(customerId, {
        channel: request.channel, type: request.type, optin: request.optin, double_optin: false, phone: null, country_code: null,
      }, this.clock.now());
      return ok({ subscriptions: (await this.repo.subscriptions(customerId)).map(subscriptionOf) });
    });
  }

  // Saved cards.

  wallet(customerId: string, paymentMethodId: string | undefined): ResultAsync<Wallet, ApiFailure> {
    // Only credit cards are saved here: filtering by reward codes or cards answers none.
    return this.read(customerId, async () => walletOf(paymentMethodId === undefined || paymentMethodId === 'CREDIT_CARD' ? await this.repo.cards(customerId) : []));
  }

  /**
   * Saves a card by its one-time provider token: the provider claims it and keeps a reusable stored credential; the
   * same card (same fingerprint) saved again is CardAlreadyExists (PYT300), and then nothing changed (the token stays
   * unused: its claim is rolled back with the transaction). The first card becomes main (core's rule).
   */
  saveCard(customerId: string, request: SaveCard, remoteIp: string): ResultAsync<{ card: SavedCard }, ApiFailure> {
    // §7: saving a card carries recaptcha_response, checked by the bot-defence policy (AUT403; fails closed in production).
    return this.bots.check(request.recaptcha_response, 'savecard', remoteIp).andThen(() => this.change(customerId, async () => {
      const stored = await this.payments.storeCredential(request.paymentCard.token, customerId);
      if (stored.isErr()) return err(stored.error);
      const before = await this.repo.cards(customerId);
      if (before.some((card) => card.fingerprint === stored.value.fingerprint)) return err({ type: 'CardAlreadyExists' });
      const id = `pi_${this.ids.paymentInstrumentId().slice('pin_'.length)}`;
      const list = addSavedCard(before.map((row) => ({ id: row.payment_instrument_id, main: row.main })), { id, main: request.main === true });
      if (list.isErr()) return err({ type: 'Internal' });
      await this.repo.writeMainFlags('consumer_payment_instruments', customerId, flags(before.map((row) => ({ id: row.payment_instrument_id, main: row.main }))), flags(list.value));
      const row: CardRow = {
        payment_instrument_id: id, credential: stored.value.credential, brand: stored.value.card.brand, last4: stored.value.card.last4,
        expiry_month: stored.value.card.expiryMonth, expiry_year: stored.value.card.expiryYear, holder: request.paymentCard.holder,
        fingerprint: stored.value.fingerprint, main: list.value.find((card) => card.id === id)!.main === true,
      };
      await this.repo.insertCard(customerId, row, this.clock.now());
      return ok({ card: cardOf(row) });
    }));
  }

  setMainCard(customerId: string, paymentInstrumentId: string): ResultAsync<Wallet, ApiFailure> {
    return this.change(customerId, async () => {
      const before = (await this.repo.cards(customerId)).map((row) => ({ id: row.payment_instrument_id, main: row.main }));
      const after = setMainCard(before, paymentInstrumentId);
      if (after.isErr()) return err({ type: 'SavedCardNotFound' });
      await this.repo.writeMainFlags('consumer_payment_instruments', customerId, flags(before), flags(after.value));
      return ok(walletOf(await this.repo.cards(customerId)));
    });
  }

  /** Deletes a saved card and revokes its stored credential; the oldest remaining card becomes main if it was. */
  deleteCard(customerId: string, paymentInstrumentId: string): ResultAsync<Wallet, ApiFailure> {
    return this.change(customerId, async () => {
      const rows = await this.repo.cards(customerId);
      const before = rows.map((row) => ({ id: row.payment_instrument_id, main: row.main }));
      const after = removeSavedCard(before, paymentInstrumentId);
      if (after.isErr()) return err({ type: 'SavedCardNotFound' });
      await this.repo.deleteCard(customerId, paymentInstrumentId);
      await this.payments.revokeCredential(rows.find((row) => row.payment_instrument_id === paymentInstrumentId)!.credential);
      before.splice(before.findIndex((card) => card.id === paymentInstrumentId), 1);
      await this.repo.writeMainFlags('consumer_payment_instruments', customerId, flags(before), flags(after.value));
      return ok(walletOf(await this.repo.cards(customerId)));
    });
  }

  // Address book.

  private async book(customerId: string, addressId?: string): Promise<AddressBook> {
    return { ...(addressId ? { addressId } : {}), address: (await this.repo.addresses(customerId)).map(addressOf) };
  }

  /** Adds an address checked with core's rules for its country; the first of its type becomes main (core's rule). */
  addAddress(customerId: string, request: SaveAddress): ResultAsync<AddressBook, ApiFailure> {
    return this.change(customerId, async () => {
      const { approachType, main, ...input } = request.address;
      const checked = checkAddress(input, undefined, (field) => `address.${field}`);
      if (checked.isErr()) return err(checked.error);
      const before = (await this.repo.addresses(customerId)).map((row) => ({ id: row.address_id, main: row.main }));
      // §4: the type is the first letter of the id.
      const addressId = `${approachType}${this.ids.addressId().replace('_', '')}`;
      const after = addAddress(before, { id: addressId, main: main === true });
      if (after.isErr()) return err({ type: 'Internal' });
      await this.repo.writeMainFlags('consumer_addresses', customerId, flags(before), flags(after.value));
      await this.repo.insertAddress(customerId, {
        address_id: addressId, approach_type: approachType, main: after.value.find((a) => a.id === addressId)!.main === true, address: checked.value,
      }, this.clock.now());
      return ok(await this.book(customerId, addressId));
    });
  }

  /** Changes an address's fields; `main: true` makes it main (the other of its type is cleared). */
  updateAddress(customerId: string, addressId: string, request: UpdateAddress): ResultAsync<AddressBook, ApiFailure> {
    return this.change(customerId, async () => {
      const before = (await this.repo.addresses(customerId)).map((row) => ({ id: row.address_id, main: row.main }));
      if (!before.some((a) => a.id === addressId)) return err({ type: 'AddressNotFound' });
      const { main, ...input } = request.address;
      const checked = checkAddress(input, undefined, (field) => `address.${field}`);
      if (checked.isErr()) return err(checked.error);
      await this.repo.updateAddress(customerId, addressId, checked.value, this.clock.now());
      if (main === true) {
        const after = setMainAddress(before, addressId);
        if (after.isErr()) return err({ type: 'AddressNotFound' });
        await this.repo.writeMainFlags('consumer_addresses', customerId, flags(before), flags(after.value));
      }
      return ok(await this.book(customerId, addressId));
    });
  }

  /** Deletes an address; if it was main, the oldest remaining of its type becomes main (core's rule). */
  deleteAddress(customerId: string, addressId: string): ResultAsync<AddressBook, ApiFailure> {
    return this.change(customerId, async () => {
      const before = (await this.repo.addresses(customerId)).map((row) => ({ id: row.address_id, main: row.main }));
      const after = removeAddress(before, addressId);
      if (after.isErr()) return err({ type: 'AddressNotFound' });
      await this.repo.deleteAddress(customerId, addressId);
      await this.repo.writeMainFlags('consumer_addresses', customerId, flags(before.filter((a) => a.id !== addressId)), flags(after.value));
      return ok(await this.book(customerId));
    });
  }

  /** Everything held on the consumer: profile, addresses, cards (brand, last 4, expiry only), subscriptions, orders, lists. */
  retrieveUserData(customerId: string): ResultAsync<UserData, ApiFailure> {
    return this.read(customerId, async (consumer) => {
      const [profile, cards, subscriptions, orders] = await Promise.all([
        this.profileOf(consumer, false), this.repo.cards(customerId), this.repo.subscriptions(customerId), this.repo.orders(customerId),
      ]);
      // Each list the contract names; none made yet (or no source registered) is null. The sources' answers are parsed
      // with the contract's schema: a source answering another shape is a bug, not data to hand out.
      const collected: Record<string, unknown> = { favorites: null, saveForLater: null };
      for (const source of this.userDataSources) collected[source.name] = await source.collect(customerId);
      const lists = userDataSchema.shape.lists.parse(collected);
      return {
        generatedAt: this.clock.now().toISOString(),
        profile: profile.consumerProfile,
        addresses: profile.consumerProfile.consumerDetails.address,
        paymentInstruments: cards.map(cardOf),
        subscriptions: subscriptions.map(subscriptionOf),
        orders,
        lists,
      };
    });
  }

  /** §3 country list: every country core's phone rules know, with dial code and mask, named in the site's language. */
  countryList(site: SiteId): ResultAsync<CountryList, ApiFailure> {
    const language = SITES[site].locale;
    const collator = new Intl.Collator(language);
    const countries = phoneCountries(language).map((c) => ({ name: c.name, dialCode: c.dialCode, code: c.code, mask: c.mask }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return okAsync({ countries });
  }
}
