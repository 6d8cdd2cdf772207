import type { ActivityInput } from '@hh/domain/workbench/activity.schema';
import { and, asc, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityPositions, gladTidings, positions, projects, rankingExclusions, teams, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

/** An activity as staff set it, before a save replaced it. */
export interface SavedActivity {
  title: string;
  picture: string;
  description: string;
  startAt: Date;
  endAt: Date;
  published: boolean;
  positionIds: string[];
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ranking configuration, activities and good news. */
export class WorkbenchContentRepository {
  constructor(private readonly db: Db) {}

  /** The firm's consultants with their team and whether the boards leave them out. */
  async rankingMembers(firmId: string) {
    return this.db
      .select({
        id: users.id,
        cname: users.cname,
        status: users.status,
        teamId: users.teamId,
        teamName: teams.name,
        teamOrder: sql<number>`coalesce(extract(epoch from ${teams.createdAt}), 0)`.mapWith(Number),
        excluded: sql<boolean>`exists (select 1 from ${rankingExclusions} e where e.user_id = ${users.id})`,
      })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(and(eq(users.firmId, firmId), eq(users.kind, 'consultant')));
  }

  /** Sets who takes part; ids outside the firm are ignored. */
  async setRankingFlag(firmId: string, userIds: readonly string[], flag: 0 | 1): Promise<void> {
    const own = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firmId, firmId), eq(users.kind, 'consultant'), inArray(users.id, [...userIds])));
    const ids = own.map((u) => u.id);
    if (ids.length === 0) return;
    if (flag === 1)
      await this.db.delete(rankingExclusions).where(and(eq(rankingExclusions.firmId, firmId), inArray(rankingExclusions.userId, ids)));
    else
      await this.db
        .insert(rankingExclusions)
        .values(ids.map((userId) => ({ userId, firmId })))
        .onConflictDoNothing();
  }

  async isExcluded(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: rankingExclusions.userId })
      .from(rankingExclusions)
      .where(eq(rankingExclusions.userId, userId));
    return row !== undefined;
  }

  private activityColumns() {
    return {
      id: activities.id,
      title: activities.title,
      picture: activities.picture,
      description: activities.description,
      startAt: activities.startAt,
      endAt: activities.endAt,
      published: activities.published,
      positionCount: sql<number>`(select count(*) from ${activityPositions} ap join ${positions} p on p.id = ap.position_id
        where ap.activity_id = "activities"."id" and p.state = 'recruiting')`.mapWith(Number),
    };
  }

  /** Published activities not yet over, the newest start first. */
  async liveActivities(now: Date) {
    return this.db
      .select(this.activityColumns())
      .from(activities)
      .where(and(eq(activities.published, true), gte(activities.endAt, now)))
      .orderBy(desc(activities.startAt), desc(activities.id))
      .limit(20);
  }

  async activity(id: string) {
    const [row] = await this.db.select(this.activityColumns()).from(activities).where(eq(activities.id, id));
    return row;
  }

  async allActivities() {
    const rows = await this.db.select(this.activityColumns()).from(activities).orderBy(desc(activities.startAt), desc(activities.id));
    const links = rows.length
      ? await this.db
          .select()
          .from(activityPositions)
          .where(
            inArray(
              activityPositions.activityId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((r) => ({ ...r, positionIds: links.filter((l) => l.activityId === r.id).map((l) => l.positionId) }));
  }

  /**
   * Creates or replaces an activity with its positions (only existing positions are kept); answers its
   * id and, for a replacement, the activity as it was (read under the row's lock, for the audit trail).
   */
  async saveActivity(
    id: string | null,
    input: ActivityInput,
    staffId: string,
  ): Promise<{ id: string; before: SavedActivity | null } | null> {
    return this.db.transaction(async (tx) => {
      let before: SavedActivity | null = null;
      if (id !== null) {
        const [row] = await tx
          .select({
            title: activities.title,
            picture: activities.picture,
            description: activities.description,
            startAt: activities.startAt,
            endAt: activities.endAt,
            published: activities.published,
          })
          .from(activities)
          .where(eq(activities.id, id))
          .for('update');
        if (!row) return null;
        const links = await tx
          .select({ positionId: activityPositions.positionId })
          .from(activityPositions)
          .where(eq(activityPositions.activityId, id));
        before = { ...row, positionIds: links.map((l) => l.positionId) };
      }
      const values = {
        title: input.title,
        picture: input.picture,
        description: input.description,
        startAt: new Date(input.startTime),
        endAt: new Date(input.endTime),
        published: input.published,
        updatedAt: new Date(),
      };
      let activityId = id;
      if (activityId === null) {
        activityId = newId();
        await tx.insert(activities).values({ id: activityId, createdBy: staffId, ...values });
      } else {
        const updated = await tx.update(activities).set(values).where(eq(activities.id, activityId)).returning({ id: activities.id });
        if (updated.length === 0) return null;
        await tx.delete(activityPositions).where(eq(activityPositions.activityId, activityId));
      }
      const ids = [...new Set(input.positionIds)];
      const known = ids.length ? await tx.select({ id: positions.id }).from(positions).where(inArray(positions.id, ids)) : [];
      if (known.length)
        await tx.insert(activityPositions).values(known.map((p) => ({ activityId: activityId as string, positionId: p.id })));
      return { id: activityId, before };
    });
  }

  /** Recruiting positions a console filter finds, for choosing an activity's positions. */
  async positionOptions(filter: { keyword?: string; companyName?: string; cityCode?: string; positionFirstType?: string }) {
    const conditions = [eq(positions.state, 'recruiting')];
    if (filter.cityCode) conditions.push(eq(positions.cityCode, filter.cityCode));
    if (filter.positionFirstType) conditions.push(eq(positions.firstType, filter.positionFirstType));
    if (filter.companyName) conditions.push(ilike(projects.companyName, escapeLike(filter.companyName)));
    if (filter.keyword) {
      const like = escapeLike(filter.keyword);
      const match = or(ilike(positions.name, like), ilike(projects.companyName, like));
      if (match) conditions.push(match);
    }
    return this.db
      .select({ positionId: positions.id, positionName: positions.name, companyName: projects.companyName, cityName: positions.cityName })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .where(and(...conditions))
      .orderBy(asc(projects.companyName), asc(positions.name))
      .limit(200);
  }

  async gladTidings(limit: number, withHidden: boolean) {
    return this.db
      .select()
      .from(gladTidings)
      .where(withHidden ? undefined : eq(gladTidings.hidden, false))
      .orderBy(desc(gladTidings.onboardAt), desc(gladTidings.id))
      .limit(limit);
  }

  /** Hides or shows the good news; answers whether it was hidden before, or undefined when there is none. */
  async hideGladTiding(id: string, hidden: boolean): Promise<{ wasHidden: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ hidden: gladTidings.hidden }).from(gladTidings).where(eq(gladTidings.id, id)).for('update');
      if (!row) return undefined;
      await tx.update(gladTidings).set({ hidden }).where(eq(gladTidings.id, id));
      return { wasHidden: row.hidden };
    });
  }
}
