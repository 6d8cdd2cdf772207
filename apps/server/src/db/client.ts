import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/tables';

// With its pool: a hot read may run as a named prepared statement (orders `preparedRows`).
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

// Timestamps come back as Date; bigint counts (COUNT(*)) as numbers — counts never pass 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function openDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  });
  keepConnectionsAfterStatementErrors(pool);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/**
 * pg-pool's own `query()` closes the connection after any failed statement, so every refused
 * write (a unique key, a check constraint, a transfer the balance cannot cover) cost a new
 * connection: a backend forked and a password exchange. Under 64 concurrent transfers with
 * refusals mixed in, that churn took most of the machine. A statement's error leaves the
 * connection usable; only a broken connection is handed back to be closed.
 */
function keepConnectionsAfterStatementErrors(pool: pg.Pool): void {
  const viaPool = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = async (...args: unknown[]) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      // ERROR ends the statement; FATAL (a terminated backend, a shutdown) ends the connection.
      if (!(error instanceof pg.DatabaseError && error.severity === 'ERROR')) broken = error as Error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };
  // The callback form stays pg-pool's own; drizzle and our code use the promise form.
  pool.query = ((...args: unknown[]) =>
    typeof args[args.length - 1] === 'function' ? viaPool(...args) : query(...args)) as typeof pool.query;
}
