import { useReducer, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { applyMask, initialSmsOptIn, phoneDigits, phoneMask, smsOptInTransition } from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import { BusyButton } from '../forms/busy-button.component';
import { EnhancedField } from '../forms/enhanced-field.component';
import { LazyOverlay as Overlay } from '../overlays/lazy-overlay.component';
import { useHydrated } from '../platform/use-hydrated';
import { useSite } from '../site/use-site';
import { authPath } from '../auth/auth-paths';
import { enrolmentPath } from './enrolment-paths';

export type SmsOptInResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: Readonly<Record<string, UiText>>; readonly error: UiText | null; readonly values: { readonly phone: string } };

/** The SMS terms (§2 /sms-terms): in the dialog with JavaScript, on the page without. */
function SmsTerms() {
  return <p className="sms-terms"><FormattedMessage id="sms.terms.text" /></p>;
}

/**
 * storefront-experience §4 SMS opt-in, through core's machine: the phone typed into the country's mask; ticking the box
 * opens the SMS terms; I accept sets optInAccepted (and ticks the box); the opt-in resets when the phone becomes invalid.
 * Without JavaScript the terms are on the page and ticking the box accepts them. Signed-in shoppers only (§7: the SMS
 * subscription is the consumer's).
 */
export default function SmsOptInForm({ signedIn, initial }: { signedIn: boolean; initial?: SmsOptInResult | undefined }) {
  const site = useSite();
  const intl = useIntl();
  const hydrated = useHydrated();
  const fetcher = useFetcher<SmsOptInResult>();
  const result = fetcher.data ?? initial;
  const failed = result && !result.ok ? result : undefined;
  const [phone, setPhone] = useState(failed?.values.phone ?? '');
  const [sms, send] = useReducer(smsOptInTransition, initialSmsOptIn);
  const validPhone = (value: string) => phoneDigits(site.country)(value) === null;
  const phoneValid = validPhone(phone);
  const mask = phoneMask(site.country);
  /** The typed phone, masked; core's machine hears whether it is still valid (an invalid one resets the opt-in). */
  const typePhone = (raw: string) => {
    const next = hydrated ? applyMask(mask, raw) : raw;
    setPhone(next);
    send({ type: 'PhoneValidity', valid: validPhone(next) });
  };
  if (!signedIn) {
    return (
      <section className="sms-opt-in" aria-labelledby="sms-opt-in-title">
        <h2 id="sms-opt-in-title"><FormattedMessage id="sms.title" /></h2>
        <p><FormattedMessage id="sms.signInFirst" /></p>
        <Link className="button" to={authPath.signIn(site, { redirectTo: enrolmentPath.smsOptIn(site) })}><FormattedMessage id="sms.signIn" /></Link>
      </section>
    );
  }
  if (result?.ok) {
    return <div className="sms-opt-in" role="status"><h2><FormattedMessage id="sms.success.title" /></h2><p><FormattedMessage id="sms.success.body" /></p></div>;
  }
  const error = (field: string) => failed?.errors[field];
  return (
    <section className="sms-opt-in" aria-labelledby="sms-opt-in-title">
      <h2 id="sms-opt-in-title"><FormattedMessage id="sms.title" /></h2>
      <fetcher.Form method="post" action={enrolmentPath.smsOptIn(site)} noValidate>
        <EnhancedField />
        {failed?.error && <p className="notice notice--error" role="alert"><FormattedMessage id={failed.error.id} values={failed.error.values} /></p>}
        <div className="field">
          <label htmlFor="sms-phone"><FormattedMessage id="sms.phone" /></label>
          <input id="sms-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={40} required
            value={phone} placeholder={mask.replace(/X/g, '0')}
            onChange={(event) => typePhone(event.target.value)}
            aria-invalid={error('phone') ? true : undefined} aria-describedby={error('phone') ? 'sms-phone-error' : 'sms-phone-hint'} />
          <p id="sms-phone-hint" className="field__hint"><FormattedMessage id="sms.phone.hint" values={{ mask: mask.replace(/X/g, '0') }} /></p>
          {error('phone') && <p id="sms-phone-error" className="field__error"><FormattedMessage id={error('phone')!.id} /></p>}
        </div>
        <div className="field field--checkbox">
          {hydrated ? (
            <input id="sms-opt-in" type="checkbox" name="smsOptIn" checked={sms.checked} disabled={!phoneValid}
              onChange={(event) => send({ type: event.target.checked ? 'Tick' : 'Untick' })}
              aria-invalid={error('smsOptIn') ? true : undefined} />
          ) : (
            <input id="sms-opt-in" type="checkbox" name="smsOptIn" aria-invalid={error('smsOptIn') ? true : undefined} />
          )}
          <label htmlFor="sms-opt-in"><FormattedMessage id={hydrated ? 'sms.optIn' : 'sms.optIn.noScript'} /></label>
          {error('smsOptIn') && <p className="field__error"><FormattedMessage id={error('smsOptIn')!.id} /></p>}
        </div>
        {hydrated && sms.optInAccepted && <input type="hidden" name="optInAccepted" value="true" />}
        {!hydrated && <SmsTerms />}
        <BusyButton busy={fetcher.state !== 'idle'} className="button"><FormattedMessage id="sms.submit" /></BusyButton>
      </fetcher.Form>
      <Overlay open={sms.termsOpen} onOpenChange={(open) => { if (!open) send({ type: 'DismissTerms' }); }}
        title={<FormattedMessage id="sms.terms.title" />} closeLabel={intl.formatMessage({ id: 'sms.terms.close' })}>
        <SmsTerms />
        <button type="button" className="button" onClick={() => send({ type: 'Accept' })}><FormattedMessage id="sms.terms.accept" /></button>
      </Overlay>
    </section>
  );
}
