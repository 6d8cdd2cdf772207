import { EDUCATION_LABELS, NOW_STATUS_LABELS, SEX_LABELS } from '@hh/domain/candidates/education';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { describeSalary } from '@hh/domain/candidates/salary';
import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { yearsSince } from './candidates.mapper';

/**
 * The Word resume a consultant sends to a client: one clean page per career, Chinese set in
 * 微软雅黑 (with 宋体 as Word's East-Asian fallback), Latin in Arial. Contact fields are left
 * out unless the caller asked for them through the audited path.
 */
export interface WordResumeOptions {
  /** Full phone and e-mail to print (either may be left out); absent when contacts are left out. */
  contacts?: { phone: string; email: string };
  /** Leave out the salary lines (a download setting's filterFields). */
  hideSalary?: boolean;
  /** The firm and consultant recommending the candidate, printed at the foot. */
  recommendedBy: { firm: string; consultant: string };
}

const FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '微软雅黑', cs: 'Arial' };
const ACCENT = '1F4E9A';

function heading(text: string) {
  return new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 280, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 2 } },
    children: [new TextRun({ text, bold: true, size: 26, color: ACCENT, font: FONT })],
  });
}

function line(parts: (string | { text: string; bold?: boolean; color?: string })[], options: { after?: number } = {}) {
  return new Paragraph({
    spacing: { after: options.after ?? 60, line: 320 },
    children: parts
      .filter((p) => (typeof p === 'string' ? p : p.text))
      .map((p) => (typeof p === 'string' ? new TextRun({ text: p, font: FONT }) : new TextRun({ ...p, font: FONT }))),
  });
}

const period = (start: string, end: string) => [start, end].filter(Boolean).join(' – ');
const joinNonEmpty = (parts: (string | null | undefined)[], sep = '  |  ') => parts.filter((p) => p && String(p).trim()).join(sep);

export async function buildWordResume(resume: ResumeContent, options: WordResumeOptions): Promise<Buffer> {
  const b = resume.commonResume;
  const e = resume.commonResumeExpects;
  const age = yearsSince(b.birthday);
  const years = yearsSince(b.workStartDate);
  const children: Paragraph[] = [
    new Paragraph({
      alignment: AlignmentType.LEFT,
      spacing: { after: 80 },
      children: [
        new TextRun({ text: b.name, bold: true, size: 40, font: FONT }),
        new TextRun({ text: '  个人简历', size: 24, color: '666666', font: FONT }),
      ],
    }),
    line([
      joinNonEmpty([
        SEX_LABELS[b.sex],
        age !== null ? `${age}岁` : '',
        EDUCATION_LABELS[b.education] && b.education > 0 ? EDUCATION_LABELS[b.education] : '',
        years !== null ? `${years}年工作经验` : '',
        b.city ? `现居${b.city}` : '',
      ]),
    ]),
  ];
  if (b.companyName || b.positionName)
    children.push(line([{ text: '目前：', color: '666666' }, joinNonEmpty([b.companyName, b.positionName], ' · ')]));
  if (options.contacts) {
    children.push(line([{ text: '联系方式：', color: '666666' }, joinNonEmpty([options.contacts.phone, options.contacts.email])]));
  }

  const salary = describeSalary(e.expectSalaryPerMonth, e.expectTenthNumOfMonth, e.expectSalaryPerYear, e.refuseToDisclose);
  const intention = [
    ['期望城市', e.expectCity],
    ['期望职位', e.expectPositionName],
    ['期望行业', e.expectIndustry],
    ['期望薪资', options.hideSalary ? '' : salary],
    ['求职状态', NOW_STATUS_LABELS[e.nowStatus] ?? ''],
    ['到岗时间', e.arrivalAt],
  ].filter(([, v]) => v);
  if (intention.length > 0) {
    children.push(heading('求职意向'));
    for (const [label, value] of intention) children.push(line([{ text: `${label}：`, color: '666666' }, value as string]));
  }

  if (resume.commonWorkExperienceList.length > 0) {
    children.push(heading('工作经历'));
    for (const w of resume.commonWorkExperienceList) {
      children.push(
        line([{ text: joinNonEmpty([period(w.startDate, w.endDate), w.companyName, w.positionName], '    '), bold: true }], { after: 40 }),
      );
      for (const text of w.workContent.split('\n').filter((t) => t.trim())) children.push(line([text]));
    }
  }
  if (resume.commonProjectExperiencesList.length > 0) {
    children.push(heading('项目经历'));
    for (const p of resume.commonProjectExperiencesList) {
      children.push(line([{ text: joinNonEmpty([period(p.startDate, p.endDate), p.projectName], '    '), bold: true }], { after: 40 }));
      for (const text of p.projectContent.split('\n').filter((t) => t.trim())) children.push(line([text]));
    }
  }
  if (resume.commonEducationExperienceList.length > 0) {
    children.push(heading('教育经历'));
    for (const ed of resume.commonEducationExperienceList) {
      children.push(
        line([
          {
            text: joinNonEmpty(
              [period(ed.startDate, ed.endDate), ed.schoolName, ed.professional, ed.education > 0 ? EDUCATION_LABELS[ed.education] : ''],
              '    ',
            ),
          },
        ]),
      );
    }
  }
  if (b.selfEvaluation) {
    children.push(heading('自我评价'));
    children.push(line([b.selfEvaluation]));
  }
  children.push(
    new Paragraph({
      spacing: { before: 400 },
      alignment: AlignmentType.RIGHT,
      children: [
        new TextRun({
          text: `${options.recommendedBy.firm} · ${options.recommendedBy.consultant} 推荐`,
          size: 18,
          color: '999999',
          font: FONT,
        }),
      ],
    }),
  );

  const doc = new Document({
    creator: options.recommendedBy.firm,
    title: `${b.name}-个人简历`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children }],
  });
  return Packer.toBuffer(doc);
}
