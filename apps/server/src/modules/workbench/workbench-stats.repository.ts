import type { DataScope } from '@hh/domain/accounts/scope';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const K = [0, 1, 2, 3, 4, 5] as const;
/** A row of six metric counts, in METRICS order. */
export type Counts = [number, number, number, number, number, number];

export interface StatUserRow {
  userId: string;
  userName: string;
  groupName: string;
  counts: Counts;
}

export interface BoardRow {
  id: string;
  title: string;
  subTitle: string;
  count: number;
  reachedAt: number;
}

const countsOf = (r: Record<string, unknown>): Counts => K.map((k) => Number(r[`n${k}`] ?? 0)) as Counts;

/** The users of a scope: a closed list, or (null) every user of the firm. */
function usersCondition(column: string, userIds: readonly string[] | null): SQL {
  if (userIds === null) return sql``;
  if (userIds.length === 0) return sql` and false`;
  return sql` and ${sql.raw(column)} = any(${`{${userIds.join(',')}}`}::uuid[])`;
}

/**
 * Reads of the workbench's rollups (stat_user_daily, stat_position_daily): a range of China-time
 * days (`YYYY-MM-DD`, both ends included) summed per consultant, per day, per position or per firm.
 */
export class WorkbenchStatsRepository {
  constructor(private readonly db: Db) {}

  /** Per-day totals of a scope's consultants over a range of days. */
  async daily(scope: DataScope, from: string, to: string): Promise<{ day: string; counts: Counts }[]> {
    const sums = K.map((k) => `sum(n${k})::int as n${k}`).join(', ');
    const result = await this.db.execute(sql`
      select day::text as day, ${sql.raw(sums)} from stat_user_daily
      where firm_id = ${scope.firmId} and day between ${from} and ${to}${usersCondition('user_id', scope.userIds)}
      group by day order by day`);
    return (result.rows as Record<string, unknown>[]).map((r) => ({ day: String(r.day), counts: countsOf(r) }));
  }

  /**
   * One page of business data: every consultant of the scope (closed accounts only when they
   * have figures in the range or were picked), their sums over the range, sorted by one metric.
   * Also the totals of the whole selection.
   */
  async userPage(
    scope: DataScope,
    picked: boolean,
    from: string,
    to: string,
    sort: { metric: number; desc: boolean },
    page: { offset: number; limit: number } | null,
  ): Promise<{ rows: StatUserRow[]; total: number; sums: Counts }> {
    const sums = K.map((k) => `sum(n${k})::int as n${k}`).join(', ');
    const zeros = K.map((k) => `coalesce(d.n${k}, 0) as n${k}`).join(', ');
    const base = sql`
      with d as (
        select user_id, ${sql.raw(sums)} from stat_user_daily
        where firm_id = ${scope.firmId} and day between ${from} and ${to}${usersCondition('user_id', scope.userIds)}
        group by user_id
      ), base as (
        select u.id, u.cname, coalesce(t.name, '未分组') as group_name, ${sql.raw(zeros)}
        from users u left join teams t on t.id = u.team_id left join d on d.user_id = u.id
        where u.firm_id = ${scope.firmId} and u.kind = 'consultant'${usersCondition('u.id', scope.userIds)}
          and (u.status = 'open' or d.user_id is not null or ${picked})
      )`;
    const dir = sql.raw(sort.desc ? 'desc' : 'asc');
    const [rows, totals] = await Promise.all([
      this.db.execute(sql`${base} select * from base order by ${sql.raw(`n${sort.metric}`)} ${dir}, cname, id
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
      this.db.execute(
        sql`${base} select count(*)::int as total, ${sql.raw(K.map((k) => `coalesce(sum(n${k}), 0)::int as n${k}`).join(', '))} from base`,
      ),
    ]);
    const t = (totals.rows[0] ?? {}) as Record<string, unknown>;
    return {
      rows: (rows.rows as Record<string, unknown>[]).map((r) => ({
        userId: String(r.id),
        userName: String(r.cname),
        groupName: String(r.group_name),
        counts: countsOf(r),
      })),
      total: Number(t.total ?? 0),
      sums: countsOf(t),
    };
  }

  /** A firm's consultants on a board: those with figures, leaving out the ones the ranking configuration excludes. */
  async userBoard(firmId: string, metric: number, from: string, to: string): Promise<BoardRow[]> {
    const result = await this.db.execute(sql`
      select d.user_id as id, u.cname as title, coalesce(t.name, '') as sub, sum(d.${sql.raw(`n${metric}`)})::int as count,
             max(d.${sql.raw(`last${metric}`)}) as reached
      from stat_user_daily d join users u on u.id = d.user_id left join teams t on t.id = u.team_id
      where d.firm_id = ${firmId} and d.day between ${from} and ${to} and d.${sql.raw(`n${metric}`)} > 0
        and not exists (select 1 from ranking_exclusions e where e.user_id = d.user_id)
      group by d.user_id, u.cname, t.name`);
    return boardRows(result.rows);
  }

  /** A firm's positions (or projects) on a board. */
  async positionBoard(firmId: string, byProject: boolean, metric: number, from: string, to: string): Promise<BoardRow[]> {
    const n = sql.raw(`n${metric}`);
    const last = sql.raw(`last${metric}`);
    const result = byProject
      ? await this.db.execute(sql`
          select d.project_id as id, pr.name as title, pr.company_name as sub, sum(d.${n})::int as count, max(d.${last}) as reached
          from stat_position_daily d join projects pr on pr.id = d.project_id
          where d.firm_id = ${firmId} and d.day between ${from} and ${to} and d.${n} > 0
          group by d.project_id, pr.name, pr.company_name`)
      : await this.db.execute(sql`
          select d.position_id as id, p.name as title, pr.company_name as sub, sum(d.${n})::int as count, max(d.${last}) as reached
          from stat_position_daily d join positions p on p.id = d.position_id join projects pr on pr.id = d.project_id
          where d.firm_id = ${firmId} and d.day between ${from} and ${to} and d.${n} > 0
          group by d.position_id, p.name, pr.company_name`);
    return boardRows(result.rows);
  }

  /** Every firm of the platform on a board: names and figures only. */
  async firmBoard(metric: number, from: string, to: string): Promise<BoardRow[]> {
    const n = sql.raw(`n${metric}`);
    const result = await this.db.execute(sql`
      select d.firm_id as id, f.name as title, '' as sub, sum(d.${n})::int as count, max(d.${sql.raw(`last${metric}`)}) as reached
      from stat_user_daily d join firms f on f.id = d.firm_id
      where d.day between ${from} and ${to} and d.${n} > 0
      group by d.firm_id, f.name`);
    return boardRows(result.rows);
  }

  /** One consultant's own figure over a range. */
  async ownCount(userId: string, metric: number, from: string, to: string): Promise<number> {
    const result = await this.db.execute(sql`
      select coalesce(sum(${sql.raw(`n${metric}`)}), 0)::int as count from stat_user_daily
      where user_id = ${userId} and day between ${from} and ${to}`);
    return Number((result.rows[0] as { count?: number } | undefined)?.count ?? 0);
  }
}

function boardRows(rows: unknown[]): BoardRow[] {
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: String(r.id),
    title: String(r.title),
    subTitle: String(r.sub ?? ''),
    count: Number(r.count),
    reachedAt: r.reached ? new Date(r.reached as string).getTime() : 0,
  }));
}
