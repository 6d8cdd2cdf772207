import { describe, expect, it } from 'vitest';
import { bigramsOf } from './search-tokens';
import { type PoolResume, talentDocumentOf } from './talent-document';
import type { TipReference } from './tip-labels';

const ref: TipReference = {
  schools: new Map([['浙江大学', { is985: true, is211: true, doubleFirst: true, tier: 1 }]]),
  famous: new Set(['阿里巴巴']),
  outsourcing: new Set(),
  government: { names: new Set(), patterns: [] },
};
const resume: PoolResume = {
  name: '王芳',
  sex: 2,
  birthday: '1992-05',
  city: '杭州',
  workStartDate: '2014-07',
  education: 6,
  expects: { expectCity: '上海', expectPositionName: '产品总监', expectSalaryPerMonth: 42_000, nowSalaryPerMonth: 35_000, nowStatus: 3 },
  educationList: [
    { schoolName: '浙江大学', professional: '软件工程', startDate: '2010-09', endDate: '2014-06', education: 5 },
    { schoolName: 'University of Sydney', professional: '信息技术', startDate: '2014-09', endDate: '2016-06', education: 6 },
  ],
  workList: [
    { companyName: '阿里巴巴', positionName: '高级产品经理', startDate: '2019-03', endDate: '至今', workContent: '负责交易链路的长篇描述' },
    { companyName: '网易', positionName: '产品经理', startDate: '2016-07', endDate: '2019-02', workContent: '' },
  ],
  projectList: [{ projectName: '会员积分系统', startDate: '2020-01', endDate: '2021-01', projectContent: '' }],
  labels: ['Java'],
  source: 2,
  occupiedFirmIds: [],
  canShare: false,
  externalRecommended: false,
};

describe('talentDocumentOf', () => {
  const doc = talentDocumentOf(resume, ref, new Date('2026-11-01T00:00:00Z'));
  it('keeps titles, companies, schools, majors, projects, labels and the expected position — not work descriptions', () => {
    for (const part of ['高级产品经理', '网易', '浙江大学', '软件工程', '会员积分系统', 'java', '产品总监'])
      expect(doc.searchText).toContain(part);
    expect(doc.searchText).not.toContain('长篇描述');
    expect(doc.curPosition).toBe('高级产品经理');
    expect(doc.curCompany).toBe('阿里巴巴');
    expect(doc.lastSchool).toBe('university of sydney');
  });
  it('indexes every bigram of the text and the facts', () => {
    for (const b of bigramsOf(doc.searchText)) expect(doc.tokens).toContain(b);
    expect(doc.tokens).toEqual(
      expect.arrayContaining([
        'src:2',
        'c:杭州',
        'ec:上海',
        'e:6',
        's:2',
        'by:1992',
        'wy:12',
        'gy:2016',
        'st:7',
        'tl:c985',
        'tl:famous',
        'es:8',
        'cs:7',
        'ns:3',
        'occ:free',
      ]),
    );
    expect(doc.tokens).not.toContain('share:1');
    expect(doc).toMatchObject({ birthYear: 1992, workYears: 12, graduateYear: 2016, expectSalary: 42_000, nowSalary: 35_000 });
  });
});
