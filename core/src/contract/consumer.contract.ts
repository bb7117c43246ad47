import { z } from 'zod';
import { addressInputSchema, addressSchema, countryCodeSchema, currencySchema, isCleanText, localeParamSchema, moneySchema, textSchema } from './common.contract';
import { orderSchema } from './cart.contract';

/*
 * Consumer calls (commerce-core §7, base /consumers-v3/consumer; issue 7 §1): profile, SMS subscription, saved
 * payment instruments, address book, notification preferences, the personal-data download, and the public
 * country list (§3 Country list entry).
 */

/** Ids the API hands out: an address id starts with its type letter (§4: S shipping, B billing). */
export const consumerAddressIdSchema = z.string().regex(/^[SB][A-Za-z0-9_-]{7,63}$/, 'addressId is S or B then 7 to 63 letters, digits, - or _');
export const savedPaymentInstrumentIdSchema = z.string().regex(/^pi_[A-Za-z0-9_-]{8,64}$/, 'paymentInstrumentId is pi_ then 8 to 64 letters, digits, - or _');

/** §3 Address as the address book holds it: the checkout's address, its type and the default (main) flag. */
export const consumerAddressSchema = addressSchema.extend({
  addressId: consumerAddressIdSchema,
  main: z.boolean(),
});
export type ConsumerAddress = z.infer<typeof consumerAddressSchema>;

