import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../site/use-site';
import { authPath, type AuthFlags } from './auth-paths';
import { plainClick, type AuthDialogKind } from './auth-dialog-kind';

/** The §2 account dialogs the header opens (core `DialogName`s). */
export type { AuthDialogKind } from './auth-dialog-kind';

/** The dialog "Sign in" opens on this site (the site layout loader asks core's `signInDialog`). */
export function useSignInDialog(): 'sign-in' | 'simplified-enrollment' {
  return (useRouteLoaderData('site') as { signInDialog?: 'sign-in' | 'simplified-enrollment' } | undefined)?.signInDialog ?? 'sign-in';
}



/** The dialog itself (its forms, fields and the bot check) loads when it first opens: no page ships it up front. */
const AuthDialog = lazy(() => import('./auth-dialog-body.component').then((module) => ({ default: module.AuthDialog })));

/**
 * The header's "Sign in": a link to the sign-in page (JavaScript off, or opened in a new tab); once hydrated a click
 * opens the sign-in dialog instead (or simplified enrolment where allowed). Closing it returns focus to this link.
 */
export function SignInLink({ redirectTo, className, flags }: { redirectTo: string | undefined; className: string; flags?: AuthFlags }) {
  const site = useSite();
  const dialog = useSignInDialog();
  const opener = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState<{ kind: AuthDialogKind; email: string } | null>(null);
  return (
    <>
      <Link ref={opener} to={authPath.signIn(site, { redirectTo, ...flags })} className={className}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setOpen({ kind: dialog, email: '' });
        }}>
        <FormattedMessage id="header.signIn" />
      </Link>
      {open !== null && (
        <Suspense fallback={null}>
          <AuthDialog kind={open.kind} email={open.email} redirectTo={redirectTo ?? ''} {...(flags ? { flags } : {})}
            onNext={(kind, email) => setOpen({ kind, email })}
            onClose={() => {
              setOpen(null);
              opener.current?.focus();
            }} />
        </Suspense>
      )}
    </>
  );
}

