import type { ReportContent, ReportProblem, TemplateContent } from './report.schema';

/** The recommend reason must say something a PM can use. */
export const MIN_RECOMMEND_REASON = 20;

const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/;
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/**
 * autoCheck of a report against its position's template: every required field filled, lengths
 * kept, numbers numeric, a recommend reason of substance, and no contact details anywhere in
 * the text — the employer reaches the candidate through the platform, never around it.
 */
export function checkReport(template: TemplateContent, content: ReportContent): ReportProblem[] {
  const problems: ReportProblem[] = [];
  for (const field of template.fields) {
    const value = (content.values[field.key] ?? '').trim();
    if (!value) {
      if (field.required) problems.push({ field: field.key, message: `请填写${field.label}` });
      continue;
    }
    if (value.length > field.maxLength) problems.push({ field: field.key, message: `${field.label}不能超过${field.maxLength}个字` });
    if (field.type === 'number' && !/^\d+(\.\d+)?$/.test(value)) problems.push({ field: field.key, message: `${field.label}必须是数字` });
  }
  const reason = content.recommendReason.trim();
  if (reason.length < MIN_RECOMMEND_REASON) {
    problems.push({ field: 'recommendReason', message: `推荐理由至少${MIN_RECOMMEND_REASON}个字` });
  }
  const texts: Array<[string, string]> = [
    ...Object.entries(content.values),
    ['recommendReason', reason],
    ...content.customField.map((c, i): [string, string] => [`customField.${i}`, `${c.label} ${c.value}`]),
  ];
  for (const [field, text] of texts) {
    if (PHONE_IN_TEXT.test(text) || EMAIL_IN_TEXT.test(text)) {
      problems.push({ field, message: '推荐报告中不能包含候选人的手机号或邮箱' });
    }
  }
  return problems;
}
