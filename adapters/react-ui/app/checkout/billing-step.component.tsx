import { useRef, useState, type FormEvent } from 'react';
import { addressInputSchema, tokenizeCardRequestSchema, type AddressInput, type Cart, type TokenizeCardRequest } from '@switchback/core';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { FormErrorCount } from '../forms/form-error-count.component';
import { TextField } from '../forms/text-field.component';
import { focusFirstInvalid, validateForm, type FieldErrors } from '../forms/validate-form';
import { AddressFields, addressInputOf, addressValuesOf, SELLING_COUNTRIES, type AddressValues } from './address-fields.component';
import type { StepProps } from './checkout-step.props';

interface CardValues {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

/** The shopper may type spaces or dashes in the card number; the tokeniser gets digits only. */
const cardInputOf = (card: CardValues): TokenizeCardRequest => ({
  number: card.number.replace(/[\s-]/g, ''),
  expiry: card.expiry.trim(),
  cvc: card.cvc.trim(),
  holder: card.holder,
});

/** `12/30` from `1230` or `12 / 30`, as the shopper types. */
export function normaliseExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 4 && !raw.includes('/')) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return raw.replace(/\s+/g, '');
}

/** The error key a use-case field path belongs to on this form. */
const billingFieldKey = (field: string): string =>
  field.startsWith('card.') ? field : `billing.${field.replace(/^billingAddress\./, '')}`;

/**
 * Checkout step 2 (§4 Checkout step "billing"): billing address (or the shipping address) and the card.
 * Card details live only in this component's memory and go only to the payment provider's tokeniser
 * (AddCardPayment → CardTokenizer); the commerce API receives the token.
 */
export function BillingStep({ site, cart, storefront, onCart, onDone, notice }: StepProps & { onDone: (cart: Cart) => void; notice: UiMessage | null }) {
  const [sameAsShipping, setSameAsShipping] = useState(cart.shippingAddress !== null);
  const [billing, setBilling] = useState<AddressValues>(() => addressValuesOf(cart.billingAddress ?? cart.shippingAddress, site));
  const [card, setCard] = useState<CardValues>(() => ({
    number: '',
    expiry: '',
    cvc: '',
    holder: cart.shippingAddress ? `${cart.shippingAddress.firstName} ${cart.shippingAddress.lastName}` : '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<UiMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const cardCheck = validateForm(tokenizeCardRequestSchema, cardInputOf(card), 'card');
    const addressCheck = sameAsShipping && cart.shippingAddress !== null
      ? validateForm(addressInputSchema, addressInputOf(addressValuesOf(cart.shippingAddress, site)), 'billing')
      : validateForm(addressInputSchema, addressInputOf(billing), 'billing');
    if (!cardCheck.ok || !addressCheck.ok) {
      setErrors({ ...(addressCheck.ok ? {} : addressCheck.errors), ...(cardCheck.ok ? {} : cardCheck.errors) });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setBusy(true);
    const billingAddress: AddressInput = addressCheck.value;
    const paid = await storefront.addCardPayment.run(cart.basketId, { card: cardCheck.value, billingAddress });
    setBusy(false);
    if (paid.isErr()) {
      const message = uiMessage(paid.error);
      if (message.placement === 'field' && message.field !== undefined) {
        setErrors({ [billingFieldKey(message.field)]: message.text });
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      } else {
        setProblem(message);
      }
      return;
    }
    setCard({ number: '', expiry: '', cvc: '', holder: card.holder });
    onCart(paid.value);
    onDone(paid.value);
  };

  const cardField = (key: keyof CardValues) => ({
    id: `card-${key}`,
    name: `card-${key}`,
    value: card[key],
    error: errors[`card.${key}`],
    onChange: (value: string) => setCard({ ...card, [key]: value }),
  });
  const shown = problem ?? notice;

  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title" tabIndex={-1}>Billing and payment</h2>
      {shown && (
        <p className="notice notice--error" role="alert">
          {shown.text}
        </p>
      )}
      {/* No action, no method: this form never submits to a server, so card fields cannot reach a URL or a log. */}
      <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy} autoComplete="on">
        <fieldset>
          <legend>Billing address</legend>
          {cart.shippingAddress !== null && (
            <label className="checkbox">
              <input type="checkbox" checked={sameAsShipping} onChange={(event) => setSameAsShipping(event.target.checked)} />
              Same as shipping address
            </label>
          )}
          {!(sameAsShipping && cart.shippingAddress !== null) && (
            <AddressFields prefix="billing" values={billing} errors={errors} onChange={setBilling} countries={SELLING_COUNTRIES} />
          )}
        </fieldset>
        <fieldset>
          <legend>Card</legend>
          <p className="field__hint">Sandbox payments: use test card 4111 1111 1111 1111 (authorised) or 4000 0000 0000 0002 (declined).</p>
          <div className="form-grid">
            <TextField {...cardField('number')} label="Card number" inputMode="numeric" autoComplete="cc-number" className="span-2" maxLength={23} />
            <TextField
              {...cardField('expiry')}
              onChange={(value) => setCard({ ...card, expiry: normaliseExpiry(value) })}
              label="Expiry date"
              hint="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={7}
            />
            <TextField {...cardField('cvc')} label="Security code" hint="3 or 4 digits" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
            <TextField {...cardField('holder')} label="Name on card" autoComplete="cc-name" className="span-2" maxLength={100} />
          </div>
        </fieldset>
        <FormErrorCount errors={errors} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? <><span className="spinner" aria-hidden="true" /> Securing your card…</> : 'Continue to summary'}
        </button>
        <p className="status-line" aria-live="polite">{busy ? 'Securing your card with the payment provider…' : ''}</p>
      </form>
    </section>
  );
}
