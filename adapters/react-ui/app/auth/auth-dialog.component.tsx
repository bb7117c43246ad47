import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useFetcher, useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useModalDialog } from '../dialogs/use-modal-dialog';
import { useSite } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { LookupFields, SignInFields, SignUpFields } from './auth-fields.component';
import { authPath } from './auth-paths';

/** The §2 account dialogs the header opens (core `DialogName`s). */
export type AuthDialogKind = 'sign-in' | 'sign-up' | 'simplified-enrollment';

/** The dialog "Sign in" opens on this site (the site layout loader asks core's `signInDialog`). */
export function useSignInDialog(): 'sign-in' | 'simplified-enrollment' {
  return (useRouteLoaderData('site') as { signInDialog?: 'sign-in' | 'simplified-enrollment' } | undefined)?.signInDialog ?? 'sign-in';
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The header's "Sign in": a link to the sign-in page (JavaScript off, or opened in a new tab); once hydrated a click
 * opens the sign-in dialog instead (or simplified enrolment where allowed). Closing it returns focus to this link.
 */
export function SignInLink({ redirectTo, className }: { redirectTo: string | undefined; className: string }) {
  const site = useSite();
  const dialog = useSignInDialog();
  const opener = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState<{ kind: AuthDialogKind; email: string } | null>(null);
  return (
    <>
      <Link ref={opener} to={authPath.signIn(site, { redirectTo })} className={className}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setOpen({ kind: dialog, email: '' });
        }}>
        <FormattedMessage id="header.signIn" />
      </Link>
      {open !== null && (
        <AuthDialog kind={open.kind} email={open.email} redirectTo={redirectTo ?? ''}
          onNext={(kind, email) => setOpen({ kind, email })}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }} />
      )}
    </>
  );
}

const TITLES: Readonly<Record<AuthDialogKind, string>> = {
  'sign-in': 'auth.signIn.title',
  'sign-up': 'auth.signUp.title',
  'simplified-enrollment': 'auth.lookup.title',
};

/** The dialog's first field (each step starts there). */
const FIRST_FIELD = 'input:not([type="hidden"])';

/**
 * A modal `<dialog>` (showModal: the page behind is inert, focus stays inside, Esc closes) holding the same form
 * as the page, posted by a fetcher to the page's route action: errors show in the dialog; success redirects back
 * here (the loaders run again: the header shows the shopper) and the dialog closes on that navigation.
 */
function AuthDialog({ kind, email, redirectTo, onNext, onClose }: {
  kind: AuthDialogKind;
  email: string;
  redirectTo: string;
  onNext: (kind: AuthDialogKind, email: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  // A navigation (success, or a link followed from the dialog) closes it.
  const ref = useModalDialog(onClose, { focus: FIRST_FIELD, closeOnNavigation: true });
  // Each later step (sign-in ↔ sign-up, after the lookup) starts on its first field too.
  const firstKind = useRef(kind);
  useEffect(() => {
    if (kind !== firstKind.current) ref.current?.querySelector<HTMLInputElement>(FIRST_FIELD)?.focus();
  }, [kind, ref]);
  return (
    <dialog ref={ref} className="auth-dialog" aria-labelledby="auth-dialog-title" data-dialog={kind}>
      <h2 id="auth-dialog-title" className="auth-dialog__title"><FormattedMessage id={TITLES[kind]} /></h2>
      {kind === 'sign-in' && <SignInBody key={`sign-in-${email}`} email={email} redirectTo={redirectTo} onNext={onNext} />}
      {kind === 'sign-up' && <SignUpBody key={`sign-up-${email}`} email={email} onNext={onNext} />}
      {kind === 'simplified-enrollment' && <LookupBody onNext={onNext} />}
      {/* Last in the DOM (shown top right): showModal then focuses the form's first field by itself. */}
      <button type="button" className="button button--link auth-dialog__close" onClick={() => ref.current?.close()}
        aria-label={intl.formatMessage({ id: 'auth.dialog.close' })}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}

type Next = (kind: AuthDialogKind, email: string) => void;

/**
 * A fetcher with its key from the start: an unkeyed one gets its key in a second render, which (under Preact) swaps
 * its Form component and remounts the form, taking focus away from the field the dialog focused.
 */
const useDialogFetcher = () => useFetcher({ key: `auth-dialog-${useId()}` });

function SignInBody({ email, redirectTo, onNext }: { email: string; redirectTo: string; onNext: Next }) {
  const site = useSite();
  const fetcher = useDialogFetcher();
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
        <Link to={authPath.signUp(site, { email: email || undefined })}
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

function SignUpBody({ email, onNext }: { email: string; onNext: Next }) {
  const site = useSite();
  const fetcher = useDialogFetcher();
  const result = fetcher.data as AuthFormResult | undefined;
  return (
    <>
      <AuthForm recaptchaAction="signup" followUpRecaptchaAction="signin" fetcher={fetcher} action={authPath.signUp(site)} result={result}
        submit={<FormattedMessage id="auth.signUp.submit" />} busyLabel={<FormattedMessage id="auth.signUp.busy" />}>
        <SignUpFields idPrefix="dialog-sign-up" result={result} values={result?.values ?? { email }} />
      </AuthForm>
      <p>
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link to={authPath.signIn(site, { email: email || undefined })}
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
  const fetcher = useDialogFetcher();
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
