import type { ResultAsync } from 'neverthrow';
import { errAsync, okAsync } from 'neverthrow';
import type { AddressInput, Cart, ConsumerAddress, ConsumerProfileResponse, Wallet } from '../contract';
import type { CommerceError } from '../errors';
import type { CheckoutApi, ConsumerApi, FulfilmentApi } from '../ports';
import { mainAddressOf } from '../accounts/addresses';
import { mainCardOf } from '../accounts/saved-cards';
import { isExpressEligible, startCheckoutFlow, type CheckoutFlowState, type ExpressEligibility } from './checkout-flow.machine';
import { expressPickupContact, type ExpressPickupContact } from './express-pickup-contact';

/**
 * Issue 10 §4: what EXPRESS needs for a pickup-only cart: the site's locale and country (the pickup contact the
 * locale requires) and the call that saves a contact taken from the profile.
 */
export interface ExpressPickup {
  readonly fulfilment: Pick<FulfilmentApi, 'setPickupContact'>;
  readonly locale: string;
  readonly country: string;
}

/** The only shipment of a home delivery (the API's `me`). */
const SHIPMENT_ID = 'me';

export interface ExpressCheckoutResult {
  /** §4 checkout flow state: EXPRESS at the summary, or STANDARD where the cart's state puts it. */
  readonly flow: CheckoutFlowState;
  /** The cart as it stands after the EXPRESS steps (unchanged for STANDARD). */
  readonly cart: Cart;
  /** Issue 10 §8: why EXPRESS ended STANDARD when the API refused a step (e.g. CANT_SHIP_THERE for the default address). */
  readonly refusal?: CommerceError;
}

const addressInputOf = (address: ConsumerAddress): AddressInput => ({
  firstName: address.firstName,
  lastName: address.lastName,
  addressLine1: address.addressLine1,
  ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
  city: address.city,
  postalCode: address.postalCode,
  ...(address.province ? { province: address.province } : {}),
  countryCode: address.countryCode,
  phone: address.phone,
});

/**
 * §4 checkout step: "a logged-in user with a saved main card and default address gets status EXPRESS and jumps to
 * summary; otherwise checkout starts at shipping". Reads the consumer's profile (a 401 means a guest: not logged
 * in) and wallet, decides with the flow machine's `isExpressEligible`, and for EXPRESS applies to the cart what the
 * summary shows: the main shipping address (with the consumer's e-mail), the default shipping method (the one
 * selected, else the first offered), the main billing address (else the shipping address) and the main saved card
 * by its id (paid with its stored credential). A step the API refuses (the site does not ship to the address's
 * country, say) ends EXPRESS: the flow is STANDARD and the shopper completes the steps by hand.
 */
export class ExpressCheckout {
  constructor(private readonly consumer: ConsumerApi, private readonly checkout: CheckoutApi, private readonly pickup?: ExpressPickup) {}

  /** §4 "or pickup/collection contact": for a pickup-only cart, the contact EXPRESS would use (none without `pickup`). */
  private pickupContactOf(cart: Cart | undefined, profile: ConsumerProfileResponse): ExpressPickupContact | null {
    if (cart === undefined || this.pickup === undefined) return null;
    const details = profile.consumerProfile.consumerDetails;
    return expressPickupContact(cart, details, this.pickup.locale, this.pickup.country);
  }

  /**
   * Reads only: whether the shopper would get EXPRESS (a consumer with a main card and a main shipping address, or,
   * for a pickup-only `cart`, a pickup contact from the cart or the profile). A guest (401) is not eligible; so is
   * anyone when the account cannot be read.
   */
  eligible(cart?: Cart): ResultAsync<boolean, never> {
    return this.consumer.profile()
      .andThen((profile) => this.consumer.paymentInstruments('CREDIT_CARD').map((wallet) => {
        const addresses = profile.consumerProfile.consumerDetails.address.map((address) => ({ ...address, id: address.addressId }));
        const card = mainCardOf(wallet.payment_instruments.map((instrument) => ({ ...instrument.card, id: instrument.card.paymentInstrumentId })));
        const pickupContact = this.pickupContactOf(cart, profile);
        return isExpressEligible({
          loggedIn: true, hasSavedMainCard: card !== undefined, hasPickupContact: pickupContact !== null,
          // A pickup-only cart needs no shipping address: its billing address still comes from the profile.
          hasDefaultAddress: pickupContact === null ? mainAddressOf(addresses, 'S') !== undefined : false,
        }) && (pickupContact === null || (mainAddressOf(addresses, 'B') ?? mainAddressOf(addresses, 'S')) !== undefined);
      }))
      .orElse(() => okAsync<boolean, never>(false));
  }

