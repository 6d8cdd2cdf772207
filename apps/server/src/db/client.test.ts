import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import { type Database, openDatabase } from './client';

let database: Database;
beforeAll(async () => {
  // One connection, so "the same connection" is the only one there is.
  database = openDatabase((await createTestDatabase()).url, 1);
});
afterAll(async () => {
  await database.close();
});

const backendPid = async () => (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;

describe('the pool', () => {
  it('keeps its connection after a refused statement, and the statement still fails with the database’s error', async () => {
    const before = await backendPid();
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
    await expect(database.db.execute(sql`select 'x'::uuid`)).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(await backendPid()).toBe(before);
  });

  it('replaces a connection that broke', async () => {
    const before = await backendPid();
    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    const after = await backendPid();
    expect(after).toBeTypeOf('number');
    expect(after).not.toBe(before);
  });
});
