import { useRef, useState, type FormEvent } from 'react';
import { addressInputSchema, formatMoney, shippingAddressEntrySchema, type Cart, type ShippingMethodOption } from '@switchback/core';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { focusFirstInvalid, validateForm, type FieldErrors } from '../forms/validate-form';
import { AddressFields, addressInputOf, addressValuesOf, type AddressValues } from './address-fields.component';
import { AddressBlock } from './address-block.component';
import type { StepProps } from './checkout-step.props';
import { FormErrorCount } from '../forms/form-error-count.component';

/** The shipping form: the contract's address plus the contact e-mail, validated before the call. */
const shippingFormSchema = addressInputSchema.extend({ email: shippingAddressEntrySchema.shape.email });

type Phase =
  | { readonly type: 'address' }
  | { readonly type: 'method'; readonly methods: readonly ShippingMethodOption[] };

/** Checkout step 1 (§4 Checkout step "shipping"): shipping address and e-mail, then the shipping method. */
export function ShippingStep({ site, cart, storefront, onCart, onDone }: StepProps & { onDone: (cart: Cart) => void }) {
  const [address, setAddress] = useState<AddressValues>(() => addressValuesOf(cart.shippingAddress, site));
  const [email, setEmail] = useState(cart.customerEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>({ type: 'address' });
  const [code, setCode] = useState<string>('');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<UiMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const fail = (message: UiMessage, fieldMap: (field: string) => string) => {
    setBusy(null);
    if (message.placement === 'field' && message.field !== undefined) {
      setErrors({ [fieldMap(message.field)]: message.text });
      setProblem(null);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    } else {
      setProblem(message);
    }
  };

  const saveAddress = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const valid = validateForm(shippingFormSchema, { ...addressInputOf(address), email }, 'shipping');
    if (!valid.ok) {
      setErrors(valid.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setBusy('Saving your address…');
    const { email: contact, ...shippingAddress } = valid.value;
    const saved = await storefront.setShippingAddress.run(cart.basketId, { address: shippingAddress, email: contact });
    if (saved.isErr()) return fail(uiMessage(saved.error), (field) => `shipping.${field.replace(/^address\./, '')}`);
    onCart(saved.value);
    setBusy('Loading shipping methods…');
    const methods = await storefront.checkout.shippingMethods(cart.basketId, saved.value.shippingMethods.shippingId);
    if (methods.isErr()) return fail(uiMessage(methods.error), () => 'shipping.method');
    const options = methods.value.applicableShippingMethods;
    setCode(options.find((option) => option.selected)?.code ?? options[0]?.code ?? '');
    setPhase({ type: 'method', methods: options });
    setBusy(null);
  };

  const chooseMethod = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (code === '') {
      setErrors({ 'shipping.method': 'Please choose a shipping method.' });
      return;
    }
    setErrors({});
    setBusy('Saving your shipping method…');
    const selected = await storefront.selectShippingMethod.run(cart.basketId, code);
    if (selected.isErr()) return fail(uiMessage(selected.error), () => 'shipping.method');
    onCart(selected.value);
    setBusy(null);
    onDone(selected.value);
  };

  return (
    <section aria-labelledby="shipping-title">
      <h2 id="shipping-title" tabIndex={-1}>Shipping</h2>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem.text}
        </p>
      )}
      {phase.type === 'address' ? (
        <form ref={formRef} className="form" onSubmit={saveAddress} noValidate aria-busy={busy !== null}>
          <TextField
            id="shipping-email"
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={errors['shipping.email']}
            hint="We send the order confirmation here."
            maxLength={254}
          />
          <fieldset>
            <legend>Shipping address</legend>
            <AddressFields prefix="shipping" values={address} errors={errors} onChange={setAddress} countries={[site.country]} />
          </fieldset>
          <FormErrorCount errors={errors} />
          <button type="submit" className="button" disabled={busy !== null}>
            {busy ? <><span className="spinner" aria-hidden="true" /> {busy}</> : 'Continue to shipping method'}
          </button>
        </form>
      ) : (
        <form ref={formRef} className="form" onSubmit={chooseMethod} noValidate aria-busy={busy !== null}>
          <div className="notice notice--info">
            <strong>Shipping to</strong>
            {cart.shippingAddress && <AddressBlock address={cart.shippingAddress} />}
            <button type="button" className="button button--link" onClick={() => setPhase({ type: 'address' })}>
              Change address
            </button>
          </div>
          <fieldset aria-describedby={errors['shipping.method'] ? 'shipping-method-error' : undefined}>
            <legend>Shipping method</legend>
            <div className="shipping-methods">
              {phase.methods.map((method) => (
                <label key={method.code} className="shipping-method">
                  <input type="radio" name="shippingMethod" value={method.code} checked={code === method.code} onChange={() => setCode(method.code)} />
                  <span className="shipping-method__label">
                    <span>{method.label}</span>
                    <small>{method.deliveryTime}</small>
                  </span>
                  <strong>{method.price.amount === 0 ? 'Free' : formatMoney(method.price.amount, cart.totals.currency, site.locale)}</strong>
                </label>
              ))}
            </div>
            {errors['shipping.method'] && (
              <p id="shipping-method-error" className="field__error" role="alert">
                {errors['shipping.method']}
              </p>
            )}
          </fieldset>
          <button type="submit" className="button" disabled={busy !== null}>
            {busy ? <><span className="spinner" aria-hidden="true" /> {busy}</> : 'Continue to billing'}
          </button>
        </form>
      )}
      <p className="status-line" aria-live="polite">{busy ?? ''}</p>
    </section>
  );
}
