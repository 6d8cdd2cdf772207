import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { type EmbeddedServer, startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { seedDemoWorld } from '../db/seed/demo-world';
import { startJobQueue } from '../platform/jobs';
import { SecretBox } from '../platform/secret-box';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/** Replaces the database name of a connection URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL per run — the embedded one, or TEST_DATABASE_URL's server — and one
 * migrated, seeded template database that every test file clones (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-test-pg-'));
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.url('postgres');
  }
  const templateDb = `hh_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDb}`);
  const database = openDatabase(withDatabase(adminUrl, templateDb), 2);
  await runMigrations(database);
  await seedDemoWorld(database.db, SecretBox.fromKey(Buffer.alloc(32, 7)));
  // Install the job queue's schema once in the template, so each test file's app starts it quickly.
  await (await startJobQueue(database.pool)).stop();
  await database.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    // Drop what this run made: the template and any test database a crashed file left behind.
    const left = await admin.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $2`, [
      templateDb,
      `hh_t_${process.pid}_%`,
    ]);
    for (const { datname } of left.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
