import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

// docs/decisions/0203 (issue 45 item 2): a statement with parameters in one trip into PGlite, its plan
// kept. PGlite's own `query` sends the extended protocol's messages one call at a time (Parse,
// Describe statement, Bind, Describe portal, Execute, Sync: six trips into WebAssembly), and parses,
// analyses and plans the text every time. Here each text is prepared once as a named statement, its
// parameter types asked then and kept; each run is one buffer of Bind, Describe, Execute and Sync,
// and PostgreSQL keeps the statement's plan as it does for any prepared statement (plan_cache_mode
// auto). Values are written by PGlite's own serializers for those types and rows read by its own
// parsers, so a statement answers exactly what `pg.query` answers. No lock is taken: the caller runs
// one statement at a time (databaseTurns.ts).

const { serialize } = protocol;

const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});
/** A bound on the prepared texts: the server's statements are a few hundred constant texts. */
const KEPT_TEXTS = 1_000;
/**
 * SQLSTATEs after which a prepared statement is prepared again at its next run: its plan no longer fits
 * the tables (feature_not_supported: "cached plan must not change result type"), or it is gone
 * (invalid_sql_statement_name).
 */
const STALE = new Set(['0A000', '26000']);

const joined = (parts: readonly Uint8Array[]): Uint8Array => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

interface Prepared {
  readonly name: string;
  /** The parameters' types (oids), as PostgreSQL inferred them. */
  readonly types: number[];
}

/** Each runner's statements have names of their own, should two run on one instance. */
let runners = 0;

/** A transaction's command, run with PostgreSQL's simple protocol. */
export type TransactionCommand = 'BEGIN' | 'COMMIT' | 'ROLLBACK';

/**
 * Runs a transaction's command in one trip, without `exec`'s parsing of rows a command has none of,
 * and answers PostgreSQL's tag for it: a COMMIT of a transaction that had failed answers 'ROLLBACK'.
 */
export const pgliteCommand = async (pg: PGlite, command: TransactionCommand): Promise<string> => {
  if (pg.closed) throw new Error('PGlite is closed');
  const { messages } = await pg.execProtocol(serialize.query(command), { syncToFs: false });
  const done = messages.findLast((message) => message.name === 'commandComplete') as
    | { text?: string }
    | undefined;
  return done?.text ?? '';
};

/** Runs statements with parameters on `pg`, each prepared once and then run in one trip. */
export const pgliteStatements = (pg: PGlite, { kept = KEPT_TEXTS } = {}) => {
  const prepared = new Map<string, Prepared>();
  runners += 1;
  const prefix = `pc${runners}_`;
  let named = 0;
  const run = async (parts: readonly Uint8Array[]) =>
    (await pg.execProtocol(joined([...parts, SYNC]), { syncToFs: false })).messages;

  const forget = async () => {
    const names = [...prepared.values()].map(({ name }) => serialize.close({ type: 'S', name }));
    prepared.clear();
    await run(names);
  };

  const prepare = async (sql: string): Promise<Prepared> => {
    const known = prepared.get(sql);
    if (known) return known;
    if (prepared.size >= kept) await forget();
    named += 1;
    const name = `${prefix}${named}`;
    const messages = await run([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    return statement;
  };

  return async <T>(sql: string, params: readonly unknown[]): Promise<Results<T>> => {
    // As pg.query: an ended instance says so (databaseTrouble.ts reads it as unavailable).
    if (pg.closed) throw new Error('PGlite is closed');
    const { name, types } = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = pg.serializers[types[i] as number];
      return write ? write(value) : String(value);
    });
    try {
      const messages = await run([serialize.bind({ statement: name, values }), DESCRIBE_PORTAL, EXECUTE]);
      return parse.parseResults(messages, pg.parsers)[0] as Results<T>;
    } catch (error) {
      if (STALE.has((error as { code?: string }).code ?? '')) prepared.delete(sql);
      throw error;
    }
  };
};
