import { surnameOnly } from '@hh/domain/workbench/activity.schema';
import { METRIC_STAGE, METRICS, metricIndex } from '@hh/domain/workbench/metrics';
import { eq, sql } from 'drizzle-orm';
import { newId } from '../platform/ids';
import type { Db } from './client';
import { firms, gladTidings, orders, people, positions, users } from './schema/tables';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The China-time day of a timestamp column, as the rollups store it. */
export const CHINA_DAY = (column: string) => sql.raw(`((${column}) at time zone 'Asia/Shanghai')::date`);

/** How good news names the employer: the city, never the company. */
export function employerOf(cityName: string): string {
  return `${cityName || ''}某知名企业`;
}

/** Good news of an order just confirmed onboard: what it shows is frozen now; the candidate by surname only. */
export async function addGladTiding(executor: Executor, orderId: string, at?: Date): Promise<void> {
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
 * Rebuilds the workbench's rollups from the state logs, for data written in bulk (the demo seed,
 * the bench): each order's first log into each counted stage, with the order's present consultant,
 * summed per consultant and per position and China-time day; good news for every onboarding.
 */
export async function rebuildStageRollups(executor: Executor): Promise<void> {
  const metricOf = `case l.to_stage ${METRICS.map((m) => `when ${METRIC_STAGE[m]} then ${metricIndex(m)}`).join(' ')} end`;
  const stages = METRICS.map((m) => METRIC_STAGE[m]).join(',');
  const ks = [0, 1, 2, 3, 4, 5];
  const sums = ks.map((k) => `count(*) filter (where metric = ${k}), max(reached_at) filter (where metric = ${k})`).join(', ');
  const cols = ks.map((k) => `n${k}, last${k}`).join(', ');
  const day = `((reached_at) at time zone 'Asia/Shanghai')::date`;
  await executor.execute(sql`truncate stat_milestones, stat_user_daily, stat_position_daily`);
  await executor.execute(
    sql.raw(`
    insert into stat_milestones (order_id, metric, firm_id, user_id, position_id, project_id, reached_at)
    select distinct on (l.order_id, ${metricOf})
      l.order_id, ${metricOf}, o.firm_id, o.hunter_id, o.position_id, o.project_id, l.created_at
    from order_state_logs l join orders o on o.id = l.order_id
    where l.to_stage in (${stages}) and l.from_stage is distinct from l.to_stage
    order by l.order_id, ${metricOf}, l.created_at, l.id`),
  );
  await executor.execute(
    sql.raw(`insert into stat_user_daily (user_id, day, firm_id, ${cols})
    select user_id, ${day}, firm_id, ${sums} from stat_milestones group by user_id, ${day}, firm_id`),
  );
  await executor.execute(
    sql.raw(`insert into stat_position_daily (firm_id, day, position_id, project_id, ${cols})
    select firm_id, ${day}, position_id, project_id, ${sums} from stat_milestones group by firm_id, ${day}, position_id, project_id`),
  );
  const missing = await executor.execute(sql`
    select m.order_id, m.reached_at from stat_milestones m
    where m.metric = ${metricIndex('onboard')} and not exists (select 1 from glad_tidings g where g.order_id = m.order_id)`);
  for (const r of missing.rows as { order_id: string; reached_at: string | Date }[]) {
    await addGladTiding(executor, r.order_id, new Date(r.reached_at));
  }
}
