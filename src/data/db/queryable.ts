// What callers see of a database, in a module that imports nothing: the adapters (postgres.ts, pglite.ts) and
// every query module take these types without loading the settings or each other.

export type Row = Record<string, unknown>;

/** Anything that runs one parameterised statement ($1, $2…). */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
