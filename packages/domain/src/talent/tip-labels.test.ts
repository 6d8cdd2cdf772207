import { describe, expect, it } from 'vitest';
import { computeTipLabels, hasGapPeriod, hoppingLevel, type TipReference } from './tip-labels';

const ref: TipReference = {
  schools: new Map([
    ['浙江大学', { is985: true, is211: true, doubleFirst: true, tier: 1 }],
    ['苏州大学', { is211: true, doubleFirst: true, tier: 1 }],
    ['浙江科技大学', { tier: 2 }],
    ['浙江树人学院', { tier: 3, private: true }],
  ]),
  independentCollege: /^.+大学.+学院$/,
  famous: new Set(['阿里巴巴', '华为']),
  outsourcing: new Set(['中软国际']),
  government: { names: new Set(['财政部']), patterns: [/人民政府/, /(局|厅|署)$/] },
};
const now = new Date('2026-11-01T00:00:00Z');
const job = (companyName: string, startDate: string, endDate: string) => ({
  companyName,
  positionName: '工程师',
  startDate,
  endDate,
  workContent: '',
});
const school = (schoolName: string, education: number, startDate = '2008-09', endDate = '2012-06') => ({
  schoolName,
  professional: '计算机',
  startDate,
  endDate,
  education,
});

describe('computeTipLabels', () => {
  const cases: {
    rule: string;
    education?: ReturnType<typeof school>[];
    work?: ReturnType<typeof job>[];
    recommended?: boolean;
    has: string[];
    lacks: string[];
  }[] = [
    {
      rule: '985 school: 985, 211, 双一流, 一本, 公办, 统招',
      education: [school('浙江大学', 5)],
      has: ['c985', 'c211', 'doubleFirst', 'tierOne', 'publicSchool', 'unified'],
      lacks: ['tierTwo', 'privateSchool'],
    },
    { rule: '211 but not 985', education: [school('苏州大学', 5)], has: ['c211', 'tierOne'], lacks: ['c985'] },
    { rule: 'a tier-two school', education: [school('浙江科技大学', 5)], has: ['tierTwo', 'publicSchool'], lacks: ['tierOne', 'c211'] },
    {
      rule: 'a private school is 三本 and 民办',
      education: [school('浙江树人学院', 5)],
      has: ['tierThree', 'privateSchool'],
      lacks: ['publicSchool'],
    },
    {
      rule: 'an independent college by its name',
      education: [school('浙江大学城市学院', 5)],
      has: ['tierThree', 'privateSchool'],
      lacks: ['c985'],
    },
    {
      rule: 'the tier is the undergraduate school’s',
      education: [school('浙江大学', 6, '2012-09', '2015-06'), school('浙江科技大学', 5)],
      has: ['c985', 'tierTwo'],
      lacks: ['tierOne'],
    },
    {
      rule: 'an adult degree (spring start) is not 统招',
      education: [school('浙江大学', 5, '2008-03', '2012-06')],
      has: [],
      lacks: ['unified'],
    },
    {
      rule: 'a 大专 entry is 专科经历 and can be 统招',
      education: [school('浙江科技大学', 4, '2008-09', '2011-06')],
      has: ['juniorCollege', 'unified'],
      lacks: [],
    },
    {
      rule: 'an unknown school has no school label',
      education: [school('某某培训学校', 5)],
      has: [],
      lacks: ['tierOne', 'tierTwo', 'tierThree', 'publicSchool', 'unified'],
    },
    {
      rule: 'current employer outsourcing',
      work: [job('中软国际科技服务有限公司', '2020-01', '至今'), job('华为', '2015-07', '2019-12')],
      has: ['outsourcing', 'famous'],
      lacks: [],
    },
    {
      rule: 'outsourcing in the past only is not outsourcing',
      work: [job('阿里巴巴', '2020-01', '至今'), job('中软国际', '2015-07', '2019-12')],
      has: ['famous'],
      lacks: ['outsourcing'],
    },
    { rule: 'government body by pattern', work: [job('杭州市人民政府办公厅', '2015-07', '至今')], has: ['government'], lacks: [] },
    { rule: 'government body by list', work: [job('财政部', '2015-07', '至今')], has: ['government'], lacks: [] },
    { rule: 'external recommendation', recommended: true, has: ['externalRecommended'], lacks: [] },
  ];
  it.each(cases)('$rule', ({ education = [], work = [], recommended = false, has, lacks }) => {
    const labels = computeTipLabels({ education, work, externalRecommended: recommended }, ref, now);
    for (const l of has) expect(labels, l).toContain(l);
    for (const l of lacks) expect(labels, l).not.toContain(l);
  });
});

describe('job hopping (average completed job < 12 / 24 / 36 months → 3 / 2 / 1)', () => {
  const cases: { jobs: ReturnType<typeof job>[]; level: number }[] = [
    { jobs: [job('a', '2024-01', '至今')], level: 0 },
    { jobs: [job('a', '2024-01', '至今'), job('b', '2023-01', '2023-10')], level: 3 },
    { jobs: [job('a', '2024-01', '至今'), job('b', '2022-06', '2023-12')], level: 2 },
    { jobs: [job('a', '2024-01', '至今'), job('b', '2021-06', '2023-12')], level: 1 },
    { jobs: [job('a', '2024-01', '至今'), job('b', '2019-01', '2023-12')], level: 0 },
  ];
  it.each(cases)('level $level', ({ jobs, level }) => expect(hoppingLevel(jobs, now)).toBe(level));
});

describe('gap period (more than 6 months between jobs)', () => {
  const cases: { jobs: ReturnType<typeof job>[]; gap: boolean }[] = [
    { jobs: [job('a', '2024-01', '至今'), job('b', '2020-01', '2023-12')], gap: false },
    { jobs: [job('a', '2024-07', '至今'), job('b', '2020-01', '2023-12')], gap: false },
    { jobs: [job('a', '2024-08', '至今'), job('b', '2020-01', '2023-12')], gap: true },
    { jobs: [job('a', '2024-08', '至今')], gap: false },
  ];
  it.each(cases)('gap $gap', ({ jobs, gap }) => expect(hasGapPeriod(jobs, now)).toBe(gap));
});
