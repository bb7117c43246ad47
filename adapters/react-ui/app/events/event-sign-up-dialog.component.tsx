import { useEffect, useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyOverlay as Overlay } from '../overlays/lazy-overlay.component';
import { useSite } from '../site/use-site';
import { enrolmentPath } from '../enrolment/enrolment-paths';
import { EventSignUpSteps } from './event-sign-up-steps.component';
import type { EventStepState, EventView } from './event-sign-up.state';

/**
 * storefront-experience §2 the event sign-up dialog (content's dialog variant event-signup): a link to the event page
 * (JavaScript off) that opens the two steps in the storefront's Overlay once hydrated. On opening, the event page's
 * loader says where the shopper stands (signed in: straight to the join form); each step posts to its action.
 */
export default function EventSignUpDialog({ event, label }: { event: EventView; label?: string | undefined }) {
  const site = useSite();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  /** The step a toggle link chose, over the answer it was chosen after (a newer answer wins). */
  const [toggled, setToggled] = useState<{ step: 'SignIn' | 'SignUp'; after: unknown } | null>(null);
  const loaded = useFetcher<{ state: EventStepState }>();
  const submitted = useFetcher<EventStepState>();
  const href = enrolmentPath.event(site, event.eventId);
  useEffect(() => {
    if (open && loaded.state === 'idle' && loaded.data === undefined) void loaded.load(href);
  }, [open, loaded, href]);
  const openDialog = (click: MouseEvent<HTMLAnchorElement>) => {
    click.preventDefault();
    setToggled(null);
    setOpen(true);
  };
  const answered = submitted.data !== undefined && submitted.data !== toggled?.after ? submitted.data : undefined;
  const state: EventStepState | undefined = answered ?? (toggled ? { step: toggled.step } : loaded.data?.state);
  return (
    <>
      <a className="button" href={href} onClick={openDialog}>{label ?? <FormattedMessage id="events.open" />}</a>
      <Overlay open={open} onOpenChange={(next) => { setOpen(next); if (!next) { void loaded.load(href); } }}
        title={event.title} closeLabel={intl.formatMessage({ id: 'events.dialog.close' })}>
        {state === undefined
          ? <p role="status"><FormattedMessage id="events.loading" /></p>
          : <EventSignUpSteps event={event} state={state} fetcher={submitted as never}
              onToggle={(step) => setToggled({ step, after: submitted.data })} onClose={() => setOpen(false)} />}
      </Overlay>
    </>
  );
}
