import { Link, useFetcher } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { BusyButton } from '../forms/busy-button.component';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { enrolmentPath } from './enrolment-paths';

export type LoyaltyJoinResult = { readonly ok: true } | { readonly ok: false; readonly error: UiText };

/**
 * Loyalty enrolment (§4 "Loyalty sign-up only updates the profile with a Loyalty enrolment"; §9 the loyalty newsletter
 * consent with it): signed in, one button; a member sees that they are one; signed out, the loyalty sign-up.
 */
export function LoyaltyEnrolmentForm({ signedIn, member, initial }: { signedIn: boolean; member: boolean; initial?: LoyaltyJoinResult | undefined }) {
  const site = useSite();
  const fetcher = useFetcher<LoyaltyJoinResult>();
  const result = fetcher.data ?? initial;
  if (!signedIn) {
    return (
      <section className="loyalty-enrolment">
        <p><FormattedMessage id="loyaltyJoin.signedOut" /></p>
        <Link className="button" to={enrolmentPath.loyaltySignUp(site)}><FormattedMessage id="loyaltyJoin.signUp" /></Link>
      </section>
    );
  }
  if (member || result?.ok) {
    return (
      <section className="loyalty-enrolment" role="status">
        <h2><FormattedMessage id={result?.ok ? 'loyaltyJoin.success' : 'loyaltyJoin.member'} /></h2>
        <Link to={enrolmentPath.interests(site)}><FormattedMessage id="loyaltyJoin.interests" /></Link>
      </section>
    );
  }
  return (
    <section className="loyalty-enrolment">
      <fetcher.Form method="post" action={enrolmentPath.loyaltyJoin(site)}>
        <EnhancedField />
        {result && !result.ok && <p className="notice notice--error" role="alert"><FormattedMessage id={result.error.id} values={result.error.values} /></p>}
        <p className="field__hint"><FormattedMessage id="loyaltyJoin.consent" /></p>
        <BusyButton busy={fetcher.state !== 'idle'} className="button"><FormattedMessage id="loyaltyJoin.submit" /></BusyButton>
      </fetcher.Form>
    </section>
  );
}
