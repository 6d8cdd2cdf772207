import { ApiState } from '@hh/domain/api/api-state';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { describeMissingItem, resumeMissingItems } from '@hh/domain/candidates/resume-completeness';
import type {
  LibraryContactAnswer,
  LibraryDetail,
  LibraryListQuery,
  LibraryModify,
  LibraryPage,
  PhoneCheckAnswer,
  SingleUpload,
} from '@hh/domain/library/library.schema';
import {
  dedupeKeys,
  FILE_OUTCOME_LABELS,
  LIBRARY_CHANNEL_LABELS,
  type LibraryChannel,
  remainingCapacity,
} from '@hh/domain/library/library-rules';
import { isMainlandMobile, maskEmail, maskPhone, normalizePhone } from '@hh/domain/people/phone';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { tooLargeMessage } from '../../platform/file-kinds';
import { cleanFileName } from '../../platform/file-names';
import { isId } from '../../platform/ids';
import type { RiskControl } from '../../platform/risk-control';
import type { LibraryFilters, LibraryRepository } from './library.repository';
import { resumeColumns } from './library-columns';
import type { LibraryIntake } from './library-intake.service';

const YEAR_MS = 365.25 * 86_400_000;

/** 'YYYY-MM' of the month `years` before `now`. */
function monthsAgo(now: number, years: number): string {
  const d = new Date(now);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() - Math.round(years * 12);
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

function yearsSince(value: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})/.exec(value);
  if (!m) return null;
  return Math.max(0, Math.floor((now - Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) / YEAR_MS));
}

/** The firm must have the company resume library open (spec 001: 简历库 in the menu only then). */
export function assertLibraryOpen(actor: ConsultantActor) {
  if (!actor.firm?.companyResumeOpen) throw forbidden('贵公司未开通简历库，请联系平台开通');
}

/**
 * The company resume library: the list with the filters of talent search that apply, one
 * resume, its edit (completeness by the domain's rule), the audited reveal of its contacts, the
 * phone check, and single uploads. The library is the firm's: every consultant of the firm reads
 * and edits it.
 */
export class LibraryService {
  constructor(
    private readonly repo: LibraryRepository,
    private readonly intakes: LibraryIntake,
    private readonly risk: RiskControl,
  ) {}

  filtersOf(query: LibraryListQuery, now = Date.now()): LibraryFilters {
    const keyword = (query.searchKeyWord || query.userIdNamePhoneEmail || query.userIdPositionName || '').trim();
    const phone = keyword && isMainlandMobile(keyword) ? normalizePhone(keyword) : undefined;
    const email = keyword.includes('@') ? keyword.toLowerCase() : undefined;
    return {
      keyword: keyword || undefined,
      phone,
      email,
      city: query.city || undefined,
      education: query.education || undefined,
      sex: query.sex || undefined,
      // Work years arrive at one tenth of what was typed (spec 000 §9): 0.3 is three years.
      workStartBefore: query.workYearLower !== undefined ? monthsAgo(now, query.workYearLower * 10) : undefined,
      workStartAfter: query.workYearUpper !== undefined ? monthsAgo(now, query.workYearUpper * 10 + 1) : undefined,
      birthdayBefore: query.ageLower !== undefined ? monthsAgo(now, query.ageLower) : undefined,
      birthdayAfter: query.ageUpper !== undefined ? monthsAgo(now, query.ageUpper + 1) : undefined,
      createdFrom: query.cTimeBegin !== undefined ? new Date(query.cTimeBegin) : undefined,
      createdTo: query.cTimeEnd !== undefined ? new Date(query.cTimeEnd) : undefined,
    };
  }

