import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { cartFulfilmentNeeds, collectionPointOffered, formatMoney, type Cart } from '@switchback/core';
import { CollectionPointChooser } from '../fulfilment/collection-point.component';
import { PickupContactForm } from '../fulfilment/pickup-contact.component';
import { CartTotals } from '../cart/cart-totals.component';
import { LineItemList } from '../cart/line-item-list.component';
import type { UiText } from '../errors/ui-message';
import { readCard, tokeniseCard, useFocusOnCardFailure, type CardKey, type CardState } from '../forms/card-tokeniser';
import { TextField } from '../forms/text-field.component';
import { PayLaterOption, PayLaterSummary } from '../payments/pay-later.component';
import { useHydrated } from '../platform/use-hydrated';
import { sitePath, useSite } from '../site/use-site';
import { AddressBlock } from './address-block.component';
import { AddressFields, addressValuesOf, type AddressValues } from './address-fields.component';
import type { CheckoutView } from './checkout-step';
import { BusyButton } from '../forms/busy-button.component';
import { CheckoutRewards } from '../loyalty/checkout-rewards.component';
import { CouponForm } from '../promotions/coupon-form.component';
import { GiftCardForm, giftCardsOf } from '../promotions/gift-card-form.component';

/** Issue 9: the checkout's money on the payment and summary steps: the coupon field and the totals with promotions. */
function CheckoutMoney({ cart }: { cart: Cart }) {
  return (
    <div className="summary-box checkout-money">
      <CouponForm couponItems={cart.couponItems} approaching={cart.approachingPromotions} currency={cart.currency} />
      <CartTotals totals={cart.totals} shippingChosen money={{ orderPromotions: cart.orderPromotions, paymentInstruments: cart.payment_instruments }} />
    </div>
  );
}

/** A submit button that shows the form is being sent, and ignores a second press meanwhile (it stays focusable). */
function SubmitButton({ label, busyLabel, intent, className = 'button' }: { label: React.ReactNode; busyLabel: React.ReactNode; intent: string; className?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <BusyButton busy={busy} intent={intent} className={className}>
      {busy ? <><span className="spinner" aria-hidden="true" /> {busyLabel}</> : label}
    </BusyButton>
  );
}

function ErrorCount({ errors }: { errors: Readonly<Record<string, UiText>> }) {
  const count = Object.keys(errors).length;
  return (
    <p className="field__error" aria-live="polite">
      {count === 0 ? '' : <FormattedMessage id="form.errorCount" values={{ count }} />}
    </p>
  );
}

const typed = (view: CheckoutView, fallback: AddressValues): AddressValues =>
  view.failure === null ? fallback : ({ ...fallback, ...view.failure.values } as AddressValues);

/** Checkout step 1 (§4 "shipping"): the shipping address and the e-mail. */
export function ShippingStep({ view }: { view: CheckoutView }) {
  const site = useSite();
  const errors = view.failure?.errors ?? {};
  const values = typed(view, addressValuesOf(view.cart.shippingAddress, site.country));
  const email = view.failure?.values.email ?? view.cart.customerEmail ?? '';
  // Issue 10: the pickup contact when a line is collected; the address form only when a line goes home.
  const needs = cartFulfilmentNeeds(view.cart.items, view.cart.pickupContact, site.locale, site.country);
  return (
    <section aria-labelledby="shipping-title">
      <h2 id="shipping-title" tabIndex={-1}><FormattedMessage id="checkout.shipping.title" /></h2>
      {collectionPointOffered(view.cart.items) && <CollectionPointChooser cart={view.cart} search={view.collectionPoints} />}
      {needs.contactKinds.length > 0 && <PickupContactForm cart={view.cart} kinds={needs.contactKinds} errors={errors} values={view.failure?.values ?? {}} />}
      {needs.home && (
      <Form method="post" className="form" noValidate>
        <TextField
          id="shipping-email"
          name="email"
          label={<FormattedMessage id="checkout.email" />}
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={email}
          error={errors['shipping.email']}
          hint={<FormattedMessage id="checkout.email.hint" />}
          maxLength={254}
        />
        <fieldset>
          <legend><FormattedMessage id="checkout.shippingAddress" /></legend>
          <AddressFields prefix="shipping" values={values} errors={errors} countries={view.countries.shipping} province={view.provinces.shipping} locale={site.locale} />
        </fieldset>
        <ErrorCount errors={errors} />
        <SubmitButton intent="shipping" label={<FormattedMessage id="checkout.shipping.submit" />} busyLabel={<FormattedMessage id="checkout.saving" />} />
      </Form>
      )}
    </section>
  );
}

