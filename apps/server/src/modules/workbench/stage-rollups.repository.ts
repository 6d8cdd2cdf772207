import { metricIndex, metricOfLog } from '@hh/domain/workbench/metrics';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addGladTiding, CHINA_DAY, rebuildStageRollups } from '../../db/stage-rollups';
import type { StageLogEvent, StageLogListener } from '../orders/stage-log-listener';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Keeps the workbench's rollups exact: for every state log that moves an order into a counted
 * stage (domain metricOfLog), one statement records the order's first arrival there and, only
 * if it is the first, adds one to the consultant's and the position's day — inside the log's
 * transaction, at the log's own time (`now()` is the transaction's, as the log's default).
 * An order reaching 91 for the first time also becomes good news.
 */
export class StageRollupsRepository implements StageLogListener {
  constructor(private readonly db: Db) {}

  async logged(tx: Tx, event: StageLogEvent): Promise<void> {
    const metric = metricOfLog(event.fromStage, event.toStage);
    if (metric === null) return;
    const k = metricIndex(metric);
    const n = sql.raw(`n${k}`);
    const last = sql.raw(`last${k}`);
    const result = await tx.execute(sql`
      with o as (select id, firm_id, hunter_id, position_id, project_id from orders where id = ${event.orderId}),
      m as (
        insert into stat_milestones (order_id, metric, firm_id, user_id, position_id, project_id, reached_at)
        select id, ${k}, firm_id, hunter_id, position_id, project_id, now() from o
        on conflict do nothing
        returning firm_id, user_id, position_id, project_id, reached_at
      ),
      u as (
        insert into stat_user_daily (user_id, day, firm_id, ${n}, ${last})
        select user_id, ${CHINA_DAY('reached_at')}, firm_id, 1, reached_at from m
        on conflict (user_id, day) do update
          set ${n} = stat_user_daily.${n} + 1, ${last} = greatest(stat_user_daily.${last}, excluded.${last})
        returning 1
      ),
      p as (
        insert into stat_position_daily (firm_id, day, position_id, project_id, ${n}, ${last})
        select firm_id, ${CHINA_DAY('reached_at')}, position_id, project_id, 1, reached_at from m
        on conflict (firm_id, day, position_id) do update
          set ${n} = stat_position_daily.${n} + 1, ${last} = greatest(stat_position_daily.${last}, excluded.${last})
        returning 1
      )
      select (select count(*) from m)::int as first, (select count(*) from u)::int as u, (select count(*) from p)::int as p`);
    const first = Number((result.rows[0] as { first: number } | undefined)?.first ?? 0);
    if (first > 0 && metric === 'onboard') await addGladTiding(tx, event.orderId);
  }

  /** Rebuilds every rollup from the state logs (db/stage-rollups.ts). */
  rebuild(): Promise<void> {
    return rebuildStageRollups(this.db);
  }
}
