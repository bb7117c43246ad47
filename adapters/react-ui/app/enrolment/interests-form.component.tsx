import { useEffect, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { BusyButton } from '../forms/busy-button.component';
import { EnhancedField } from '../forms/enhanced-field.component';
import { INTEREST_LABELS, INTEREST_OPTIONS } from '../account/account-paths';
import { authPath } from '../auth/auth-paths';
import { useSite } from '../site/use-site';
import { enrolmentPath, type InterestsWelcome } from './enrolment-paths';

/** The welcome line of the interests step, by the sign-up it follows (§4 "success message"). */
export const WELCOME_MESSAGE: Readonly<Record<InterestsWelcome, string>> = { account: 'interests.welcome.account', loyalty: 'loyaltySignUp.success' };

export type InterestsResult = { readonly ok: true } | { readonly ok: false; readonly error: UiText };

/**
 * §3 preferences.interests: a checkbox list (the account page's options), saved to the profile (pipe-joined, §9) by
 * the interests page's action. One form for the page, the content block and the dialog after sign-up: `next` (the
 * page after a sign-up without JavaScript) is where a plain submission goes on to; `dismiss` is the step's "Not now";
 * `onSaved` hears a save (the dialog closes); `heading: false` where the dialog's title names it already.
 */
export function InterestsForm({ signedIn, chosen, initial, next, dismiss, onSaved, heading = true }: {
  signedIn: boolean;
  chosen: readonly string[];
  initial?: InterestsResult | undefined;
  next?: string | undefined;
  dismiss?: ReactNode;
  onSaved?: () => void;
  heading?: boolean;
}) {
  const site = useSite();
  const fetcher = useFetcher<InterestsResult>();
  const result = fetcher.data ?? initial;
  const saved = fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onSaved?.();
  }, [saved, onSaved]);
  if (!signedIn) {
    return <p><Link to={authPath.signIn(site, { redirectTo: enrolmentPath.interests(site) })}><FormattedMessage id="interests.signIn" /></Link></p>;
  }
  return (
    <section className="interests" {...(heading ? { 'aria-labelledby': 'interests-title' } : {})}>
      {heading && <h2 id="interests-title"><FormattedMessage id="interests.title" /></h2>}
      {result?.ok && <p className="notice" role="status"><FormattedMessage id="interests.saved" /></p>}
      {result && !result.ok && <p className="notice notice--error" role="alert"><FormattedMessage id={result.error.id} values={result.error.values} /></p>}
      <fetcher.Form method="post" action={enrolmentPath.interests(site)}>
        <EnhancedField />
        {next !== undefined && <input type="hidden" name="next" value={next} />}
        <fieldset className="field">
          <legend><FormattedMessage id="interests.legend" /></legend>
          {INTEREST_OPTIONS.map((option) => (
            <div className="field--checkbox" key={option}>
              <input type="checkbox" id={`interests-${option}`} name="interest" value={option} defaultChecked={chosen.includes(option)} />
              <label htmlFor={`interests-${option}`}><FormattedMessage id={INTEREST_LABELS[option]} /></label>
            </div>
          ))}
        </fieldset>
        <div className="interests__actions">
          <BusyButton busy={fetcher.state !== 'idle'} className="button"><FormattedMessage id="interests.save" /></BusyButton>
          {dismiss}
        </div>
      </fetcher.Form>
    </section>
  );
}
