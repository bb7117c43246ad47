import { Link, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { EnrolmentEvent } from '@switchback/core';
import type { Route } from './+types/events.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { enrolmentPath } from '../enrolment/enrolment-paths';
import EventSignUpDialog from './event-sign-up-dialog.component';

/** The demo events the API seeds per site (migration 27) and the content's event sign-up blocks name. */
export const DEMO_EVENT_IDS = ['trail-weekend-2027', 'store-run-club'] as const;

/** `/{locale}/events`: the upcoming events, each with its sign-up dialog (its page without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const answers = await Promise.all(DEMO_EVENT_IDS.map((id) => storefront.enrolment.event(id).map((answer) => answer.event)));
  const events = answers.flatMap((answer) => (answer.isOk() && !answer.value.registrationClosed ? [answer.value] : []));
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, { meta: pageMeta(storefront.site, intl.formatMessage({ id: 'events.title' }), intl.formatMessage({ id: 'events.intro' })), events });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function EventsPage() {
  const { events } = useLoaderData<typeof loader>();
  const site = useSite();
  return (
    <div className="enrolment-page">
      <h1><FormattedMessage id="events.title" /></h1>
      <p><FormattedMessage id="events.intro" /></p>
      {events.length === 0 && <p><FormattedMessage id="events.none" /></p>}
      <ul className="event-list">
        {events.map((event: EnrolmentEvent) => (
          <li key={event.eventId} className="event-list__item">
            <h2><Link to={enrolmentPath.event(site, event.eventId)}>{event.title}</Link></h2>
            <p><FormattedMessage id="events.dates" values={{ start: new Date(`${event.startDate}T12:00:00Z`), end: new Date(`${event.endDate}T12:00:00Z`) }} /></p>
            <EventSignUpDialog event={event} />
          </li>
        ))}
      </ul>
    </div>
  );
}
