import type { OpsProjectListQuery, OpsProjectRow, StaffOption } from '@hh/domain/positions/ops.schema';
import type { ProjectForm } from '@hh/domain/positions/position.schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import { toOpsProjectRow, toStaffOption } from './ops-positions.mapper';
import type { OpsPositionsRepository, ProjectValues } from './ops-positions.repository';
import type { PositionCodes } from './position-codes';

const PROJECT_MISSING = '项目不存在或已删除';

/** The console's employer projects: who runs them (a PM and an assistant), and whether they run. */
export class OpsProjectsService {
  constructor(
    private readonly repo: OpsPositionsRepository,
    private readonly codes: PositionCodes,
    private readonly now: () => number = Date.now,
  ) {}

  async staff(role?: 'pm' | 'assistant'): Promise<StaffOption[]> {
    return (await this.repo.staff(role)).map(toStaffOption);
  }

  async list(query: OpsProjectListQuery) {
    const page = await this.repo.projectsPage(query);
    return { data: page.rows.map((r) => toOpsProjectRow(r, this.codes.industryName(r.industryCode) ?? '')), totalCount: page.total };
  }

  async get(projectId: string): Promise<OpsProjectRow> {
    const row = isId(projectId) ? await this.repo.project(projectId) : undefined;
    if (!row) throw notFound(PROJECT_MISSING);
    return toOpsProjectRow(row, this.codes.industryName(row.industryCode) ?? '');
  }

  /** Every reference of the form is checked before anything is written. */
  private async values(form: ProjectForm): Promise<ProjectValues> {
    if (this.codes.industryName(form.industryCode) === undefined) throw badRequest('所属行业不正确');
    if (!isId(form.pmId) || (await this.repo.staffRole(form.pmId)) !== 'pm') throw badRequest('请选择在职的项目经理');
    const assistantId = form.assistantId || null;
    if (assistantId && (!isId(assistantId) || (await this.repo.staffRole(assistantId)) !== 'assistant')) {
      throw badRequest('请选择在职的PM助理');
    }
    return {
      name: form.projectName,
      companyName: form.companyName,
      industryCode: form.industryCode,
      companySize: form.companySize,
      address: form.address,
      introduce: form.introduce,
      pmId: form.pmId,
      assistantId,
    };
  }

  /** Creates the project; answers the values written too (the audit trail's "after"). */
  async create(form: ProjectForm): Promise<{ id: string; values: ProjectValues }> {
    const values = await this.values(form);
    const id = newId();
    await this.repo.insertProject(id, values, new Date(this.now()));
    return { id, values };
  }

  /** Saves the form; answers the values before and after the save (the audit trail compares them). */
  async update(projectId: string, form: ProjectForm): Promise<{ before: ProjectValues; after: ProjectValues }> {
    if (!isId(projectId)) throw notFound(PROJECT_MISSING);
    const values = await this.values(form);
    const before = await this.repo.updateProject(projectId, values, new Date(this.now()));
    if (!before) throw notFound(PROJECT_MISSING);
    return { before, after: values };
  }

  /** Closing a project ends its recruiting positions with it (answered as how many); reopening leaves them closed. */
  async setState(projectId: string, state: 'active' | 'closed'): Promise<{ closedPositions: number }> {
    if (!isId(projectId)) throw notFound(PROJECT_MISSING);
    const moved = await this.repo.setProjectState(projectId, state, new Date(this.now()));
    if (moved.result === 'missing') throw notFound(PROJECT_MISSING);
    if (moved.result === 'unchanged') throw conflict(state === 'closed' ? '项目已结束' : '项目已在进行中');
    return { closedPositions: moved.closedPositions };
  }
}
