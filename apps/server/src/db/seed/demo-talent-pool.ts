import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { talentDocumentOf } from '@hh/domain/talent/talent-document';
import { identityOf, resumeColumnsOf } from '../../modules/candidates/resume-columns';
import { columnsOf } from '../../modules/talent/talent-pool.repository';
import { talentReference } from '../../modules/talent/talent-reference';
import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { candidates, orders, people, resumes, talentIndex } from '../schema/tables';
import { DEMO_CANDIDATE_COUNT } from './demo-candidates';
import { generatePerson, prng } from './resume-generator';
import { seedId } from './seed-ids';

/** People who put their resume on the platform or shared it: the talent pool of the demo world. */
export const DEMO_POOL_SIZE = 5000;
const SEED = 20261122;
const PHONE_BASE = 17_000_000_000;
const DAY = 86_400_000;

/** Schools and employers the base generator never picks, so every tip label shows up in the pool. */
const TIER_TWO = [
  '浙江科技大学',
  '南京工程学院',
  '上海应用技术大学',
  '广东财经大学',
  '湖北工业大学',
  '成都信息工程大学',
  '西安工业大学',
  '重庆理工大学',
];
const PRIVATE = [
  '浙江树人学院',
  '三江学院',
  '上海建桥学院',
  '广东白云学院',
  '武汉东湖学院',
  '西安欧亚学院',
  '南京大学金陵学院',
  '电子科技大学成都学院',
];
const OUTSOURCING = ['中软国际', '软通动力', '文思海辉', '博彦科技', '法本信息', '东软集团', '诚迈科技', '润和软件'];
const GOVERNMENT = ['杭州市人民政府办公厅', '深圳市市场监督管理局', '上海市税务局', '南京市发展和改革委员会', '成都市人力资源和社会保障局'];

const ym = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The index-th pool resume: the shared generator's person, varied so schools, employers and careers spread wider. */
export function demoPoolPerson(index: number): ResumeContent {
  const { content } = generatePerson(SEED, index, PHONE_BASE);
  const rand = prng(SEED + index * 7919);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const undergraduate = content.commonEducationExperienceList.find((e) => e.education === 5 || e.education === 4);
  if (undergraduate && index % 7 === 3) undergraduate.schoolName = pick(TIER_TWO);
  if (undergraduate && index % 17 === 4) undergraduate.schoolName = pick(PRIVATE);
  const work = content.commonWorkExperienceList;
  if (work[0] && index % 11 === 5) {
    work[0].companyName = pick(OUTSOURCING);
    content.commonResume.companyName = work[0].companyName;
  }
  if (work.length > 1 && index % 23 === 7) (work[work.length - 1] as (typeof work)[number]).companyName = pick(GOVERNMENT);
  // A gap of a year before the current job for some; the current job then starts later.
  const previous = work[1];
  if (work[0] && previous && index % 13 === 6) {
    const [y, m] = previous.endDate.split('-').map(Number);
    if (y && m && y + 1 < 2026) work[0].startDate = ym(y + 1, m);
  }
  return content;
}

/**
 * The demo talent pool: DEMO_POOL_SIZE people of their own (80% 平台注册, 20% 共享简历库), plus every
 * fourth demo candidate and some of 远航's, so search shows people held by the searcher's firm, by another firm and
 * by nobody. Written with multi-row inserts after the orders (the 外部推荐 label reads them).
 */
export async function seedDemoTalentPool(db: Db, box: SecretBox, now: number): Promise<void> {
  const ref = talentReference();
  const clock = new Date(now);
  const personRows: (typeof people.$inferInsert)[] = [];
  const resumeRows: (typeof resumes.$inferInsert)[] = [];
  const indexRows: (typeof talentIndex.$inferInsert)[] = [];
  const add = (
    personId: string,
    content: ResumeContent,
    source: 1 | 2,
    refreshedAt: Date,
    createdAt: Date,
    held: { firmId: string; ownerId: string } | null,
    recommended: boolean,
  ) => {
    const columns = resumeColumnsOf(content, box);
    const doc = talentDocumentOf(
      {
        name: content.commonResume.name,
        sex: content.commonResume.sex,
        birthday: content.commonResume.birthday,
        city: content.commonResume.city,
        workStartDate: content.commonResume.workStartDate,
        education: content.commonResume.education,
        expects: content.commonResumeExpects,
        educationList: content.commonEducationExperienceList,
        workList: content.commonWorkExperienceList,
        projectList: content.commonProjectExperiencesList,
        labels: [],
        source,
        occupiedFirmIds: held ? [held.firmId] : [],
        canShare: columns.completed && source !== 2,
        externalRecommended: recommended,
      },
      ref.tips,
      clock,
    );
    indexRows.push({
      personId,
      source,
      refreshedAt,
      createdAt,
      occupiedFirmId: held?.firmId ?? null,
      occupiedOwnerId: held?.ownerId ?? null,
      ...columnsOf(doc),
    });
    return columns;
  };

  for (let i = 0; i < DEMO_POOL_SIZE; i++) {
    const content = demoPoolPerson(i);
    const personId = seedId(`pool-person:${i}`);
    // Refreshed within the last year, newest first by index; entered the pool up to 200 days before that.
    const refreshedAt = new Date(now - Math.floor((i * 365 * DAY) / DEMO_POOL_SIZE) - (i % 97) * 60_000);
    const createdAt = new Date(refreshedAt.getTime() - (i % 200) * DAY);
    const columns = add(personId, content, i % 5 === 4 ? 2 : 1, refreshedAt, createdAt, null, false);
    personRows.push({ id: personId, ...identityOf(content.commonResume), createdAt });
    resumeRows.push({ id: seedId(`pool-resume:${i}`), personId, ...columns, updatedAt: refreshedAt });
  }
  for (let i = 0; i < DEMO_POOL_SIZE; i += 500) {
    await db.insert(people).values(personRows.slice(i, i + 500));
    await db.insert(resumes).values(resumeRows.slice(i, i + 500));
  }

  // Every fourth demo candidate also put their resume on the platform, and some of 远航's (index 24k+17).
  const held = await db.select({ personId: candidates.personId, firmId: candidates.firmId, ownerId: candidates.ownerId }).from(candidates);
  const holder = new Map(held.map((h) => [h.personId, h]));
  const recommended = new Set((await db.selectDistinct({ personId: orders.personId }).from(orders)).map((o) => o.personId));
  for (let i = 0; i < DEMO_CANDIDATE_COUNT; i++) {
    if (i % 4 !== 0 && i % 24 !== 17) continue;
    const personId = seedId(`person:${i}`);
    const { content } = generatePerson(20261121, i, 15_800_000_000);
    const at = new Date(now - (i * 7 + 3) * 3_600_000);
    const h = holder.get(personId);
    add(personId, content, 1, at, at, h ? { firmId: h.firmId, ownerId: h.ownerId } : null, recommended.has(personId));
  }
  for (let i = 0; i < indexRows.length; i += 500) await db.insert(talentIndex).values(indexRows.slice(i, i + 500));
}
