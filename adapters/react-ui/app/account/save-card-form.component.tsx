import { useRef, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../forms/text-field.component';
import { useHydrated } from '../platform/use-hydrated';
import { recaptchaToken, useRecaptchaScript, useRecaptchaSiteKey } from '../auth/recaptcha';
import { readCard, tokeniseCard, useFocusOnCardFailure, type CardKey, type CardState } from '../forms/card-tokeniser';

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
  // With a real reCAPTCHA site key, the card save carries a widget token for the API's 'savecard' check
  // (without one, the storefront's server sends the sandbox value: core's recaptchaResponseToSend).
  const siteKey = useRecaptchaSiteKey();
  useRecaptchaScript(siteKey);

  const tokenise = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.type === 'tokenising') return;
    const form = event.currentTarget;
    const main = form.querySelector<HTMLInputElement>('#save-card-main')?.checked === true;
    const card = readCard(form, 'save-card');
    setState({ type: 'tokenising' });
    const tokenised = await tokeniseCard(card);
    if (tokenised.type === 'failed') {
      setState(tokenised);
      return;
    }
    const captcha = siteKey !== null ? await recaptchaToken(siteKey, 'savecard') : null;
    setState({ type: 'idle' });
    void submit({
      intent: 'card-save', token: tokenised.token, holder: card.holder, ...(main ? { main: 'on' } : {}), ...(captcha !== null ? { recaptcha_response: captcha } : {}),
    }, { method: 'post' });
  };

  useFocusOnCardFailure(formRef, state);

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