  async list(actor: ConsultantActor, query: LibraryListQuery): Promise<LibraryPage> {
    assertLibraryOpen(actor);
    const now = Date.now();
    const { rows, total } = await this.repo.for(actor).page(this.filtersOf(query, now), (query.current - 1) * query.limit, query.limit);
    return {
      totalCount: total,
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        sex: r.sex,
        age: yearsSince(r.birthday, now),
        phone: r.phone ? maskPhone(r.phone) : '',
        email: r.email ? maskEmail(r.email) : '',
        city: r.city,
        education: r.education,
        workYears: yearsSince(r.workStartDate, now),
        companyName: r.companyName,
        positionName: r.positionName,
        schoolName: r.schoolName,
        channel: r.channel,
        channelLabel: LIBRARY_CHANNEL_LABELS[r.channel],
        completeFlag: r.completed,
        createTime: r.createdAt.getTime(),
        updateTime: r.updatedAt.getTime(),
        creatorName: r.creatorName,
      })),
    };
  }

  private async visible(actor: ConsultantActor, id: string) {
    assertLibraryOpen(actor);
    const row = isId(id) ? await this.repo.for(actor).byId(id) : undefined;
    if (!row) throw notFound('简历不存在或已删除');
    return row;
  }

  async detail(actor: ConsultantActor, id: string): Promise<LibraryDetail> {
    const row = await this.visible(actor, id);
    const content = row.content as ResumeContent;
    const files = await this.repo.for(actor).filesOf(row.id);
    return {
      id: row.id,
      lietouCompanyResume: {
        ...content.commonResume,
        phone: content.commonResume.phone ? maskPhone(content.commonResume.phone) : '',
        email: content.commonResume.email ? maskEmail(content.commonResume.email) : '',
        identityCardNum: '',
      },
      commonResumeExpects: content.commonResumeExpects,
      commonEducationExperienceList: content.commonEducationExperienceList,
      commonWorkExperienceList: content.commonWorkExperienceList,
      commonProjectExperiencesList: content.commonProjectExperiencesList,
      completeFlag: row.completed,
      missing: resumeMissingItems(content).map(describeMissingItem),
      version: row.version,
      channel: row.channel,
      channelLabel: LIBRARY_CHANNEL_LABELS[row.channel],
      files: files.map((f) => ({ id: f.id, fileName: f.fileName, size: f.size, createTime: f.createdAt.getTime() })),
      createTime: row.createdAt.getTime(),
      updateTime: row.updatedAt.getTime(),
    };
  }

  /**
   * The full phone (1) or e-mail (2) of a resume, for whoever may read its detail: checked first,
   * so a resume outside the caller's firm answers as missing and counts nothing; then counted
   * toward the phoneReveal risk limit (2410 past it), then read and audited in one transaction.
   */
  async revealContact(actor: ConsultantActor, id: string, type: number, ip: string): Promise<LibraryContactAnswer> {
    const row = await this.visible(actor, id);
    await this.risk.hit('phoneReveal', actor.userId, actor.firmId);
    const attrType = type === 1 ? 1 : 2;
    const value = await this.repo.for(actor).revealContact({ userId: actor.userId, resumeId: row.id, attrType, ip });
    if (value === undefined) throw notFound('简历不存在或已删除');
    if (!value) throw notFound(attrType === 1 ? '该简历未填写手机号' : '该简历未填写邮箱');
    return { value };
  }

  async modify(actor: ConsultantActor, input: LibraryModify) {
    const row = await this.visible(actor, input.id);
    const stored = row.content as ResumeContent;
    const base = { ...input.lietouCompanyResume };
    // Contacts come back masked from the detail: a value with * keeps what is stored.
    if (base.phone.includes('*')) base.phone = stored.commonResume.phone;
    if (base.email.includes('*')) base.email = stored.commonResume.email;
    if (base.phone && !isMainlandMobile(base.phone)) throw badRequest('手机号格式不正确');
    const keys = dedupeKeys(base.phone, base.email);
    if (base.email && !keys.email) throw badRequest('邮箱格式不正确');
    base.phone = keys.phone ?? '';
    base.email = keys.email ?? '';
    base.identityCardNum = '';
    const taken = await this.repo.for(actor).contactTaken(row.id, keys.phone, keys.email);
    if (taken) throw conflict(taken.phone === keys.phone ? '该手机号已在简历库的另一份简历中' : '该邮箱已在简历库的另一份简历中');
    const content: ResumeContent = {
      commonResume: base,
      commonResumeExpects: input.commonResumeExpects,
      commonEducationExperienceList: input.commonEducationExperienceList,
      commonWorkExperienceList: input.commonWorkExperienceList,
      commonProjectExperiencesList: input.commonProjectExperiencesList,
    };
    const saved = await this.repo.for(actor).save(row.id, input.version, resumeColumns(content));
    if (!saved) throw new AppError(ApiState.stale, '简历已被他人修改，请刷新后再保存');
    return this.detail(actor, row.id);
  }

  async phoneCheck(actor: ConsultantActor, raw: string): Promise<PhoneCheckAnswer> {
    assertLibraryOpen(actor);
    if (!isMainlandMobile(raw)) throw badRequest('手机号格式不正确，请输入11位手机号');
    const phone = normalizePhone(raw);
    const row = await this.repo.for(actor).byPhone(phone);
    return row
      ? {
          exists: true,
          id: row.id,
          name: row.name,
          phone: maskPhone(phone),
          message: `简历库中已有该手机号的简历（${row.name || '未命名'}）`,
        }
      : { exists: false, id: null, name: null, phone: maskPhone(phone), message: '简历库中没有该手机号' };
  }

  async capacity(actor: ConsultantActor) {
    assertLibraryOpen(actor);
    const state = await this.intakes.capacityOf(actor.firmId);
    return { ...state, remaining: remainingCapacity(state) };
  }

  /**
   * The one entry point for a single resume file into a firm's library: a consultant's upload
   * now; the mail collector and the browser plugin later, with their own channel.
   */
  async intake(firmId: string, userId: string, file: { fileName: string; buffer: Buffer }, channel: LibraryChannel): Promise<SingleUpload> {
    const parsed = await this.intakes.parse(cleanFileName(file.fileName, '未命名文件'), file.buffer);
    const [result] = await this.intakes.store({ firmId, userId, channel, taskId: null }, [parsed]);
    if (!result) throw new Error('intake answered nothing');
    return { ...result, outcomeLabel: FILE_OUTCOME_LABELS[result.outcome] };
  }

  async upload(actor: ConsultantActor, fileName: string, buffer: Buffer, truncated: boolean): Promise<SingleUpload> {
    assertLibraryOpen(actor);
    if (truncated) throw new AppError(ApiState.tooLarge, tooLargeMessage(fileName));
    return this.intake(actor.firmId, actor.userId, { fileName, buffer }, 'upload');
  }
}
