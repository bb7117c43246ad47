import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { initialPopUp, popUpTransition, type ContentPopUp, type PopUpEffect, type PopUpEvent, type PopUpState } from '@switchback/core';
import { NewsletterFormBlock } from '../enrolment/content-forms.component';
import { useSite } from '../site/use-site';
import { EnhancedField } from '../forms/enhanced-field.component';
import { ContentLink, targetOpensNewTab } from './content-link.component';
import { PlainParagraphs } from './plain-text.component';

declare global {
  interface Window { dataLayer?: Record<string, unknown>[] }
}

/** Tracking only: the pop-up's events go to the analytics data layer (with performance consent). */
function track(event: string, popUp: ContentPopUp, extra: Record<string, unknown> = {}) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, popUpId: popUp.id, popUpName: popUp.name, ...extra });
}

/**
 * Issue 12 §2/§4 the pop-up manager's pop-up (the loader picked the first not dismissed for this route, core's
 * firstPopUpToShow): its minimised title first, expanded after its delay (core's machine, default 2 s), closed with
 * its close button or Escape, the dismissal stored in a cookie by a form post (also without JavaScript).
 *
 * Not modal, deliberately: it is marketing the shopper did not ask for, so it never takes the focus nor makes the page
 * inert; it sits in a corner as a complementary landmark named by its title (not `role="dialog"`: the page's real
 * dialogs stay the only dialogs), and the page stays usable. Without JavaScript it is a `<details>` the shopper can
 * open and close.
 */
export function PopUpManager({ popUp, tracking }: { readonly popUp: ContentPopUp; readonly tracking: boolean }) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const fetcher = useFetcher();
  const titleId = useId();
  const [state, setState] = useState<PopUpState>(() => initialPopUp(popUp, false));
  const stateRef = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  const dispatch = useCallback((event: PopUpEvent) => {
    const next = popUpTransition(stateRef.current, event);
    stateRef.current = next.state;
    setState(next.state);
    for (const effect of next.effects) runEffect(effect);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runEffect reads refs only
  }, []);

  const runEffect = (effect: PopUpEffect) => {
    switch (effect.type) {
      case 'TrackImpression':
        if (tracking) track('popup_impression', popUp);
        return;
      case 'ScheduleExpand':
        timer.current = setTimeout(() => dispatch({ type: 'DelayElapsed' }), effect.afterMs);
        return;
      case 'TrackExpand':
        if (tracking) track('popup_expand', popUp);
        return;
      case 'TrackClick':
        if (tracking) track('popup_click', popUp, { url: effect.url });
        return;
      case 'StoreDismissed':
        if (formRef.current !== null) fetcher.submit(formRef.current);
        return;
      default: {
        const unhandled: never = effect;
        return unhandled;
      }
    }
  };

  // Once hydrated, the expanded panel is rendered at once but below the screen (and inert), then slides in after the
  // delay: a transform, so nothing on the page shifts (CLS) and its text is not a late "largest paint" (LCP), as the
  // same text inserted after two seconds would be. Before hydration (and without JavaScript) it is the `<details>`.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    dispatch({ type: 'Shown' });
    return () => clearTimeout(timer.current);
  }, [dispatch]);

  const expanded = state.status === 'Expanded';
  useEffect(() => {
    if (!expanded) return undefined;
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog above it handles its own Escape.
      if (event.key === 'Escape' && document.querySelector('[aria-modal="true"]') === null) dispatch({ type: 'Close' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded, dispatch]);

  // The dismissal was posted (the fetcher lives on with this component).
  if (state.status === 'Dismissed') return null;
  const onSummary = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    dispatch({ type: 'Toggle' });
  };
  const onClose = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: 'Close' });
  };
  const body = (
    <div className="pop-up__body">
      {popUp.logo ? <img className={`pop-up__logo pop-up__logo--${popUp.logoSize ?? 'small'}`} src={popUp.logo.url} alt={popUp.logo.alt} width={popUp.logo.width} height={popUp.logo.height} /> : null}
      {popUp.richText ? <PlainParagraphs text={popUp.richText} /> : null}
      {popUp.newsletterForm ? <NewsletterFormBlock block={{ id: `${popUp.id}-newsletter`, type: 'newsletter-form' }} /> : null}
      {popUp.targets?.length ? (
        <p className="pop-up__targets">
          {popUp.targets.map((target) => (
            <ContentLink key={`${target.url}-${target.text}`} siteId={site.id} url={target.url} newTab={targetOpensNewTab(target)} className="button"
              onClick={() => dispatch({ type: 'TargetClicked', url: target.url })}>{target.text}</ContentLink>
          ))}
        </p>
      ) : null}
      {popUp.disclaimer ? <p className="pop-up__disclaimer">{popUp.disclaimer}</p> : null}
    </div>
  );
  /** The close button, a form post (the dismissal cookie) that also works without JavaScript. */
  const closeForm = (live: boolean) => (
    <fetcher.Form ref={live ? formRef : undefined} method="post" action={`/${site.id}/content/dismiss`} className="pop-up__close-form" onSubmit={onClose}>
      <input type="hidden" name="kind" value="pop-up" />
      <input type="hidden" name="id" value={popUp.id} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
      <button type="submit" className="pop-up__close" aria-label={intl.formatMessage({ id: 'popUp.close' }, { title: popUp.title })}>
        <span aria-hidden="true">×</span>
      </button>
    </fetcher.Form>
  );
  const minimizedTitle = popUp.minimizedTitle ?? popUp.title;
  // One tree from the server's render to the last: the hydration and the pop-up's own changes only switch attributes,
  // they never unmount the body. (Its newsletter form holds a fetcher; an unmounted fetcher makes React Router update
  // its state, and that re-renders every route of the page in one long task.) Before hydration, and without
  // JavaScript, the minimised `<details>` holds the body the shopper opens; once hydrated its summary expands the
  // panel instead, so that `<details>` stays closed.
  return (
    <>
      <aside className="pop-up pop-up--minimized" aria-labelledby={titleId} hidden={expanded} inert={expanded}>
        <details className="pop-up__details">
          <summary className="pop-up__summary" onClick={enhanced ? onSummary : undefined} id={titleId}>{minimizedTitle}</summary>
          {body}
        </details>
        {closeForm(!expanded)}
      </aside>
      <aside className={`pop-up pop-up--panel${expanded ? ' pop-up--expanded' : ''}`} aria-labelledby={`${titleId}-panel`} hidden={!enhanced} inert={!expanded}>
        <button type="button" className="pop-up__summary pop-up__toggle" aria-expanded="true" onClick={onSummary} id={`${titleId}-panel`}>
          {popUp.maximizedTitle ?? popUp.title}
        </button>
        {body}
        {closeForm(expanded)}
      </aside>
    </>
  );
}
