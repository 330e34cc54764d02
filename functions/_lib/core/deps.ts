// What the handlers depend on. Each function is built from a Deps (functions/<name>.ts exports createHandler(deps));
// its default export, the one Netlify calls, is built once with productionDeps(); the local server and the tests
// build their own with createDeps(overrides).
import { openDatabase, type Db } from '../../../src/data/db.ts';
import type { LimitKind, RateLimitRule } from '../../../src/domain/rate-limits.ts';
import { config as envConfig, type Config } from './config.ts';
import { DatabaseError } from '../http/errors.ts';
import { guardDb } from './guarded-db.ts';
import { OUTBOX_POLICY, type OutboxPolicy } from '../outbox/outbox.ts';
import { createMailTransport, type MailTransport } from '../outbox/transport.ts';

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
  /** Closes the SMTP pool these dependencies opened (an injected transport or database is the caller's to close). */
  release(): void;
}

/** Overrides accepted by createDeps: a plain Db and transport are fine, they get wrapped. */
export type DepsOverrides = Partial<Omit<Deps, 'db' | 'mailer' | 'release'>> & { db?: Db; mailer?: MailTransport };

/** What a form's work gets; `client` is the salted hash of the client's network (http/visitor.ts ipHash). */
export type WorkContext = { deps: Deps; db: Db; client: string };

/** A function built from its dependencies. */
export type HandlerFactory<H> = (deps: Deps) => H;

/** The dependencies of the process's configuration (src/settings/), with `overrides` over them. */
export function createDeps(overrides: DepsOverrides = {}): Deps {
  const cfg = overrides.config ?? envConfig;
  const injected = overrides.db && guardDb(overrides.db);
  let opening: Promise<Db> | undefined;
  let mailer: MailTransport | undefined;
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
    release() {
      mailer?.close();
      mailer = undefined;
    },
  };
}

/**
 * Dependencies that are, at each use, those `current()` gives: a function built once from them keeps its own state
 * (the beacons' rate limiter) while the tests or the local server swap what it depends on.
 */
export function followDeps(current: () => Deps): Deps {
  const follow = {} as Deps;
  for (const key of Object.keys(current()) as (keyof Deps)[]) {
    Object.defineProperty(follow, key, { enumerable: true, get: () => current()[key] });
  }
  return follow;
}

let production: Deps | undefined;

/** The production dependencies, shared by every function of the process (one pool, one SMTP transport). */
export function productionDeps(): Deps {
  return (production ??= createDeps());
}
