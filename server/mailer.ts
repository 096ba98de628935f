import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type Logger, logger as serviceLogger } from './log.ts';

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  /** Sends in the background; never throws and never blocks the request. */
  send(message: MailMessage): void;
  /** Resolves when every message handed to `send` so far has been delivered or written. */
  idle(): Promise<void>;
  /** Delivers one message now; rejects when the transport fails, so the mail queue can retry it. */
  deliver(message: MailMessage): Promise<void>;
}

const FROM = 'Stint <no-reply@stint.invalid>';

/** SMTP when `smtpUrl` is set, else one `.eml` file per message in `outboxDir`. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; logger?: Logger }): Mailer {
  const logger = options.logger ?? serviceLogger;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let pending: Promise<unknown> = Promise.resolve();
  const deliver = async (message: MailMessage) => {
    if (transport) await transport.sendMail({ from: FROM, ...message });
    else await writeToOutbox(options.outboxDir, message);
  };
  return {
    deliver,
    send(message) {
      const delivery = deliver(message);
      pending = Promise.all([
        pending,
        delivery.catch((error: unknown) => logger.error({ event: 'mail_failed', err: error })),
      ]);
    },
    idle: () => pending.then(() => undefined),
  };
}

async function writeToOutbox(dir: string, message: MailMessage): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
  const body = `From: ${FROM}\r\nTo: ${message.to}\r\nSubject: ${message.subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${message.text}\r\n`;
  await writeFile(join(dir, name), body, 'utf8');
}
