import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MailboxWatchRepository } from './mailbox-watch.repository';

/**
 * The watch leases on a real PostgreSQL: what keeps one IDLE connection per mailbox across
 * instances. The app's own watcher is off here (max 0), so only the test takes leases.
 */
let t: TestApp;
let repo: MailboxWatchRepository;
const ids: string[] = [];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute(query)).rows as T[];
}

async function owners(): Promise<Record<string, string | null>> {
  const found = await rows<{ id: string; watch_owner: string | null }>(sql`select id, watch_owner from mailboxes`);
  return Object.fromEntries(found.map((r) => [r.id, r.watch_owner]));
}

describe('mailbox watch leases', () => {
  beforeAll(async () => {
    t = await createTestApp({ config: { mailboxWatch: { max: 0, leaseMs: 90_000, tickMs: 15_000 } } });
    repo = new MailboxWatchRepository(t.database.db);
    for (const user of ['xh-member-a1', 'xh-member-a2', 'xh-member-b1']) {
      const [row] = await rows<{ id: string }>(sql`
        insert into mailboxes (id, firm_id, user_id, email, host, port, ssl, password_sealed, uid_validity)
        values (gen_random_uuid(), ${seedId('firm:xinghe')}, ${seedId(`user:${user}`)}, 'hr@mail.test', 'imap.example.com', 993, true, 'sealed', 1)
        returning id`);
      ids.push(row?.id ?? '');
    }
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('gives each free mailbox to one of two instances taking at the same moment', async () => {
    const [x, y] = await Promise.all([repo.take('instance-x', 10, 60_000), repo.take('instance-y', 10, 60_000)]);
    const taken = [...x, ...y].map((l) => l.id).sort();
    expect(taken).toEqual([...ids].sort());
    const held = await owners();
    for (const lease of x) expect(held[lease.id]).toBe('instance-x');
    for (const lease of y) expect(held[lease.id]).toBe('instance-y');
    // Held leases are not free: a third instance finds nothing.
    expect(await repo.take('instance-z', 10, 60_000)).toEqual([]);
    await repo.releaseAll('instance-x');
    await repo.releaseAll('instance-y');
  });

  it('takes no more than the instance may hold, and answers what a connection needs', async () => {
    const leases = await repo.take('instance-x', 2, 60_000);
    expect(leases).toHaveLength(2);
    expect(leases[0]).toMatchObject({
      host: 'imap.example.com',
      port: 993,
      ssl: true,
      email: 'hr@mail.test',
      passwordSealed: 'sealed',
      watchFailures: 0,
    });
    await repo.releaseAll('instance-x');
  });

  it('renews only the holder’s leases; a lease that ran out goes to another instance and the old holder loses it', async () => {
    const [first] = ids;
    const mine = await repo.take('instance-x', 3, 60_000);
    expect(mine).toHaveLength(3);
    expect(await repo.renew('instance-y', ids, 60_000)).toEqual(new Set());
    expect(await repo.renew('instance-x', ids, 60_000)).toEqual(new Set(ids));

    // instance-x stops renewing (it died): its lease on the first mailbox runs out.
    await rows(sql`update mailboxes set watch_until = now() - interval '1 second' where id = ${first}`);
    const taken = await repo.take('instance-y', 10, 60_000);
    expect(taken.map((l) => l.id)).toEqual([first]);
    expect(await repo.renew('instance-x', ids, 60_000)).toEqual(new Set(ids.slice(1)));
    // Giving up a lease it no longer holds leaves the new holder's alone.
    await repo.release('instance-x', first as string, { afterMs: 60_000, failures: 3 });
    expect((await owners())[first as string]).toBe('instance-y');
    await repo.releaseAll('instance-x');
    await repo.releaseAll('instance-y');
  });

  it('keeps a mailbox in back-off from every instance until its retry time, with its failures in a row', async () => {
    const [first, second] = ids as [string, string];
    await repo.take('instance-x', 3, 60_000);
    await repo.release('instance-x', first, { afterMs: 60_000, failures: 2 });
    await repo.releaseAll('instance-x');
    const free = await repo.take('instance-y', 10, 60_000);
    expect(free.map((l) => l.id).sort()).toEqual(ids.filter((id) => id !== first).sort());
    const [row] = await rows<{ watch_failures: number }>(sql`select watch_failures from mailboxes where id = ${first}`);
    expect(row?.watch_failures).toBe(2);

    // Once the retry time has passed it is free again, with its count; IDLE starting clears both.
    await rows(sql`update mailboxes set watch_retry_at = now() - interval '1 second' where id = ${first}`);
    const [again] = await repo.take('instance-x', 10, 60_000);
    expect(again).toMatchObject({ id: first, watchFailures: 2 });
    await repo.started('instance-x', first);
    // started() by an instance that does not hold the lease changes nothing.
    await rows(sql`update mailboxes set watch_failures = 4 where id = ${second}`);
    await repo.started('instance-x', second);
    const after = await rows<{ id: string; watch_failures: number; watch_retry_at: Date | null }>(
      sql`select id, watch_failures, watch_retry_at from mailboxes where id in (${first}, ${second})`,
    );
    expect(Object.fromEntries(after.map((r) => [r.id, [r.watch_failures, r.watch_retry_at]]))).toEqual({
      [first]: [0, null],
      [second]: [4, null],
    });
    await repo.releaseAll('instance-x');
    await repo.releaseAll('instance-y');
    expect(Object.values(await owners())).toEqual([null, null, null]);
  });
});
