import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation, type FetcherWithComponents } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';

/** What an auth action answers when the form must be shown again: its errors and what was typed (never a password). */
export interface AuthFormResult {
  readonly ok: false;
  readonly errors: Readonly<Record<string, UiText>>;
  readonly error: UiText | null;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * An account form: a plain POST (works without JavaScript; the action redirects, Post/Redirect/Get), its top error
 * announced, the submit button busy while it is sent, the first field in error focused. In a dialog the form is a
 * fetcher's, posted to the page's `action` (the same route action), marked `enhanced=1`.
 */
export function AuthForm({ children, result, submit, busyLabel, fetcher, action }: {
  children: ReactNode;
  result: AuthFormResult | undefined;
  submit: ReactNode;
  busyLabel: ReactNode;
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
}) {
  const navigation = useNavigation();
  const busy = fetcher === undefined ? navigation.state === 'submitting' : fetcher.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result === undefined) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [result]);
  const body = (
    <>
      {result?.error && (
        <p className="notice notice--error" role="alert" tabIndex={-1}>
          <FormattedMessage id={result.error.id} values={result.error.values} />
        </p>
      )}
      {fetcher !== undefined && <input type="hidden" name="enhanced" value="1" />}
      {children}
      <button type="submit" className="button button--block" aria-disabled={busy} onClick={(event) => busy && event.preventDefault()}>
        {busy ? busyLabel : submit}
      </button>
    </>
  );
  if (fetcher !== undefined) {
    return <fetcher.Form method="post" action={action} className="auth-form" noValidate ref={formRef}>{body}</fetcher.Form>;
  }
  return <Form method="post" action={action} className="auth-form" noValidate ref={formRef}>{body}</Form>;
}
