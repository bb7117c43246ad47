import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResultAsync } from 'neverthrow';
import type { Clock, RandomSource } from '@switchback/core';
import nodemailer from 'nodemailer';
import { MAIL_FROM, type Mailer, type MailMessage } from './mailer.port';

/** nodemailer's stream transport builds the message without sending it. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** An RFC 5322 message (nodemailer: headers, encodings, line folding). */
export async function composeEml(message: MailMessage, date: Date): Promise<Buffer> {
  const info = await composer.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text, date });
  return info.message as Buffer;
}

/**
 * The default mailer: each message becomes an `.eml` file in `outbox/` of the data directory (readable by any mail
 * client), and its path is logged. Nothing leaves the machine.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
    private readonly random: RandomSource,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  send(message: MailMessage): ResultAsync<void, never> {
    const now = this.clock.now();
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${Buffer.from(this.random.bytes(6)).toString('hex')}.eml`;
    const path = join(this.dir, name);
    const write = async () => {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await writeFile(path, await composeEml(message, now), { mode: 0o600 });
      this.log(`mail to the outbox: ${path}`);
    };
    return ResultAsync.fromSafePromise(write().catch((error: unknown) => {
      this.log(`mail could not be written to the outbox: ${error instanceof Error ? error.message : String(error)}`);
    }));
  }
}
