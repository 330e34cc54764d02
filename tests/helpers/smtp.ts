// A real SMTP server on loopback (smtp-server) that parses every message it accepts with postal-mime.
// It can be stopped and started again on the same port, and told to refuse a recipient.
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

/** One accepted message: the SMTP envelope, the raw source and its parsed form. */
type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: Email };

export interface TestSmtp {
  readonly port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  readonly url: string;
  /** Every message accepted so far, in arrival order. */
  readonly messages: ReceivedMail[];
  /** Closes the listener and drops open connections. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Refuses RCPT TO for `address` with a permanent 550 and `message`. */
  reject(address: string, message: string): void;
  /** Waits until at least `count` messages arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const refused = new Map<string, string>();
  let port = 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        const message = refused.get(address.address.toLowerCase());
        if (!message) return callback();
        callback(Object.assign(new Error(message), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          PostalMime.parse(raw).then(
            (parsed) => {
              messages.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                raw: raw.toString('utf8'),
                parsed,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.on('error', () => {}); // a client dropped mid-session: not the test's concern
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.server.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = null;
        if (!current) return resolve();
        current.close(() => resolve());
      }),
    start: listen,
    reject(address, message) {
      refused.set(address.toLowerCase(), message);
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, received ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
  };
}
