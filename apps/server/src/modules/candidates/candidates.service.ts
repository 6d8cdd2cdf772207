import { type DataScope, narrowScope } from '@hh/domain/accounts/scope';
import { ApiState } from '@hh/domain/api/api-state';
import {
  baseInfoSchema,
  type Expects,
  educationEntrySchema,
  expectsSchema,
  projectEntrySchema,
  type ResumeContent,
  workEntrySchema,
} from '@hh/domain/candidates/resume.schema';
import type { DuplicateAnswer, TalentListQuery } from '@hh/domain/candidates/talent.schema';
import type { ChooseCandidateQuery } from '@hh/domain/orders/choose.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import type { z } from 'zod';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import type { RiskControl } from '../../platform/risk-control';
import type { SecretBox } from '../../platform/secret-box';
import { completenessOf, toResumeContent, toTalentRow } from './candidates.mapper';
import type { CandidatesRepository } from './candidates.repository';
import { describeHolders } from './duplicate-answer';
import { identityOf, resumeColumnsOf } from './resume-columns';
import type { ResumeFilesRepository } from './resume-files.repository';
import type { TalentPoolHooks } from './talent-pool-hooks';

/**
 * Resume modules writable through /candidate/{target}/{userId}.json. `work` in that position is
 * the spec's multipart work-sample upload, so the work-experience module is `workExperience`.
 */
export const SECTION_TARGETS = ['baseInfo', 'expects', 'education', 'workExperience', 'project'] as const;
export type SectionTarget = (typeof SECTION_TARGETS)[number];
const ENTRY_SCHEMA = { education: educationEntrySchema, workExperience: workEntrySchema, project: projectEntrySchema } as const;

const MISSING = '候选人不存在或已删除';
const STALE = '简历已被他人修改，请刷新后再保存';

/** Talent management and the online resume: every read goes through the caller's scope. */
export class CandidatesService {
  constructor(
    private readonly repo: CandidatesRepository,
    private readonly files: ResumeFilesRepository,
    private readonly risk: RiskControl,
    private readonly box: SecretBox,
    /** Codes of the label tree (GET /api/common/category/label) a resume may carry. */
    private readonly labelCodes: ReadonlySet<string>,
    /** The talent pool's index follows every change of a person here (modules/talent). */
    private readonly pool?: TalentPoolHooks,
  ) {}

  async list(actor: ConsultantActor, scope: DataScope, query: TalentListQuery, wide: boolean) {
    const page = await this.repo.for(wide ? narrowScope(scope, query.hunterIds) : ownScope(actor, scope)).page(query);
    return { data: page.rows.map(toTalentRow), totalCount: page.total };
  }

  async tabCounts(actor: ConsultantActor, scope: DataScope, wide: boolean, hunterIds?: string[], keyword?: string) {
    return this.repo.for(wide ? narrowScope(scope, hunterIds) : ownScope(actor, scope)).tabCounts(keyword);
  }

  /* The four methods below serve the orders and talent modules, with the scope their routes resolved. */

  /** The candidate-list search for a position, in the caller's scope (the choose-candidate screen). */
  async choosePage(scope: DataScope, query: ChooseCandidateQuery) {
    const page = await this.repo.for(scope).choosePage(query);
    return { rows: page.rows.map(toTalentRow), total: page.total };
  }

  /**
   * A record the caller may see with its resume (contacts left out) and what completeness still
   * needs, for the orders module (recommendation, report prefill). Not counted as a detail view:
   * the consultant does not see the resume through it.
   */
  async resumeOfRecord(scope: DataScope, candidateId: string) {
    const record = await this.record(scope, candidateId);
    const resume = await this.repo.resumeOf(record.personId);
    if (!resume) throw notFound(MISSING);
    return { record, resumeId: resume.resume.id, content: toResumeContent(resume, 'hidden'), missing: completenessOf(resume) };
  }

  /** The firm record of the person a resume belongs to, if the caller may see it. */
  async recordOfResume(scope: DataScope, resumeId: string) {
    const personId = await this.repo.personOfResume(resumeId);
    if (!personId) return undefined;
    return this.repo.for(scope).findRecordOfPerson(personId);
  }

  /** The firm record of a candidate the caller may see (recommendation). */
  async visibleRecord(scope: DataScope, candidateId: string) {
    return this.record(scope, candidateId);
  }

  /** Duplicate check by phone or e-mail, before anything is saved. Another firm is never named. */
  async duplicate(actor: ConsultantActor, type: string, raw: string): Promise<DuplicateAnswer> {
    if (type !== 'phone' && type !== 'email') throw badRequest('查重类型只能是phone或email');
    const value = type === 'phone' ? normalizePhone(raw) : raw.trim().toLowerCase();
    if (!value) throw badRequest(type === 'phone' ? '请填写手机号' : '请填写邮箱');
    const holders = await this.repo.whoHas(type === 'phone' ? { phone: value } : { email: value });
    return describeHolders(actor, holders);
  }

