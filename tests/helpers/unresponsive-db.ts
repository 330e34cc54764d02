// A database that stops answering without going down. On Postgres, a TCP proxy on loopback that stops
// forwarding (at once, or when the client sends a chosen statement, e.g. COMMIT) and holds what it receives
// until resumed, then delivers it late, as a network that stalls would. On PGlite, a wrapper whose statements
// wait until resumed before they run.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Db, Queryable } from '../../src/data/db.ts';

interface StallingProxy {
  /** The connection string of the database, through the proxy. */
  url: string;
  /** Stops forwarding now, both ways. */
  stall(): void;
  /**
   * Stops forwarding (both ways) when a client sends `text` (after it sent `after`, if given, on the same connection)
   * (e.g. the COMMIT of the transaction that inserted a form): that chunk is held, not delivered.
   */
  stallWhenClientSends(text: string, after?: string): void;
  /** Whether the proxy is stalled. */
  readonly stalled: boolean;
  /** Delivers what it held, then forwards again. */
  resume(): void;
  close(): Promise<void>;
}

/** A proxy to the Postgres of `url` (host and port), on a free loopback port. */
export async function stallingProxy(url: string): Promise<StallingProxy> {
  const target = new URL(url);
  let stalled = false;
  let trigger: { text: Buffer; after: Buffer | null } | null = null;
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();

  // Forwards a chunk unless stalled (or the chunk holds the trigger): then it waits for resume().
  const forward = (to: Socket, checkTrigger: boolean) => {
    let armed = false;
    return (chunk: Buffer) => {
      if (!stalled && checkTrigger && trigger) {
        if ((armed || !trigger.after) && chunk.includes(trigger.text)) {
          stalled = true;
          trigger = null;
        } else if (trigger.after && chunk.includes(trigger.after)) armed = true;
      }
      if (stalled) held.push(() => to.destroyed || to.write(chunk));
      else if (!to.destroyed) to.write(chunk);
    };
  };
  const endLater = (to: Socket) => () => {
    if (stalled) held.push(() => to.end());
    else to.end();
  };

  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', forward(upstream, true));
    upstream.on('data', forward(client, false));
    client.on('end', endLater(upstream));
    upstream.on('end', endLater(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    stall: () => void (stalled = true),
    stallWhenClientSends: (text, after) =>
      void (trigger = { text: Buffer.from(text), after: after === undefined ? null : Buffer.from(after) }),
    get stalled() {
      return stalled;
    },
    resume() {
      stalled = false;
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface HangingDb {
  db: Db;
  /** Every statement from now on waits (before it runs) until resume(). */
  hang(): void;
  /** The statements of transactions wait after the first one matching `after` has run. */
  hangAfter(after: RegExp): void;
  /** How many statements are waiting. */
  readonly waiting: number;
  /** Lets the waiting statements run. */
  resume(): void;
}

/** Wraps `inner` (PGlite) so that its statements stop being answered on demand. */
export function hangingDb(inner: Db): HangingDb {
  let hanging = false;
  let after: RegExp | null = null;
  let release: Array<() => void> = [];
  const gate = async () => {
    if (!hanging) return;
    await new Promise<void>((resolve) => release.push(resolve));
  };
  const wrap = (q: Queryable): Queryable => ({
    async query(sql, params) {
      await gate();
      const result = await q.query(sql, params);
      if (after?.test(sql)) {
        after = null;
        hanging = true;
      }
      return result as never;
    },
    async exec(sql) {
      await gate();
      await q.exec(sql);
    },
  });
  return {
    db: { ...inner, ...wrap(inner), transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))) },
    hang: () => void (hanging = true),
    hangAfter: (pattern) => void (after = pattern),
    get waiting() {
      return release.length;
    },
    resume() {
      hanging = false;
      const waiting = release;
      release = [];
      for (const go of waiting) go();
    },
  };
}
