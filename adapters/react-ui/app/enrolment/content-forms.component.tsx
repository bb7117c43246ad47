import { lazy, Suspense, useEffect, useId } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { BlockOf } from '@switchback/core';
import { useShopper } from '../session/use-shopper';
import { useSite } from '../site/use-site';
import { enrolmentPath } from './enrolment-paths';
import { InterestsForm } from './interests-form.component';
import { LoyaltyBenefits } from './loyalty-benefits.component';
import { LoyaltyEnrolmentForm } from './loyalty-enrolment-form.component';
import { NewsletterForm, newsletterFormId, newsletterOutcome } from './newsletter-form.component';

/** The SMS form carries the phone masks and the terms dialog: a chunk of its own, loaded when the block renders. */
const SmsOptInForm = lazy(() => import('./sms-opt-in-form.component'));
/** The event sign-up dialog (the Overlay, both steps): its own chunk; until it loads, the link to the event page. */
const EventSignUpDialog = lazy(() => import('../events/event-sign-up-dialog.component'));

/**
 * Issue 12 §2 the forms of storefront-experience §4/§5 as content blocks (helper E owns this file; the block renderer,
 * app/content/, renders each block type through the component of the same name here). Each form posts to its own
 * route's action (app/routes.ts), so it works without JavaScript on any content page.
 */
export function NewsletterFormBlock({ block }: { readonly block: BlockOf<'newsletter-form'> }) {
  const [params] = useSearchParams();
  // Ids of its own: a page may hold the footer's newsletter block and another in its content. Its outcome without
  // JavaScript comes back named by the block's id, so only the form that was sent says thanks.
  const idPrefix = `newsletter-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formId = newsletterFormId(block.id) ?? 'block';
  return <NewsletterForm idPrefix={idPrefix} formId={formId} initial={newsletterOutcome(params, formId)} />;
}

/** The sign-up form block links to the sign-up page (its loyalty variant prefilled from this page's query, §2). */
export function SignUpFormBlock({ block }: { readonly block: BlockOf<'sign-up-form'> }) {
  const site = useSite();
  const shopper = useShopper();
  const [params] = useSearchParams();
  if (shopper.signedIn) return block.variant === 'loyalty' ? <LoyaltyEnrolmentForm signedIn member={false} /> : null;
  const query = new URLSearchParams();
  for (const name of ['consumerId', 'email', 'referral_code', 'storeNum', 'enrollment_marketing_source', 'leadSource']) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const base = block.variant === 'loyalty' ? enrolmentPath.loyaltySignUp(site) : `/${site.id}/account/sign-up`;
  const href = query.size === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
  return (
    <section className="sign-up-block">
      <h2><FormattedMessage id={block.variant === 'loyalty' ? 'loyaltySignUp.title' : 'auth.signUp.title'} /></h2>
      <Link className="button" to={href}><FormattedMessage id={block.variant === 'loyalty' ? 'loyaltySignUp.submit' : 'auth.signUp.submit'} /></Link>
    </section>
  );
}

export function LoyaltyBenefitsBlock(_props: { readonly block: BlockOf<'loyalty-benefits'> }) {
  return <LoyaltyBenefits />;
}

export function SmsOptInBlock(_props: { readonly block: BlockOf<'sms-opt-in'> }) {
  const shopper = useShopper();
  return <Suspense fallback={null}><SmsOptInForm signedIn={shopper.signedIn} /></Suspense>;
}

export function LoyaltyEnrolmentBlock(_props: { readonly block: BlockOf<'loyalty-enrolment'> }) {
  const shopper = useShopper();
  return <LoyaltyEnrolmentForm signedIn={shopper.signedIn} member={false} />;
}

/** The shopper's saved interests come from the interests page's loader (never an empty list saved over them). */
export function InterestsBlock(_props: { readonly block: BlockOf<'interests'> }) {
  const site = useSite();
  const shopper = useShopper();
  const loaded = useFetcher<{ chosen: string[] }>();
  useEffect(() => {
    if (shopper.signedIn && loaded.state === 'idle' && loaded.data === undefined) void loaded.load(enrolmentPath.interests(site));
  }, [shopper.signedIn, loaded, site]);
  if (!shopper.signedIn) return <InterestsForm signedIn={false} chosen={[]} />;
  if (loaded.data === undefined) return <p><Link to={enrolmentPath.interests(site)}><FormattedMessage id="interests.title" /></Link></p>;
  return <InterestsForm signedIn chosen={loaded.data.chosen} />;
}

export function EventSignUpBlock({ block }: { readonly block: BlockOf<'event-sign-up'> }) {
  const site = useSite();
  const link = <a className="button" href={enrolmentPath.event(site, block.event.eventId)}>{block.event.submitCtaLabel}</a>;
  return (
    <section className="event-sign-up-block">
      <h2>{block.event.title}</h2>
      <Suspense fallback={link}><EventSignUpDialog event={block.event} label={block.event.submitCtaLabel} /></Suspense>
    </section>
  );
}
