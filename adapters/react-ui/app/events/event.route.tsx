import { useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { eventIdSchema } from '@switchback/core';
import { uiMessage } from '../errors/ui-message';
import { loaderFailure, notFound } from '../site/route-errors';
import type { Route } from './+types/event.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { enrolmentPath } from '../enrolment/enrolment-paths';
import { EventSignUpSteps } from './event-sign-up-steps.component';
import { eventStepAction, eventStepFor } from './event-sign-up.server';
import type { EventStepState } from './event-sign-up.state';

async function eventOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const id = eventIdSchema.safeParse(args.params.eventId);
  if (!id.success) notFound();
  const event = await storefront.enrolment.event(id.data).map((answer) => answer.event);
  if (event.isErr()) loaderFailure(uiMessage(event.error));
  return { storefront, event: event.value };
}

/**
 * `/{locale}/events/:eventId`: the event sign-up of §4 as a page (the dialog's steps without JavaScript; the dialog
 * loads this loader and posts to this action). `?step=sign-up` shows the sign-up step.
 */
export async function loader(args: Route.LoaderArgs) {
  const { storefront, event } = await eventOf(args);
  const state = await eventStepFor(storefront, event.eventId, new URL(args.request.url).searchParams.get('step'));
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, { meta: pageMeta(storefront.site, event.title, intl.formatMessage({ id: 'events.meta.description' }, { title: event.title })), event, state });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** Sign in, sign up or join. JavaScript on: the next state for the dialog. Off: a success redirects (PRG), a refusal shows the page again. */
export async function action(args: Route.ActionArgs) {
  const { storefront, event } = await eventOf(args);
  const form = await args.request.formData();
  const { state, status } = await eventStepAction(storefront, event, form);
  if (isEnhanced(form) || status !== 200) return withCookies<EventStepState>(storefront, state, status);
  return redirectWithCookies(storefront, enrolmentPath.event(storefront.site, event.eventId));
}

export default function EventPage() {
  const { event, state } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return (
    <div className="enrolment-page event-page">
      <h1>{event.title}</h1>
      {event.registrationClosed
        ? <p className="notice"><FormattedMessage id="events.errors.closed" /></p>
        : <EventSignUpSteps event={event} state={answered ?? state} />}
    </div>
  );
}
