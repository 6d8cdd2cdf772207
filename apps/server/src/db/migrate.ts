import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations; safe to run on every start and from several instances. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    // One instance migrates at a time; the others wait, then find nothing to do.
    await client.query('select pg_advisory_lock(727372)');
    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727372)').catch(() => {});
    client.release();
  }
}

/** Makes sure the named database exists on the server (the embedded one starts with only `postgres`). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
