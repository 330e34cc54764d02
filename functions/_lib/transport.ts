// Delivery of outbox messages: nodemailer over SMTP (SMTP_URL), or .eml files in OUTBOX_DIR without it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from './config.ts';
import type { MailTransport, OutboxMail } from './outbox.ts';

/** Connection limits: fail fast when the server is down, the outbox retries later. */
const SMTP_OPTIONS = {
  pool: true,
  maxConnections: 4,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

function envelope(from: string, messageId: string, mail: OutboxMail) {
  // nodemailer encodes every header and refuses line breaks in addresses; subjects were flattened already.
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
  };
}

/** SMTP through a small connection pool. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_OPTIONS });
  return {
    async send(messageId, mail) {
      await transporter.sendMail(envelope(from, messageId, mail));
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as `<dir>/<message-id>.eml`; sending twice overwrites the same file. */
export function emlTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(messageId, mail) {
      const info = await transporter.sendMail(envelope(from, messageId, mail));
      await mkdir(dir, { recursive: true });
      const name = messageId.replace(/[^A-Za-z0-9._@-]/g, '');
      await writeFile(join(dir, `${name}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

/** The transport the configuration asks for. */
export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : emlTransport(config.outboxDir, config.mailFrom);
}