  /** Whether a known person can join this firm's talent (usermanager/check). */
  async check(actor: ConsultantActor, personId: string): Promise<DuplicateAnswer> {
    if (!isId(personId)) throw notFound(MISSING);
    const holders = await this.repo.whoHas({ personId });
    if (holders.length === 0) throw notFound(MISSING);
    return describeHolders(actor, holders);
  }

  /**
   * Saves a new candidate into the consultant's talent. The same person is never created twice:
   * concurrent saves of one phone or e-mail are serialised, and a person already in a firm is refused.
   */
  async create(actor: ConsultantActor, input: { resume: ResumeContent; source: string; fileId?: string; remark: string }) {
    const identity = identityOf(input.resume.commonResume);
    const columns = resumeColumnsOf(input.resume, this.box);
    if (input.fileId !== undefined) {
      // Only the caller's own upload that no candidate holds yet can be attached.
      const file = isId(input.fileId) ? await this.files.fileOfFirm(input.fileId, actor.firmId) : undefined;
      if (!file || file.uploadedBy !== actor.userId || file.personId !== null) throw notFound('上传的简历文件不存在');
    }
    return this.repo.transaction(async (tx) => {
      await this.repo.lockIdentities(tx, [identity.phone, identity.email]);
      const holders = await this.repo.whoHas({ phone: identity.phone ?? undefined, email: identity.email ?? undefined }, tx);
      const persons = new Set(holders.map((h) => h.personId));
      if (persons.size > 1) throw conflict('手机号和邮箱分别属于两位不同的候选人，请核对后再保存');
      const answer = describeHolders(actor, holders);
      if (answer.status === 'mine' || answer.status === 'firm' || answer.status === 'occupied') {
        throw new AppError(ApiState.conflict, answer.message);
      }
      let personId = holders[0]?.personId;
      if (personId) {
        await this.repo.updatePerson(tx, personId, identity);
        await this.repo.updateResume(tx, personId, undefined, columns);
      } else {
        personId = await this.repo.insertPerson(tx, identity, columns);
      }
      const userId = await this.repo.insertRecord(tx, {
        firmId: actor.firmId,
        personId,
        ownerId: actor.userId,
        source: input.source,
        remark: input.remark,
        completed: columns.completed,
      });
      if (input.fileId) await this.files.attachFile(tx, input.fileId, actor.firmId, personId);
      await this.pool?.refresh(personId, tx);
      return { userId, commonUserId: personId, completed: columns.completed };
    });
  }

  /** The online resume of a candidate the caller may see; counts toward the risk limits. */
  async detail(actor: ConsultantActor, scope: DataScope, personId: string, variant: 'full' | 'share') {
    const record = await this.recordOfPerson(scope, personId);
    await this.risk.hit('candidateDetail', actor.userId, actor.firmId);
    const resume = await this.repo.resumeOf(personId);
    if (!resume) throw notFound(MISSING);
    const missing = completenessOf(resume);
    return {
      commonUserId: personId,
      userId: record.userId,
      commonResumeId: resume.resume.id,
      version: resume.resume.version,
      ...toResumeContent(resume, variant === 'share' ? 'hidden' : 'masked'),
      completed: missing.length === 0,
      missing,
      labels: resume.resume.labels,
      // The share view shows work samples only when pictureWorkShow is on, and never the resume files.
      attachmentResumes: (await this.files.attachmentsOf(personId, actor.firmId))
        .filter((f) => variant === 'full' || (f.purpose === 'work' && resume.resume.showWorks))
        .map((f) => ({
          id: f.id,
          fileName: f.fileName,
          purpose: f.purpose,
          mime: f.mime,
          size: f.size,
          createTime: f.createdAt.getTime(),
        })),
      pictureWorkShow: resume.resume.showWorks,
      ownerId: record.ownerId,
      ownerName: record.ownerName,
      source: record.source,
      remark: record.remark,
    };
  }

  /** Throws the missing answer unless the caller may see this person's record. */
  async detailAccess(scope: DataScope, personId: string): Promise<void> {
    await this.recordOfPerson(scope, personId);
  }

  private async recordOfPerson(scope: DataScope, personId: string) {
    if (!isId(personId)) throw notFound(MISSING);
    const record = await this.repo.for(scope).findRecordOfPerson(personId);
    if (!record) throw notFound(MISSING);
    return record;
  }

