import { useEffect, useRef, useState } from 'react';
import { Form, Link, type FetcherWithComponents } from 'react-router';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { eventDays, showsAttendingDays } from '@switchback/core';
import { AuthForm, type AuthFormResult } from '../auth/auth-form.component';
import { SignInFields, SignUpFields } from '../auth/auth-fields.component';
import { BusyButton } from '../forms/busy-button.component';
import { TextField } from '../forms/text-field.component';
import { useSite } from '../site/use-site';
import { enrolmentPath } from '../enrolment/enrolment-paths';
import type { EventStepState, EventView, JoinFormResult } from './event-sign-up.state';

/** A calendar day (YYYY-MM-DD) as the site's language writes it. */
const DayLabel = ({ day }: { day: string }) => <FormattedDate value={new Date(`${day}T12:00:00Z`)} weekday="long" day="numeric" month="long" timeZone="UTC" />;

/**
 * storefront-experience §4 event sign-up, both steps: sign in or create an account (toggled by links), then join the
 * event, then the confirmation with a close button. On the event page the forms are plain POSTs (works without
 * JavaScript); in the dialog they are the fetcher's (`fetcher`), posted to the same route action.
 */
export function EventSignUpSteps({ event, state, fetcher, onToggle, onClose }: {
  readonly event: EventView;
  readonly state: EventStepState;
  readonly fetcher?: FetcherWithComponents<unknown>;
  /** In the dialog: the link between sign-in and sign-up switches in place. */
  readonly onToggle?: (step: 'SignIn' | 'SignUp') => void;
  readonly onClose?: () => void;
}) {
  const site = useSite();
  const action = enrolmentPath.event(site, event.eventId);
  const prefix = fetcher ? `event-dialog-${event.eventId}` : `event-${event.eventId}`;
  /** Under the page's h1, or under the dialog's title (an h2). */
  const Heading = fetcher ? 'h3' : 'h2';
  switch (state.step) {
    case 'SignIn':
    case 'SignUp': {
      const signIn = state.step === 'SignIn';
      const result: AuthFormResult | undefined = state.result;
      const other = signIn ? 'SignUp' : 'SignIn';
      return (
        <div className="event-sign-up__step">
          <Heading><FormattedMessage id={signIn ? 'events.signIn.title' : 'events.signUp.title'} /></Heading>
          <p><FormattedMessage id="events.account.intro" /></p>
          <AuthForm result={result} fetcher={fetcher} action={action} recaptchaAction={signIn ? 'signin' : 'signup'}
            {...(signIn ? {} : { followUpRecaptchaAction: 'signin' })}
            submit={<FormattedMessage id={signIn ? 'events.signIn.submit' : 'events.signUp.submit'} />} busyLabel={<FormattedMessage id="events.busy" />}>
            <input type="hidden" name="intent" value={signIn ? 'sign-in' : 'sign-up'} />
            {signIn
              ? <SignInFields idPrefix={`${prefix}-sign-in`} result={result} email={result?.values.email ?? ''} redirectTo={action} />
              : <SignUpFields idPrefix={`${prefix}-sign-up`} result={result} values={result?.values ?? {}} />}
          </AuthForm>
          <p>
            <FormattedMessage id={signIn ? 'events.signIn.noAccount' : 'events.signUp.haveAccount'} />{' '}
            {onToggle
              ? <button type="button" className="link-button" onClick={() => onToggle(other)}><FormattedMessage id={signIn ? 'events.toSignUp' : 'events.toSignIn'} /></button>
              : <Link to={signIn ? enrolmentPath.event(site, event.eventId, 'sign-up') : action}><FormattedMessage id={signIn ? 'events.toSignUp' : 'events.toSignIn'} /></Link>}
          </p>
        </div>
      );
    }
    case 'Join':
      return <JoinForm event={event} email={state.email} result={state.result} fetcher={fetcher} action={action} prefix={prefix} Heading={Heading} />;
    case 'Confirmation':
      return (
        <div className="event-sign-up__step event-sign-up__confirmation" role="status">
          <Heading>{event.confirmationTitle ?? <FormattedMessage id="events.confirmation.title" />}</Heading>
          <p>{event.confirmationSubtitle ?? <FormattedMessage id="events.confirmation.body" values={{ title: event.title }} />}</p>
          {onClose
            ? <button type="button" className="button" onClick={onClose}><FormattedMessage id="events.confirmation.close" /></button>
            : <Link className="button" to={enrolmentPath.events(site)}><FormattedMessage id="events.confirmation.close" /></Link>}
        </div>
      );
    default: {
      const unhandled: never = state;
      return unhandled;
    }
  }
}

