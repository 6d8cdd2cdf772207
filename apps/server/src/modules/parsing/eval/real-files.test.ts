import { describe, expect, it } from 'vitest';
import { realFiles, scoreRealFile } from './real-set';
import type { EvalBasicField } from './score';

/**
 * Every file of the real-producer set (eval/real/files: LibreOffice DOCX, legacy DOC and PDF,
 * Chromium PDF), read as an upload is — file check, our readers or the libraries, parser — and
 * held to the fields written by hand. A miss found on these files and fixed stays here.
 *
 * A file may name fields it is known to miss here (reported in bench/RESULTS.md). The LibreOffice and
 * Chromium sidebars and the English school before an English major were fixed in session 9; left
 * open, both from XeLaTeX (via pandoc's LaTeX): a title that xeCJK spaces between Chinese and Latin
 * ("高级 UI 设计师") loses its Chinese part, and table cells set with no space between them
 * ("2018.04 - 至今杭州海康威视数字技术股份有限公司测试经理") are not cut into company and title.
 */
const KNOWN_MISSES: Record<string, { basic: EvalBasicField[]; entries: ('education' | 'work' | 'project')[] }> = {
  '02-two-column-sidebar.xelatex.pdf': { basic: [], entries: ['work'] },
  '16-project-table-dates.xelatex.pdf': { basic: ['education'], entries: ['education', 'work'] },
};

describe('resumes made by real producers', () => {
  const files = realFiles();

  it('has at least 40 resumes, from each producer', () => {
    expect(new Set(files.map((f) => f.resume.file)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(files.map((f) => f.producer))).toEqual(
      new Set(['libreoffice.docx', 'libreoffice.doc', 'libreoffice.pdf', 'chromium.pdf', 'pandoc.docx', 'xelatex.pdf']),
    );
  });

  it.each(files.map((f) => [f.name, f] as const))('%s', async (name, file) => {
    const result = await scoreRealFile(file);
    const known = KNOWN_MISSES[name] ?? { basic: [], entries: [] };
    const wrong = Object.entries(result.basic)
      .filter(([field, v]) => !v.ok && !known.basic.includes(field as EvalBasicField))
      .map(([field, v]) => ({ field, want: v.want, got: v.got }));
    expect(wrong).toEqual([]);
    for (const kind of ['education', 'work', 'project'] as const) {
      if (known.entries.includes(kind)) continue;
      const e = result.entries[kind];
      expect({ kind, hit: e.hit, extra: e.extra }).toEqual({ kind, hit: e.total, extra: 0 });
    }
  });
});
