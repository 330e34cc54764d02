// What the handlers depend on, resolved lazily from the environment; tests swap any part with setDeps().
import { openDatabase, type Db } from '../../src/data/db.ts';
import { config as envConfig, type Config } from './config.ts';
import { DatabaseError } from './errors.ts';
import { guardDb } from './guarded-db.ts';
import { OUTBOX_POLICY, type MailTransport, type OutboxPolicy } from './outbox.ts';
import type { LimitKind, RateLimitRule } from '../../src/domain/rate-limits.ts';
import { createMailTransport } from './transport.ts';

export interface Deps {
  config: Config;
  /** The database of `config.database`, opened on first use; its failures are DatabaseErrors. */
  db(): Promise<Db>;
  mailer(): MailTransport;
  fetch: typeof fetch;
  now(): Date;
  limits: Record<LimitKind, RateLimitRule>;
  outboxPolicy: OutboxPolicy;
  /** Start sending queued mail after each accepted post (not awaited by the response). */
  drainAfterPost: boolean;
}

/** Overrides accepted by setDeps: a plain Db and transport are fine, they get wrapped. */
export type DepsOverrides = Partial<Omit<Deps, 'db' | 'mailer'>> & { db?: Db; mailer?: MailTransport };

let overrides: DepsOverrides = {};
let current: Deps | undefined;
let opening: Promise<Db> | undefined;
let mailer: MailTransport | undefined;

function build(): Deps {
  const cfg = overrides.config ?? envConfig;
  const injected = overrides.db && guardDb(overrides.db);
  return {
    config: cfg,
    db: injected
      ? async () => injected
      : () =>
          (opening ??= openDatabase(cfg.database).then(guardDb, (error: unknown) => {
            opening = undefined; // try again on the next request
            throw new DatabaseError(error);
          })),
    mailer: () => overrides.mailer ?? (mailer ??= createMailTransport(cfg)),
    fetch: overrides.fetch ?? ((input, init) => fetch(input, init)),
    now: overrides.now ?? (() => new Date()),
    limits: overrides.limits ?? cfg.limits,
    outboxPolicy: overrides.outboxPolicy ?? OUTBOX_POLICY,
    drainAfterPost: overrides.drainAfterPost ?? true,
  };
}

/** The dependencies in force. */
export function getDeps(): Deps {
  return (current ??= build());
}

/** Replaces parts of the dependencies (tests, the local server, the bench); resets the others. */
export function setDeps(next: DepsOverrides): void {
  overrides = next;
  current = undefined;
  mailer?.close(); // built from the previous configuration
  mailer = undefined;
}
