import { describe, expect, it } from 'vitest';
import { taskListQuerySchema } from './library.schema';
import {
  type BackupManifest,
  canStartImport,
  checkBackupManifest,
  DEFAULT_TASK_STATE_FILTER,
  dedupeKeys,
  finishedTaskState,
  remainingCapacity,
  TASK_STATE_LABELS,
  taskPercent,
} from './library-rules';

describe('task states', () => {
  it('labels every state in Chinese and filters finished tasks by default (spec: 3)', () => {
    expect(TASK_STATE_LABELS).toEqual({ 1: '排队中', 2: '导入中', 3: '已完成', 4: '失败' });
    expect(DEFAULT_TASK_STATE_FILTER).toBe(3);
    expect(taskListQuerySchema.parse({}).state).toBe(3);
  });

  it.each([
    [{ total: 0 }, 4],
    [{ total: 1 }, 3],
    [{ total: 200 }, 3],
  ])('a task with %o finishes as %i', (counts, state) => {
    expect(finishedTaskState(counts)).toBe(state);
  });

  it.each([
    [0, 0, 0],
    [0, 10, 0],
    [5, 10, 50],
    [1, 3, 33],
    [10, 10, 100],
    [12, 10, 100],
  ])('%i of %i done is %i%%', (done, total, percent) => {
    expect(taskPercent(done, total)).toBe(percent);
  });
});

describe('capacity', () => {
  it.each([
    [{ capacity: 10, used: 0 }, 10, true],
    [{ capacity: 10, used: 9 }, 1, true],
    [{ capacity: 10, used: 10 }, 0, false],
    [{ capacity: 10, used: 12 }, 0, false],
  ])('%o leaves %i and may start: %s', (state, remaining, ok) => {
    expect(remainingCapacity(state)).toBe(remaining);
    const verdict = canStartImport(state);
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok) expect(verdict.message).toContain('简历库容量已满');
  });
});

describe('dedupe keys', () => {
  it.each([
    ['139 1111 0002', 'ZhangWei@Example.COM ', { phone: '13911110002', email: 'zhangwei@example.com' }],
    ['+86 139-1111-0002', '', { phone: '13911110002', email: null }],
    ['0086 13911110002', null, { phone: '13911110002', email: null }],
    ['010-12345678', 'not-an-email', { phone: null, email: null }],
    ['', ' a@b.cn', { phone: null, email: 'a@b.cn' }],
    [undefined, undefined, { phone: null, email: null }],
  ])('%s / %s → %o', (phone, email, keys) => {
    expect(dedupeKeys(phone, email)).toEqual(keys);
  });
});

describe('backup manifest check', () => {
  const manifest: BackupManifest = {
    schemaVersion: 1,
    firmId: 'f',
    firmName: '星河猎头',
    createdAt: 1,
    counts: { resumes: 2, files: 1 },
    entries: [
      { name: 'resumes.ndjson', sha256: 'aa', size: 10 },
      { name: 'files/1.pdf', sha256: 'bb', size: 5 },
    ],
  };
  const entries = [
    { name: 'manifest.json', sha256: 'zz', size: 1 },
    { name: 'resumes.ndjson', sha256: 'aa', size: 10 },
    { name: 'files/1.pdf', sha256: 'bb', size: 5 },
  ];
  const expected = { resumes: 2, files: 1 };

  it.each([
    ['a complete archive', {}, true, ''],
    [
      'a changed file',
      { entries: entries.map((e) => (e.name === 'files/1.pdf' ? { ...e, sha256: 'cc' } : e)) },
      false,
      '文件校验不一致 files/1.pdf',
    ],
    ['a missing file', { entries: entries.filter((e) => e.name !== 'files/1.pdf') }, false, '缺少文件 files/1.pdf'],
    ['an extra file', { entries: [...entries, { name: 'files/x.exe', sha256: 'dd', size: 1 }] }, false, '清单外的文件 files/x.exe'],
    ['a short ndjson', { resumeLines: 1 }, false, '简历条数 1 与清单 2 不符'],
    ['a library that changed', { expected: { resumes: 3, files: 1 } }, false, '与备份时的简历库 3 不符'],
    ['another schema version', { manifest: { ...manifest, schemaVersion: 2 } }, false, '不支持的备份版本 2'],
  ])('%s', (_label, change, ok, problem) => {
    const verdict = checkBackupManifest({ manifest, entries, resumeLines: 2, expected, ...change });
    expect(verdict.ok).toBe(ok);
    if (problem) expect(verdict.problems.join('；')).toContain(problem);
  });
});
