import { ResultAsync } from 'neverthrow';
import nodemailer from 'nodemailer';
import { MAIL_FROM, type Mailer, type MailMessage } from './mailer.port';

/** SMTP_URL set: mail goes through that SMTP server (nodemailer). A failure is logged, never the message body. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, private readonly log: (line: string) => void = (line) => console.error(line)) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  send(message: MailMessage): ResultAsync<void, never> {
    return ResultAsync.fromSafePromise(
      this.transport.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text })
        .then(() => undefined)
        .catch((error: unknown) => {
          this.log(`mail could not be sent: ${error instanceof Error ? error.message : String(error)}`);
        }),
    );
  }
}
