import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { assemblePdf, cjkCMapPdf } from '../../test/fixtures/resume-files';
import { extractResumeText } from './extract-text';
import { parseResumeText } from './resume-parser';

// The upload as a XeTeX template with a non-embedded Adobe-GB1 font writes it: no ToUnicode map anywhere.
const RESUME = [
  '张三',
  '电话：13812345678 邮箱：zhangsan@example.com',
  '教育经历',
  '2010.09 - 2014.06 复旦大学 计算机科学与技术 本科',
  '工作经历',
  '2014.07 - 至今 阿里巴巴 高级工程师',
];

/** A CJK LaTeX subfont (gbsn25): 1-byte codes, no ToUnicode, glyph names no reader can map. */
function lostCjkPdf(): Buffer {
  const content =
    'BT /F1 12 Tf 50 780 Td <2122232425262728292a2b2c2d2e2f30> Tj ET\nBT /F2 12 Tf 50 760 Td (13812345678 zhangsan@example.com) Tj ET';
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+gbsn25 /FirstChar 33 /LastChar 48 /Widths [1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000 1000] /Encoding << /Type /Encoding /Differences [33 /g33 /g34 /g35 /g36 /g37 /g38 /g39 /g40 /g41 /g42 /g43 /g44 /g45 /g46 /g47 /g48] >> >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

describe('PDFs whose CJK fonts have no ToUnicode map', () => {
  it.each(['UniGB-UCS2-H', 'GBK-EUC-H'] as const)('recovers the Chinese of a predefined %s CMap and parses it', async (encoding) => {
    const { text } = await extractResumeText('pdf', cjkCMapPdf(RESUME, encoding), 'xetex.pdf');
    expect(text).toContain('张三');
    expect(text).toContain('复旦大学');
    const resume = parseResumeText(text, { today: new Date('2026-01-01') });
    expect(resume.commonResume.name).toBe('张三');
    expect(resume.commonResume.phone).toBe('13812345678');
    expect(resume.commonEducationExperienceList[0]?.schoolName).toBe('复旦大学');
    expect(resume.commonWorkExperienceList[0]?.companyName).toBe('阿里巴巴');
  });

  it('refuses, with a message saying why, a PDF whose CJK text no reader recovers, rather than answer its Latin remainder', async () => {
    const refused = await extractResumeText('pdf', lostCjkPdf(), 'latex.pdf').then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe(
      '「latex.pdf」中的中文字体缺少字符映射，中文内容无法读取，请用 Word 另存为 PDF 或直接上传 Word 简历',
    );
  });
});