  private async record(scope: DataScope, candidateId: string) {
    if (!isId(candidateId)) throw notFound(MISSING);
    const record = await this.repo.for(scope).findRecord(candidateId);
    if (!record) throw notFound(MISSING);
    return record;
  }

  /** Saves one module of the resume (spec: /candidate/{target}/{userId}.json). */
  async saveSection(scope: DataScope, target: string, candidateId: string, body: unknown, version: number | undefined) {
    if (!(SECTION_TARGETS as readonly string[]).includes(target)) throw notFound('不支持的简历模块');
    const record = await this.record(scope, candidateId);
    return this.rewrite(record.personId, version, (content) => {
      const t = target as SectionTarget;
      if (t === 'baseInfo') {
        const next = parse(baseInfoSchema, body);
        // Masked values sent back unchanged keep what is stored.
        content.commonResume = {
          ...next,
          phone: next.phone.includes('*') ? content.commonResume.phone : next.phone,
          email: next.email.includes('*') ? content.commonResume.email : next.email,
          identityCardNum: next.identityCardNum.includes('*') ? content.commonResume.identityCardNum : next.identityCardNum,
        };
      } else if (t === 'expects') {
        content.commonResumeExpects = parse(expectsSchema, body);
      } else {
        const entry = parse(ENTRY_SCHEMA[t], body) as { id?: string };
        const list = listOf(content, t) as { id?: string }[];
        const at = entry.id ? list.findIndex((e) => e.id === entry.id) : -1;
        if (entry.id && at < 0) throw notFound('该条经历不存在或已删除');
        if (at >= 0) list[at] = entry;
        else list.push({ ...entry, id: newId() });
      }
    });
  }

  async deleteEntry(scope: DataScope, target: string, candidateId: string, entryId: string, version: number | undefined) {
    if (target !== 'education' && target !== 'workExperience' && target !== 'project') throw notFound('不支持的简历模块');
    const record = await this.record(scope, candidateId);
    return this.rewrite(record.personId, version, (content) => {
      const list = listOf(content, target) as { id?: string }[];
      const at = list.findIndex((e) => e.id === entryId);
      if (at < 0) throw notFound('该条经历不存在或已删除');
      list.splice(at, 1);
    });
  }

  /**
   * Loads the resume with its real contact values, applies a change, and writes it back in one
   * transaction when nobody saved in between; the completed flag follows on every firm's record.
   */
  private async rewrite(personId: string, version: number | undefined, change: (content: ResumeContent) => void) {
    return this.repo.transaction(async (tx) => {
      const row = await this.repo.resumeOf(personId, tx);
      if (!row) throw notFound(MISSING);
      if (version !== undefined && row.resume.version !== version) throw new AppError(ApiState.stale, STALE);
      const content = toResumeContent(row, 'masked');
      content.commonResume.phone = row.phone ?? '';
      content.commonResume.email = row.email ?? '';
      content.commonResume.identityCardNum = row.resume.idCardEncrypted ? this.box.open(row.resume.idCardEncrypted) : '';
      change(content);
      const identity = identityOf(content.commonResume);
      if (identity.phone !== row.phone || identity.email !== row.email) {
        await this.repo.lockIdentities(tx, [identity.phone, identity.email]);
        const others = (await this.repo.whoHas({ phone: identity.phone ?? undefined, email: identity.email ?? undefined }, tx)).filter(
          (h) => h.personId !== personId,
        );
        if (others.length > 0) throw conflict('该手机号或邮箱已属于平台上的另一位候选人');
        await this.repo.updatePerson(tx, personId, identity);
      } else if (identity.name !== row.name) {
        await this.repo.updatePerson(tx, personId, { name: identity.name });
      }
      const columns = resumeColumnsOf(content, this.box);
      if (!(await this.repo.updateResume(tx, personId, row.resume.version, columns))) throw new AppError(ApiState.stale, STALE);
      await this.repo.touchRecords(tx, personId, columns.completed);
      await this.pool?.refresh(personId, tx);
      const saved = await this.repo.resumeOf(personId, tx);
      const missing = saved ? completenessOf(saved) : [];
      return { completed: missing.length === 0, missing, version: saved?.resume.version ?? row.resume.version + 1 };
    });
  }

  /** Whether work samples show in the share view (spec: /candidate/pictureWorkShow/{commonResumeId}.json). */
  async setPictureWorkShow(scope: DataScope, resumeId: string, show: boolean) {
    const personId = isId(resumeId) ? await this.repo.personOfResume(resumeId) : undefined;
    if (!personId) throw notFound(MISSING);
    await this.recordOfPerson(scope, personId);
    await this.repo.setShowWorks(resumeId, show);
    return { pictureWorkShow: show };
  }