/** Checkout step 1, second half: the shipping method. */
export function MethodStep({ view }: { view: CheckoutView }) {
  const site = useSite();
  const error = view.failure?.errors['shipping.method'];
  const methods = view.methods ?? [];
  const chosen = methods.find((method) => method.selected)?.code ?? methods[0]?.code;
  return (
    <section aria-labelledby="method-title">
      <h2 id="method-title" tabIndex={-1}><FormattedMessage id="checkout.method.title" /></h2>
      <div className="notice notice--info">
        <strong><FormattedMessage id="checkout.shippingTo" /></strong>
        {view.lines.shipping && <AddressBlock lines={view.lines.shipping} />}
        <Link to={`${sitePath.checkout(site)}?edit=shipping`}><FormattedMessage id="checkout.changeAddress" /></Link>
      </div>
      <Form method="post" className="form" noValidate>
        <fieldset aria-describedby={error ? 'shipping-method-error' : undefined} aria-invalid={error ? true : undefined}>
          <legend><FormattedMessage id="checkout.method.legend" /></legend>
          <div className="shipping-methods">
            {methods.map((method) => (
              <label key={method.code} className="shipping-method">
                <input type="radio" name="shippingMethod" value={method.code} defaultChecked={method.code === chosen} />
                <span className="shipping-method__label">
                  <span>{method.label}</span>
                  <small>{method.deliveryTime}</small>
                </span>
                <strong>{method.price.amount === 0 ? <FormattedMessage id="checkout.method.free" /> : formatMoney(method.price.amount, view.cart.totals.currency, site.locale)}</strong>
              </label>
            ))}
          </div>
          {error && (
            <p id="shipping-method-error" className="field__error" role="alert"><FormattedMessage id={error.id} values={error.values} /></p>
          )}
        </fieldset>
        <SubmitButton intent="method" label={<FormattedMessage id="checkout.method.submit" />} busyLabel={<FormattedMessage id="checkout.saving" />} />
      </Form>
    </section>
  );
}

/** Checkout step 2 (§4 "billing"): the billing address (or the shipping address). Works without JavaScript. */
export function BillingStep({ view }: { view: CheckoutView }) {
  const site = useSite();
  const errors = view.failure?.errors ?? {};
  const hasShipping = view.cart.shippingAddress !== null;
  const same = view.failure === null ? view.cart.billingAddress === null || sameAddress(view) : view.failure.values.sameAsShipping === 'on';
  const values = typed(view, addressValuesOf(view.cart.billingAddress ?? view.cart.shippingAddress, site.country));
  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title" tabIndex={-1}><FormattedMessage id="checkout.billing.title" /></h2>
      <Form method="post" className="form billing-form" noValidate>
        <fieldset>
          <legend><FormattedMessage id="checkout.billingAddress" /></legend>
          {hasShipping && (
            <label className="checkbox">
              <input type="checkbox" name="sameAsShipping" id="same-as-shipping" defaultChecked={same} />
              <FormattedMessage id="checkout.sameAsShipping" />
            </label>
          )}
          {/* Hidden by CSS (:has) while "same as shipping" is ticked: no JavaScript needed. */}
          <div className="billing-fields">
            <AddressFields prefix="billing" values={values} errors={errors} countries={view.countries.billing} province={view.provinces.billing} locale={site.locale} />
          </div>
        </fieldset>
        <ErrorCount errors={errors} />
        <SubmitButton intent="billing" label={<FormattedMessage id="checkout.billing.submit" />} busyLabel={<FormattedMessage id="checkout.saving" />} />
      </Form>
    </section>
  );
}

