// Delivery of outbox messages: nodemailer over SMTP (SMTP_URL), or .eml files in OUTBOX_DIR without it.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../core/config.ts';
import type { OutboxMail } from '../../../src/data/queries/email-outbox.ts';

/** Something that delivers one message with the given Message-ID; throws on failure. */
export interface MailTransport {
  send(messageId: string, mail: OutboxMail): Promise<void>;
  close(): void;
}

/** Connections of the SMTP pool, hence the messages one sender has in flight. */
export const SMTP_POOL_SIZE = 4;

/** Connection limits: fail fast when the server is down, the outbox retries later. */
const SMTP_OPTIONS = {
  pool: true,
  maxConnections: SMTP_POOL_SIZE,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * Server replies one message may wait for, each within the socket timeout: EHLO, STARTTLS, the TLS
 * handshake, EHLO again, AUTH LOGIN (3), RSET on a reused connection, MAIL FROM, RCPT TO, DATA, end of data.
 */
const SMTP_REPLIES_PER_MESSAGE = 12;

/** The longest one message can hold its pool connection: every step times out just short of its limit. */
export const SMTP_SEND_WORST_CASE_SECONDS =
  (SMTP_OPTIONS.connectionTimeout +
    SMTP_OPTIONS.greetingTimeout +
    SMTP_REPLIES_PER_MESSAGE * SMTP_OPTIONS.socketTimeout) /
  1000;

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
