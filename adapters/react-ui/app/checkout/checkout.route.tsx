import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { cartErrorHandling, collectionPointOffered, hasErrorId, type ShippingMethodOption } from '@switchback/core';
import type { Route } from './+types/checkout.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { readCart } from '../cart/read-cart.server';
import { uiMessage, type UiMessage, type UiText } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { BILLING_COUNTRIES, paymentSchema, placeOrderKey } from './checkout-forms.server';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { ADDRESS_KEYS, addressValuesOf } from './address-fields.component';
import { checkAddress, printedAddress, provinceFieldFor } from './address-form.server';
import { shownStep, type CheckoutStep, type CheckoutView, type StepFailure } from './checkout-step';
import { BillingStep, MethodStep, PaymentStep, ShippingStep, SummaryStep } from './checkout-steps.component';
import { isCouponIntent, runCouponIntent } from '../promotions/coupon.server';
import { isGiftCardIntent, runGiftCardIntent } from '../promotions/gift-card.server';
import { outcomeStatus, type PromotionOutcome } from '../promotions/promotion-outcome';
import { ThresholdProgress } from '../promotions/threshold-progress.component';
import { sendDeviceFingerprint } from '../payments/device-fingerprint.server';
import { ThreeDsDialog } from '../payments/three-ds-dialog.component';
import {
  abandonThreeDs, afterPlaced, bankPagePath, challengeDialogPath, challengeFlow, challengeOf, challengeOfForm,
} from '../payments/three-ds.server';
import { COLLECTION_POINT_HOME_INTENT, COLLECTION_POINT_INTENT, PICKUP_CONTACT_INTENT } from '../fulfilment/delivery-intent';
import { runCollectionPointHomeIntent, runCollectionPointIntent, searchCollectionPoints } from '../fulfilment/collection-point.server';
import { runPickupContactIntent } from '../fulfilment/pickup-contact.server';

