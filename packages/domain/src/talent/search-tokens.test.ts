import { describe, expect, it } from 'vitest';
import { bigramsOf, facet, indexTokensOf, normalizeSearchText, wordsOf } from './search-tokens';

describe('bigramsOf', () => {
  const cases: { text: string; bigrams: string[] }[] = [
    { text: '销售', bigrams: ['销售'] },
    { text: '销售经理', bigrams: ['销售', '售经', '经理'] },
    { text: 'Java开发', bigrams: ['ja', 'av', 'va', 'a开', '开发'] },
    { text: '一', bigrams: [] },
    { text: '开发 | 开发', bigrams: ['开发'] },
    // Bigrams never cross a separator.
    { text: '阿里巴巴，腾讯', bigrams: ['阿里', '里巴', '巴巴', '腾讯'] },
    { text: 'ＡＢＣ', bigrams: ['ab', 'bc'] },
  ];
  it.each(cases)('$text', ({ text, bigrams }) => expect(bigramsOf(text).sort()).toEqual([...bigrams].sort()));

  it('normalises full-width letters, case and spaces', () => {
    expect(normalizeSearchText('  Ｊava   开发 ')).toBe('java 开发');
    expect(wordsOf('java/开发、测试')).toEqual(['java', '开发', '测试']);
  });
});

describe('indexTokensOf', () => {
  const facts = {
    source: 1,
    name: '张伟',
    city: '杭州',
    expectCity: '上海',
    education: 5,
    sex: 1,
    birthYear: 1990,
    workYears: 12,
    nowStatus: 3,
    graduateYear: 2012,
    schoolTypes: [1, 2],
    tipLabels: ['c985', 'famous'],
    expectSalary: 32_000,
    nowSalary: 27_500,
    occupiedFirmIds: [],
    canShare: true,
  };
  it('holds the bigrams and one facet per filter', () => {
    const tokens = indexTokensOf('销售经理 | 华为', facts);
    for (const t of [
      '销售',
      '经理',
      '华为',
      'src:1',
      'n:张伟',
      'sn:张',
      'c:杭州',
      'ec:上海',
      'e:5',
      's:1',
      'by:1990',
      'wy:12',
      'ns:3',
      'gy:2012',
      'st:1',
      'st:2',
      'tl:c985',
      'tl:famous',
      'es:6',
      'cs:5',
      'occ:free',
      'share:1',
    ])
      expect(tokens, t).toContain(t);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
  it('names the holding firm instead of free', () => {
    const tokens = indexTokensOf('', { ...facts, occupiedFirmIds: ['f1', 'f2'], canShare: false });
    expect(tokens).toContain(facet.firm('f1'));
    expect(tokens).toContain(facet.firm('f2'));
    expect(tokens).not.toContain('occ:free');
    expect(tokens).not.toContain('share:1');
  });
  it('caps work years at fifty', () => expect(indexTokensOf('', { ...facts, workYears: 70 })).toContain('wy:50'));
});
