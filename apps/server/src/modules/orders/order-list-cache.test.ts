import { describe, expect, it } from 'vitest';
import { OrderListCache } from './order-list-cache';

const FIRM = 'firm-a';

function counter() {
  let reads = 0;
  return {
    load: async () => ({ reads: ++reads }),
    get reads() {
      return reads;
    },
  };
}

describe('OrderListCache', () => {
  it('reads through while the change feed is not live', async () => {
    const cache = new OrderListCache();
    const db = counter();
    await cache.read(FIRM, 'k', db.load);
    await cache.read(FIRM, 'k', db.load);
    expect(db.reads).toBe(2);
  });

  it.each([
    ['a change of the same firm', (c: OrderListCache) => c.changed(FIRM), 2],
    ['a notice naming the firm', (c: OrderListCache) => c.notice(FIRM), 2],
    ['a notice for every firm', (c: OrderListCache) => c.notice('*'), 2],
    ['the feed reconnecting', (c: OrderListCache) => c.setLive(true), 2],
    ['a change of another firm', (c: OrderListCache) => c.changed('firm-b'), 1],
    ['nothing', () => {}, 1],
  ])('after %s, reads the database %i time(s) for two equal calls', async (_name, between, expected) => {
    const cache = new OrderListCache();
    cache.setLive(true);
    const db = counter();
    await cache.read(FIRM, 'k', db.load);
    between(cache);
    const second = await cache.read(FIRM, 'k', db.load);
    expect(db.reads).toBe(expected);
    expect(second).toEqual({ reads: expected });
  });

  it('does not keep an answer read while a change committed', async () => {
    const cache = new OrderListCache();
    cache.setLive(true);
    let reads = 0;
    await cache.read(FIRM, 'k', async () => {
      reads++;
      cache.changed(FIRM);
      return reads;
    });
    expect(await cache.read(FIRM, 'k', async () => ++reads)).toBe(2);
  });

  it('lets equal calls during a read wait for that read, and a failed read fail them all', async () => {
    const cache = new OrderListCache();
    cache.setLive(true);
    let reads = 0;
    let release: (v: number) => void = () => {};
    const slow = () => {
      reads++;
      return new Promise<number>((r) => {
        release = r;
      });
    };
    const both = Promise.all([cache.read(FIRM, 'k', slow), cache.read(FIRM, 'k', slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);

    const failing = () => Promise.reject(new Error('db down'));
    await expect(Promise.all([cache.read(FIRM, 'x', failing), cache.read(FIRM, 'x', failing)])).rejects.toThrow('db down');
    expect(await cache.read(FIRM, 'x', async () => 1)).toBe(1);
  });

  it('serves nothing once the feed is lost', async () => {
    const cache = new OrderListCache();
    cache.setLive(true);
    const db = counter();
    await cache.read(FIRM, 'k', db.load);
    cache.setLive(false);
    await cache.read(FIRM, 'k', db.load);
    await cache.read(FIRM, 'k', db.load);
    expect(db.reads).toBe(3);
  });

  it('evicts the least recently used answer past its size', async () => {
    const cache = new OrderListCache(2);
    cache.setLive(true);
    const db = counter();
    await cache.read(FIRM, 'a', db.load);
    await cache.read(FIRM, 'b', db.load);
    await cache.read(FIRM, 'a', db.load); // hit; b is now the oldest
    await cache.read(FIRM, 'c', db.load); // evicts b
    await cache.read(FIRM, 'a', db.load); // hit
    await cache.read(FIRM, 'b', db.load); // miss
    expect(db.reads).toBe(4);
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 2, misses: 4 });
  });
});
