import { surnameOnly } from '@hh/domain/workbench/activity.schema';
import { METRIC_STAGE, METRICS, type Metric, metricIndex, metricOfLog } from '@hh/domain/workbench/metrics';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, gladTidings, orders, people, positions, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';
import type { StageLogEvent, StageLogListener } from '../orders/stage-log-listener';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The China-time day of a timestamp column, as the rollups store it. */
export const CHINA_DAY = (column: string) => sql.raw(`((${column}) at time zone 'Asia/Shanghai')::date`);

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
    if (first > 0 && metric === 'onboard') await this.addGladTiding(tx, event.orderId);
  }

  /** Good news of an order just confirmed onboard: what it shows is frozen now; the candidate by surname only. */
  async addGladTiding(executor: Executor, orderId: string, at?: Date): Promise<void> {
    const [row] = await executor
      .select({
        firmId: orders.firmId,
        firmName: firms.name,
        consultantName: users.cname,
        positionName: positions.name,
        cityName: positions.cityName,
        candidateName: people.name,
      })
      .from(orders)
      .innerJoin(firms, eq(firms.id, orders.firmId))
      .innerJoin(users, eq(users.id, orders.hunterId))
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .innerJoin(people, eq(people.id, orders.personId))
      .where(eq(orders.id, orderId));
    if (!row) return;
    await executor
      .insert(gladTidings)
      .values({
        id: newId(),
        orderId,
        firmId: row.firmId,
        firmName: row.firmName,
        consultantName: row.consultantName,
        positionName: row.positionName,
        employer: employerOf(row.cityName),
        candidateName: surnameOnly(row.candidateName),
        onboardAt: at ?? sql`now()`,
      })
      .onConflictDoNothing();
  }

  /**
   * Rebuilds every rollup from the state logs (the demo seed and the bench write logs in bulk):
   * each order's first log into each counted stage, with the order's present consultant.
   */
  async rebuild(executor: Executor = this.db): Promise<void> {
    const cases = METRICS.map((m: Metric) => `when ${METRIC_STAGE[m]} then ${metricIndex(m)}`).join(' ');
    const stages = METRICS.map((m) => METRIC_STAGE[m]).join(',');
    const sums = [0, 1, 2, 3, 4, 5]
      .map((k) => `count(*) filter (where metric = ${k}), max(reached_at) filter (where metric = ${k})`)
      .join(', ');
    const cols = [0, 1, 2, 3, 4, 5].map((k) => `n${k}, last${k}`).join(', ');
    await executor.execute(sql`truncate stat_milestones, stat_user_daily, stat_position_daily`);
    await executor.execute(
      sql.raw(`
      insert into stat_milestones (order_id, metric, firm_id, user_id, position_id, project_id, reached_at)
      select distinct on (l.order_id, case l.to_stage ${cases} end)
        l.order_id, case l.to_stage ${cases} end, o.firm_id, o.hunter_id, o.position_id, o.project_id, l.created_at
      from order_state_logs l join orders o on o.id = l.order_id
      where l.to_stage in (${stages}) and l.from_stage is distinct from l.to_stage
      order by l.order_id, case l.to_stage ${cases} end, l.created_at, l.id`),
    );
    const day = `((reached_at) at time zone 'Asia/Shanghai')::date`;
    await executor.execute(
      sql.raw(`insert into stat_user_daily (user_id, day, firm_id, ${cols})
      select user_id, ${day}, firm_id, ${sums} from stat_milestones group by user_id, ${day}, firm_id`),
    );
    await executor.execute(
      sql.raw(`insert into stat_position_daily (firm_id, day, position_id, project_id, ${cols})
      select firm_id, ${day}, position_id, project_id, ${sums} from stat_milestones group by firm_id, ${day}, position_id, project_id`),
    );
    const missing = await executor.execute(
      sql`select m.order_id, m.reached_at from stat_milestones m
          where m.metric = ${metricIndex('onboard')} and not exists (select 1 from glad_tidings g where g.order_id = m.order_id)`,
    );
    for (const r of missing.rows as { order_id: string; reached_at: string | Date }[]) {
      await this.addGladTiding(executor, r.order_id, new Date(r.reached_at));
    }
  }
}

/** How good news names the employer: the city, never the company. */
export function employerOf(cityName: string): string {
  return `${cityName || ''}某知名企业`;
}
