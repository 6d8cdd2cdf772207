/**
 * Answers of the order lists and their tab counts, kept per firm until something changes them.
 *
 * A member reloads the same first page all day; building it is a query, a dozen joined columns
 * per row and their serialisation, most of a list call's cost. An answer is stored with the
 * firm's change number at the time it was read and served only while that number stands.
 *
 * What moves the number:
 * - this process's own order writes, as their transaction commits (OrdersRepository), so a
 *   consultant always reads their own move;
 * - PostgreSQL, for every committed change from anywhere (another server, a job, a rename of a
 *   person, position, project or user shown in the rows): triggers NOTIFY 'hh_order_lists'
 *   (migration 0010) and the change feed passes the firm on, or '*' for all firms.
 *
 * While the feed is down nothing is served from the cache: notices could be missed.
 * An answer is read before it is stored, so the number is taken before the read: a change that
 * commits during the read leaves the answer stored under a number already gone.
 * Cached answers are shared between requests and must not be changed by callers.
 */
export const ORDER_LIST_CHANNEL = 'hh_order_lists';

interface Entry {
  firmId: string;
  firmChange: number;
  allChange: number;
  value: unknown;
}

/** A read under way, shared by the calls that ask for the same answer meanwhile. */
interface Flight extends Omit<Entry, 'value'> {
  value: Promise<unknown>;
}

export class OrderListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private readonly firmChanges = new Map<string, number>();
  private allChange = 0;
  private live = false;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxEntries = 2000) {}

  async read<T>(firmId: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    const firmChange = this.firmChanges.get(firmId) ?? 0;
    const allChange = this.allChange;
    const hit = this.entries.get(key);
    if (hit && hit.firmId === firmId && hit.firmChange === firmChange && hit.allChange === allChange) {
      // Most recently used last: the first key is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return hit.value as T;
    }
    // Fifty people opening the same page right after a change wait for one read, not fifty.
    const flight = this.flights.get(key);
    if (flight && flight.firmId === firmId && flight.firmChange === firmChange && flight.allChange === allChange) {
      this.hits++;
      return flight.value as Promise<T>;
    }
    this.misses++;
    const pending = load();
    const mine: Flight = { firmId, firmChange, allChange, value: pending };
    this.flights.set(key, mine);
    try {
      const value = await pending;
      if (this.live && (this.firmChanges.get(firmId) ?? 0) === firmChange && this.allChange === allChange) {
        this.entries.delete(key);
        this.entries.set(key, { firmId, firmChange, allChange, value });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      }
      return value;
    } finally {
      if (this.flights.get(key) === mine) this.flights.delete(key);
    }
  }

  /** Something of this firm's orders changed (and has committed). */
  changed(firmId: string): void {
    this.firmChanges.set(firmId, (this.firmChanges.get(firmId) ?? 0) + 1);
  }

  /** Anything may have changed. */
  changedAll(): void {
    this.allChange++;
    this.entries.clear();
  }

  /** A notice from the change feed: a firm id, or '*'. */
  notice(payload: string): void {
    if (payload === '*' || payload === '') this.changedAll();
    else this.changed(payload);
  }

  /** The feed is listening (true) or lost (false); either way the past is unknown. */
  setLive(up: boolean): void {
    this.live = up;
    this.changedAll();
  }

  stats() {
    return { entries: this.entries.size, hits: this.hits, misses: this.misses, live: this.live };
  }
}
