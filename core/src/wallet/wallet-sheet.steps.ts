import type { ResultAsync } from 'neverthrow';
import { errAsync, okAsync } from 'neverthrow';
import type { AddressInput, Cart, ExpressPaymentMethodId, OrderPaymentMethod, PaymentSession, PlaceOrderResponse, ShippingMethodOption } from '../contract';
import { hasErrorId, type CommerceError } from '../errors';
import type { CartApi, CheckoutApi, PromotionApi, RandomSource, Scheduler, WalletApi } from '../ports';
import type { WalletError } from './wallet.errors';
import { checkShippingContactSelection, validateWalletContacts, type WalletAddress, type WalletContact, type WalletPaymentContacts } from './wallet-contact.validator';
import type { WalletOrigin } from './wallet-sheet.machine';
import { checkShippingMethod, merchantValidationPlan, walletCallFailure, type MerchantValidationAction } from './wallet-sheet.plans';

/** storefront-experience §7 "add shipping address (… context for the card-provider express flow, the wallet express flow …)". */
export const WALLET_EXPRESS_CONTEXT = 'walletExpress';
export const CARD_PROVIDER_EXPRESS_CONTEXT = 'cardProviderExpress';
/** The only shipment of a wallet order (home delivery). */
const SHIPMENT = 'me';

/** Who may be shipped to and billed: the site's country (the store country) and its country list. */
export interface WalletPolicy {
  readonly storeCountry: string;
  readonly billingCountries: readonly string[];
}

/** What the sheet shows after a step: the cart's totals and the shipping methods it may choose from. */
export interface WalletSheetView {
  readonly cart: Cart;
  readonly shippingMethods: readonly ShippingMethodOption[];
}

const other = (error: CommerceError): WalletError => walletCallFailure('other', error);

/** An AddressInput for the cart calls from a checked wallet contact. */
export function walletAddressInput(address: WalletAddress): AddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    ...(address.addressLine2 !== '' ? { addressLine2: address.addressLine2 } : {}),
    city: address.city,
    postalCode: address.postalCode,
    ...(address.stateCode !== '' ? { province: address.stateCode } : {}),
    countryCode: address.countryCode,
    phone: address.phone,
  };
}

/**
 * The work of each step of the §4 wallet payment sheet (the machine in wallet-sheet.machine.ts says which step runs;
 * this runs it against the cart calls of §7 and answers the step's result or its §8 wallet error).
 */
export class WalletSheetSteps {
  constructor(
    private readonly carts: CartApi,
    private readonly checkout: CheckoutApi,
    private readonly promotions: PromotionApi,
    private readonly wallet: WalletApi,
    private readonly scheduler: Scheduler,
    private readonly random: RandomSource,
  ) {}

  /**
   * §4 step 1, by core's merchantValidationPlan: add the product (product page: its own cart), ensure a shipping
   * method, apply the saved automatic promo code (one that no longer applies does not stop the wallet), fetch the
   * payment session (PAYMENT_SESSION_UNAVAILABLE: once more after the §9 delay).
   */
  merchantValidation(input: {
    readonly origin: WalletOrigin;
    readonly basketId: string;
    readonly product: { readonly productId: string; readonly upc: string } | null;
    readonly savedPromoCode: string | null;
    readonly referer: string;
    /** The card provider's express sheet runs the same steps in a CARD_PROVIDER_EXPRESS session. */
    readonly paymentMethodId?: ExpressPaymentMethodId;
  }): ResultAsync<WalletSheetView & { readonly session: PaymentSession }, WalletError> {
    const first = input.origin === 'product-page' && input.product ? okAsync<Cart | null, WalletError>(null) : this.carts.get(input.basketId).mapErr(other);
    return first.andThen((cart) => {
      const actions = merchantValidationPlan({
        origin: input.origin,
        product: input.product,
        hasShippingMethod: cart !== null && cart.shippingMethods.applicableShippingMethods.some((method) => method.selected),
        savedPromoCode: input.savedPromoCode,
      });
      let session: PaymentSession | null = null;
      const step = (action: MerchantValidationAction): ResultAsync<void, WalletError> => {
        switch (action.type) {
          case 'AddProduct':
            return this.carts.addItems({ cartId: input.basketId, items: [{ productId: action.productId, upc: action.upc, qty: action.maxQty }] }).map(() => undefined).mapErr(other);
          case 'EnsureShippingMethod':
            return this.ensureShippingMethod(input.basketId);
          case 'ApplyCoupon':
            return this.promotions.applyCoupon({ cartId: input.basketId, code: action.code }).map(() => undefined).orElse(() => okAsync(undefined));
          case 'FetchPaymentSession':
            return this.paymentSession(input.paymentMethodId ?? 'WALLET', input.referer, action.retryDelayMs).map((fetched) => {
              session = fetched;
            });
          default: {
            const unhandled: never = action;
            return unhandled;
          }
        }
      };
      return actions.reduce((chain, action) => chain.andThen(() => step(action)), okAsync<void, WalletError>(undefined))
        .andThen(() => this.view(input.basketId))
        .map((view) => ({ ...view, session: session! }));
    });
  }

  /** §9 the payment session, asked once more after `retryDelayMs` when the provider is down. */
  paymentSession(paymentMethodId: ExpressPaymentMethodId, referer: string, retryDelayMs: number): ResultAsync<PaymentSession, WalletError> {
    const query = { paymentMethodId, referer };
    return this.wallet.paymentSession(query).orElse((error) => (hasErrorId(error, 'PAYMENT_SESSION_UNAVAILABLE')
      ? this.scheduler.wait(retryDelayMs).andThen(() => this.wallet.paymentSession(query))
      : errAsync(error))).mapErr(other);
  }

