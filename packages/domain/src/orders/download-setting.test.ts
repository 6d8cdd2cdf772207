import { describe, expect, it } from 'vitest';
import { type ResumeNamePart, resumeDownloadQuerySchema, resumeFileName } from './download-setting';

const values: Record<ResumeNamePart, string> = {
  candidateName: '李明',
  positionName: '高级Java工程师',
  companyName: '杭州云栖/科技',
  hunterName: '张伟',
  date: '20261121',
};

describe('resume download names and settings', () => {
  it.each<[ResumeNamePart[], string]>([
    [[], '李明-高级Java工程师'],
    [['candidateName'], '李明'],
    [['companyName', 'candidateName'], '杭州云栖_科技-李明'],
    [['candidateName', 'hunterName', 'date'], '李明-张伟-20261121'],
  ])('names %j as %s', (parts, expected) => expect(resumeFileName(parts, values)).toBe(expected));

  it('falls back to the candidate when every chosen part is empty', () => {
    expect(resumeFileName(['companyName'], { ...values, companyName: ' ' })).toBe('李明');
  });

  it.each<[Record<string, string>, string | null]>([
    [{ orderId: 'x', filterField: 'phone,email' }, null],
    [{ orderId: 'x', filterField: 'idCard' }, '屏蔽字段不支持「idCard」'],
    [{ orderId: 'x', resumeName: 'candidateName,age' }, '文件命名不支持「age」'],
    [{ orderId: 'x', downloadType: '2' }, '下载类型不正确'],
  ])('checks %j', (query, message) => {
    const parsed = resumeDownloadQuerySchema.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
