import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { EnhancedField } from '../forms/enhanced-field.component';
import { TextField } from '../forms/text-field.component';
import { BusyButton } from '../forms/busy-button.component';
import { useSite } from '../site/use-site';

/** What the newsletter action answers (JavaScript on) or the page shows again (off). */
export type NewsletterResult =
  | { readonly ok: true; readonly alreadySubscribed: boolean }
  | { readonly ok: false; readonly errors: Readonly<Record<string, UiText>>; readonly error: UiText | null; readonly values: { readonly email: string } };

/** The query parameters a JavaScript-off subscription comes back with: the outcome, and which form it was. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export const NEWSLETTER_FORM_PARAM = 'newsletterForm';
/** A form's name as it travels in the query (the page's own form, a content block's id, a pop-up's). */
const FORM_ID = /^[A-Za-z0-9_-]{1,80}$/;
export const newsletterFormId = (raw: FormDataEntryValue | string | null | undefined): string | undefined =>
  typeof raw === 'string' && FORM_ID.test(raw) ? raw : undefined;

/**
 * After a JavaScript-off subscription: the success state the query carries back to the page, for the form that was
 * sent only (the footer's, a pop-up's and the page's own newsletter forms may share a page).
 */
export function newsletterOutcome(params: URLSearchParams, formId: string): NewsletterResult | undefined {
  const value = params.get(NEWSLETTER_OUTCOME_PARAM);
  if (params.get(NEWSLETTER_FORM_PARAM) !== formId) return undefined;
  return value === 'subscribed' || value === 'already' ? { ok: true, alreadySubscribed: value === 'already' } : undefined;
}

/**
 * storefront-experience §4 newsletter: e-mail and policy box (§5), submit, the success message. The form resets on
 * route change (a new key per location); when the shopper is already subscribed the success heading shows and the
 * form is hidden. A fetcher with JavaScript; without it a plain POST (the action redirects back, or shows its page).
 */
export function NewsletterForm({ idPrefix = 'newsletter', formId, initial }: { idPrefix?: string; formId: string; initial?: NewsletterResult | undefined }) {
  const location = useLocation();
  return <NewsletterFormState key={location.pathname} idPrefix={idPrefix} formId={formId} initial={initial} />;
}

function NewsletterFormState({ idPrefix, formId, initial }: { idPrefix: string; formId: string; initial: NewsletterResult | undefined }) {
  const site = useSite();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterResult>();
  const fresh = fetcher.data;
  const result = fresh ?? initial;
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || fresh === undefined) return;
    if (fresh.ok) statusRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [fetcher.state, fresh]);
  if (result?.ok) {
    return (
      <div className="newsletter newsletter--done" ref={statusRef} tabIndex={-1} role="status">
        <h2 className="newsletter__title">
          <FormattedMessage id={result.alreadySubscribed ? 'newsletter.already.title' : 'newsletter.success.title'} />
        </h2>
        {!result.alreadySubscribed && <p><FormattedMessage id="newsletter.success.body" /></p>}
      </div>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <div className="newsletter" role="group" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="newsletter__title"><FormattedMessage id="newsletter.title" /></h2>
      <p className="field__hint"><FormattedMessage id="newsletter.intro" /></p>
      <fetcher.Form ref={formRef} method="post" action={`/${site.id}/newsletter`} noValidate>
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <input type="hidden" name="formId" value={formId} />
        <EnhancedField />
        {failed?.error && <p className="notice notice--error" role="alert" tabIndex={-1}><FormattedMessage id={failed.error.id} values={failed.error.values} /></p>}
        <TextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
          label={<FormattedMessage id="newsletter.email" />} defaultValue={failed?.values.email ?? ''} error={failed?.errors.email} />
        <div className="field field--checkbox">
          <input id={`${idPrefix}-policy`} name="policy" type="checkbox" required
            aria-invalid={failed?.errors.policy ? true : undefined} aria-describedby={failed?.errors.policy ? `${idPrefix}-policy-error` : undefined} />
          <label htmlFor={`${idPrefix}-policy`}><FormattedMessage id="newsletter.policy" /></label>
          {failed?.errors.policy && <p id={`${idPrefix}-policy-error`} className="field__error"><FormattedMessage id={failed.errors.policy.id} values={failed.errors.policy.values} /></p>}
        </div>
        <BusyButton busy={busy} className="button">{busy ? <FormattedMessage id="newsletter.busy" /> : <FormattedMessage id="newsletter.submit" />}</BusyButton>
      </fetcher.Form>
    </div>
  );
}
