/**
 * An entry's header line cut into its parts ("北京大学 | 计算机科学 | 硕士"): its dates taken out, its
 * number in a list, and the words in brackets that tell an employer's size or level dropped.
 */

import type { EntryKind } from './entry-lines';
import { NUMBERED_RE } from './entry-lines';
import { latinDegree, QUALIFIED_DEGREE_RE } from './gazetteer-degrees';
import type { DateRange } from './resume-dates';
import { holdLatinRuns } from './resume-latin-runs';

const META_PARENS_RE =
  /[（([【][^（）()[\]【】]*?(?:\d+\s*人|人以上|少于|上市|民营|外资|外企|国企|合资|融资|轮|行业|级|\d+\s*年|\d+\s*个?月|全职|兼职|实习|985|211|双一流|一本|二本|QS)[^（）()[\]【】]*?[）)\]】]/g;

// A degree with its qualifier ("硕士（在职）", "MBA（非统招）", "硕士（MSc）") reads as the degree: QUALIFIED_DEGREE_RE.
/** "Supplier Quality Manager, Asia Pacific": between bars, a part written wholly in Latin letters is one segment. */
const LATIN_PART_RE = /^[A-Za-z][A-Za-z0-9 &'.,()+#/-]*$/;
/** "Google Inc. Software Engineer": a company suffix with words after it still ends the company. */
const LATIN_COMPANY_INSIDE_RE = /\b(?:Co\.,?\s*Ltd\.?|Inc\.?|Ltd\.?|LLC|Corp\.?|Corporation|Limited|GmbH|PLC)(?=\s+\S)/i;

export function segmentsOf(text: string, range: DateRange | null, kind?: EntryKind): string[] {
  const whole = range ? `${text.slice(0, range.index)} ${text.slice(range.index + range.text.length)}` : text;
  // "…研究（省级课题） 主持人。形成12个单元案例…": in a project's header what follows a full stop is its description.
  const dated = kind === 'project' ? whole.replace(/[。；;！!].*$/, '') : whole;
  // "1. …", "项目一：…": the entry's number in a list is not part of its name.
  const cut = dated.replace(NUMBERED_RE, '').replace(/^\s*(?:项目|project)\s*[一二三四五六七八九十\d]{1,2}\s*[:：、.]\s*/i, '');
  // "Product Manager @ Tencent", "Product Manager at Tencent": the title, then where it was held.
  const t = cut.replace(/\s+(?:@|at)\s+(?=[A-Z\u4e00-\u9fff])/g, ' | ');
  // A project's name keeps its brackets ("（省级课题）"), which name no employer's size or level.
  const keepParens = kind === 'project';
  if (!/[|｜]/.test(t)) return splitSegments(t, keepParens);
  return t.split(/[|｜]/).flatMap((part) => {
    const p = part.trim();
    const whole = LATIN_PART_RE.test(p) && /\s/.test(p) && !latinDegree(p) && !LATIN_COMPANY_INSIDE_RE.test(p);
    return whole ? [p.replace(/[\s,]+$/, '')] : splitSegments(p, keepParens);
  });
}

export function splitSegments(text: string, keepParens = false): string[] {
  let t = text;
  // Bilingual headers translate the degree; keep the phrase whole.
  t = holdLatinRuns(t.replace(QUALIFIED_DEGREE_RE, ' $1 ').replace(/\bhigh\s+school\b/gi, '高中'))
    .replace(keepParens ? /(?!)/g : META_PARENS_RE, ' ')
    .replace(/[（(]\s*(本科|硕士|博士|大专|专科|研究生|MBA|EMBA|学士|硕士研究生|博士研究生|统招本科|全日制本科)\s*[)）]/gi, ' $1 ')
    .replace(/[（(]\s*[)）]/g, ' ');
  return t
    .split(/\s*[|｜丨/]\s*|\s+[·•—–-]+\s+|[·•]|\s+|[，,、;；]/)
    .map((s) =>
      s
        .replace(/\u2060/g, ' ')
        .replace(/\u201a/g, ',')
        .replace(/^[\s:：\-–—~,]+|[\s:：\-–—~,]+$/g, '')
        .trim(),
    )
    .filter((s) => s.length > 0);
}
