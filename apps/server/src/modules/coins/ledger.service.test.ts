import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { seedId } from '../../db/seed/seed-ids';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LedgerRepository } from './ledger.repository';
import { type LedgerAccount, LedgerService } from './ledger.service';

let t: TestApp;
let wide: Database;
let ledger: LedgerService;
const firmId = seedId('firm:xinghe');
beforeAll(async () => {
  t = await createTestApp();
  // The app's pool is small; 64 workers want enough connections to actually race.
  wide = openDatabase(t.databaseUrl, 16);
  ledger = new LedgerService(new LedgerRepository(wide.db));
});
afterAll(async () => {
  await wide.close();
  await t.close();
});

const team = (teamId: string): LedgerAccount => ({ kind: 'team', firmId, teamId });
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as T[];

/** Every invariant of the ledger over the accounts given (and over everything for the entry sums). */
async function checkInvariants(accounts: readonly string[]) {
  const [negative] = await rows<{ n: number }>(
    sql`select count(*)::int as n from coin_balances where balance < 0 and account <> 'platform'`,
  );
  expect(negative?.n).toBe(0);
  const [unbalanced] = await rows<{ n: number }>(
    sql`select count(*)::int as n from (select movement_id from coin_entries group by movement_id having sum(amount) <> 0 or count(*) <> 2) x`,
  );
  expect(unbalanced?.n).toBe(0);
  const [drift] = await rows<{ n: number }>(sql`
    select count(*)::int as n from coin_balances b
    full join (select account, asset, sum(amount) as s from coin_entries group by account, asset) e using (account, asset)
    where coalesce(b.balance, 0) <> coalesce(e.s, 0)`);
  expect(drift?.n).toBe(0);
  const [lastAfter] = await rows<{ n: number }>(sql`
    select count(*)::int as n from coin_balances b
    join lateral (select balance_after from coin_entries e where e.account = b.account and e.asset = b.asset
                  order by seq desc limit 1) l on true
    where ${
      accounts.length
        ? sql`b.account in (${sql.join(
            accounts.map((a) => sql`${a}`),
            sql`, `,
          )})`
        : sql`true`
    } and l.balance_after <> b.balance`);
  expect(lastAfter?.n).toBe(0);
}

describe('the ledger under 64 concurrent workers', () => {
  it('keeps the sum, never goes negative, moves once per key and keeps each balance the sum of its entries', async () => {
    const teamIds = Array.from({ length: 20 }, () => newId());
    const accounts = teamIds.map(team);
    const keys = teamIds.map((id) => `team:${id}`);
    for (const [k, a] of accounts.entries()) {
      await ledger.transfer({
        key: `test:fund:${teamIds[k]}`,
        asset: 'coin',
        from: { kind: 'platform' },
        to: a,
        amount: 100,
        reason: 'grant',
      });
    }
    const WORKERS = 64;
    const PER_WORKER = 200;
    // Every 8th transfer reuses a key another worker also sends, with the same content: one of them moves.
    const shared = Array.from({ length: 200 }, (_, k) => ({
      key: `test:shared:${k}`,
      from: k % 20,
      to: (k * 7 + 3) % 20 === k % 20 ? (k + 1) % 20 : (k * 7 + 3) % 20,
      amount: 1 + (k % 60),
    }));
    const results = new Map<string, Set<string>>();
    let moved = 0;
    let replayed = 0;
    let refused = 0;
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let i = 0; i < PER_WORKER; i++) {
          let spec: { key: string; from: number; to: number; amount: number };
          if (i % 8 === 0) spec = shared[random(shared.length)] as (typeof shared)[number];
          else {
            const from = random(20);
            // Amounts up to 60 against balances near 100: overdrafts happen all the time.
            spec = { key: `test:${w}:${i}`, from, to: (from + 1 + random(19)) % 20, amount: 1 + random(60) };
          }
          try {
            const r = await ledger.transfer({
              key: spec.key,
              asset: 'coin',
              from: accounts[spec.from] as LedgerAccount,
              to: accounts[spec.to] as LedgerAccount,
              amount: spec.amount,
              reason: 'transfer',
            });
            if (!results.has(spec.key)) results.set(spec.key, new Set());
            results.get(spec.key)?.add(r.transferId);
            if (r.replayed) replayed++;
            else moved++;
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).message).toBe('金币不足');
            refused++;
          }
        }
      }),
    );
    expect(moved + replayed + refused).toBe(WORKERS * PER_WORKER);
    expect(refused).toBeGreaterThan(0);
    expect(replayed).toBeGreaterThan(0);
    // Exactly one transfer per key: every answer for a key names the same transfer, and the table has one row per key that moved.
    for (const ids of results.values()) expect(ids.size).toBe(1);
    const [written] = await rows<{ n: number }>(
      sql`select count(*)::int as n from coin_movements where once_key like 'test:%' and once_key not like 'test:fund:%'`,
    );
    expect(written?.n).toBe(moved);
    const balances = await Promise.all(accounts.map((a) => ledger.balance(a, 'coin')));
    expect(balances.reduce((s, b) => s + b, 0)).toBe(2000);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
    await checkInvariants(keys);
  }, 180_000);
});

