import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, resumeTxt } from '../test/fixtures/library-files';
import { docxBomb } from '../test/fixtures/resume-files';
import { type Caller, createTestApp, signedIn, type TestApp } from '../test/test-app';

/**
 * Hostile uploads on every route that keeps a file (docs/OPERATIONS.md › Security): a Word file
 * that inflates to 200 MB is refused wherever Word files are taken, and a file's name keeps no
 * character that makes it show as something else.
 */
let t: TestApp;
let member: Caller; // 星河 13800000010
let manager: Caller; // 星河 13800000030, whose firm has the company library open

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  t = await createTestApp({ config: { chatRate: { max: 100, windowMs: 60_000 } } });
  member = await signedIn(t.app, '13800000010');
  manager = await signedIn(t.app, '13800000030');
});
afterAll(async () => t?.close());

function upload(caller: Caller, url: string, field: string, name: string, content: Buffer) {
  const { body, headers } = multipartBody([{ name, content }], field);
  return caller.call<Record<string, unknown>>('POST', url, { body, headers });
}

async function count(table: 'complaint_files' | 'chat_files'): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rows.rows[0]?.n ?? 0;
}

/** The files kept in one folder of the app's file storage. */
function storedFiles(folder: string): string[] {
  const dir = path.join(t.config.dataDir, 'files', folder);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
}

describe('a Word file that inflates to 200 MB', () => {
  const bomb = docxBomb(200);

  it('is small on the wire', () => expect(bomb.length).toBeLessThan(250 * 1024));

  it.each([
    ['complaint evidence', '/api/complaintCase/uploadFile', 'complaint_files', 'complaints'],
    ['a chat file', '/api/easemob/im/upload/file.json', 'chat_files', 'chat'],
  ] as const)('is refused as %s, with nothing stored', async (_what, url, table, folder) => {
    const before = await count(table);
    const result = await upload(member, url, 'file', '合同.docx', bomb);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ state: 4000, success: false, message: '「合同.docx」压缩比异常，疑似压缩炸弹，已拒绝' });
    expect(await count(table)).toBe(before);
    expect(storedFiles(folder)).toEqual([]);
  });

  it('is refused as a resume too, by the same check', async () => {
    const result = await upload(member, '/api/candidate/upload.json', 'files', '简历.docx', bomb);
    expect(result.body.data).toMatchObject({ files: [{ ok: false, message: '「简历.docx」压缩比异常，疑似压缩炸弹，已拒绝' }] });
  });
});

describe('a file name with a right-to-left override', () => {
  // Kept as it came, 简历\u202Egnp.exe.png would show as 简历gnp.exe… reversed into a “.exe”.
  const picture = ['简历\u202Egnp.exe\u200B.png', '简历gnp.exe.png'] as const;
  const text = ['简历\u202Etxt.exe\u200B.txt', '简历txt.exe.txt'] as const;
  const resume = Buffer.from(resumeTxt({ name: '罗文静', phone: '13911112222', email: 'luo.wj@example.com' }));

  it.each([
    ['complaint evidence', () => member, '/api/complaintCase/uploadFile', 'file', PNG, picture, 'select name from complaint_files'],
    ['a chat file', () => member, '/api/easemob/im/upload/file.json', 'file', PNG, picture, 'select name from chat_files'],
    ['a resume upload', () => member, '/api/candidate/upload.json', 'files', resume, text, 'select file_name as name from resume_files'],
    [
      'a company library upload',
      () => manager,
      '/api/companyTalentLib/resume/upload',
      'file',
      resume,
      text,
      'select file_name as name from library_files',
    ],
  ] as const)('is kept without its invisible characters from %s', async (_what, who, url, field, content, [sent, kept], select) => {
    const result = await upload(who(), url, field, sent, content);
    expect(result.body.state).toBe(1);
    const rows = await t.database.db.execute<{ name: string }>(sql.raw(select));
    const names = rows.rows.map((r) => r.name);
    expect(names).toContain(kept);
    expect(names.filter((n) => /[\u202E\u200B]/.test(n))).toEqual([]);
  });
});
