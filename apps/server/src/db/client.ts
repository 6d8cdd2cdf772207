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
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
