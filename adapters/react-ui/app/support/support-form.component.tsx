import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { UiText } from '../errors/ui-message';
import { recaptchaToken, useRecaptchaScript, useRecaptchaSiteKey } from '../auth/recaptcha';
import { BusyButton } from '../forms/busy-button.component';
import type { SupportFormResult } from './support-forms.server';

/** A field of the form, in page order: its name (as the action reports errors) and the id of its control. */
export interface SummaryField {
  readonly name: string;
  readonly controlId: string;
}

/**
 * A support form: a plain POST (works without JavaScript; the action redirects to the confirmation), an error
 * summary on top (what went wrong, each field's message a link to the field) focused when the form comes back, the
 * submit button busy while sending. With a real reCAPTCHA site key, a fresh widget token goes with each submission.
 */
export function SupportForm({ children, result, submit, busyLabel, fields, recaptchaAction, intent }: {
  children: ReactNode;
  result: SupportFormResult | undefined;
  submit: ReactNode;
  busyLabel: ReactNode;
  fields: readonly SummaryField[];
  /** The reCAPTCHA action the API verifies (`contactus`, `warranty`); none for a step that opens no case. */
  recaptchaAction?: string;
  /** Which step of the page's action this form is (`intent`, a hidden field: a scripted submission sends no submitter). */
  intent?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const summaryRef = useRef<HTMLDivElement>(null);
  const siteKey = useRecaptchaSiteKey();
  const submitPage = useSubmit();
  useRecaptchaScript(recaptchaAction === undefined ? null : siteKey);
  useEffect(() => {
    if (result !== undefined) summaryRef.current?.focus();
  }, [result]);
  const withToken = (event: FormEvent<HTMLFormElement>) => {
    if (siteKey === null || recaptchaAction === undefined) return;
    event.preventDefault();
    const form = event.currentTarget;
    void recaptchaToken(siteKey, recaptchaAction).then((token) => {
      const field = form.elements.namedItem('recaptcha_response');
      if (field instanceof HTMLInputElement) field.value = token ?? '';
      void submitPage(form, { method: 'post' });
    });
  };
  const fieldErrors = fields.flatMap((field) => {
    const message: UiText | undefined = result?.errors[field.name];
    return message === undefined ? [] : [{ ...field, message }];
  });
  return (
    <Form method="post" className="form support-form" noValidate onSubmit={withToken}>
      {result !== undefined && (result.error !== null || fieldErrors.length > 0) && (
        <div className="notice notice--error error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="support-error-summary-title">
          <h2 id="support-error-summary-title" className="error-summary__title"><FormattedMessage id="support.errors.summary" /></h2>
          {result.error !== null && <p><FormattedMessage id={result.error.id} values={result.error.values} /></p>}
          {fieldErrors.length > 0 && (
            <ul>
              {fieldErrors.map((field) => (
                <li key={field.name}><a href={`#${field.controlId}`}><FormattedMessage id={field.message.id} values={field.message.values} /></a></li>
              ))}
            </ul>
          )}
        </div>
      )}
      {intent !== undefined && <input type="hidden" name="intent" value={intent} />}
      {siteKey !== null && recaptchaAction !== undefined && <input type="hidden" name="recaptcha_response" defaultValue="" />}
      {children}
      <BusyButton busy={busy}>{busy ? busyLabel : submit}</BusyButton>
    </Form>
  );
}

/** The page after a case was opened: its number, focused so a screen reader reads it first. */
export function CaseConfirmation({ caseNumber, title, children }: { caseNumber: string; title: ReactNode; children?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [caseNumber]);
  return (
    <div className="support-page">
      <h1 tabIndex={-1} ref={headingRef}>{title}</h1>
      <p className="notice notice--ok" role="status">
        <FormattedMessage id="support.case.number" values={{ caseNumber: <strong data-testid="case-number">{caseNumber}</strong> }} />
      </p>
      <p><FormattedMessage id="support.case.mailed" /></p>
      {children}
    </div>
  );
}

/** A labelled multi-line field with its hint and error tied to it. */
export function TextAreaField({ id, name, label, hint, error, defaultValue, maxLength, rows = 6 }: {
  id: string; name: string; label: ReactNode; hint?: ReactNode; error: UiText | undefined; defaultValue: string; maxLength: number; rows?: number;
}) {
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} rows={rows} maxLength={maxLength} required defaultValue={defaultValue}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && <p id={`${id}-hint`} className="field__hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="field__error"><FormattedMessage id={error.id} values={error.values} /></p>}
    </div>
  );
}
