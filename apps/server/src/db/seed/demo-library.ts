import { Readable } from 'node:stream';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { mergeResumeContent } from '@hh/domain/library/merge-resume';
import { buildBackupArchive, checkBackupArchive } from '../../modules/library/backup-archive';
import { resumeColumns } from '../../modules/library/library-columns';
import type { FileStorage } from '../../platform/file-storage';
import type { Db } from '../client';
import { libraryBackups, libraryFiles, libraryResumes, libraryTasks } from '../schema/tables';
import { generatePerson } from './resume-generator';
import { seedId } from './seed-ids';

const SEED = 20261122;
const PHONE_BASE = 18_600_000_000;
const IMPORTED = 20;
const DAY = 86_400_000;

/** The text of an original resume file, as a consultant would have received it. */
function resumeText(c: ResumeContent): string {
  const b = c.commonResume;
  return [
    '个人简历',
    `姓名：${b.name}`,
    `性别：${b.sex === 2 ? '女' : '男'}`,
    `出生年月：${b.birthday}`,
    `手机：${b.phone}`,
    `邮箱：${b.email}`,
    `现居住地：${b.city}`,
    '工作经历',
    ...c.commonWorkExperienceList.map((w) => `${w.startDate} - ${w.endDate} ${w.companyName} ${w.positionName}\n${w.workContent}`),
    '教育经历',
    ...c.commonEducationExperienceList.map((e) => `${e.startDate} - ${e.endDate} ${e.schoolName} ${e.professional}`),
  ].join('\n');
}

/**
 * 星河猎头's company resume library: a finished import task by the manager (20 imported, 2
 * duplicates merged, 2 refused), two single uploads by a member, and — when the app's file
 * storage is given (main.ts) — the originals and a finished, checked backup. Tests seed the
 * template without storage: the same rows, no originals, no backup.
 */
