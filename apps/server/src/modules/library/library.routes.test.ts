import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firms, libraryCapacities } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { multipartBody, resumeTxt } from '../../test/fixtures/library-files';
import { rawZip, textPdf } from '../../test/fixtures/resume-files';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { buildBackupArchive, checkBackupArchive } from './backup-archive';
import { LibraryBackupsRepository } from './library-backups.repository';
import { bufferSource } from './zip-range-reader';
import { readAllEntries } from './zip-unpack';

interface Task {
  id: string;
  state: number;
  total: number;
  done: number;
  imported: number;
  merged: number;
  refused: number;
}
interface DetailRow {
  fileName: string;
  outcome: number;
  message: string;
  resumeId: string | null;
}

let t: TestApp;
let manager: Caller;
let member: Caller;
let other: Caller;

async function upload(caller: Caller, url: string, files: { name: string; content: Buffer | string }[]) {
  const { body, headers } = multipartBody(files);
  return caller.call<Record<string, unknown>>('POST', url, { body, headers });
}

async function waitForTask(caller: Caller, id: string): Promise<Task> {
  for (let i = 0; i < 150; i++) {
    const last = await caller.get<Task | null>('/api/companyTalentLib/task/last');
    if (last.body.data?.id === id && last.body.data.state >= 3) return last.body.data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('import task did not finish');
}

async function workbook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

let memberBefore = { countJLKSC: 0, countJLKDR: 0 };
let closedFirm: { status: number; message: string } = { status: 0, message: '' };

beforeAll(async () => {
  t = await createTestApp();
  const closed = await signedIn(t.app, '13900000010');
  const res = await closed.post('/api/companyTalentLib/resume/list', {});
  closedFirm = { status: res.status, message: res.body.message };
  // The second firm gets a library too, so its ids can be tried across firms.
  await t.database.db
    .update(firms)
    .set({ companyResumeOpen: true })
    .where(eq(firms.id, seedId('firm:yuanhang')));
  manager = await signedIn(t.app, '13800000030');
  member = await signedIn(t.app, '13800000010');
  other = await signedIn(t.app, '13900000030');
  memberBefore = (await member.get<{ countJLKSC: number; countJLKDR: number }>('/api/usermanager/getListLogCount')).body.data;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('company resume library', () => {
  it('is closed to a firm without the library', () => {
    expect(closedFirm).toEqual({ status: 403, message: '贵公司未开通简历库，请联系平台开通' });
  });

  let taskId = '';
  let mergedInto = '';

  it('takes a single upload into the library and answers its outcome at once', async () => {
    const res = await upload(member, '/api/companyTalentLib/resume/upload', [
      { name: '林书豪.txt', content: resumeTxt({ name: '林书豪', phone: '13911110001', email: 'lin.sh@example.com' }) },
    ]);
    expect(res.body.state).toBe(1);
    expect(res.body.data).toMatchObject({ outcome: 1, outcomeLabel: '已导入' });
    mergedInto = res.body.data.resumeId as string;
  });

  it('imports a zip of good, duplicate and hostile files through the job queue', async () => {
    const good = (name: string, phone: string, email?: string) => Buffer.from(resumeTxt({ name, phone, email }));
    const zip = rawZip([
      { name: '简历/张伟.txt', data: good('张伟', '13911110002', 'zhangwei@example.com') },
      { name: '简历/王芳.txt', data: good('王芳', '13911110003') },
      // the same person as 张伟 within the task (phone with spaces and +86)
      { name: '简历/张伟-新版.txt', data: good('张伟', '+86 139 1111 0002') },
      // the same e-mail as the single upload, already in the library (upper case)
      { name: '简历/林书豪2.txt', data: Buffer.from(resumeTxt({ name: '林书豪', email: 'LIN.SH@example.com', city: '上海' })) },
      { name: '加密.pdf', data: textPdf(['姓名：李雷', '手机：13911110009'], { encrypt: true }) },
      { name: '嵌套.zip', data: rawZip([{ name: 'a.txt', data: Buffer.from('x') }]) },
      { name: '../逃逸.txt', data: good('赵六', '13911110005') },
      { name: '炸弹.txt', data: Buffer.alloc(3 * 1024 * 1024, 0x20) },
      { name: '图片.pdf', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) },
      { name: '说明.txt', data: Buffer.from('这个压缩包里是本月收到的简历，请各位顾问查收，有问题在周会上讨论。\n'.repeat(12)) },
      { name: '__MACOSX/._张伟.txt', data: Buffer.from('junk') },
    ]);
    const res = await upload(manager, '/api/companyTalentLib/task/create', [{ name: '十月简历.zip', content: zip }]);
    expect(res.body.state).toBe(1);
    taskId = res.body.data.id as string;

    const task = await waitForTask(manager, taskId);
    expect(task).toMatchObject({ state: 3, total: 10, done: 10, imported: 2, merged: 2, refused: 6 });

    const details = await manager.get<{ list: DetailRow[]; totalCount: number }>('/api/companyTalentLib/task/detail/list', {
      taskId,
      pageSize: '20',
    });
    expect(details.body.data.totalCount).toBe(10);
    const by = (name: string) => details.body.data.list.find((r) => r.fileName === name) as DetailRow;
    expect(by('张伟.txt').outcome).toBe(1);
    expect(by('张伟-新版.txt')).toMatchObject({ outcome: 2, resumeId: by('张伟.txt').resumeId });
    expect(by('林书豪2.txt')).toMatchObject({ outcome: 2, resumeId: mergedInto });
    expect(by('林书豪2.txt').message).toContain('重复');
    expect(by('加密.pdf').message).toContain('加密');
    expect(by('嵌套.zip').message).toContain('嵌套');
    expect(by('逃逸.txt').message).toContain('路径异常');
    expect(by('炸弹.txt').message).toContain('压缩比异常');
    expect(by('图片.pdf').message).toContain('不是有效的PDF');
    expect(by('说明.txt').message).toContain('不像是一份简历');

    const refused = await manager.get<{ list: DetailRow[]; totalCount: number }>('/api/companyTalentLib/task/detail/list', {
      taskId,
      outcome: '3',
    });
    expect(refused.body.data.totalCount).toBe(6);
  }, 60_000);

  it('lists the library 20 a page with masked contacts and talent-search filters', async () => {
    const all = await member.post<{ list: { id: string; name: string; phone: string }[]; totalCount: number }>(
      '/api/companyTalentLib/resume/list',
      { searchKeyWord: '张伟' },
    );
    expect(all.body.data.list.map((r) => r.name)).toEqual(['张伟']);
    expect(all.body.data.list[0]?.phone).toBe('139****0002');

    const byPhone = await member.post<{ list: { name: string }[] }>('/api/companyTalentLib/resume/list', { searchKeyWord: '13911110003' });
    expect(byPhone.body.data.list.map((r) => r.name)).toEqual(['王芳']);
    // 9 years of work: typed 8 → sent 0.8 matches; typed 12 → 1.2 does not.
    const years = await member.post<{ list: { name: string }[] }>('/api/companyTalentLib/resume/list', {
      searchKeyWord: '王芳',
      workYearLower: 0.8,
    });
    expect(years.body.data.list).toHaveLength(1);
    const tooMany = await member.post<{ list: { name: string }[] }>('/api/companyTalentLib/resume/list', {
      searchKeyWord: '王芳',
      workYearLower: 1.2,
    });
    expect(tooMany.body.data.list).toHaveLength(0);

    const bad = await member.post('/api/companyTalentLib/resume/list', { workYearLower: 3, workYearUpper: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('工作年限');
  });

  it('shows, merges into and modifies one resume; checks a phone', async () => {
    const detail = await member.get<{
      lietouCompanyResume: { name: string; phone: string; email: string; city: string };
      version: number;
      completeFlag: boolean;
      missing: string[];
      commonResumeExpects: object;
      commonEducationExperienceList: object[];
      commonWorkExperienceList: object[];
      commonProjectExperiencesList: object[];
      files: object[];
    }>('/api/companyTalentLib/resume/detail', { id: mergedInto });
    expect(detail.body.data.lietouCompanyResume.phone).toBe('139****0001');
    expect(detail.body.data.lietouCompanyResume.email).toMatch(/^l\*+@example\.com$/);
    expect(detail.body.data.files).toHaveLength(2);

    const saved = await member.post<{ lietouCompanyResume: { companyName: string; phone: string }; version: number }>(
      '/api/companyTalentLib/resume/modify',
      { ...detail.body.data, id: mergedInto, lietouCompanyResume: { ...detail.body.data.lietouCompanyResume, companyName: '字节跳动' } },
    );
    expect(saved.body.state).toBe(1);
    expect(saved.body.data.version).toBe(detail.body.data.version + 1);
    expect(saved.body.data.lietouCompanyResume.phone).toBe('139****0001');

    const stale = await member.post('/api/companyTalentLib/resume/modify', { ...detail.body.data, id: mergedInto });
    expect(stale.status).toBe(409);

    const check = await member.post<{ exists: boolean; id: string; phone: string }>('/api/companyTalentLib/phone/check', {
      phone: '139-1111-0001',
    });
    expect(check.body.data).toMatchObject({ exists: true, id: mergedInto, phone: '139****0001' });
    const none = await member.post<{ exists: boolean }>('/api/companyTalentLib/phone/check', { phone: '13911119999' });
    expect(none.body.data.exists).toBe(false);
    const badPhone = await member.post('/api/companyTalentLib/phone/check', { phone: '123' });
    expect(badPhone.body.message).toContain('手机号');
  });

  it('keeps tasks and resumes within their firm and scope', async () => {
    expect((await other.get('/api/companyTalentLib/resume/detail', { id: mergedInto })).status).toBe(404);
    expect((await other.get('/api/companyTalentLib/task/detail/list', { taskId })).status).toBe(404);
    // A member sees their own tasks only; the manager's task answers as missing.
    expect((await member.get('/api/companyTalentLib/task/detail/list', { taskId })).status).toBe(404);
    const memberTasks = await member.get<{ totalCount: number }>('/api/companyTalentLib/task/list', { state: '0' });
    expect(memberTasks.body.data.totalCount).toBe(0);
    const managerTasks = await manager.get<{ list: Task[] }>('/api/companyTalentLib/task/list');
    expect(managerTasks.body.data.list.map((x) => x.id)).toContain(taskId);
  });

  it('refuses an import up front when the library is full, and per file past the limit', async () => {
    const capacity = await manager.get<{ capacity: number; used: number; remaining: number }>('/api/companyTalentLib/task/capacity');
    const { used } = capacity.body.data;
    await t.database.db.insert(libraryCapacities).values({ firmId: seedId('firm:xinghe'), capacity: used + 1 });
    const res = await upload(manager, '/api/companyTalentLib/task/create', [
      { name: 'a.txt', content: resumeTxt({ name: '甲', phone: '13911120001' }) },
      { name: 'b.txt', content: resumeTxt({ name: '乙', phone: '13911120002' }) },
    ]);
    const task = await waitForTask(manager, res.body.data.id as string);
    expect(task).toMatchObject({ imported: 1, refused: 1 });
    const details = await manager.get<{ list: DetailRow[] }>('/api/companyTalentLib/task/detail/list', { taskId: task.id, outcome: '3' });
    expect(details.body.data.list[0]?.message).toContain('简历库容量已满');

    const full = await upload(manager, '/api/companyTalentLib/task/create', [
      { name: 'c.txt', content: resumeTxt({ name: '丙', phone: '13911120003' }) },
    ]);
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('简历库容量已满');
    await t.database.db.delete(libraryCapacities).where(eq(libraryCapacities.firmId, seedId('firm:xinghe')));
  }, 60_000);
});

describe('backups', () => {
  it('builds, checks and downloads a backup; only the manager may', async () => {
    expect((await member.get('/api/companyTalentLib/backup/task/create')).body.state).not.toBe(1);
    const created = await manager.get<{ id: string }>('/api/companyTalentLib/backup/task/create');
    expect(created.body.state).toBe(1);
    let row: { id: string; state: number; checkOk: boolean | null; resumeCount: number; fileCount: number } | undefined;
    for (let i = 0; i < 150 && !(row && row.state >= 3); i++) {
      await new Promise((r) => setTimeout(r, 200));
      const list = await manager.get<{ list: NonNullable<typeof row>[] }>('/api/companyTalentLib/backup/task');
      row = list.body.data.list.find((b) => b.id === created.body.data.id);
    }
    expect(row).toMatchObject({ state: 3, checkOk: true });
    const capacity = await manager.get<{ used: number }>('/api/companyTalentLib/task/capacity');
    expect(row?.resumeCount).toBe(capacity.body.data.used);

    const download = await manager.get(`/api/companyTalentLib/backup/file/logs/create/${created.body.data.id}`);
    expect(download.status).toBe(200);
    expect(String(download.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const archive = download.raw.rawPayload;
    const expected = { resumes: row?.resumeCount ?? 0, files: row?.fileCount ?? 0 };
    expect(await checkBackupArchive(bufferSource(archive), expected)).toEqual({ ok: true, problems: [] });
    const names = readAllEntries(archive, 100_000).map((e) => e.name);
    expect(names).toContain('manifest.json');
    expect(names).toContain('resumes.ndjson');
    expect(names.filter((n) => n.startsWith('files/'))).toHaveLength(expected.files);

    const logs = await manager.get<{ list: { backupId: string; userName: string }[] }>('/api/companyTalentLib/backup/file/logs');
    expect(logs.body.data.list[0]).toMatchObject({ backupId: created.body.data.id });
    expect((await other.get(`/api/companyTalentLib/backup/file/logs/create/${created.body.data.id}`)).status).toBeGreaterThanOrEqual(403);
  }, 60_000);

  it('reads the library page by page, every resume and original exactly once, whatever the page size', async () => {
    const firmId = seedId('firm:xinghe');
    const repo = new LibraryBackupsRepository(t.database.db);
    for (const [i, name] of ['周一', '周二'].entries()) {
      const phone = `1391111009${i}`;
      expect(
        (await upload(manager, '/api/companyTalentLib/resume/upload', [{ name: `${name}.txt`, content: resumeTxt({ name, phone }) }])).body
          .state,
      ).toBe(1);
    }
    // Rows created in the same millisecond must neither repeat nor vanish across a page boundary.
    await t.database.db.execute(sql`update library_resumes set created_at = date_trunc('second', created_at) where firm_id = ${firmId}`);
    for (const size of [1, 7, 500]) {
      const read = await repo.readSnapshot(firmId, async (snap) => {
        const resumeIds: string[] = [];
        const fileIds: string[] = [];
        for await (const page of snap.resumePages(size)) {
          expect(page.resumes.length).toBeLessThanOrEqual(size);
          resumeIds.push(...page.resumes.map((r) => r.id));
        }
        for await (const file of snap.originals(size)) fileIds.push(file.id);
        return { counts: snap.counts, resumeIds, fileIds };
      });
      expect(read.counts.resumes).toBeGreaterThan(7);
      expect(read.counts.files).toBeGreaterThanOrEqual(2);
      expect(new Set(read.resumeIds).size).toBe(read.counts.resumes);
      expect(read.resumeIds).toHaveLength(read.counts.resumes);
      expect(new Set(read.fileIds).size).toBe(read.counts.files);
      expect(read.fileIds).toHaveLength(read.counts.files);
    }
  });

  it('fails the restore check of a tampered or incomplete archive', async () => {
    const built = await buildBackupArchive({
      firmId: 'f',
      firmName: '星河猎头',
      createdAt: 1,
      resumePages: [[{ id: 'a' }], [{ id: 'b' }]],
      files: [{ name: 'files/a.txt', open: async () => Readable.from([Buffer.from('原件')]) }],
    });
    const good = await readFile(built.path);
    await rm(built.path);
    expect(await checkBackupArchive(bufferSource(good), { resumes: 2, files: 1 })).toEqual({ ok: true, problems: [] });
    expect((await checkBackupArchive(bufferSource(good), { resumes: 3, files: 1 })).problems).toEqual([
      '简历条数 2 与备份时的简历库 3 不符',
    ]);
    // Rewrite one entry's content (same length) and keep the manifest: its checksum no longer matches.
    const entries = readAllEntries(good, 10).map((e) => (e.name === 'files/a.txt' ? { ...e, buffer: Buffer.from('伪件') } : e));
    const tampered = rawZip(entries.map((e) => ({ name: e.name, data: e.buffer })));
    const verdict = await checkBackupArchive(bufferSource(tampered), { resumes: 2, files: 1 });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.join()).toContain('files/a.txt');
    const missing = rawZip(entries.filter((e) => e.name !== 'resumes.ndjson').map((e) => ({ name: e.name, data: e.buffer })));
    expect((await checkBackupArchive(bufferSource(missing), { resumes: 2, files: 1 })).problems).toContain('缺少文件 resumes.ndjson');
  });
});

describe('upload records', () => {
  it('lists the three sources 20 a page with counts, and exports real .xlsx files', async () => {
    const counts = await manager.get<{ countGWSC: number; countJLKSC: number; countJLKDR: number }>('/api/usermanager/getListLogCount');
    expect(counts.body.data.countJLKSC).toBeGreaterThanOrEqual(1);
    expect(counts.body.data.countJLKDR).toBeGreaterThanOrEqual(2);
    const uploads = await manager.get<{ list: { fileName: string; state: string }[]; totalCount: number }>(
      '/api/usermanager/resumeUploadList',
      {
        source: '2',
      },
    );
    expect(uploads.body.data.totalCount).toBe(counts.body.data.countJLKSC);
    expect(uploads.body.data.list.map((r) => r.fileName)).toContain('林书豪.txt');
    const imports = await manager.get<{ list: { fileName: string; total: number }[]; totalCount: number }>(
      '/api/usermanager/resumeUploadList',
      {
        source: '3',
      },
    );
    expect(imports.body.data.list.find((r) => r.fileName === '十月简历.zip')?.total).toBe(10);
    const talent = await manager.get<{ totalCount: number }>('/api/usermanager/resumeUploadList', { source: '1' });
    expect(talent.body.data.totalCount).toBe(counts.body.data.countGWSC);
    expect((await manager.get('/api/usermanager/resumeUploadList', { source: '4' })).status).toBe(422);

    // A member counts their own uploads only.
    const mine = await member.get<{ countJLKSC: number; countJLKDR: number }>('/api/usermanager/getListLogCount');
    expect(mine.body.data).toMatchObject({ countJLKSC: memberBefore.countJLKSC + 1, countJLKDR: memberBefore.countJLKDR });

    const excel = await manager.get('/api/usermanager/resumeUploadLogExcel', { source: '3' });
    expect(String(excel.headers['content-disposition'])).toContain(encodeURIComponent('上传记录'));
    const sheet = (await workbook(excel.raw.rawPayload)).worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('文件名');
    expect(sheet?.rowCount).toBe(imports.body.data.totalCount + 1);

    const tasks = await manager.get('/api/companyTalentLib/taskListExcel', { state: '0' });
    const taskSheet = (await workbook(tasks.raw.rawPayload)).worksheets[0];
    expect(taskSheet?.getRow(2).getCell(1).value).toBeTruthy();
  });
});
