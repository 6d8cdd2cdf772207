import { ApiState } from '@hh/domain/api/api-state';
import type { OpsPositionDetail, OpsPositionListQuery } from '@hh/domain/positions/ops.schema';
import type { PositionWrite } from '@hh/domain/positions/position.schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import { toOpsPositionDetail, toOpsPositionRow } from './ops-positions.mapper';
import type { OpsPositionsRepository, PositionValues } from './ops-positions.repository';
import type { PositionCodes } from './position-codes';

const POSITION_MISSING = '职位不存在或已删除';
export const RESUME_SAMPLE_MAX_BYTES = 10 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

/** The console's positions: the editor, publishing and closing, and the resume sample. */
export class OpsPositionsService {
  constructor(
    private readonly repo: OpsPositionsRepository,
    private readonly codes: PositionCodes,
    private readonly storage: FileStorage,
    private readonly now: () => number = Date.now,
  ) {}

  async list(query: OpsPositionListQuery) {
    if (query.projectId && !isId(query.projectId)) return { data: [], totalCount: 0 };
    const page = await this.repo.positionsPage(query);
    return { data: page.rows.map(toOpsPositionRow), totalCount: page.total };
  }

  private async record(positionId: string) {
    const row = isId(positionId) ? await this.repo.position(positionId) : undefined;
    if (!row) throw notFound(POSITION_MISSING);
    return row;
  }

  async get(positionId: string): Promise<OpsPositionDetail> {
    return toOpsPositionDetail(await this.record(positionId));
  }

  /** Codes checked against the reference data, names resolved, the project checked — before any write. */
  private async values(input: PositionWrite, currentProjectId?: string): Promise<PositionValues> {
    const cityName = this.codes.cityName(input.cityCode);
    if (!cityName) throw badRequest('工作城市不正确');
    const categoryName = this.codes.categoryName(input.positionFirstType, input.positionSecondType, input.positionThirdType);
    if (!categoryName) throw badRequest('职位类别不正确');
    if (input.projectId !== currentProjectId) {
      const state = isId(input.projectId) ? await this.repo.projectState(input.projectId) : null;
      if (state === null) throw badRequest('所属项目不存在');
      if (state !== 'active') throw conflict('项目已结束，不能在其中新增职位');
    }
    return {
      projectId: input.projectId,
      name: input.positionName,
      cityCode: input.cityCode,
      cityName,
      firstType: input.positionFirstType,
      secondType: input.positionSecondType,
      thirdType: input.positionThirdType,
      categoryName,
      salaryLow: input.salaryLow,
      salaryHigh: input.salaryHigh,
      salaryMonths: input.salaryMonths,
      rewardAmount: input.rewardAmount,
      headcount: input.headcount,
      guaranteeDays: input.guaranteeDays,
      education: input.education,
      workYearLower: input.workYearLower,
      workYearUpper: input.workYearUpper,
      restCondition: input.restCondition,
      socialInsurance: input.socialInsurance,
      keywords: [...new Set(input.keywords)],
      description: input.description,
      requirement: input.requirement,
      address: input.address,
      template: input.template,
    };
  }

  /** A new position starts as a draft: firms see it once it is published. Answers the values written too (the audit trail's "after"). */
  async create(input: PositionWrite): Promise<{ id: string; values: PositionValues }> {
    const values = await this.values(input);
    const id = newId();
    await this.repo.insertPosition(id, values, new Date(this.now()));
    return { id, values };
  }

  /** Saves the editor's form; answers the values before and after the save (the audit trail compares them). */
  async update(positionId: string, input: PositionWrite): Promise<{ before: PositionValues; after: PositionValues }> {
    const current = await this.record(positionId);
    const values = await this.values(input, current.projectId);
    const before = await this.repo.updatePosition(positionId, values, new Date(this.now()));
    if (!before) throw notFound(POSITION_MISSING);
    return { before, after: values };
  }

  /** draft or closed → recruiting; the project must be running. Answers the state it left. */
  async publish(positionId: string): Promise<{ from: string }> {
    const current = await this.record(positionId);
    const from = await this.repo.moveState(positionId, ['draft', 'closed'], 'recruiting', new Date(this.now()));
    if (from) return { from };
    // The move did not happen: say why, from what is there now.
    const now = await this.record(current.id);
    if (now.state === 'recruiting') throw conflict('职位已在招聘中');
    if (now.projectState !== 'active') throw conflict('项目已结束，请先重新开启项目再发布职位');
    throw conflict('职位状态已变化，请刷新后重试');
  }

  /** draft or recruiting → closed; running orders go on (their rows keep the position's name). Answers the state it left. */
  async close(positionId: string): Promise<{ from: string }> {
    await this.record(positionId);
    const from = await this.repo.moveState(positionId, ['draft', 'recruiting'], 'closed', new Date(this.now()));
    if (!from) throw conflict('职位已关闭');
    return { from };
  }

  /** The PM's resume sample: a PDF (checked by its first bytes) of at most 10 MB. Answers whether it replaced one. */
  async uploadSample(positionId: string, content: Buffer, truncated: boolean): Promise<{ replaced: boolean }> {
    await this.record(positionId);
    if (truncated || content.length > RESUME_SAMPLE_MAX_BYTES) {
      throw new AppError(ApiState.tooLarge, '简历样本不能超过10MB');
    }
    if (content.length < PDF_MAGIC.length || !content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
      throw badRequest('简历样本只能是PDF文件');
    }
    const stored = await this.storage.put(content, { folder: 'resume-samples', extension: 'pdf' });
    const swap = await this.repo.swapSample(positionId, stored.key, new Date(this.now()));
    if (!swap.found) {
      await this.storage.remove(stored.key);
      throw notFound(POSITION_MISSING);
    }
    // The old file goes only after the new key is committed, so a failure never leaves a dangling key.
    if (swap.previous) await this.storage.remove(swap.previous);
    return { replaced: swap.previous !== null };
  }

  async removeSample(positionId: string): Promise<void> {
    const row = await this.record(positionId);
    if (!row.resumeSampleKey) throw notFound('该职位暂无简历样本');
    const swap = await this.repo.swapSample(positionId, null, new Date(this.now()));
    if (swap.previous) await this.storage.remove(swap.previous);
  }

  async sample(positionId: string): Promise<{ content: Buffer; fileName: string }> {
    const row = await this.record(positionId);
    if (!row.resumeSampleKey) throw notFound('该职位暂无简历样本');
    return { content: await this.storage.get(row.resumeSampleKey), fileName: `${row.name}-简历样本.pdf` };
  }
}