describe('the ledger’s guarantees in the database itself', () => {
  it('refuses a balance below zero even from a bare UPDATE, and any change to a written transfer or entry', async () => {
    const a = team(newId());
    await ledger.transfer({ key: `test:g:${newId()}`, asset: 'coin', from: { kind: 'platform' }, to: a, amount: 5, reason: 'grant' });
    await expect(t.database.db.execute(sql`update coin_balances set balance = -1 where account like 'team:%'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update coin_movements set amount = amount + 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from coin_entries`)).rejects.toThrow();
    await checkInvariants([]);
  });

  it('refuses bad amounts and one-account transfers, and answers an overdraft 金币不足 or 余额不足 with nothing written', async () => {
    const a = team(newId());
    const b = team(newId());
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(
        ledger.transfer({ key: `test:bad:${newId()}`, asset: 'coin', from: a, to: b, amount, reason: 'transfer' }),
      ).rejects.toThrow('金额必须是正整数');
    }
    await expect(ledger.transfer({ key: 'test:same', asset: 'coin', from: a, to: a, amount: 1, reason: 'transfer' })).rejects.toThrow();
    const key = `test:over:${newId()}`;
    await expect(ledger.transfer({ key, asset: 'coin', from: a, to: b, amount: 1, reason: 'transfer' })).rejects.toThrow('金币不足');
    await expect(ledger.transfer({ key, asset: 'fen', from: a, to: b, amount: 1, reason: 'fine' })).rejects.toThrow('余额不足');
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from coin_movements where once_key = ${key}`);
    expect(left?.n).toBe(0);
  });

  it('keeps coins and fen apart, lets only the platform go below zero, and answers a key twice with the first transfer', async () => {
    const deposit: LedgerAccount = { kind: 'deposit', firmId };
    const firm: LedgerAccount = { kind: 'firm', firmId };
    const before = await ledger.balance(deposit, 'fen');
    const first = await ledger.transfer({
      key: `test:fen:${firmId}`,
      asset: 'fen',
      from: { kind: 'platform' },
      to: firm,
      amount: 500_000,
      reason: 'grant',
    });
    const again = await ledger.transfer({
      key: `test:fen:${firmId}`,
      asset: 'fen',
      from: { kind: 'platform' },
      to: firm,
      amount: 500_000,
      reason: 'grant',
    });
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    await ledger.transfer({ key: `test:dep:${firmId}`, asset: 'fen', from: firm, to: deposit, amount: 500_000, reason: 'deposit' });
    expect(await ledger.balance(deposit, 'fen')).toBe(before + 500_000);
    expect(await ledger.balance({ kind: 'platform' }, 'fen')).toBeLessThan(0);
    await checkInvariants([]);
  });
});