function JoinForm({ event, email, result, fetcher, action, prefix, Heading }: {
  event: EventView; email: string; result: JoinFormResult | undefined; fetcher: FetcherWithComponents<unknown> | undefined; action: string; prefix: string;
  Heading: 'h2' | 'h3';
}) {
  const [alertOpen, setAlertOpen] = useState(true);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setAlertOpen(true);
    if (result === undefined) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [result]);
  const days = eventDays(event.startDate, event.endDate);
  const picker = showsAttendingDays(event.startDate, event.endDate);
  const chosen = new Set(result?.values.attendingDays ?? []);
  const busy = fetcher ? fetcher.state !== 'idle' : false;
  const error = (field: string) => result?.errors[field];
  const errorText = (field: string) => {
    const message = error(field);
    return message ? <p id={`${prefix}-${field}-error`} className="field__error"><FormattedMessage id={message.id} values={message.values} /></p> : null;
  };
  const body = (
    <>
      {fetcher && <input type="hidden" name="enhanced" value="1" />}
      <input type="hidden" name="intent" value="join" />
      <input type="hidden" name="email" value={email} />
      {result?.error && alertOpen && (
        <div className="notice notice--error event-sign-up__alert" role="alert" tabIndex={-1}>
          <FormattedMessage id={result.error.id} values={result.error.values} />
          <button type="button" className="link-button" onClick={() => setAlertOpen(false)}><FormattedMessage id="events.alert.dismiss" /></button>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${prefix}-email`}><FormattedMessage id="events.join.email" /></label>
        <input id={`${prefix}-email`} type="email" value={email} disabled readOnly />
      </div>
      {picker && (
        <fieldset className="field" aria-invalid={error('attendingDays') ? true : undefined} aria-describedby={error('attendingDays') ? `${prefix}-attendingDays-error` : undefined}>
          <legend><FormattedMessage id="events.join.days" /></legend>
          {days.map((day) => (
            <div className="field--checkbox" key={day}>
              <input id={`${prefix}-day-${day}`} type="checkbox" name="attendingDays" value={day} defaultChecked={chosen.has(day)} />
              <label htmlFor={`${prefix}-day-${day}`}><DayLabel day={day} /></label>
            </div>
          ))}
          {errorText('attendingDays')}
        </fieldset>
      )}
      {event.enablePlusOne && (
        <TextField id={`${prefix}-guest`} name="guestName" optional maxLength={60} autoComplete="off"
          label={<FormattedMessage id="events.join.guestName" />} defaultValue={result?.values.guestName ?? ''} error={error('guestName')} />
      )}
      <div className="field field--checkbox">
        <input id={`${prefix}-terms`} name="termsAccepted" type="checkbox" required defaultChecked={result?.values.termsAccepted ?? false}
          aria-invalid={error('termsAccepted') ? true : undefined} aria-describedby={error('termsAccepted') ? `${prefix}-termsAccepted-error` : undefined} />
        <label htmlFor={`${prefix}-terms`}><FormattedMessage id="events.join.terms" /></label>
        {errorText('termsAccepted')}
      </div>
      <BusyButton busy={busy} className="button button--block">
        {busy ? <FormattedMessage id="events.busy" /> : (event.submitCtaLabel ?? <FormattedMessage id="events.join.submit" />)}
      </BusyButton>
    </>
  );
  return (
    <div className="event-sign-up__step">
      <Heading><FormattedMessage id="events.join.title" values={{ title: event.title }} /></Heading>
      {fetcher
        ? <fetcher.Form ref={formRef} method="post" action={action} noValidate>{body}</fetcher.Form>
        : <Form ref={formRef} method="post" action={action} noValidate>{body}</Form>}
    </div>
  );
}