/** `/{locale}/checkout`: the step the cart's state implies, rendered on the server with what was saved. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, checkout, random } = storefront;
  const url = new URL(args.request.url);
  const intl = serverIntl(site);
  const meta = pageMeta(site, intl.formatMessage({ id: 'checkout.title' }), intl.formatMessage({ id: 'checkout.meta.description' }));
  // Issue 10 §3: an order waiting for 3-D Secure: core's checkout flow has the three-ds challenge dialog open.
  const challenge = challengeOf(url);
  if (challenge !== null && challengeFlow(challenge.orderNumber).dialog === 'three-ds-challenge') {
    return withCookies(storefront, { state: 'three-ds' as const, challenge, bankPath: bankPagePath(site, challenge), meta });
  }
  // Issue 12: the checkout's content, asked for beside the cart (none: the page as it was).
  const content = loadPageContent(storefront, site, args.request, { call: 'augmentedPage', key: 'checkout' });
  const { cart, error } = await readCart(storefront);
  if (cart === null || cart.items.length === 0) return withCookies(storefront, { state: 'empty' as const, error, meta });

  const step = shownStep(cart, url.searchParams.get('edit'), site);
  // §4 EXPRESS (issue 7): offered at the first step to a consumer with a main card and a default shipping address
  // (read here, applied by the 'express' action); the summary it lands on says so.
  // A guest (the session says so) is never asked: no account calls on a guest's checkout.
  const expressOffered = step === 'shipping' && url.searchParams.get('edit') === null && storefront.session.shopper.state.loggedIn
    && (await storefront.expressCheckout.eligible(cart)).unwrapOr(false);
  const status = step === 'summary' && url.searchParams.get('status') === 'express' ? ('EXPRESS' as const) : ('STANDARD' as const);
  let methods: readonly ShippingMethodOption[] | null = null;
  const problemParam = url.searchParams.get('problem');
  let problem: UiText | null = problemParam === 'declined' ? { id: 'errors.paymentDeclined' } : problemParam === 'express' ? { id: 'checkout.express.unavailable' }
    : problemParam === 'itemNoLongerAvailable' ? { id: 'errors.itemNoLongerAvailable' } : problemParam === 'fraud' ? { id: 'errors.paymentFraudVerification' }
    : problemParam === 'authentication' ? { id: 'payment.errors.authenticationFailed' } : null;
  if (step === 'method') {
    const found = await checkout.shippingMethods(cart.basketId, cart.shippingMethods.shippingId);
    if (found.isOk()) methods = found.value.applicableShippingMethods;
    else problem = uiMessage(found.error);
  }
  // Issue 10 §4: the collection point search of the shipping step (`?cp=`), when the cart's shipped lines may go to one.
  const collectionPoints = step === 'shipping' && collectionPointOffered(cart.items) ? await searchCollectionPoints(storefront, url.searchParams.get('cp')) : null;
  return withCookies(storefront, {
    state: 'checkout' as const,
    content: await content,
    cart,
    step,
    collectionPoints,
    expressOffered,
    status,
    methods,
    problem,
    meta,
    // Made when the summary is shown and carried by the Place order form: a double click or a resubmission places one order.
    idempotencyKey: step === 'summary' ? random.uuid() : null,
    countries: { shipping: site.shipsTo, billing: BILLING_COUNTRIES() },
    provinces: {
      shipping: provinceFieldFor(cart.shippingAddress?.countryCode ?? site.country),
      billing: provinceFieldFor(cart.billingAddress?.countryCode ?? cart.shippingAddress?.countryCode ?? site.country),
    },
    lines: {
      shipping: cart.shippingAddress ? printedAddress(cart.shippingAddress, site) : null,
      billing: cart.billingAddress ? printedAddress(cart.billingAddress, site) : null,
    },
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** Every checkout write; each answers a redirect back to /checkout (Post/Redirect/Get), or the form's errors. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const checkoutUrl = sitePath.checkout(site);
  const fail = (step: CheckoutStep, failure: Partial<Omit<StepFailure, 'step'>>, status = 400) =>
    withCookies<StepFailure>(storefront, { step, errors: failure.errors ?? {}, values: failure.values ?? {}, error: failure.error ?? null }, status);
  /** A failed call: at its field when it names one, else at the top of the step. */
  const failCall = (step: CheckoutStep, message: UiMessage, fieldKey: (field: string) => string, values: Readonly<Record<string, string>> = {}) =>
    message.placement === 'field' && message.field !== undefined
      ? fail(step, { errors: { [fieldKey(message.field)]: message }, values }, 400)
      : fail(step, { error: message, values }, 409);

  if (intent === 'place') {
    const basketId = String(form.get('basketId') ?? '');
    const key = placeOrderKey(form.get('idempotencyKey'));
    if (key.isErr()) return fail('summary', { error: { id: 'errors.invalidRequest', placement: 'top', notFound: false } });
    // Issue 10 §3: the device fingerprint goes first (the sandbox fraud rule judges it when the order is placed).
    await sendDeviceFingerprint(storefront, args.request, basketId);
    // Issue 7: in associate mode the store employee id goes on the order (core's inStoreSalesInfo).
    const placed = await storefront.placeOrder.place(basketId, key.value, session.shopper.inStore);
    if (placed.isErr()) {
      const message = uiMessage(placed.error);
      // §8 PAYMENT_FRAUD_VERIFICATION_EXCEPTION: its own error notice (another way to pay), not the declined card's.
      if (placed.error.type === 'ApiError' && placed.error.errorId === 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION') return redirectWithCookies(storefront, `${checkoutUrl}?edit=payment&problem=fraud`);
      if (placed.error.type === 'ApiError' && placed.error.kind === 'PaymentDeclined' && placed.error.errorId === 'PAYMENT_ERROR') {
        return redirectWithCookies(storefront, `${checkoutUrl}?edit=payment&problem=declined`);
      }
      // §8 ITEM_NO_LONGER_AVAILABLE: the cart is read again and checkout returns to the shipping step (core's cart table).
      if (placed.error.type === 'ApiError' && cartErrorHandling({ errorId: placed.error.errorId }, { checkoutStep: 'summary' }).returnToShipping) {
        return redirectWithCookies(storefront, `${checkoutUrl}?edit=shipping&problem=itemNoLongerAvailable`);
      }
      return fail('summary', { error: message }, 409);
    }
    session.forgetCart();
    // Core's checkout flow: PaymentNotAuthorized opens the three-ds challenge dialog; otherwise the confirmation.
    const next = afterPlaced(placed.value.order, placed.value.flash);
    return redirectWithCookies(storefront, next.type === 'challenge' ? challengeDialogPath(site, next) : sitePath.orderConfirmation(site, next.orderNumber));
  }

  if (intent === 'three-ds-cancel') {
    // The shopper gave up the bank's challenge (core ThreeDsFailed): the order is reset, a new cart made, back to billing.
    const challenge = challengeOfForm(form);
    if (challenge !== null) await abandonThreeDs(storefront, challenge.orderNumber, challenge.authorisationId);
    return redirectWithCookies(storefront, `${checkoutUrl}?problem=authentication`);
  }

  const basketId = session.basketId;
  if (basketId === null) return redirectWithCookies(storefront, sitePath.cart(site));

  // Issue 9: a coupon (summary and payment steps) or a gift card (payment step). JavaScript on: the answer, whose
  // message takes the focus; off: a success is redirected back (Post/Redirect/Get), a refusal shown at its input.
  if (isCouponIntent(intent) || isGiftCardIntent(intent)) {
    const outcome: PromotionOutcome = isCouponIntent(intent)
      ? await runCouponIntent(storefront, basketId, intent, form)
      : await runGiftCardIntent(storefront, basketId, intent, form);
    const settled = outcome.ok && !(outcome.form === 'giftCard' && outcome.done === 'balance');
    // Back to the step the cart now implies: payment while something is left to pay, else the summary.
    if (settled && !isEnhanced(form)) return redirectWithCookies(storefront, checkoutUrl);
    return withCookies(storefront, outcome, outcomeStatus(outcome));
  }

  if (intent === 'begin') {
    // §4 (issue 7): the way into checkout is this write (the cart's "Checkout" button), so an eligible consumer lands on
    // the summary with EXPRESS applied, no extra click; everyone else goes to the step the cart implies. A guest (the
    // session says so) is never asked: no account calls on a guest's checkout.
    const { cart } = await readCart(storefront);
    if (cart === null || cart.items.length === 0) return redirectWithCookies(storefront, sitePath.cart(site));
    if (!session.shopper.state.loggedIn) return redirectWithCookies(storefront, checkoutUrl);
    const started = await storefront.expressCheckout.start(cart);
    // An account that cannot be read now is no reason to block the standard checkout: the steps are still there.
    return redirectWithCookies(storefront, started.isOk() && started.value.flow.status === 'EXPRESS' ? `${checkoutUrl}?status=express` : checkoutUrl);
  }

  if (intent === 'express') {
    // §4: address, default shipping method and saved card applied to the cart, then the summary (status EXPRESS).
    const { cart } = await readCart(storefront);
    if (cart === null) return redirectWithCookies(storefront, sitePath.cart(site));
    const started = await storefront.expressCheckout.start(cart);
    if (started.isErr()) return fail('shipping', { error: uiMessage(started.error) }, 409);
    if (started.value.flow.status === 'EXPRESS') return redirectWithCookies(storefront, `${checkoutUrl}?status=express`);
    // Issue 10 §8: a refusal the shopper can act on (CANT_SHIP_THERE: the default address is abroad) is said as such.
    const refusal = started.value.refusal;
    return refusal !== undefined && hasErrorId(refusal, 'CANT_SHIP_THERE') ? fail('shipping', { error: uiMessage(refusal) }, 409) : redirectWithCookies(storefront, `${checkoutUrl}?problem=express`);
  }

  if (intent === 'shipping') {
    const values = textFields(form, [...ADDRESS_KEYS, 'email']);
    const valid = checkAddress(values, values.email, 'shipping', site.shipsTo);
    if (!valid.ok) return fail('shipping', { errors: valid.errors, values });
    const saved = await storefront.setShippingAddress.run(basketId, { address: valid.address, email: valid.email });
    // The address list's field paths (`0.postalCode`, issue 10 POSTCODE_INVALID) name the form's own fields.
    if (saved.isErr()) return failCall('shipping', uiMessage(saved.error), (field) => `shipping.${field.replace(/^(address|\d+)\./, '')}`, values);
    return redirectWithCookies(storefront, checkoutUrl);
  }

  if (intent === PICKUP_CONTACT_INTENT) {
    // Issue 10: who collects the store pickup and collection-point lines.
    const { cart } = await readCart(storefront);
    if (cart === null) return redirectWithCookies(storefront, sitePath.cart(site));
    const saved = await runPickupContactIntent(storefront, cart, site, form);
    if (!saved.ok) return fail('shipping', { errors: saved.errors, values: saved.values, error: saved.error }, saved.error ? 409 : 400);
    return redirectWithCookies(storefront, checkoutUrl);
  }

  if (intent === COLLECTION_POINT_INTENT || intent === COLLECTION_POINT_HOME_INTENT) {
    // Issue 10 §4: the shipped lines go to the chosen collection point, or back home.
    const { cart } = await readCart(storefront);
    if (cart === null) return redirectWithCookies(storefront, sitePath.cart(site));
    const moved = intent === COLLECTION_POINT_INTENT ? await runCollectionPointIntent(storefront, cart, form) : await runCollectionPointHomeIntent(storefront, cart);
    if (!moved.ok) return fail('shipping', { error: moved.error }, moved.error.notFound ? 404 : 409);
    return redirectWithCookies(storefront, intent === COLLECTION_POINT_HOME_INTENT ? `${checkoutUrl}?edit=shipping` : checkoutUrl);
  }

  if (intent === 'method') {
    const code = String(form.get('shippingMethod') ?? '');
    if (code === '') return fail('method', { errors: { 'shipping.method': { id: 'form.shippingMethod.invalid' } } });
    const selected = await storefront.selectShippingMethod.run(basketId, code);
    if (selected.isErr()) return failCall('method', uiMessage(selected.error, 'shippingMethod'), () => 'shipping.method');
    return redirectWithCookies(storefront, checkoutUrl);
  }

  if (intent === 'billing') {
    const { cart } = await readCart(storefront);
    const same = form.get('sameAsShipping') === 'on' && cart?.shippingAddress != null;
    const values = textFields(form, ADDRESS_KEYS);
    const input = same && cart?.shippingAddress ? addressValuesOf(cart.shippingAddress, site.country) : values;
    // Issue 10: a pickup-only cart has no shipping e-mail; the pickup contact's is the order's.
    const valid = checkAddress(input, cart?.customerEmail ?? cart?.pickupContact?.email ?? '', 'billing', BILLING_COUNTRIES());
    if (!valid.ok) return fail('billing', { errors: valid.errors, values: { ...values, sameAsShipping: same ? 'on' : '' } });
    const saved = await storefront.setBillingAddress.run(basketId, valid.address);
    if (saved.isErr()) return failCall('billing', uiMessage(saved.error), (field) => `billing.${field.replace(/^address\./, '')}`, values);
    return redirectWithCookies(storefront, checkoutUrl);
  }

  if (intent === 'pay-later') {
    // Issue 10 §3: buy now pay later pays what is left instead of a card (PAY_LATER_DECLINED at the top of the step).
    const added = await storefront.checkout.addPaymentInstrument(basketId, { payment_method_id: 'PAY_LATER' });
    if (added.isErr()) return fail('payment', { error: uiMessage(added.error) }, 409);
    return redirectWithCookies(storefront, checkoutUrl);
  }

  if (intent === 'payment') {
    const parsed = paymentSchema().safeParse({ token: form.get('token'), holder: form.get('holder') });
    if (!parsed.success) return fail('payment', { errors: { 'card.number': { id: 'form.cardNumber.invalid' } } });
    const paid = await storefront.addCardToken.run(basketId, parsed.data);
    if (paid.isErr()) return failCall('payment', uiMessage(paid.error), (field) => (field.endsWith('holder') ? 'card.holder' : field.startsWith('card.') ? field : 'card.number'));
    return redirectWithCookies(storefront, checkoutUrl);
  }

  return fail('shipping', { error: { id: 'errors.invalidRequest', placement: 'top', notFound: false } });
}