  /** The firm record of a candidate the scope may see, for other services of this module. */
  async recordInScope(scope: DataScope, candidateId: string) {
    return this.record(scope, candidateId);
  }

  /** The record in scope behind a phone this user has revealed, for calling a number already seen (modules/calls). */
  async recordOfRevealedPhone(userId: string, scope: DataScope, phone: string) {
    return this.repo.for(scope).findRecordOfRevealedPhone(userId, phone);
  }

  /** Puts labels of the label tree on the resume (at most 20); unknown codes are refused. */
  async setLabels(scope: DataScope, candidateId: string, labels: string[]) {
    const record = await this.record(scope, candidateId);
    const unique = [...new Set(labels)];
    if (unique.length > 20) throw badRequest('标签最多20个');
    const unknown = unique.find((code) => !this.labelCodes.has(code));
    if (unknown !== undefined) throw badRequest(`标签${unknown}不存在`);
    await this.repo.setLabels(record.personId, unique);
    await this.pool?.refresh(record.personId);
    return { labels: unique };
  }

  async intention(scope: DataScope, candidateId: string): Promise<Expects> {
    const record = await this.record(scope, candidateId);
    const resume = await this.repo.resumeOf(record.personId);
    return expectsSchema.parse(resume?.resume.expects ?? {});
  }

  async setIntention(scope: DataScope, personId: string, body: unknown) {
    const record = await this.recordOfPerson(scope, personId);
    return this.saveSection(scope, 'expects', record.userId, body, undefined);
  }

  async setRemark(scope: DataScope, candidateId: string, remark: string) {
    if (!isId(candidateId) || !(await this.repo.for(scope).updateRecord(candidateId, { remark }))) throw notFound(MISSING);
  }

  async setSource(scope: DataScope, candidateId: string, source: string) {
    if (!isId(candidateId) || !(await this.repo.for(scope).updateRecord(candidateId, { source }))) throw notFound(MISSING);
  }

  /** Removes the candidate from the firm's talent (the person and their resume stay on the platform). */
  async remove(scope: DataScope, candidateId: string) {
    const record = isId(candidateId) ? await this.record(scope, candidateId) : undefined;
    if (!record || !(await this.repo.for(scope).updateRecord(candidateId, { deletedAt: new Date() }))) throw notFound(MISSING);
    await this.pool?.refresh(record.personId);
  }

  async owner(scope: DataScope, candidateId: string) {
    const record = await this.record(scope, candidateId);
    return { ownerId: record.ownerId, ownerName: record.ownerName };
  }

  /** Hands a candidate to another consultant within the caller's scope. */
  async changeOwner(actor: ConsultantActor, scope: DataScope, candidateId: string, ownerId: string) {
    if (!isId(ownerId) || (scope.userIds !== null && !scope.userIds.includes(ownerId))) throw notFound('顾问不存在或不在您的管理范围内');
    const target = await this.repo.consultantOfFirm(actor.firmId, ownerId);
    if (!target) throw notFound('顾问不存在或不在您的管理范围内');
    const record = await this.record(scope, candidateId);
    await this.repo.for(scope).updateRecord(candidateId, { ownerId });
    await this.pool?.refresh(record.personId);
    return { ownerId: target.id, ownerName: target.cname };
  }

  async visits(scope: DataScope, candidateId: string) {
    await this.record(scope, candidateId);
    const rows = await this.repo.visits(candidateId);
    return rows.map((v) => ({ id: v.id, content: v.content, visitTime: v.visitedAt.getTime(), userId: v.userId, userName: v.userName }));
  }

  async editVisit(actor: ConsultantActor, scope: DataScope, input: { userId: string; id?: string; content: string; visitTime?: number }) {
    await this.record(scope, input.userId);
    const saved = await this.repo.upsertVisit({
      id: input.id && isId(input.id) ? input.id : undefined,
      candidateId: input.userId,
      userId: actor.userId,
      content: input.content,
      visitedAt: new Date(input.visitTime ?? Date.now()),
    });
    if (!saved) throw notFound('沟通记录不存在，或不是您写的');
  }
}

function listOf(content: ResumeContent, target: 'education' | 'workExperience' | 'project') {
  return target === 'education'
    ? content.commonEducationExperienceList
    : target === 'workExperience'
      ? content.commonWorkExperienceList
      : content.commonProjectExperiencesList;
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '简历内容格式不正确');
  return result.data;
}

/** "My talent" is the consultant's own, whatever their role. */
function ownScope(actor: ConsultantActor, scope: DataScope): DataScope {
  return { ...scope, kind: 'self', userIds: [actor.userId] };
}