  /** No method chosen yet: the selected one, else the first applicable. */
  private ensureShippingMethod(basketId: string): ResultAsync<void, WalletError> {
    return this.checkout.shippingMethods(basketId, SHIPMENT).mapErr(other).andThen((methods) => {
      const chosen = methods.applicableShippingMethods.find((method) => method.selected) ?? methods.applicableShippingMethods[0];
      if (chosen === undefined) return errAsync<void, WalletError>({ type: 'ShippingMethodNotInList', identifier: '' });
      return this.checkout.selectShippingMethod({ cartId: basketId, code: chosen.code, shippingId: SHIPMENT })
        .map(() => undefined).mapErr((error) => walletCallFailure('setShippingMethod', error, chosen.code));
    });
  }

  private view(basketId: string): ResultAsync<WalletSheetView, WalletError> {
    return this.carts.get(basketId).andThen((cart) => this.checkout.shippingMethods(basketId, SHIPMENT)
      .map((methods) => ({ cart, shippingMethods: methods.applicableShippingMethods }))).mapErr(other);
  }

  /** §4 step 2, §5: the shipping contact as first selected (country of the store, city max 50). */
  shippingContact(basketId: string, contact: WalletContact, policy: WalletPolicy): ResultAsync<WalletSheetView, WalletError> {
    const checked = checkShippingContactSelection(contact, policy.storeCountry);
    if (checked.isErr()) return errAsync(checked.error);
    return this.view(basketId);
  }

  /** §4 step 3, §8: only a method of the applicable list, then set on the cart. */
  shippingMethod(basketId: string, identifier: string): ResultAsync<WalletSheetView, WalletError> {
    return this.checkout.shippingMethods(basketId, SHIPMENT).mapErr(other)
      .andThen((methods) => checkShippingMethod(identifier, methods.applicableShippingMethods))
      .andThen((code) => this.checkout.selectShippingMethod({ cartId: basketId, code, shippingId: SHIPMENT, shopperAppliedSM: true })
        .mapErr((error) => walletCallFailure('setShippingMethod', error, code)))
      .andThen(() => this.view(basketId));
  }

  /**
   * §4 step 4 (PAYMENT_AUTHORIZED_PLAN): validate contacts, save the shipping address (wallet express context),
   * the billing address, prepare the order, place it paid by the wallet's session and one-time token.
   */
  paymentAuthorized(basketId: string, authorised: {
    readonly token: string;
    readonly sessionID: string;
    readonly contacts: WalletPaymentContacts;
  }, policy: WalletPolicy): ResultAsync<PlaceOrderResponse, WalletError> {
    const checked = validateWalletContacts(authorised.contacts, policy);
    if (checked.isErr()) return errAsync(checked.error);
    const { shipping, billing } = checked.value;
    const paymentMethod: OrderPaymentMethod = { code: 'WALLET', additionalData: { sessionID: authorised.sessionID, c_applePayToken: authorised.token } };
    return this.checkout.setShippingAddress(basketId, [{ ...walletAddressInput(shipping), email: shipping.email, shippingId: SHIPMENT, context: WALLET_EXPRESS_CONTEXT }])
      .mapErr((error) => walletCallFailure('saveShippingAddress', error))
      .andThen(() => this.checkout.setBillingAddress(basketId, { address: walletAddressInput(billing) }).mapErr(other))
      .andThen(() => this.checkout.prepareOrder(basketId, { paymentMethod: 'WALLET' }).mapErr(other))
      .andThen(() => this.checkout.placeOrder(basketId, this.random.uuid(), { paymentMethod }).mapErr(other));
  }

  /**
   * storefront-experience §4/§7 card-provider express: the provider's sheet authorised (`paymentData`, its one-time
   * token) with the shopper's address: contacts checked as the wallet's, the address saved with the express context,
   * the instrument added (its answer carries the provider's c_requestID), the order prepared and placed.
   */
  cardProviderExpress(basketId: string, authorised: { readonly paymentData: string; readonly contact: WalletContact }, policy: WalletPolicy): ResultAsync<PlaceOrderResponse, WalletError> {
    const checked = validateWalletContacts({ shipping: authorised.contact, billing: authorised.contact }, policy);
    if (checked.isErr()) return errAsync(checked.error);
    const { shipping, billing } = checked.value;
    return this.checkout.setShippingAddress(basketId, [{ ...walletAddressInput(shipping), email: shipping.email, shippingId: SHIPMENT, context: CARD_PROVIDER_EXPRESS_CONTEXT }])
      .mapErr((error) => walletCallFailure('saveShippingAddress', error))
      .andThen(() => this.checkout.setBillingAddress(basketId, { address: walletAddressInput(billing) }).mapErr(other))
      .andThen(() => this.checkout.addPaymentInstrument(basketId, {
        payment_method_id: 'CARD_PROVIDER_EXPRESS', additionalDetails: { paymentData: authorised.paymentData },
      }).mapErr(other))
      .andThen(() => this.checkout.prepareOrder(basketId).mapErr(other))
      .andThen(() => this.checkout.placeOrder(basketId, this.random.uuid()).mapErr(other));
  }
}
