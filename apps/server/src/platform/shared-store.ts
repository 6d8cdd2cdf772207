import { Redis } from 'ioredis';

/**
 * Counters, one-time keys and fan-out that must hold across server instances
 * (request-time replays, sign-in throttling, risk counters, session invalidation).
 * Redis when REDIS_URL is set; in-process otherwise (one instance only).
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** Sets the key if it is not there; true when this call set it. In-process the answer is at once (every /api call asks). */
  setIfAbsent(key: string, ttlMs: number): boolean | Promise<boolean>;
  /** Adds one; the first increment starts the key's time to live. Returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  count(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createSharedStore(redisUrl: string | undefined, prefix = 'hh:'): SharedStore {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
}

class MemoryStore implements SharedStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();
  private readonly handlers = new Map<string, Set<(message: string) => void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  private live(key: string, now = Date.now()) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  setIfAbsent(key: string, ttlMs: number): boolean {
    if (this.live(key)) return false;
    this.entries.set(key, { value: 1, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async increment(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (entry) {
      entry.value += 1;
      return entry.value;
    }
    this.entries.set(key, { value: 1, expiresAt: Date.now() + ttlMs });
    return 1;
  }

  async count(key: string) {
    return this.live(key)?.value ?? 0;
  }

  async remove(key: string) {
    this.entries.delete(key);
  }

  async publish(channel: string, message: string) {
    for (const handler of this.handlers.get(channel) ?? []) handler(message);
  }

  async subscribe(channel: string, handler: (message: string) => void) {
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.handlers.clear();
  }
}

const INCREMENT_SCRIPT = `local v = redis.call('INCR', KEYS[1])
if v == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return v`;

class RedisStore implements SharedStore {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async setIfAbsent(key: string, ttlMs: number) {
    const result = await this.client.set(this.prefix + key, '1', 'PX', ttlMs, 'NX');
    return result === 'OK';
  }

  async increment(key: string, ttlMs: number) {
    return Number(await this.client.eval(INCREMENT_SCRIPT, 1, this.prefix + key, String(ttlMs)));
  }

  async count(key: string) {
    return Number((await this.client.get(this.prefix + key)) ?? 0);
  }

  async remove(key: string) {
    await this.client.del(this.prefix + key);
  }

  async publish(channel: string, message: string) {
    await this.client.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void) {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate();
      this.subscriber.on('message', (ch: string, message: string) => {
        for (const h of this.handlers.get(ch) ?? []) h(message);
      });
    }
    const full = this.prefix + channel;
    const set = this.handlers.get(full) ?? new Set();
    set.add(handler);
    this.handlers.set(full, set);
    await this.subscriber.subscribe(full);
  }

  async close() {
    await Promise.allSettled([this.client.quit(), this.subscriber?.quit()]);
  }
}
