import type { DataScope } from '@hh/domain/accounts/scope';
import { DEFAULT_TEMPLATE, templateContentSchema } from '@hh/domain/orders/report.schema';
import { keywordTerms } from '@hh/domain/positions/keyword-terms';
import type {
  PmInfo,
  PositionIntroduce,
  PositionListQuery,
  PositionPage,
  PositionRow,
  ProjectIntroduce,
} from '@hh/domain/positions/position.schema';
import { NEW_POSITION_DAYS, type PositionState } from '@hh/domain/positions/position-enums';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { isId } from '../../platform/ids';
import type { PositionCodes } from './position-codes';
import type { PositionExecutor, PositionReader, PositionSummary } from './position-reader.port';
import { toPmInfo, toPositionIntroduce, toPositionRow, toProjectIntroduce } from './positions.mapper';
import type { PositionsRepository } from './positions.repository';

const DAY = 86_400_000;
export const POSITION_MISSING = '职位不存在或已关闭';
export const PM_MISSING = '无法获取PM或助理信息';
const RECOMMENDED_MAX = 6;

/**
 * Positions as consultants see them: only recruiting positions exist for them; a draft or a
 * closed one answers exactly as a missing one (closed positions stay visible through orders).
 */
export class PositionsService implements PositionReader {
  constructor(
    private readonly repo: PositionsRepository,
    private readonly codes: PositionCodes,
    private readonly storage: FileStorage,
    private readonly now: () => number = Date.now,
  ) {}

  async list(scope: DataScope, query: PositionListQuery): Promise<PositionPage> {
    const page = await this.repo.for(scope).recruitingPage(query, new Date(this.now() - NEW_POSITION_DAYS * DAY));
    return { data: page.rows.map((r) => toPositionRow(r, r.myOrderCount)), totalCount: page.total };
  }

  async recommended(scope: DataScope): Promise<PositionRow[]> {
    const scoped = this.repo.for(scope);
    const interests = await scoped.recentInterests();
    const rows = await scoped.recommended(interests, RECOMMENDED_MAX);
    return rows.map((r) => toPositionRow(r, r.myOrderCount));
  }

  private async recruiting(positionId: string) {
    const row = isId(positionId) ? await this.repo.find(positionId) : undefined;
    if (row?.state !== 'recruiting') throw notFound(POSITION_MISSING);
    return row;
  }

  async introduce(scope: DataScope, positionId: string): Promise<PositionIntroduce> {
    const row = await this.recruiting(positionId);
    return toPositionIntroduce(row, await this.repo.for(scope).firmRunningOrderCount(row.id));
  }

  /** A project is seen by consultants while one of its positions recruits. */
  async projectIntroduce(projectId: string): Promise<ProjectIntroduce> {
    const row = isId(projectId) ? await this.repo.project(projectId) : undefined;
    if (!row || row.recruiting === 0) throw notFound('项目不存在或已结束');
    return toProjectIntroduce(row, this.codes.industryName(row.industryCode) ?? '');
  }

  /** PMs of positions published to firms, for the order list's PM filter (the order's pmId). */
  async queryPms(): Promise<{ id: string; name: string }[]> {
    return (await this.repo.projectPms()).map((p) => ({ id: p.id, name: p.cname }));
  }

  async pmInfo(positionId: string): Promise<PmInfo> {
    const row = isId(positionId) ? await this.repo.find(positionId) : undefined;
    if (row?.state !== 'recruiting') throw notFound(PM_MISSING);
    const contacts = await this.repo.staffContacts([row.pmId, ...(row.assistantId ? [row.assistantId] : [])]);
    const pm = contacts.find((c) => c.id === row.pmId);
    if (!pm) throw notFound(PM_MISSING);
    return toPmInfo(
      pm,
      contacts.find((c) => c.id === row.assistantId),
    );
  }

  /** The PM and assistant of a recruiting position (the chat's 联系PM); null when it is missing, a draft or closed. */
  async staffOf(positionId: string): Promise<{ pmId: string; assistantId: string | null } | null> {
    const row = isId(positionId) ? await this.repo.find(positionId) : undefined;
    return row?.state === 'recruiting' ? { pmId: row.pmId, assistantId: row.assistantId ?? null } : null;
  }

  /** The report template as the spec sends it: templateContent is a JSON string. */
  async template(positionId: string): Promise<{ positionId: string; templateContent: string }> {
    const row = await this.recruiting(positionId);
    return { positionId: row.id, templateContent: JSON.stringify(templateContentSchema.parse(row.template)) };
  }

  async resumeSample(positionId: string): Promise<{ content: Buffer; fileName: string }> {
    const row = await this.recruiting(positionId);
    if (!row.resumeSampleKey) throw notFound('该职位暂无简历样本');
    return { content: await this.storage.get(row.resumeSampleKey), fileName: `${row.name}-简历样本.pdf` };
  }

  keywordAnalysis(text: string): { keywords: string[] } {
    return { keywords: keywordTerms(text) };
  }

  // ---- For the orders module (PositionReader) ----

  /** Any position by id, whatever its state (orders keep pointing at closed positions); null when missing. */
  async find(positionId: string, executor?: PositionExecutor): Promise<PositionSummary | null> {
    const row = isId(positionId) ? await this.repo.find(positionId, executor) : undefined;
    if (!row) return null;
    return {
      id: row.id,
      projectId: row.projectId,
      name: row.name,
      companyName: row.companyName,
      cityName: row.cityName,
      state: row.state as PositionState,
      guaranteeDays: row.guaranteeDays,
      // A template that no longer reads (an old shape) falls back to the default one rather than failing the order.
      template: templateContentSchema.safeParse(row.template).data ?? DEFAULT_TEMPLATE,
      pmId: row.pmId,
      firstType: row.firstType,
      secondType: row.secondType,
    };
  }

  projectIdsRunBy(staffId: string, executor?: PositionExecutor): Promise<string[]> {
    return this.repo.projectIdsRunBy(staffId, executor);
  }

  /** A position a consultant may recommend to now; null when it is missing, a draft or closed. */
  async findRecruiting(positionId: string): Promise<PositionSummary | null> {
    const position = await this.find(positionId);
    return position?.state === 'recruiting' ? position : null;
  }
}
