import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Every mail goes through the mail queue (server/mail-queue.ts), which delivers it with this. */
export interface Mailer {
  /** Delivers one message now; rejects when the transport fails, so the mail queue can retry it. */
  deliver(message: MailMessage): Promise<void>;
}

const FROM = 'Stint <no-reply@stint.invalid>';

/** SMTP when `smtpUrl` is set, else one `.eml` file per message in `outboxDir`. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async deliver(message) {
      if (transport) await transport.sendMail({ from: FROM, ...message });
      else await writeToOutbox(options.outboxDir, message);
    },
  };
}

async function writeToOutbox(dir: string, message: MailMessage): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
  const body = `From: ${FROM}\r\nTo: ${message.to}\r\nSubject: ${message.subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${message.text}\r\n`;
  await writeFile(join(dir, name), body, 'utf8');
}
