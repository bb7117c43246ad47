import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { useHydrated } from '../platform/use-hydrated';
import { cardFieldOf, normaliseExpiry } from '../checkout/checkout-steps.component';

type CardKey = 'number' | 'expiry' | 'cvc' | 'holder';
const CARD_FIELD_ERRORS: Readonly<Record<CardKey, string>> = {
  number: 'form.cardNumber.invalid', expiry: 'form.cardExpiry.invalid', cvc: 'form.cardCvc.invalid', holder: 'form.cardHolder.invalid',
};
type CardState = { readonly type: 'idle' } | { readonly type: 'tokenising' } | { readonly type: 'failed'; readonly errors: Partial<Record<CardKey, UiText>>; readonly top: UiText | null };

/**
 * Saving a card, like the checkout's card step: the number goes from the browser to the sandbox provider's
 * tokeniser only; the account action receives the token and the holder's name (then the API keeps a stored
 * credential). Card entry is the one thing that needs JavaScript: without it, a notice says so.
 */
export function SaveCardForm({ holder }: { holder: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [state, setState] = useState<CardState>({ type: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  const tokenise = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.type === 'tokenising') return;
    const form = event.currentTarget;
    const read = (id: string) => (form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '');
    const main = form.querySelector<HTMLInputElement>('#save-card-main')?.checked === true;
    const card = { number: read('save-card-number').replace(/[\s-]/g, ''), expiry: normaliseExpiry(read('save-card-expiry')), cvc: read('save-card-cvc').trim(), holder: read('save-card-holder').trim() };
    setState({ type: 'tokenising' });
    let answer: Response;
    try {
      answer = await fetch('/api/sandbox-payments/v1/tokens', {
        method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(card),
      });
    } catch {
      setState({ type: 'failed', errors: {}, top: { id: 'errors.network' } });
      return;
    }
    const body: unknown = await answer.json().catch(() => null);
    if (answer.ok && typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') {
      setState({ type: 'idle' });
      void submit({ intent: 'card-save', token: body.token, holder: card.holder, ...(main ? { main: 'on' } : {}) }, { method: 'post' });
      return;
    }
    const details = typeof body === 'object' && body !== null && 'errorDetails' in body && Array.isArray(body.errorDetails) ? (body.errorDetails as unknown[]) : [];
    const errors: Partial<Record<CardKey, UiText>> = {};
    let top: UiText | null = null;
    for (const detail of details) {
      const field = typeof detail === 'object' && detail !== null && 'field' in detail ? cardFieldOf(detail.field) : null;
      if (field !== null) errors[field] ??= { id: CARD_FIELD_ERRORS[field] };
      else top = { id: answer.status === 429 ? 'errors.tooManyAttempts' : 'errors.cardNotAccepted' };
    }
    if (Object.keys(errors).length === 0 && top === null) top = { id: 'errors.cardNotAccepted' };
    setState({ type: 'failed', errors, top });
  };

  useEffect(() => {
    if (state.type !== 'failed') return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [state]);

  const busy = state.type === 'tokenising';
  const errorOf = (key: CardKey) => (state.type === 'failed' ? state.errors[key] : undefined);
  return (
    <>
      <noscript>
        <p className="notice notice--info"><FormattedMessage id="account.cards.noscript" /></p>
      </noscript>
      {hydrated && (
        <form ref={formRef} className="form" onSubmit={tokenise} noValidate aria-busy={busy} autoComplete="on">
          {state.type === 'failed' && state.top && (
            <p className="notice notice--error" role="alert" tabIndex={-1}><FormattedMessage id={state.top.id} values={state.top.values} /></p>
          )}
          <p className="field__hint"><FormattedMessage id="checkout.card.sandbox" /></p>
          <div className="form-grid">
            <TextField id="save-card-number" label={<FormattedMessage id="checkout.card.number" />} inputMode="numeric" autoComplete="cc-number" className="span-2" maxLength={23} error={errorOf('number')} />
            <TextField id="save-card-expiry" label={<FormattedMessage id="checkout.card.expiry" />} hint={intl.formatMessage({ id: 'checkout.card.expiry.hint' })} inputMode="numeric" autoComplete="cc-exp" maxLength={7} error={errorOf('expiry')} />
            <TextField id="save-card-cvc" label={<FormattedMessage id="checkout.card.cvc" />} hint={intl.formatMessage({ id: 'checkout.card.cvc.hint' })} inputMode="numeric" autoComplete="cc-csc" maxLength={4} error={errorOf('cvc')} />
            <TextField id="save-card-holder" label={<FormattedMessage id="checkout.card.holder" />} autoComplete="cc-name" className="span-2" maxLength={100} defaultValue={holder} error={errorOf('holder')} />
          </div>
          <div className="field field--check">
            <input type="checkbox" id="save-card-main" />
            <label htmlFor="save-card-main"><FormattedMessage id="account.cards.makeDefault" /></label>
          </div>
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? <><span className="spinner" aria-hidden="true" /> <FormattedMessage id="checkout.card.securing" /></> : <FormattedMessage id="account.cards.save" />}
          </button>
        </form>
      )}
    </>
  );
}