const NAV_STEPS = [
  { id: 'shipping', covers: ['shipping', 'method'] },
  { id: 'billing', covers: ['billing', 'payment'] },
  { id: 'summary', covers: ['summary'] },
] as const;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const intl = useIntl();
  const actionData = useActionData<typeof action>();
  if (loaderData.state === 'three-ds') {
    return (
      <>
        <h1><FormattedMessage id="checkout.title" /></h1>
        <ThreeDsDialog orderNumber={loaderData.challenge.orderNumber} authorisationId={loaderData.challenge.authorisationId} bankPath={loaderData.bankPath} />
      </>
    );
  }
  if (loaderData.state === 'empty') {
    return (
      <>
        <h1><FormattedMessage id="checkout.title" /></h1>
        {loaderData.error && (
          <p className="notice notice--error" role="alert"><FormattedMessage id={loaderData.error.id} values={loaderData.error.values} /></p>
        )}
        <div className="empty-state">
          <p><FormattedMessage id="checkout.empty" /></p>
          <Link className="button" to={sitePath.home(site)}><FormattedMessage id="cart.continueShopping" /></Link>
        </div>
      </>
    );
  }
  const failure = actionData !== undefined && 'step' in actionData && actionData.step === loaderData.step ? actionData : null;
  const view: CheckoutView = { ...loaderData, failure };
  const current = NAV_STEPS.findIndex((nav) => (nav.covers as readonly string[]).includes(loaderData.step));
  return (
    <>
      <h1><FormattedMessage id="checkout.title" /></h1>
      <ol className="steps" aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
        {NAV_STEPS.map((nav, index) => (
          <li key={nav.id} aria-current={index === current ? 'step' : undefined} className={index < current ? 'steps__done' : undefined}>
            {index < current ? (
              <Link to={`${sitePath.checkout(site)}?edit=${nav.id}`}><StepName id={nav.id} /></Link>
            ) : (
              <StepName id={nav.id} />
            )}
          </li>
        ))}
      </ol>
      {loaderData.problem && (
        <p className="notice notice--error" role="alert"><FormattedMessage id={loaderData.problem.id} values={loaderData.problem.values} /></p>
      )}
      {failure?.error && (
        <p className="notice notice--error" role="alert"><FormattedMessage id={failure.error.id} values={failure.error.values} /></p>
      )}
      {loaderData.status === 'EXPRESS' && (
        <p className="notice notice--ok" role="status"><FormattedMessage id="checkout.express.applied" /></p>
      )}
      {loaderData.expressOffered && (
        <section aria-labelledby="express-title" className="notice notice--info express-offer">
          <h2 id="express-title"><FormattedMessage id="checkout.express.title" /></h2>
          <p><FormattedMessage id="checkout.express.hint" /></p>
          <Form method="post">
            <button type="submit" name="intent" value="express" className="button"><FormattedMessage id="checkout.express.submit" /></button>
          </Form>
        </section>
      )}
      {/* Issue 9 §4: the approaching thresholds shown at checkout, on every step. */}
      <ThresholdProgress promotions={loaderData.cart.approachingPromotions} context="checkout" currency={loaderData.cart.currency} />
      <StepFocus step={loaderData.step} failure={failure} holdFocus={actionData !== undefined && 'form' in actionData}>
        {loaderData.step === 'shipping' && <ShippingStep view={view} />}
        {loaderData.step === 'method' && <MethodStep view={view} />}
        {loaderData.step === 'billing' && <BillingStep view={view} />}
        {loaderData.step === 'payment' && <PaymentStep view={view} />}
        {loaderData.step === 'summary' && <SummaryStep view={view} />}
      </StepFocus>
      <PageContent content={loaderData.content} placement="all" />
    </>
  );
}

