import { useState, type MouseEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyOverlay } from '../overlays/lazy-overlay.component';
import { useSite } from '../site/use-site';
import { ConsentPreferencesForm } from './consent-preferences.component';

/** The page to come back to after a consent choice (this page, with its query). */
function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

const preferencesHref = (siteId: string, here: string) => `/${siteId}/consent?returnTo=${encodeURIComponent(here)}`;

/**
 * Opens the preferences: a link to the preferences page (JavaScript off), the Overlay dialog once hydrated.
 */
function PreferencesOpener({ accepted, className, children }: { readonly accepted: Readonly<Record<string, boolean>>; readonly className: string; readonly children: React.ReactNode }) {
  const site = useSite();
  const intl = useIntl();
  const here = useHere();
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a href={preferencesHref(site.id, here)} className={className} onClick={onClick} aria-haspopup="dialog">{children}</a>
      <LazyOverlay
        open={open} onOpenChange={setOpen} title={intl.formatMessage({ id: 'consent.preferences.title' })}
        closeLabel={intl.formatMessage({ id: 'overlay.close' })}
      >
        <ConsentPreferencesForm accepted={accepted} returnTo={here} onSubmit={() => setOpen(false)} />
      </LazyOverlay>
    </>
  );
}

/**
 * Issue 12 consent banner (EMEA sites until the shopper chooses): a region, not a dialog, server rendered, first in
 * the tab order after the skip link. Each button is a form post (works without JavaScript).
 */
export function ConsentBanner({ accepted }: { readonly accepted: Readonly<Record<string, boolean>> }) {
  const site = useSite();
  const intl = useIntl();
  const here = useHere();
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title" className="consent-banner__title"><FormattedMessage id="consent.banner.title" /></h2>
      <p className="consent-banner__text"><FormattedMessage id="consent.banner.text" /></p>
      <Form method="post" action={`/${site.id}/consent`} className="consent-banner__actions" aria-label={intl.formatMessage({ id: 'consent.banner.title' })}>
        <input type="hidden" name="returnTo" value={here} />
        <button type="submit" name="intent" value="accept-all" className="button"><FormattedMessage id="consent.acceptAll" /></button>
        <button type="submit" name="intent" value="reject-all" className="button"><FormattedMessage id="consent.rejectAll" /></button>
        <PreferencesOpener accepted={accepted} className="button button--secondary"><FormattedMessage id="consent.preferences" /></PreferencesOpener>
      </Form>
    </section>
  );
}

/** "Cookie preferences" below the footer: reopens the preferences on every site. */
export function ConsentPreferencesLink({ accepted }: { readonly accepted: Readonly<Record<string, boolean>> }) {
  const intl = useIntl();
  return (
    <nav className="consent-link" aria-label={intl.formatMessage({ id: 'consent.cookiePreferences' })}>
      <PreferencesOpener accepted={accepted} className="consent-link__link"><FormattedMessage id="consent.cookiePreferences" /></PreferencesOpener>
    </nav>
  );
}
