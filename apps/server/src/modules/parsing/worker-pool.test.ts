import { ApiState } from '@hh/domain/api/api-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_PARTS, rawZip, resumeDocx, textPdf } from '../../test/fixtures/resume-files';
import { BUSY_MESSAGE, createParsePool, type ParseOutcome, type ParsePool } from './worker-pool';

const TEST_HOOK = new URL('../../test/fixtures/parse-worker-hooks.ts', import.meta.url);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 7)]);

let docx: Buffer;
const pdf = textPdf([
  '李娜',
  '女 | 1992.03 | 本科 | 现居杭州',
  '手机：139 1234 5678 邮箱：lina@example.com',
  '工作经历',
  '2019.07 - 至今 网易（杭州）网络有限公司 产品经理',
  '• 负责云音乐会员体系。',
  '教育背景',
  '2010.09 - 2014.06 浙江大学 工业设计 本科',
]);

function failure(outcome: ParseOutcome): { message: string; state: number } {
  if (outcome.ok) throw new Error(`parsed as ${outcome.kind}`);
  return { message: outcome.message, state: outcome.state };
}

beforeAll(async () => {
  docx = await resumeDocx({
    table: [
      ['姓名', '王强', '性别', '男'],
      ['手机', '13700001111', '邮箱', 'wq@example.com'],
    ],
    sections: [
      ['工作经历', ['2018.03-至今 美团 高级测试工程师', '负责外卖交易链路测试。']],
      ['教育经历', ['2011.09-2015.06 武汉大学 软件工程 本科']],
    ],
  });
});

describe('the parse pool with its production settings', () => {
  let pool: ParsePool;
  beforeAll(() => {
    pool = createParsePool();
  });
  afterAll(() => pool.close());

  it('parses a DOCX and a PDF end to end, side by side', async () => {
    const [fromDocx, fromPdf] = await Promise.all([pool.parse('王强的简历.docx', docx), pool.parse('李娜.pdf', pdf)]);
    if (!fromDocx.ok || !fromPdf.ok) throw new Error(JSON.stringify([fromDocx, fromPdf]));
    expect(fromDocx.kind).toBe('docx');
    expect(fromDocx.resume.commonResume).toMatchObject({ name: '王强', sex: 1, phone: '13700001111', email: 'wq@example.com' });
    expect(fromDocx.resume.commonWorkExperienceList).toMatchObject([
      { companyName: '美团', positionName: '高级测试工程师', startDate: '2018-03', endDate: '至今' },
    ]);
    expect(fromPdf.kind).toBe('pdf');
    expect(fromPdf.resume.commonResume).toMatchObject({ name: '李娜', sex: 2, birthday: '1992-03', phone: '13912345678', city: '杭州' });
    expect(fromPdf.resume.commonEducationExperienceList).toMatchObject([
      { schoolName: '浙江大学', professional: '工业设计', education: 5, startDate: '2010-09', endDate: '2014-06' },
    ]);
    expect(fromPdf.ms).toBeGreaterThan(0);
  });

  it('refuses a zip bomb and a renamed picture with a message naming the file', async () => {
    const bomb = rawZip([...DOCX_PARTS, { name: 'word/media/image1.png', data: Buffer.alloc(30 * 1024 * 1024) }]);
    expect(failure(await pool.parse('简历.docx', bomb))).toEqual({
      state: ApiState.badRequest,
      message: '「简历.docx」压缩比异常，疑似压缩炸弹，已拒绝',
    });
    expect(failure(await pool.parse('简历.pdf', PNG))).toEqual({ state: ApiState.badRequest, message: '「简历.pdf」不是有效的PDF文件' });
  });
});

describe('the parse pool when a file misbehaves', () => {
  // One worker, a short time cap, a small heap and a queue of one, with files that hang or crash on cue.
  let pool: ParsePool;
  beforeAll(() => {
    pool = createParsePool({ size: 1, timeoutMs: 3_000, maxOldGenerationSizeMb: 64, maxQueue: 1, testHook: TEST_HOOK });
  });
  afterAll(() => pool.close());

  it('cuts off a file that hangs, and the next file still parses', async () => {
    const started = Date.now();
    const hung = failure(await pool.parse('hang.pdf', pdf));
    expect(hung.message).toBe('「hang.pdf」解析超时（超过3秒），文件可能过于复杂或已损坏，请检查后重新上传');
    expect(Date.now() - started).toBeLessThan(10_000);
    const next = await pool.parse('李娜.pdf', pdf);
    expect(next.ok && next.resume.commonResume.name).toBe('李娜');
  });

  it('replaces a worker that runs out of memory or exits, refusing only that file', async () => {
    for (const name of ['oom.docx', 'exit.docx']) {
      expect(failure(await pool.parse(name, docx))).toEqual({
        state: ApiState.badRequest,
        message: `「${name}」解析失败，文件可能已损坏或过于复杂，请检查后重新上传`,
      });
      const next = await pool.parse('王强.docx', docx);
      expect(next.ok && next.resume.commonResume.name).toBe('王强');
    }
  });

  it('refuses new files while its queue is full', async () => {
    const hanging = pool.parse('hang-again.pdf', pdf);
    const queued = pool.parse('李娜.pdf', pdf);
    expect(failure(await pool.parse('王强.docx', docx))).toEqual({ state: ApiState.unavailable, message: BUSY_MESSAGE });
    expect(failure(await hanging).message).toContain('解析超时');
    expect((await queued).ok).toBe(true);
  });
});