function sameAddress(view: CheckoutView): boolean {
  const { billingAddress, shippingAddress } = view.cart;
  if (billingAddress === null || shippingAddress === null) return false;
  const a = addressValuesOf(billingAddress, '');
  const b = addressValuesOf(shippingAddress, '');
  return (Object.keys(a) as (keyof AddressValues)[]).every((key) => a[key] === b[key]);
}


/**
 * Checkout step 2, second half: the card. The ONLY part that needs JavaScript: the number goes from the browser
 * straight to the payment provider's tokeniser (same origin, with the guest session cookie); the route action gets
 * the token, never the number. The card inputs have no `name`, and the form exists only once hydrated.
 */
export function PaymentStep({ view }: { view: CheckoutView }) {
  const site = useSite();
  const intl = useIntl();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [state, setState] = useState<CardState>({ type: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = view.failure?.errors ?? {};
  const errorOf = (key: CardKey): UiText | undefined => (state.type === 'failed' ? state.errors[key] : undefined) ?? serverErrors[`card.${key}`];
  const holderDefault = view.cart.billingAddress ? `${view.cart.billingAddress.firstName} ${view.cart.billingAddress.lastName}` : '';

  const tokenise = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.type === 'tokenising') return;
    const form = event.currentTarget;
    const card = readCard(form, 'card');
    setState({ type: 'tokenising' });
    const tokenised = await tokeniseCard(card, { declined: 'errors.paymentDeclined' });
    if (tokenised.type === 'failed') {
      setState(tokenised);
      return;
    }
    setState({ type: 'idle' });
    void submit({ intent: 'payment', token: tokenised.token, holder: card.holder }, { method: 'post' });
  };

  useFocusOnCardFailure(formRef, state);

  const busy = state.type === 'tokenising';
  const cardErrors = state.type === 'failed' ? state.errors : {};
  const { remainingToPay, currency } = view.cart.totals;
  const partlyPaid = giftCardsOf(view.cart).length > 0;
  return (
    <section aria-labelledby="payment-title">
      <h2 id="payment-title" tabIndex={-1}><FormattedMessage id="checkout.payment.title" /></h2>
      <div className="notice notice--info">
        <strong><FormattedMessage id="checkout.billingAddress" /></strong>
        {view.lines.billing && <AddressBlock lines={view.lines.billing} />}
        <Link to={`${sitePath.checkout(site)}?edit=billing`}><FormattedMessage id="checkout.changeAddress" /></Link>
      </div>
      <CheckoutRewards cart={view.cart} />
      <GiftCardForm cart={view.cart} />
      <CheckoutMoney cart={view.cart} />
      {/* Issue 9 §3: the card pays only what the gift cards leave; nothing left, no card. */}
      {remainingToPay === 0 && partlyPaid ? (
        <p className="notice notice--ok">
          <FormattedMessage id="checkout.payment.nothingLeft" />{' '}
          <Link to={sitePath.checkout(site)}><FormattedMessage id="checkout.payment.toSummary" /></Link>
        </p>
      ) : (
      <>
      {partlyPaid && (
        <p className="notice notice--info" role="status">
          <FormattedMessage id="checkout.payment.remaining" values={{ amount: formatMoney(remainingToPay, currency, site.locale) }} />
        </p>
      )}
      {/* Issue 10 §3: buy now pay later pays what is left instead of a card (payments/pay-later.component.tsx). */}
      <PayLaterOption cart={view.cart} />
      <noscript>
        <p className="notice notice--error"><FormattedMessage id="checkout.payment.noscript" /></p>
      </noscript>
      {hydrated && (
        <form ref={formRef} className="form" onSubmit={tokenise} noValidate aria-busy={busy} autoComplete="on">
          {state.type === 'failed' && state.top && (
            <p className="notice notice--error" role="alert" tabIndex={-1}><FormattedMessage id={state.top.id} values={state.top.values} /></p>
          )}
          <fieldset>
            <legend><FormattedMessage id="checkout.card" /></legend>
            <p className="field__hint"><FormattedMessage id="checkout.card.sandbox" /></p>
            <div className="form-grid">
              <TextField id="card-number" label={<FormattedMessage id="checkout.card.number" />} inputMode="numeric" autoComplete="cc-number" className="span-2" maxLength={23} error={errorOf('number')} />
              <TextField id="card-expiry" label={<FormattedMessage id="checkout.card.expiry" />} hint={intl.formatMessage({ id: 'checkout.card.expiry.hint' })} inputMode="numeric" autoComplete="cc-exp" maxLength={7} error={errorOf('expiry')} />
              <TextField id="card-cvc" label={<FormattedMessage id="checkout.card.cvc" />} hint={intl.formatMessage({ id: 'checkout.card.cvc.hint' })} inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={errorOf('cvc')} />
              <TextField id="card-holder" label={<FormattedMessage id="checkout.card.holder" />} autoComplete="cc-name" className="span-2" maxLength={100} defaultValue={holderDefault} error={errorOf('holder')} />
            </div>
          </fieldset>
          <ErrorCount errors={{ ...Object.fromEntries(Object.entries(cardErrors)) }} />
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? <><span className="spinner" aria-hidden="true" /> <FormattedMessage id="checkout.card.securing" /></> : <FormattedMessage id="checkout.payment.submit" />}
          </button>
        </form>
      )}
      </>
      )}
    </section>
  );
}