function StepName({ id }: { id: (typeof NAV_STEPS)[number]['id'] }) {
  if (id === 'shipping') return <FormattedMessage id="checkout.step.shipping" />;
  if (id === 'billing') return <FormattedMessage id="checkout.step.billing" />;
  return <FormattedMessage id="checkout.step.summary" />;
}

/**
 * Focus follows the checkout: after a step is saved, the next step's heading; after a refused submission, the
 * first field in error (or the step's alert). Never the page body.
 */
function StepFocus({ step, failure, holdFocus, children }: { step: CheckoutStep; failure: StepFailure | null; holdFocus: boolean; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const { key } = useLocation();
  const navigation = useNavigation();
  const hold = useRef(holdFocus);
  hold.current = holdFocus;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A coupon or gift card answer on the same step keeps the focus on its own message.
    if (hold.current && ref.current?.contains(document.activeElement)) return;
    ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step, key]);
  useEffect(() => {
    if (failure === null || navigation.state !== 'idle') return;
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.querySelector<HTMLElement>('[role="alert"]');
    if (target !== null && target !== undefined) {
      if (!target.hasAttribute('tabindex') && target.getAttribute('role') === 'alert') target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }, [failure, navigation.state]);
  return <div ref={ref} className="checkout-step">{children}</div>;
}
