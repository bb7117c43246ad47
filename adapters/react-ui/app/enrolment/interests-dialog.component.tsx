import { useCallback, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyOverlay } from '../overlays/lazy-overlay.component';
import { useToast } from '../overlays/toast-store';
import type { InterestsWelcome } from './enrolment-paths';
import { InterestsForm, WELCOME_MESSAGE } from './interests-form.component';

/** The page's main heading, made focusable: where the focus goes when the dialog closes (it had no opener). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading !== null && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * §4 the interests dialog after a sign-up: the one Overlay with the welcome line, the interest boxes (the same
 * InterestsForm as the interests page, posted by its fetcher to that page's action), Save and "Not now". A save shows
 * a toast and closes; Escape or the close button are "Not now". Focus then goes to the page's heading.
 */
export function InterestsDialog({ welcome, open, onClose }: { welcome: InterestsWelcome; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const returnFocus = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    returnFocus.current = pageHeading();
    onClose();
  }, [onClose]);
  const saved = useCallback(() => {
    toast.show({ title: intl.formatMessage({ id: 'interests.saved' }), type: 'success' });
    close();
  }, [toast, intl, close]);
  return (
    <LazyOverlay open={open} onOpenChange={(next) => { if (!next) close(); }} title={intl.formatMessage({ id: 'interests.page.title' })}
      closeLabel={intl.formatMessage({ id: 'interests.dialog.close' })} className="interests-dialog" initialFocus='input[type="checkbox"]'
      returnFocus={returnFocus}>
      <p className="notice" role="status"><FormattedMessage id={WELCOME_MESSAGE[welcome]} /></p>
      <InterestsForm signedIn chosen={[]} heading={false} onSaved={saved}
        dismiss={<button type="button" className="button button--secondary" onClick={close}><FormattedMessage id="interests.notNow" /></button>} />
    </LazyOverlay>
  );
}
