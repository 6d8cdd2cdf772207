import type { ActivityInput, ActivityItem, GladTiding, OpsActivity } from '@hh/domain/workbench/activity.schema';
import { GLAD_TIDINGS_SIZE } from '@hh/domain/workbench/activity.schema';
import type { ConsultantActor, StaffActor } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { WorkbenchContentRepository } from './workbench-content.repository';

const ACTIVITY_MISSING = '活动不存在或已结束';
const NEWS_MISSING = '喜报不存在';
/** How good news shows another firm. */
export const OTHER_FIRM = '某猎头公司';

type ActivityRow = Awaited<ReturnType<WorkbenchContentRepository['activity']>> & {};

/** What staff set on an activity: the fields its audit rows compare. */
export interface ActivitySettings {
  title: string;
  picture: string;
  description: string;
  startTime: number;
  endTime: number;
  published: boolean;
  positionIds: string[];
}

export function activitySettings(a: OpsActivity): ActivitySettings {
  return {
    title: a.title,
    picture: a.picture,
    description: a.description,
    startTime: a.startTime,
    endTime: a.endTime,
    published: a.published,
    positionIds: [...a.positionIds].sort(),
  };
}

function item(row: ActivityRow): ActivityItem {
  return {
    activityId: row.id,
    title: row.title,
    picture: row.picture,
    startTime: row.startAt.getTime(),
    endTime: row.endAt.getTime(),
    description: row.description,
    positionCount: row.positionCount,
  };
}

/** Activities (topics) and good news: published by platform staff, read by every firm. */
export class WorkbenchContentService {
  constructor(
    private readonly repo: WorkbenchContentRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async activities(): Promise<ActivityItem[]> {
    return (await this.repo.liveActivities(new Date(this.now()))).map(item);
  }

  /** A draft or an activity that is over answers as missing to firms. */
  async activity(activityId: string): Promise<ActivityItem> {
    const row = isId(activityId) ? await this.repo.activity(activityId) : undefined;
    if (!row?.published || row.endAt.getTime() < this.now()) throw notFound(ACTIVITY_MISSING);
    return item(row);
  }

  async opsActivities(): Promise<OpsActivity[]> {
    return (await this.repo.allActivities()).map((r) => ({ ...item(r), published: r.published, positionIds: r.positionIds }));
  }

  /** Creates (id null) or replaces an activity; answers it, and what staff had set before (null for a new one) for the audit trail. */
  async saveActivity(
    staff: StaffActor,
    id: string | null,
    input: ActivityInput,
  ): Promise<{ activity: OpsActivity; before: ActivitySettings | null }> {
    if (id !== null && !isId(id)) throw notFound('活动不存在');
    const saved = await this.repo.saveActivity(id, input, staff.userId);
    const row = saved ? (await this.opsActivities()).find((a) => a.activityId === saved.id) : undefined;
    if (!saved || !row) throw notFound('活动不存在');
    const before = saved.before && {
      title: saved.before.title,
      picture: saved.before.picture,
      description: saved.before.description,
      startTime: saved.before.startAt.getTime(),
      endTime: saved.before.endAt.getTime(),
      published: saved.before.published,
      positionIds: [...saved.before.positionIds].sort(),
    };
    return { activity: row, before };
  }

  positionOptions(filter: Parameters<WorkbenchContentRepository['positionOptions']>[0]) {
    return this.repo.positionOptions(filter);
  }

  /** The platform's good news; another firm is never named, nor its consultant (the platform board alone names firms). */
  async gladTidings(actor: ConsultantActor): Promise<GladTiding[]> {
    return (await this.repo.gladTidings(GLAD_TIDINGS_SIZE, false)).map((g) => ({
      id: g.id,
      firmName: g.firmId === actor.firmId ? g.firmName : OTHER_FIRM,
      consultantName: g.firmId === actor.firmId ? g.consultantName : null,
      positionName: g.positionName,
      employer: g.employer,
      candidateName: g.candidateName,
      onboardTime: g.onboardAt.getTime(),
    }));
  }

  async opsGladTidings() {
    return (await this.repo.gladTidings(100, true)).map((g) => ({
      id: g.id,
      firmName: g.firmName,
      consultantName: g.consultantName,
      positionName: g.positionName,
      employer: g.employer,
      candidateName: g.candidateName,
      onboardTime: g.onboardAt.getTime(),
      hidden: g.hidden,
    }));
  }

  /** Hides or shows the good news; answers whether it was hidden before. */
  async hideGladTiding(id: string, hidden: boolean): Promise<{ wasHidden: boolean }> {
    const done = isId(id) ? await this.repo.hideGladTiding(id, hidden) : undefined;
    if (!done) throw notFound(NEWS_MISSING);
    return done;
  }
}
