import type { DataScope } from '@hh/domain/accounts/scope';
import type { CallLogSort } from '@hh/domain/calls/call-rules';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callEvents, callRecordPlays, calls, people, users } from '../../db/schema/tables';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type CallRow = typeof calls.$inferSelect;

export interface Range {
  start: Date;
  end: Date;
}

function inScope(scope: DataScope): SQL {
  const firm = eq(calls.firmId, scope.firmId);
  if (scope.userIds === null) return firm;
  if (scope.userIds.length === 0) return sql`false`;
  return and(firm, inArray(calls.userId, [...scope.userIds])) as SQL;
}

const SORT_COLUMN: Record<CallLogSort, string> = {
  contactTimes: 'contact_times',
  connectedTimes: 'connected_times',
  talkSeconds: 'talk_seconds',
  lastContactTime: 'last_contact',
};

const detailColumns = {
  id: calls.id,
  candidateId: calls.candidateId,
  candidateName: people.name,
  hunterId: calls.userId,
  hunterName: users.cname,
  orderId: calls.orderId,
  mode: calls.mode,
  state: calls.state,
  startedAt: calls.startedAt,
  answeredAt: calls.answeredAt,
  endedAt: calls.endedAt,
  talkSeconds: calls.talkSeconds,
  hasRecording: calls.hasRecording,
};

/** Calls as a data scope sees them: the calls of the scope's consultants, in the scope's firm. */
export class ScopedCallsRepository {
  constructor(
    private readonly db: Db,
    private readonly scope: DataScope,
  ) {}

  async find(callId: string): Promise<CallRow | undefined> {
    const [row] = await this.db
      .select()
      .from(calls)
      .where(and(inScope(this.scope), eq(calls.id, callId)))
      .limit(1);
    return row;
  }

  /** One row per candidate called in the range: counts, talk time and the last call; page and total in one statement. */
  async logPage(q: { range: Range; keyword?: string; sort: CallLogSort; desc: boolean; limit: number; offset: number }) {
    const keyword = q.keyword ? sql`and p.name ilike ${`%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`}` : sql``;
    const order = sql.raw(`${SORT_COLUMN[q.sort]} ${q.desc ? 'desc' : 'asc'}, last_contact desc, candidate_id`);
    const result = await this.db.execute<{
      candidate_id: string;
      person_id: string;
      name: string;
      phone: string | null;
      contact_times: number;
      connected_times: number;
      talk_seconds: number;
      last_contact: Date | string;
      hunter_id: string;
      hunter_name: string;
      total: number;
    }>(sql`
      with grouped as (
        select calls.candidate_id, calls.person_id,
               count(*)::int as contact_times,
               (count(*) filter (where calls.answered_at is not null))::int as connected_times,
               coalesce(sum(calls.talk_seconds), 0)::int as talk_seconds,
               max(calls.started_at) as last_contact,
               (array_agg(calls.user_id order by calls.started_at desc))[1] as hunter_id
          from ${calls}
         where ${inScope(this.scope)} and calls.started_at >= ${q.range.start} and calls.started_at <= ${q.range.end}
         group by calls.candidate_id, calls.person_id
      )
      select g.*, p.name, p.phone, u.cname as hunter_name, count(*) over ()::int as total
        from grouped g
        join ${people} p on p.id = g.person_id
        join ${users} u on u.id = g.hunter_id
       where true ${keyword}
       order by ${order}
       limit ${q.limit} offset ${q.offset}`);
    return result.rows;
  }

  async detailPage(candidateId: string, range: Range | null, limit: number, offset: number) {
    const where = and(
      inScope(this.scope),
      eq(calls.candidateId, candidateId),
      range ? gte(calls.startedAt, range.start) : undefined,
      range ? lte(calls.startedAt, range.end) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(detailColumns)
        .from(calls)
        .innerJoin(people, eq(people.id, calls.personId))
        .innerJoin(users, eq(users.id, calls.userId))
        .where(where)
        .orderBy(sql`${calls.startedAt} desc`, calls.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(calls).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The calls placed from one order, oldest first (the order's timeline), at most `limit`. */
  async ofOrder(orderId: string, limit: number) {
    return this.db
      .select(detailColumns)
      .from(calls)
      .innerJoin(people, eq(people.id, calls.personId))
      .innerJoin(users, eq(users.id, calls.userId))
      .where(and(inScope(this.scope), eq(calls.orderId, orderId)))
      .orderBy(calls.startedAt, calls.id)
      .limit(limit);
  }
}

export type CallDetailDbRow = Awaited<ReturnType<ScopedCallsRepository['detailPage']>>['rows'][number];

/**
 * The calls table. `for(scope)` for every read a consultant makes; the writes and the provider's
 * reads by provider call id are not a tenant's read: the webhook names a call, not a firm.
 */
export class CallsRepository {
  constructor(private readonly db: Db) {}

  for(scope: DataScope): ScopedCallsRepository {
    return new ScopedCallsRepository(this.db, scope);
  }

  async insert(row: typeof calls.$inferInsert): Promise<void> {
    await this.db.insert(calls).values(row);
  }

  async setProviderId(callId: string, providerCallId: string): Promise<void> {
    await this.db.update(calls).set({ providerCallId }).where(eq(calls.id, callId));
  }

  async markFailed(callId: string): Promise<void> {
    await this.db.update(calls).set({ state: 'failed', endedAt: new Date() }).where(eq(calls.id, callId));
  }

  /**
   * Runs `work` on the call an event names, its row locked, so the events of one call apply one
   * at a time; undefined when the provider names no call of ours. `callId` (our id echoed back)
   * finds a call whose placement answer is not stored yet.
   */
  async withCallOfEvent<T>(providerCallId: string, callId: string | undefined, work: (tx: Tx, call: CallRow) => Promise<T>) {
    return this.db.transaction(async (tx) => {
      const byOurId = callId
        ? or(eq(calls.providerCallId, providerCallId), and(eq(calls.id, callId), eq(calls.providerCallId, `pending-${callId}`)))
        : undefined;
      const [call] = await tx
        .select()
        .from(calls)
        .where(byOurId ?? eq(calls.providerCallId, providerCallId))
        .for('update')
        .limit(1);
      return call ? work(tx, call) : undefined;
    });
  }

  /** Records an event once per call; answers every event the call has had, or null when this one was a repeat. */
  async recordEvent(tx: Tx, event: { id: string; callId: string; event: string; occurredAt: Date }): Promise<string[] | null> {
    const inserted = await tx.insert(callEvents).values(event).onConflictDoNothing().returning({ id: callEvents.id });
    if (inserted.length === 0) return null;
    const all = await tx.select({ event: callEvents.event }).from(callEvents).where(eq(callEvents.callId, event.callId));
    return all.map((e) => e.event);
  }

  /** Whether the call has had this event (a provider retrying a delivery it already made). */
  async hasEvent(tx: Tx, callId: string, event: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: callEvents.id })
      .from(callEvents)
      .where(and(eq(callEvents.callId, callId), eq(callEvents.event, event)))
      .limit(1);
    return row !== undefined;
  }

  async update(tx: Tx, callId: string, set: Partial<typeof calls.$inferInsert>): Promise<void> {
    await tx.update(calls).set(set).where(eq(calls.id, callId));
  }

  async setRecording(callId: string, key: string, size: number): Promise<void> {
    await this.db.update(calls).set({ recordingKey: key, recordingSize: size }).where(eq(calls.id, callId));
  }

  async audit(play: { id: string; callId: string; userId: string; firmId: string; ip: string }): Promise<void> {
    await this.db.insert(callRecordPlays).values(play);
  }
}