/** Checkout step 3 (§4 "summary"): everything the order will contain, then place it (one order per form). */
export function SummaryStep({ view }: { view: CheckoutView }) {
  const site = useSite();
  const intl = useIntl();
  const { cart } = view;
  const money = (minor: number) => formatMoney(minor, cart.totals.currency, site.locale);
  const method = cart.shippingMethods.applicableShippingMethods.find((option) => option.selected);
  const payment = cart.payment_instruments.findLast((instrument) => instrument.payment_method_id === 'CREDIT_CARD');
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" tabIndex={-1}><FormattedMessage id="checkout.summary.title" /></h2>
      <div className="review-grid">
        <section aria-labelledby="review-shipping">
          <h3 id="review-shipping"><FormattedMessage id="checkout.step.shipping" /></h3>
          {view.lines.shipping && <AddressBlock lines={view.lines.shipping} />}
          <p>{cart.customerEmail}</p>
          {method && (
            <p>
              {method.label} ({method.deliveryTime}): {method.price.amount === 0 ? <FormattedMessage id="checkout.method.free" /> : money(method.price.amount)}
            </p>
          )}
          <Link to={`${sitePath.checkout(site)}?edit=shipping`}><FormattedMessage id="checkout.editShipping" /></Link>
        </section>
        <section aria-labelledby="review-billing">
          <h3 id="review-billing"><FormattedMessage id="checkout.billing.title" /></h3>
          {view.lines.billing && <AddressBlock lines={view.lines.billing} />}
          {payment && (
            <p>
              <FormattedMessage
                id="checkout.card.summary"
                values={{ brand: payment.card.brand, last4: payment.card.last4, expiry: `${String(payment.card.expiryMonth).padStart(2, '0')}/${String(payment.card.expiryYear).slice(-2)}` }}
              />
            </p>
          )}
          <PayLaterSummary cart={cart} />
          {giftCardsOf(cart).map((card) => (
            <p key={card.payment_instrument_id}>
              <FormattedMessage id="giftCard.applied.pays" values={{ card: card.giftCard.maskedNumber, amount: money(card.amount) }} />
            </p>
          ))}
          <Link to={`${sitePath.checkout(site)}?edit=payment`}><FormattedMessage id="checkout.editPayment" /></Link>
        </section>
      </div>
      <h3><FormattedMessage id="checkout.items" /></h3>
      <LineItemList items={cart.items} label={intl.formatMessage({ id: 'checkout.items.label' })} />
      <CheckoutMoney cart={cart} />
      <div className="summary-box">
        <Form method="post" noValidate>
          <input type="hidden" name="basketId" value={cart.basketId} />
          <input type="hidden" name="idempotencyKey" value={view.idempotencyKey ?? ''} />
          <SubmitButton
            intent="place"
            className="button button--block"
            label={<FormattedMessage id="checkout.place" values={{ total: money(cart.totals.total) }} />}
            busyLabel={<FormattedMessage id="checkout.placing" />}
          />
        </Form>
      </div>
    </section>
  );
}
