import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation, useSubmit, type FetcherWithComponents } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { recaptchaToken, useRecaptchaScript, useRecaptchaSiteKey } from './recaptcha';
import { BusyButton } from '../forms/busy-button.component';

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
export function AuthForm({ children, result, submit, busyLabel, fetcher, action, recaptchaAction, followUpRecaptchaAction }: {
  children: ReactNode;
  result: AuthFormResult | undefined;
  submit: ReactNode;
  busyLabel: ReactNode;
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  /** A bot-checked form: the reCAPTCHA action the API verifies (`signin`, `signup`, `resetpassword`, `lookup`, `agentlogin`). */
  recaptchaAction?: string;
  /** A second bot-checked call the action makes after the first (sign-up signs in): its own token, in its own field. */
  followUpRecaptchaAction?: string;
}) {
  const navigation = useNavigation();
  const busy = fetcher === undefined ? navigation.state === 'submitting' : fetcher.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  // Bot defence with a real site key: the widget's script loaded, and a fresh token put in `recaptcha_response`
  // before each submission (without a site key the server sends the sandbox value: nothing to do here).
  const siteKey = useRecaptchaSiteKey();
  useRecaptchaScript(siteKey);
  const submitPage = useSubmit();
  const withToken = (event: FormEvent<HTMLFormElement>) => {
    if (siteKey === null || recaptchaAction === undefined) return;
    event.preventDefault();
    const form = event.currentTarget;
    const main = recaptchaToken(siteKey, recaptchaAction);
    const followUp = followUpRecaptchaAction === undefined ? Promise.resolve(null) : recaptchaToken(siteKey, followUpRecaptchaAction);
    void Promise.all([main, followUp]).then(([token, followUpToken]) => {
      const field = form.elements.namedItem('recaptcha_response');
      if (field instanceof HTMLInputElement) field.value = token ?? '';
      const followUpField = form.elements.namedItem('recaptcha_response_follow_up');
      if (followUpField instanceof HTMLInputElement) followUpField.value = followUpToken ?? '';
      if (fetcher === undefined) void submitPage(form, { method: 'post', ...(action ? { action } : {}) });
      else void fetcher.submit(form, { method: 'post', ...(action ? { action } : {}) });
    });
  };
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
      {siteKey !== null && recaptchaAction !== undefined && <input type="hidden" name="recaptcha_response" defaultValue="" />}
      {siteKey !== null && followUpRecaptchaAction !== undefined && <input type="hidden" name="recaptcha_response_follow_up" defaultValue="" />}
      {children}
      <BusyButton busy={busy} className="button button--block">{busy ? busyLabel : submit}</BusyButton>
    </>
  );
  if (fetcher !== undefined) {
    return <fetcher.Form method="post" action={action} className="auth-form" noValidate ref={formRef} onSubmit={withToken}>{body}</fetcher.Form>;
  }
  return <Form method="post" action={action} className="auth-form" noValidate ref={formRef} onSubmit={withToken}>{body}</Form>;
}
