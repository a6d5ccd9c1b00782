/** The one storage interface the api uses; PGlite and pg both implement it. */
export interface QueryResult<Row> {
  readonly rows: Row[];
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** runs several statements separated by semicolons, no parameters (migrations) */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
