import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyOverlay } from '../overlays/lazy-overlay.component';
import { useSite } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { LookupFields, SignInFields, SignUpFields } from './auth-fields.component';
import { plainClick, type AuthDialogKind } from './auth-dialog-kind';
import { authPath, type AuthFlags } from './auth-paths';

const TITLES: Readonly<Record<AuthDialogKind, string>> = {
  'sign-in': 'auth.signIn.title',
  'sign-up': 'auth.signUp.title',
  'simplified-enrollment': 'auth.lookup.title',
};

/** The dialog's first field (each step starts there). */
const FIRST_FIELD = 'input:not([type="hidden"])';

/**
 * The one Overlay (Radix Dialog: the page behind is inert, focus stays inside, Esc closes) holding the same form as
 * the page, posted by a fetcher to the page's route action: errors show in the dialog; success redirects back here
 * (the loaders run again: the header shows the shopper) and the dialog closes on that navigation.
 */
export function AuthDialog({ kind, email, redirectTo, flags = {}, onNext, onClose }: {
  kind: AuthDialogKind;
  email: string;
  redirectTo: string;
  /** The opener's sign-in-to-buy / skip-interests flags, handed to the sign-up (§4: they skip the interests step). */
  flags?: AuthFlags;
  onNext: (kind: AuthDialogKind, email: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const body = useRef<HTMLDivElement>(null);
  // Each later step (sign-in ↔ sign-up, after the lookup) starts on its first field too.
  const firstKind = useRef(kind);
  useEffect(() => {
    if (kind !== firstKind.current) body.current?.querySelector<HTMLInputElement>(FIRST_FIELD)?.focus();
  }, [kind]);
  return (
    <LazyOverlay open onOpenChange={(open) => { if (!open) onClose(); }} title={intl.formatMessage({ id: TITLES[kind] })}
      closeLabel={intl.formatMessage({ id: 'auth.dialog.close' })} className="auth-dialog" initialFocus={FIRST_FIELD}>
      <div ref={body} data-dialog={kind}>
        {kind === 'sign-in' && <SignInBody key={`sign-in-${email}`} email={email} redirectTo={redirectTo} flags={flags} onNext={onNext} />}
        {kind === 'sign-up' && <SignUpBody key={`sign-up-${email}`} email={email} flags={flags} onNext={onNext} />}
        {kind === 'simplified-enrollment' && <LookupBody onNext={onNext} />}
      </div>
    </LazyOverlay>
  );
}

type Next = (kind: AuthDialogKind, email: string) => void;

/**
 * A fetcher with its key from the start: an unkeyed one gets its key in a second render, which (under Preact) swaps
 * its Form component and remounts the form, taking focus away from the field the dialog focused. The step is in the
 * key: the next step's body mounts where the last one was and may get the same id, and it must not read the last
 * step's answer (the lookup's `{ ok, nextStep }` read as the sign-in form's result broke the render).
 */
const useDialogFetcher = (step: AuthDialogKind) => useFetcher({ key: `auth-dialog-${step}-${useId()}` });

function SignInBody({ email, redirectTo, flags, onNext }: { email: string; redirectTo: string; flags: AuthFlags; onNext: Next }) {
  const site = useSite();
  const fetcher = useDialogFetcher('sign-in');
  const result = fetcher.data as AuthFormResult | undefined;
  return (
    <>
      <AuthForm recaptchaAction="signin" fetcher={fetcher} action={authPath.signIn(site)} result={result}
        submit={<FormattedMessage id="auth.signIn.submit" />} busyLabel={<FormattedMessage id="auth.signIn.busy" />}>
        <SignInFields idPrefix="dialog-sign-in" result={result} email={result?.values.email ?? email} redirectTo={redirectTo} />
      </AuthForm>
      <p><Link to={authPath.forgotPassword(site, email || undefined)}><FormattedMessage id="auth.signIn.forgot" /></Link></p>
      <p>
        <FormattedMessage id="auth.signIn.noAccount" />{' '}
        <Link to={authPath.signUp(site, { email: email || undefined, ...flags })}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onNext('sign-up', email);
          }}>
          <FormattedMessage id="auth.signIn.createAccount" />
        </Link>
      </p>
    </>
  );
}

function SignUpBody({ email, flags, onNext }: { email: string; flags: AuthFlags; onNext: Next }) {
  const site = useSite();
  const fetcher = useDialogFetcher('sign-up');
  const result = fetcher.data as AuthFormResult | undefined;
  return (
    <>
      <AuthForm recaptchaAction="signup" followUpRecaptchaAction="signin" fetcher={fetcher} action={authPath.signUp(site)} result={result}
        submit={<FormattedMessage id="auth.signUp.submit" />} busyLabel={<FormattedMessage id="auth.signUp.busy" />}>
        <SignUpFields idPrefix="dialog-sign-up" result={result} values={result?.values ?? { email }} flags={flags} />
      </AuthForm>
      <p>
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link to={authPath.signIn(site, { email: email || undefined, ...flags })}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onNext('sign-in', email);
          }}>
          <FormattedMessage id="auth.signUp.signIn" />
        </Link>
      </p>
    </>
  );
}

/** Simplified enrolment: the e-mail first; the lookup says whether the dialog goes on to sign in or to sign up. */
function LookupBody({ onNext }: { onNext: Next }) {
  const site = useSite();
  const fetcher = useDialogFetcher('simplified-enrollment');
  const answer = fetcher.data as AuthFormResult | { ok: true; nextStep: 'sign-in' | 'sign-up'; email: string } | undefined;
  useEffect(() => {
    if (answer?.ok === true) onNext(answer.nextStep, answer.email);
  }, [answer, onNext]);
  const result = answer?.ok === false ? answer : undefined;
  return (
    <>
      <p><FormattedMessage id="auth.lookup.intro" /></p>
      <AuthForm recaptchaAction="lookup" fetcher={fetcher} action={authPath.lookup(site)} result={result}
        submit={<FormattedMessage id="auth.lookup.submit" />} busyLabel={<FormattedMessage id="auth.busy" />}>
        <LookupFields idPrefix="dialog-lookup" result={result} email={result?.values.email ?? ''} />
      </AuthForm>
    </>
  );
}
