import type { ResultAsync } from 'neverthrow';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Outgoing mail (issue 7 §2): welcome, password reset, shared lists. Failing to send never fails the request that sent it. */
export interface Mailer {
  send(message: MailMessage): ResultAsync<void, never>;
}

export const MAIL_FROM = 'Switchback <no-reply@switchback.invalid>';
