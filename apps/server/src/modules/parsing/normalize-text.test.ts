import { describe, expect, it } from 'vitest';
import { normalizeResumeText } from './normalize-text';
import { parseResumeText } from './resume-parser';

// What real PDF writers put in a resume's text (eval/real: Chromium and LibreOffice files), as the parser must read it.
describe('text from real PDF writers', () => {
  it('reads the radical code points of Chromium PDFs as the characters they draw', () => {
    // Skia maps glyphs shared with a radical to the radical: 大 → ⼤ (U+2F24), 女 → ⼥, 民 → ⺠, 长 → ⻓.
    expect(normalizeResumeText('中国⼈⺠⼤学 ⼥ ⻓沙 客戶经理 2020年9月 ‒ 现在 Asia Paciﬁc')).toBe(
      '中国人民大学 女 长沙 客户经理 2020年9月 – 现在 Asia Pacific',
    );
    const parsed = parseResumeText('⽥甜\n性别:⼥ | 现居:⻘岛\n手机:17853201234', { today: new Date('2026-01-01') });
    expect([parsed.commonResume.name, parsed.commonResume.sex, parsed.commonResume.city]).toEqual(['田甜', 2, '青岛']);
  });

  it('reads the hyphen glyphs XeTeX sets for "-" as a hyphen', () => {
    expect(normalizeResumeText('2019.03 \u2011 至今\n电话:188\u20112233\u20104455')).toBe('2019.03 - 至今\n电话:188-2233-4455');
  });

  it('closes the gaps LibreOffice leaves between digits and 年, 月, 岁', () => {
    expect(normalizeResumeText('男 | 35 岁（1990 年 4 月） | 1983 年10 月 | 10 年工作经验')).toBe(
      '男 | 35岁（1990年4月） | 1983年10月 | 10年工作经验',
    );
  });
});