export async function seedDemoLibrary(db: Db, now: number, storage?: FileStorage): Promise<void> {
  const firmId = seedId('firm:xinghe');
  const managerId = seedId('user:xh-manager');
  const memberId = seedId('user:xh-member-a1');
  const taskId = seedId('library-task:demo');
  const taskTime = new Date(now - 3 * DAY);
  const people = Array.from({ length: IMPORTED + 2 }, (_, i) => generatePerson(SEED, i, PHONE_BASE).content);
  const keep = async (content: ResumeContent, name: string) =>
    storage ? { ...(await storage.put(Buffer.from(resumeText(content), 'utf8'), { folder: 'library', extension: 'txt' })), name } : null;

  const resumes: (typeof libraryResumes.$inferInsert)[] = [];
  const files: (typeof libraryFiles.$inferInsert)[] = [];
  const originals: { name: string; content: Buffer; resumeId: string; fileId: string }[] = [];
  const fileRow = async (i: number, content: ResumeContent, resumeId: string, fields: Partial<typeof libraryFiles.$inferInsert>) => {
    const fileName = `${content.commonResume.name}-简历.txt`;
    const stored = await keep(content, fileName);
    const id = seedId(`library-file:${i}`);
    if (stored && storage) originals.push({ name: `files/${id}.txt`, content: await storage.get(stored.key), resumeId, fileId: id });
    files.push({
      id,
      firmId,
      resumeId,
      channel: 'import',
      fileName,
      outcome: 1,
      message: '已导入',
      mime: 'text/plain; charset=utf-8',
      size: stored?.size ?? 0,
      storageKey: stored?.key ?? null,
      sha256: stored?.sha256 ?? null,
      uploadedBy: managerId,
      taskId,
      createdAt: taskTime,
      ...fields,
    });
  };

  for (let i = 0; i < IMPORTED; i++) {
    const id = seedId(`library-resume:${i}`);
    let content = people[i] as ResumeContent;
    // Two files of the task are newer copies of earlier people: merged, filling what was empty.
    if (i === 3 || i === 7) content = { ...content, commonResumeExpects: { ...content.commonResumeExpects, expectIndustry: '' } };
    resumes.push({
      id,
      firmId,
      channel: 'import',
      taskId,
      createdBy: managerId,
      createdAt: taskTime,
      updatedAt: taskTime,
      ...resumeColumns(content),
    });
    await fileRow(i, content, id, {});
  }
  for (const [n, i] of [3, 7].entries()) {
    const resume = resumes[i] as (typeof resumes)[number];
    const incoming = people[i] as ResumeContent;
    const merged = mergeResumeContent(resume.content as ResumeContent, incoming);
    Object.assign(resume, resumeColumns(merged.content));
    const b = incoming.commonResume;
    await fileRow(100 + n, incoming, resume.id, {
      outcome: 2,
      message: `与库中「${b.name}」（${b.phone.slice(0, 3)}****${b.phone.slice(7)}）重复，已合并，补充了：${merged.filled.join('、') || '无'}`,
    });
  }
  files.push(
    {
      id: seedId('library-file:refused:1'),
      firmId,
      uploadedBy: managerId,
      taskId,
      channel: 'import',
      fileName: '候选人简历（加密）.pdf',
      outcome: 3,
      message: '「候选人简历（加密）.pdf」已加密，请去除密码后再上传',
      createdAt: taskTime,
    },
    {
      id: seedId('library-file:refused:2'),
      firmId,
      uploadedBy: managerId,
      taskId,
      channel: 'import',
      fileName: '面试安排说明.txt',
      outcome: 3,
      message: '「面试安排说明.txt」未识别到姓名和联系方式，不像是一份简历',
      createdAt: taskTime,
    },
  );
  for (const i of [IMPORTED, IMPORTED + 1]) {
    const id = seedId(`library-resume:${i}`);
    const content = people[i] as ResumeContent;
    const at = new Date(now - (i - IMPORTED + 1) * DAY);
    resumes.push({
      id,
      firmId,
      channel: 'upload',
      taskId: null,
      createdBy: memberId,
      createdAt: at,
      updatedAt: at,
      ...resumeColumns(content),
    });
    await fileRow(i, content, id, { channel: 'upload', taskId: null, uploadedBy: memberId, createdAt: at });
  }

  await db.transaction(async (tx) => {
    await tx.insert(libraryTasks).values({
      id: taskId,
      firmId,
      createdBy: managerId,
      state: 3,
      fileName: '2026年11月简历.zip',
      total: IMPORTED + 4,
      done: IMPORTED + 4,
      imported: IMPORTED,
      merged: 2,
      refused: 2,
      createdAt: taskTime,
      finishedAt: new Date(taskTime.getTime() + 9_000),
    });
    await tx.insert(libraryResumes).values(resumes);
    await tx.insert(libraryFiles).values(files);
  });

  if (!storage) return;
  const createdAt = now - DAY;
  const ndjson = resumes.map((r) => ({
    id: r.id,
    channel: r.channel,
    completed: r.completed,
    createdAt: (r.createdAt as Date).getTime(),
    updatedAt: (r.updatedAt as Date).getTime(),
    files: originals.filter((o) => o.resumeId === r.id).map((o) => ({ id: o.fileId })),
    ...(r.content as object),
  }));
  const archive = await buildBackupArchive({
    firmId,
    firmName: '星河猎头',
    createdAt,
    resumePages: [ndjson],
    files: originals.map((o) => ({ name: o.name, open: async () => Readable.from([o.content]) })),
  });
  const stored = await storage.putFile(archive.path, { folder: 'library-backups', extension: 'zip' });
  const check = await checkBackupArchive(
    { size: stored.size, read: (range) => storage.openRead(stored.key, range) },
    { resumes: ndjson.length, files: originals.length },
  );
  await db.insert(libraryBackups).values({
    id: seedId('library-backup:demo'),
    firmId,
    createdBy: managerId,
    state: check.ok ? 3 : 4,
    resumeCount: ndjson.length,
    fileCount: originals.length,
    size: stored.size,
    storageKey: stored.key,
    sha256: stored.sha256,
    checkOk: check.ok,
    checkMessage: check.ok ? `校验通过：${ndjson.length}份简历、${originals.length}个原件，全部文件校验一致` : check.problems.join('；'),
    createdAt: new Date(createdAt),
    finishedAt: new Date(createdAt + 4_000),
  });
}
