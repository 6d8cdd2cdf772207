import type { CONSOLE_AREAS } from '@hh/domain/accounts/console-access';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { staffAudit } from '../../db/schema/audit';
import { newId } from '../../platform/ids';
import type { StaffAuditEntry, StaffAuditWriter } from '../../platform/staff-audit';

export type AuditRecord = typeof staffAudit.$inferSelect;

/** A search of the trail, resolved: the actor as the staff ids it matched, the days as instants. */
export interface AuditSearch {
  actorIds?: string[];
  objectType?: string;
  objectId?: string;
  area?: (typeof CONSOLE_AREAS)[number];
  fromAt?: Date;
  /** Exclusive: the start of the day after the last day asked for. */
  toAt?: Date;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(s: AuditSearch): SQL | undefined {
  const where: SQL[] = [];
  if (s.actorIds) where.push(inArray(staffAudit.actorId, s.actorIds));
  if (s.objectType) where.push(eq(staffAudit.objectType, s.objectType));
  if (s.objectId) where.push(eq(staffAudit.objectId, s.objectId));
  if (s.area) where.push(eq(staffAudit.area, s.area));
  if (s.fromAt) where.push(gte(staffAudit.at, s.fromAt));
  if (s.toAt) where.push(lt(staffAudit.at, s.toAt));
  return where.length ? and(...where) : undefined;
}

/**
 * The staff audit trail (table staff_audit, append-only by trigger, migration 0042). Written by the
 * router through the StaffAuditWriter port; read only by admins (/ops/audit). Platform data, not a
 * firm's: no tenant scope applies. Every search is ordered by (at, id) newest first, which the
 * indexes of the schema serve with or without an actor, object or area.
 */
export class AuditRepository implements StaffAuditWriter {
  constructor(private readonly db: Db) {}

  async write(entry: StaffAuditEntry): Promise<void> {
    await this.db.insert(staffAudit).values({
      id: newId(entry.at.getTime()),
      at: entry.at,
      actorId: entry.actorId,
      actorName: entry.actorName,
      staffRole: entry.staffRole,
      ip: entry.ip,
      method: entry.method,
      route: entry.route,
      area: entry.area,
      objectType: entry.objectType,
      objectId: entry.objectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      summary: entry.summary,
    });
  }

  /**
   * The staff accounts an actor filter names: by id, by phone, or by part of the name. Staff are a
   * few dozen rows, so this read is cheap, and the trail is then searched by the actor index.
   */
  async staffMatching(actor: { id?: string; phone?: string; name?: string }): Promise<string[]> {
    const match = actor.id
      ? eq(users.id, actor.id)
      : actor.phone
        ? eq(users.phone, actor.phone)
        : ilike(users.cname, escapeLike(actor.name ?? ''));
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'staff'), match));
    return rows.map((r) => r.id);
  }

  async page(search: AuditSearch, limit: number, offset: number): Promise<{ rows: AuditRecord[]; total: number }> {
    const where = conditions(search);
    const [rows, [totalRow]] = await Promise.all([
      this.db.select().from(staffAudit).where(where).orderBy(desc(staffAudit.at), desc(staffAudit.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(staffAudit).where(where),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  }

  /** How many rows a search matches, counting no further than `cap + 1` (the export's limit). */
  async countUpTo(search: AuditSearch, cap: number): Promise<number> {
    const capped = this.db
      .select({ one: sql`1` })
      .from(staffAudit)
      .where(conditions(search))
      .limit(cap + 1)
      .as('capped');
    const [row] = await this.db.select({ n: count() }).from(capped);
    return row?.n ?? 0;
  }

  /** The search's rows newest first, a page at a time by keyset on (at, id), for the export. */
  async *pages(search: AuditSearch, pageSize: number): AsyncIterable<AuditRecord[]> {
    let after: { at: Date; id: string } | undefined;
    for (;;) {
      const keyset = after ? or(lt(staffAudit.at, after.at), and(eq(staffAudit.at, after.at), lt(staffAudit.id, after.id))) : undefined;
      const rows = await this.db
        .select()
        .from(staffAudit)
        .where(and(conditions(search), keyset))
        .orderBy(desc(staffAudit.at), desc(staffAudit.id))
        .limit(pageSize);
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1] as AuditRecord;
      after = { at: last.at, id: last.id };
    }
  }
}