  start(cart: Cart): ResultAsync<ExpressCheckoutResult, CommerceError> {
    const standard = (loggedIn: boolean): ExpressCheckoutResult => ({
      flow: startCheckoutFlow({ loggedIn, hasSavedMainCard: false, hasDefaultAddress: false, hasPickupContact: false }, cart), cart,
    });
    return this.consumer.profile()
      .andThen((profile) => this.consumer.paymentInstruments('CREDIT_CARD').map((wallet) => ({ profile, wallet })))
      .andThen(({ profile, wallet }) => this.apply(cart, profile, wallet).orElse((refusal) => okAsync({ ...standard(true), refusal })))
      .orElse((error) => (error.type === 'ApiError' && error.kind === 'Unauthorized' ? okAsync(standard(false)) : errAsync(error)));
  }

  private apply(cart: Cart, profile: ConsumerProfileResponse, wallet: Wallet): ResultAsync<ExpressCheckoutResult, CommerceError> {
    const addresses = profile.consumerProfile.consumerDetails.address.map((address) => ({ ...address, id: address.addressId }));
    const shipping = mainAddressOf(addresses, 'S');
    const billing = mainAddressOf(addresses, 'B') ?? shipping;
    const card = mainCardOf(wallet.payment_instruments.map((instrument) => ({ ...instrument.card, id: instrument.card.paymentInstrumentId })));
    const basketId = cart.basketId;
    const pickupContact = this.pickupContactOf(cart, profile);
    if (pickupContact !== null) {
      // §4 pickup-only cart: no shipping address or method; the contact (saved when the profile gave it), billing, card.
      const user: ExpressEligibility = { loggedIn: true, hasSavedMainCard: card !== undefined, hasDefaultAddress: false, hasPickupContact: true };
      const flow = startCheckoutFlow(billing === undefined ? { ...user, hasPickupContact: false } : user, cart);
      if (flow.status !== 'EXPRESS' || billing === undefined || card === undefined || this.pickup === undefined) return okAsync({ flow, cart });
      const { email, mobilePhone, contact } = pickupContact.contact;
      const contactSaved = pickupContact.fromProfile
        ? this.pickup.fulfilment.setPickupContact(basketId, { email: email ?? null, mobilePhone: mobilePhone ?? null, contact: contact ?? null }).map(() => undefined)
        : okAsync<undefined, CommerceError>(undefined);
      return contactSaved
        .andThen(() => this.checkout.setBillingAddress(basketId, { address: addressInputOf(billing) }))
        .andThen(() => this.checkout.addPaymentInstrument(basketId, { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: card.paymentInstrumentId }))
        .map((paid) => ({ flow, cart: paid }));
    }
    const user: ExpressEligibility = { loggedIn: true, hasSavedMainCard: card !== undefined, hasDefaultAddress: shipping !== undefined, hasPickupContact: false };
    const flow = startCheckoutFlow(user, cart);
    if (flow.status !== 'EXPRESS' || shipping === undefined || billing === undefined || card === undefined) return okAsync({ flow, cart });
    return this.checkout.setShippingAddress(basketId, [{ ...addressInputOf(shipping), email: profile.consumerProfile.consumerDetails.email, shippingId: SHIPMENT_ID }])
      .andThen(() => this.checkout.shippingMethods(basketId, SHIPMENT_ID))
      .andThen((methods) => {
        const method = methods.applicableShippingMethods.find((m) => m.selected) ?? methods.applicableShippingMethods[0];
        if (method === undefined) return okAsync<Cart | null, CommerceError>(null);
        return this.checkout.selectShippingMethod({ cartId: basketId, code: method.code, shippingId: SHIPMENT_ID }).map((c): Cart | null => c);
      })
      .andThen((selected) => (selected === null
        ? okAsync<ExpressCheckoutResult, CommerceError>({ flow: startCheckoutFlow({ ...user, hasDefaultAddress: false }, cart), cart })
        : this.checkout.setBillingAddress(basketId, { address: addressInputOf(billing) })
          .andThen(() => this.checkout.addPaymentInstrument(basketId, { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: card.paymentInstrumentId }))
          .map((paid) => ({ flow, cart: paid }))));
  }
}
