import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  billingStepInputFrom, checkoutStep, shippingStepInputFrom,
  type Cart, type CheckoutEvent, type CheckoutState, type CheckoutStepError, type CheckoutStepId, type CommerceError, type Order,
} from '@switchback/core';
import type { Route } from './+types/checkout.route';
import { useCart } from '../cart/cart.context';
import type { UiMessage } from '../errors/ui-message';
import { useStorefront } from '../storefront.context';
import { DEFAULT_SITE, siteFromSegment, sitePath } from '../site/site';
import { BillingStep } from './billing-step.component';
import { checkoutStepErrorText } from './checkout-step-error';
import { ShippingStep } from './shipping-step.component';
import { SummaryStep } from './summary-step.component';

export const meta: Route.MetaFunction = () => [{ title: 'Checkout | Switchback' }, { name: 'robots', content: 'noindex' }];

const STEP_LABELS: Readonly<Record<CheckoutStepId, string>> = { shipping: 'Shipping', billing: 'Billing', summary: 'Summary' };

type Loading = { readonly type: 'loading' } | { readonly type: 'failed'; readonly message: UiMessage } | { readonly type: 'ready' };

/**
 * `/{locale}/checkout`: shipping → billing → summary, driven by core's checkout step machine. The cart and the
 * forms live in the browser only; nothing here is rendered from, or submitted to, the storefront server.
 */
export default function Checkout() {
  const site = siteFromSegment(useParams().locale) ?? DEFAULT_SITE;
  const storefront = useStorefront();
  const { cart, load, replace, forget } = useCart();
  const navigate = useNavigate();
  const [loading, setLoading] = useState<Loading>({ type: 'loading' });
  const [machine, setMachine] = useState<CheckoutState>(() => checkoutStep.initial());
  const [blocked, setBlocked] = useState<CheckoutStepError | null>(null);
  const [paymentProblem, setPaymentProblem] = useState<UiMessage | null>(null);
  const [summaryProblem, setSummaryProblem] = useState<UiMessage | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    if (storefront === null) return;
    let cancelled = false;
    void load().then((result) => {
      if (cancelled) return;
      result.match(
        (fresh) => {
          setMachine(checkoutStep.initial(fresh));
          setLoading({ type: 'ready' });
        },
        (message) => setLoading({ type: 'failed', message }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [storefront, load]);

  // Move focus to the new step's heading so keyboard and screen-reader users follow the checkout.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [machine.step]);

  const send = (event: CheckoutEvent): boolean => {
    const next = checkoutStep.transition(machine, event);
    if (next.isErr()) {
      setBlocked(next.error);
      return false;
    }
    setBlocked(null);
    setMachine(next.value);
    return true;
  };

  if (loading.type === 'loading' || storefront === null) {
    return (
      <>
        <h1>Checkout</h1>
        <p className="status-line" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your cart…
        </p>
      </>
    );
  }
  if (loading.type === 'failed') {
    return (
      <>
        <h1>Checkout</h1>
        <p className="notice notice--error" role="alert">{loading.message.text}</p>
        <Link to={sitePath.cart(site)}>Back to your cart</Link>
      </>
    );
  }
  if (cart === null || cart.items.length === 0) {
    return (
      <>
        <h1>Checkout</h1>
        <div className="empty-state">
          <p>Your cart is empty: there is nothing to check out yet.</p>
          <Link className="button" to={sitePath.home(site)}>Continue shopping</Link>
        </div>
      </>
    );
  }

  const onCart = (next: Cart) => replace(next);
  const placed = (order: Order) => {
    send({ type: 'OrderPlaced', input: { orderNumber: order.orderNumber } });
    forget();
    void navigate(sitePath.orderConfirmation(site));
  };
  const failed = (error: CommerceError, message: UiMessage) => {
    if (error.type === 'ApiError' && error.kind === 'PaymentDeclined') {
      setPaymentProblem(message);
      send({ type: 'PaymentAuthenticationFailed' });
    } else {
      setSummaryProblem(message);
    }
  };

  return (
    <>
      <h1>Checkout</h1>
      <ol className="steps" aria-label="Checkout steps">
        {checkoutStep.steps.map((step) => {
          const current = step === machine.step;
          const done = (step === 'shipping' && machine.shippingComplete) || (step === 'billing' && machine.billingComplete);
          return (
            <li key={step} aria-current={current ? 'step' : undefined} className={done && !current ? 'steps__done' : undefined}>
              {!current && checkoutStep.canEnter(machine, step) ? (
                <button type="button" className="button button--link" onClick={() => send({ type: 'StepSelected', step })}>
                  {STEP_LABELS[step]}
                </button>
              ) : (
                STEP_LABELS[step]
              )}
            </li>
          );
        })}
      </ol>
      {blocked && (
        <p className="notice notice--error" role="alert">{checkoutStepErrorText(blocked)}</p>
      )}
      {summaryProblem && machine.step === 'summary' && (
        <p className="notice notice--error" role="alert">{summaryProblem.text}</p>
      )}
      <div ref={stepRef} className="checkout-step">
        {machine.step === 'shipping' && (
          <ShippingStep
            site={site}
            cart={cart}
            storefront={storefront}
            onCart={onCart}
            onDone={(fresh) => send({ type: 'ShippingSubmitted', input: shippingStepInputFrom(fresh) })}
          />
        )}
        {machine.step === 'billing' && (
          <BillingStep
            site={site}
            cart={cart}
            storefront={storefront}
            onCart={onCart}
            notice={paymentProblem}
            onDone={(fresh) => {
              setPaymentProblem(null);
              setSummaryProblem(null);
              send({ type: 'BillingSubmitted', input: billingStepInputFrom(fresh) });
            }}
          />
        )}
        {machine.step === 'summary' && (
          <SummaryStep
            site={site}
            cart={cart}
            storefront={storefront}
            onPlaced={placed}
            onFailed={failed}
            onEdit={(step) => send({ type: 'StepSelected', step })}
          />
        )}
      </div>
    </>
  );
}