/** §3 Consumer profile subscriptions entry (channel, type, optin, doubleOptin). */
export const subscriptionChannelSchema = z.enum(['EMAIL', 'SMS', 'PUSH']);
export const subscriptionTypeSchema = z.enum(['MARKETING', 'ORDER_UPDATES']);
export const subscriptionSchema = z.object({
  channel: subscriptionChannelSchema,
  type: subscriptionTypeSchema,
  optin: z.boolean(),
  doubleOptin: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** §3 Consumer profile (the fields this product holds). */
export const consumerProfileSchema = z.object({
  consumerProfile: z.object({
    consumerNo: z.string(),
    consumerType: z.enum(['REGISTERED', 'EMPLOYEE']),
    consumerDetails: z.object({
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      birthDate: z.string().nullable(),
      phone: z.string().nullable(),
      postalCode: z.string().nullable(),
      gender: z.string().nullable(),
      address: z.array(consumerAddressSchema),
      identity: z.array(z.object({ type: z.string() })),
      // Issue 9 §6 special profiles: this calendar year's spend against the cap or credit, in `specialProfileCurrency`.
      athlete: z.object({ currentSpend: moneySchema, annualCredit: moneySchema }).nullable().optional(),
      employee: z.object({ currentSpend: moneySchema, annualCap: moneySchema }).nullable().optional(),
      prosumer: z.object({ currentSpend: moneySchema, annualCredit: moneySchema }).nullable().optional(),
      specialProfileCurrency: currencySchema.optional(),
    }),
    isLoyaltyMember: z.boolean(),
    loyaltyOptInDate: z.string().nullable(),
    /** Only with `includeLoyaltySummary=true`. */
    loyaltySummary: z.object({ points: z.object({ balance: z.number().int().min(0) }) }).optional(),
    preferences: z.object({
      /** §9: interests joined with a pipe. */
      interests: z.string(),
      preferredShoeSize: z.string().nullable(),
    }),
    subscriptions: z.array(subscriptionSchema),
    /** §3 Auth isEmployeeDiscountTCAccepted: an employee who has accepted the discount terms. */
    isEmployeeDiscountTCAccepted: z.boolean(),
    employeeTermsAcceptedAt: z.string().nullable(),
  }),
});
export type ConsumerProfileResponse = z.infer<typeof consumerProfileSchema>;

export const profileQuerySchema = z.strictObject({
  locale: localeParamSchema,
  includeLoyaltySummary: z.enum(['true', 'false']).optional(),
});

const birthDateSchema = z.iso.date('birthDate is a date like 1990-01-31');
/** One interest: letters, digits, spaces, - and _ (never the pipe that joins them, §9). */
export const interestSchema = z.string().trim().regex(/^[\p{L}\p{N} _-]{1,40}$/u, 'an interest is 1 to 40 letters, digits, spaces, - or _');

/**
 * PUT / POST profile (§7 body consumerProfile). Only the given fields change (§5: an empty value never erases a stored
 * one; all empty is a no-op). `phone` is typed as the shopper typed it, with `phoneCountry` naming its country (§5
 * normalisation, stored E.164). `isEmployeeDiscountTCAccepted: true` records the employee's acceptance of the terms.
 */
export const updateProfileRequestSchema = z.strictObject({
  consumerProfile: z.strictObject({
    consumerDetails: z.strictObject({
      firstName: textSchema('firstName', { max: 50 }).optional(),
      lastName: textSchema('lastName', { max: 50 }).optional(),
      birthDate: z.union([z.literal(''), birthDateSchema]).optional(),
      phone: textSchema('phone', { max: 40 }).optional(),
      phoneCountry: countryCodeSchema.optional(),
      postalCode: textSchema('postalCode', { max: 10 }).optional(),
      gender: z.enum(['', 'F', 'M', 'X']).optional(),
    }).optional(),
    preferences: z.strictObject({
      /** Pipe-joined (§9), as the profile answers them; `''` clears them. */
      interests: z.string().max(1000).refine(isCleanText, 'interests contain a control character').optional(),
      preferredShoeSize: textSchema('preferredShoeSize', { max: 10 }).optional(),
    }).optional(),
    isEmployeeDiscountTCAccepted: z.literal(true).optional(),
  }),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** GET / PUT / POST subscription: the SMS subscription (a phone per country and the opt-in). */
export const smsSubscriptionSchema = z.object({
  subscription: z.object({
    channel: z.literal('SMS'),
    type: z.literal('MARKETING'),
    countryCode: z.string().nullable(),
    phone: z.string().nullable(),
    optin: z.boolean(),
    doubleOptin: z.boolean(),
  }),
});
export type SmsSubscription = z.infer<typeof smsSubscriptionSchema>;
export const smsSubscriptionRequestSchema = z.strictObject({
  countryCode: countryCodeSchema,
  phone: textSchema('phone', { max: 40, min: 1 }),
  optin: z.boolean(),
});
export type SmsSubscriptionRequest = z.infer<typeof smsSubscriptionRequestSchema>;
/** PUT subscription: change the opt-in, and the phone if given. */
export const updateSmsSubscriptionRequestSchema = z.strictObject({
  countryCode: countryCodeSchema.optional(),
  phone: textSchema('phone', { max: 40, min: 1 }).optional(),
  optin: z.boolean(),
});
export type UpdateSmsSubscriptionRequest = z.infer<typeof updateSmsSubscriptionRequestSchema>;

/** PUT notification: one channel and type's preference. Answers every subscription. */
export const notificationRequestSchema = z.strictObject({
  channel: z.enum(['EMAIL', 'PUSH']),
  type: subscriptionTypeSchema,
  optin: z.boolean(),
});
export type NotificationRequest = z.infer<typeof notificationRequestSchema>;
export const subscriptionsResponseSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/** §3 Payment instrument of the wallet: a saved card is a provider credential, shown by brand, last 4 and expiry only. */
export const savedCardSchema = z.object({
  paymentInstrumentId: savedPaymentInstrumentIdSchema,
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  holder: z.string(),
  main: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const walletInstrumentSchema = z.object({
  payment_instrument_id: savedPaymentInstrumentIdSchema,
  payment_method_id: z.literal('CREDIT_CARD'),
  card: savedCardSchema,
});
export const walletSchema = z.object({ payment_instruments: z.array(walletInstrumentSchema) });
export type Wallet = z.infer<typeof walletSchema>;
export const walletQuerySchema = z.strictObject({
  locale: localeParamSchema,
  payment_method_id: z.enum(['REWARD_CODE', 'REWARD_CARD', 'CREDIT_CARD']).optional(),
});
/** POST payment_instruments: the provider's token (never a number) and the bot-defence answer. */
export const saveCardRequestSchema = z.strictObject({
  payment_method_id: z.literal('CREDIT_CARD'),
  paymentCard: z.strictObject({
    token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'token is a payment provider token'),
    holder: textSchema('holder', { max: 100, min: 1 }),
  }),
  main: z.boolean().optional(),
  recaptcha_response: textSchema('recaptcha_response', { max: 4096, trim: false }).optional(),
});
export type SaveCardRequest = z.input<typeof saveCardRequestSchema>;
export const saveCardResponseSchema = z.object({ card: savedCardSchema });
export const paymentInstrumentParamsSchema = z.strictObject({ paymentInstrumentId: savedPaymentInstrumentIdSchema });
/** PATCH payment_instruments/{id}: make it the main card. */
export const updateSavedCardRequestSchema = z.strictObject({ main: z.literal(true) });

/** POST address / PUT address/{addressId}: the checkout's address fields, its type and the main flag. */
export const saveAddressRequestSchema = z.strictObject({
  address: addressInputSchema.extend({
    approachType: z.enum(['S', 'B']).default('S'),
    main: z.boolean().optional(),
  }),
});
export type SaveAddressRequest = z.input<typeof saveAddressRequestSchema>;
export const updateAddressRequestSchema = z.strictObject({
  address: addressInputSchema.extend({ main: z.boolean().optional() }),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequestSchema>;
export const addressParamsSchema = z.strictObject({ addressId: consumerAddressIdSchema });
export const addressBookSchema = z.object({ addressId: consumerAddressIdSchema.optional(), address: z.array(consumerAddressSchema) });
export type AddressBook = z.infer<typeof addressBookSchema>;

/** The consumer's favorites as held (a share link's token is never kept: only whether one is active). */
const heldFavoritesSchema = z.object({
  favoriteId: z.string(),
  shareLinkActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(z.object({ itemId: z.string(), productId: z.string(), qty: z.number().int(), addedAt: z.string() })),
});
/** The consumer's saved-for-later list as held. */
const heldSaveForLaterSchema = z.object({
  saveForLaterId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(z.object({
    itemId: z.string(), productId: z.string(), upc: z.string(), qty: z.number().int(), recipeId: z.string().optional(), addedAt: z.string(),
  })),
});

/** POST retrieveUserData: everything held on the consumer, as one JSON document. */
export const userDataSchema = z.object({
  generatedAt: z.string(),
  profile: consumerProfileSchema.shape.consumerProfile,
  addresses: z.array(consumerAddressSchema),
  paymentInstruments: z.array(savedCardSchema),
  subscriptions: z.array(subscriptionSchema),
  orders: z.array(orderSchema),
  /** The lists the wishlist area holds for the consumer (null: none made yet). */
  lists: z.object({ favorites: heldFavoritesSchema.nullable(), saveForLater: heldSaveForLaterSchema.nullable() }),
});
export type UserData = z.infer<typeof userDataSchema>;
export const retrieveUserDataRequestSchema = z.strictObject({});

/** §3 Country list entry: name, dialCode, code, optional phone mask. */
export const countryListEntrySchema = z.object({
  name: z.string(),
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  code: z.string().regex(/^[A-Z]{2}$/),
  mask: z.string().optional(),
});
export type CountryListEntry = z.infer<typeof countryListEntrySchema>;
export const countryListSchema = z.object({ countries: z.array(countryListEntrySchema) });
export type CountryList = z.infer<typeof countryListSchema>;
