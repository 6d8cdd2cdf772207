/**
 * Which part of an entry's header is which: the school and major, the company and title, the project
 * and role, told apart by their labels, by the words organisations, titles and degrees are named with,
 * or by where they stand — and how each part was told (the evidence behind an entry's confidence).
 */

import { DUTY_START_RE, type EntryKind, type Line } from './entry-lines';
import type { EntryLabelKey } from './field-labels';
import { DEGREE_TAG_RE, DEGREE_WORD_RE, degreeCode, latinDegree } from './gazetteer-degrees';
import { DEPARTMENT_RE, isCompanyName, isDepartmentName, isSchoolName, withoutBracketedDepartment } from './gazetteer-organisations';
import { cityOfPlace, isCityName, isProvincePlace } from './gazetteer-places';
import { type DateRange, findRange } from './resume-dates';
import { PROJECT_ROLE_RE as PROJECT_ROLE_WORD_RE, TITLE_RE } from './resume-vocabulary';

/** Words in an entry header that are neither the organisation nor the title nor the major. */
const META_SEGMENT_RE =
  /^(?:全职|兼职|实习|预计.{0,12}毕业|获.{0,8}学位|\d+(?:\.\d+)?\s*(?:[-~至]\s*\d+(?:\.\d+)?\s*)?(?:k|K|万|元|千)(?:元)?(?:\s*[/每]\s*(?:月|年))?(?:\s*[*×xX]\s*\d+\s*薪?)?(?:以上|左右)?|\d+\s*人(?:以上|以下|左右)?|\d+年(?:\d+个?月)?|\d+个?月|\(?至今\)?)$/;
/** In a job header: the industry or kind of company, written beside its name. */
const WORK_META_RE = /^(?:互联网|IT|金融|教育|制造业|房地产|医疗|咨询|上市公司|民营|外企|国企|合资|外资|央企|事业单位)$/;

/** A title word opening a line, a space, then a sentence of what was done: the title; '' otherwise. */
export function leadingTitle(text: string): string {
  const m = text.match(/^([\u4e00-\u9fa5]{2,10})\s+\S/);
  const word = m?.[1] ?? '';
  return word && TITLE_RE.test(word) && !DUTY_START_RE.test(word) && !isEmployerName(word) && !DEPARTMENT_RE.test(word) ? word : '';
}

export interface Fields {
  primary: string;
  secondary: string;
  degree: number;
  range: DateRange | null;
  /** How the primary part was told apart: by its label, by the words organisations end with, or by where it stood. */
  primaryBy: Evidence;
  secondaryBy: Evidence;
}

export type Evidence = 'label' | 'vocabulary' | 'position' | '';

/** "争议解决部—资深律师", "产品研发中心·高级产品经理": a department joined to the title after it. */
export const DEPARTMENT_THEN_TITLE_RE = /^(.{2,20}?(?:部|中心|科|处|组|团队|办公室|事业部|事业群|实验室))\s*[—–\-·•:：/]+\s*(.{2,30})$/;

/**
 * "Bachelor of Engineering, Mechanical Engineering, Huazhong University of Science and Technology": an
 * English study written as a list with commas is its parts, when one of them is a school.
 */
export function expandLatinList(kind: EntryKind, segments: string[]): string[] {
  if (kind !== 'education') return segments;
  return segments.flatMap((seg) => {
    if (HAS_CJK_RE.test(seg) || !/,\s/.test(seg)) return [seg];
    const parts = seg
      .split(/,\s+/)
      .map((p) => p.trim())
      .filter(Boolean);
    return parts.some((p) => isSchoolName(p)) && parts.length > 1 ? parts : [seg];
  });
}

export function classify(kind: EntryKind, segments: string[], fields: Fields): void {
  const rest: string[] = [];
  const take = (key: 'primary' | 'secondary', value: string, by: Evidence) => {
    fields[key] = value;
    fields[key === 'primary' ? 'primaryBy' : 'secondaryBy'] = by;
  };
  for (const raw of expandLatinList(kind, segments)) {
    // "（审计二部）" standing alone after a title: the department, not a part of its own.
    const bracketed = raw.match(/^[（(]([^（）()]+)[)）]$/);
    if (kind === 'work' && bracketed && isDepartmentName(bracketed[1] ?? '')) continue;
    // "分管企业开办…窗口": words that open like a duty are what the job was, never who or what it was held as.
    if (kind === 'work' && DUTY_START_RE.test(raw)) continue;
    const joined = kind === 'work' ? raw.match(DEPARTMENT_THEN_TITLE_RE) : null;
    const unjoined = joined?.[2] && DEPARTMENT_RE.test(joined[1] ?? '') ? joined[2] : raw;
    // "质量经理（质量部）", "…疾病预防控制中心（免疫规划所）": the department in brackets is neither the title nor the employer.
    const part = kind === 'work' ? withoutBracketedDepartment(unjoined) : unjoined;
    // "Tencent, Shenzhen": the city after an English employer is where it is, not its name.
    const city = kind === 'work' ? part.match(/^([A-Za-z][^,]*),\s*([A-Z][a-z]+)$/) : null;
    const seg = city?.[1] && cityOfPlace(city[2] ?? '') ? city[1] : part;
    // "— Hangzhou": an English city standing alone in a header is where, not who.
    if (/^[A-Z][a-z]+$/.test(seg) && cityOfPlace(seg)) continue;
    if (META_SEGMENT_RE.test(seg) || DEGREE_TAG_RE.test(seg) || isCityName(seg) || isProvincePlace(seg)) continue;
    if (kind === 'work' && WORK_META_RE.test(seg)) continue;
    if (kind === 'education') {
      const latin = latinDegree(seg);
      if (DEGREE_WORD_RE.test(seg) || latin) {
        fields.degree ||= degreeCode(seg);
        // "M.Sc. in Finance", "Master of Marketing": the major is written with the degree.
        if (latin?.major && !fields.secondary) take('secondary', latin.major, 'vocabulary');
      } else if (!fields.primary && isSchoolName(seg)) take('primary', seg, 'vocabulary');
      else rest.push(seg);
    } else if (kind === 'work') {
      // A degree in a job's header line is no title: kept, it tells a study read as a job (sortEntries).
      // A 博士后 is a post, not a study.
      if (DEGREE_WORD_RE.test(seg) && !/博士后/.test(seg)) fields.degree ||= degreeCode(seg);
      // "…会计师事务所（特殊普通合伙）": the suffix sits before a closing bracket.
      else if (isEmployerName(seg) && (!fields.primary || (fields.primaryBy === 'position' && !DEPARTMENT_RE.test(seg)))) {
        // "Brand Manager" above "Aurora Cosmetics (China) Co., Ltd.": once the employer is known by its
        // name, the words guessed to be the employer were the title. A name that may be a department
        // ("招聘中心" under "海底捞") does not overrule the guess.
        const guessed = fields.primary;
        if (guessed && fields.secondaryBy !== 'label') {
          const latin = !HAS_CJK_RE.test(guessed) && !HAS_CJK_RE.test(fields.secondary);
          take('secondary', !fields.secondary ? guessed : latin ? `${guessed} ${fields.secondary}` : fields.secondary, 'position');
        }
        take('primary', seg, 'vocabulary');
      }
      // "产品部", "招聘中心": a department, even when it names a function that is also a title word;
      // after the employer, a bureau or an office inside it ("国土空间规划局") is a department too.
      else if (DEPARTMENT_RE.test(seg) || (fields.primary && isCompanyName(seg) && !TITLE_RE.test(seg))) continue;
      else rest.push(seg);
    } else rest.push(seg);
  }
  if (kind === 'education') {
    if (!fields.primary) {
      const i = rest.findIndex((s) => !/专业$/.test(s));
      if (i >= 0) take('primary', rest.splice(i, 1)[0] ?? '', 'position');
    }
    if (!fields.secondary && rest[0]) take('secondary', rest[0].replace(/(?<=.{2})专业$/, ''), 'position');
    return;
  }
  if (kind === 'work') {
    if (!fields.primary) {
      const i = rest.findIndex((s) => !TITLE_RE.test(s));
      if (i >= 0) take('primary', rest.splice(i, 1)[0] ?? '', 'position');
    }
    if (!fields.secondary) {
      // A title may be several words ("高级 Java 工程师"): the run of words around the one that reads like a title.
      const t = rest.findIndex((s) => TITLE_RE.test(s));
      if (t >= 0) {
        let a = t;
        while (a > 0 && /^[A-Za-z0-9.+#]+$/.test(rest[a - 1] ?? '')) a--;
        take('secondary', rest.slice(a, t + 1).join(' '), 'vocabulary');
      } else if (rest[0]) take('secondary', rest[0], 'position');
    }
    return;
  }
  // Projects: the name is the header without the role; names may hold spaces. A research project's
  // header may end with where it was done ("… 华中科技大学…国家重点实验室"): not part of the name.
  if (!fields.primary && rest.length > 0) {
    while (rest.length > 1 && PROJECT_PLACE_RE.test(rest.at(-1) ?? '')) rest.pop();
    const last = rest.at(-1) ?? '';
    const words = rest.length > 1 && (TITLE_RE.test(last) || PROJECT_ROLE_WORD_RE.test(last)) ? rest.slice(0, -1) : rest;
    const name = words.join(' ');
    // "用户流失预警模型（负责人）": the role in brackets after a project's name is not part of it.
    const role = name.match(PROJECT_ROLE_RE);
    take('primary', role ? name.slice(0, role.index).trim() : name, 'position');
    if (role?.[1]) fields.secondary ||= role[1];
    if (words.length < rest.length) fields.secondary ||= last;
  }
}

/** A role in brackets at the end of a project's name: a title word or 负责人, 成员, 主导, 参与. */
const PROJECT_ROLE_RE = new RegExp(
  `\\s*[（(]((?:[^（）()]{0,8}(?:负责人|成员|主导|参与|牵头|${TITLE_RE.source.slice(1, -1)})[^（）()]{0,6}))[)）]$`,
  'i',
);

/** Where a project was done, written after its name: a lab, an institute, a school or a company. */
const PROJECT_PLACE_RE = /(?:实验室|研究院|研究所|研究中心|大学|学院|公司|集团|医院)$/;
/** "智能门禁平台（2019.05 - 2020.08）": the dates in brackets after a name, read already. */
export const BRACKETED_DATES_RE = /\s*[（(][^（）()]*(?:19|20)\d\d[^（）()]*[)）]\s*$/;

export function applyLabels(kind: EntryKind, line: Line, fields: Fields): void {
  const labelled = (key: 'primary' | 'secondary', value: string) => {
    if (fields[key]) return;
    fields[key] = value;
    fields[key === 'primary' ? 'primaryBy' : 'secondaryBy'] = 'label';
  };
  for (const hit of line.labels) {
    const v = hit.value;
    if (!v) continue;
    switch (hit.key) {
      case 'school':
        if (kind === 'education') labelled('primary', v);
        break;
      case 'company':
        if (kind === 'work') labelled('primary', v);
        break;
      case 'project':
        if (kind === 'project') labelled('primary', v);
        break;
      case 'major':
        labelled('secondary', v.replace(/(?<=.{2})专业$/, ''));
        break;
      case 'title':
        if (kind !== 'education') labelled('secondary', v);
        break;
      case 'degree':
        fields.degree ||= degreeCode(v);
        break;
      case 'time':
        fields.range ??= findRange(v);
        break;
    }
  }
}

/** In a job's header a school is an employer too ("北京市第一中学 高中数学教师", "浙江大学 讲师"). */
export const isEmployerName = (seg: string) => isCompanyName(seg) || (isSchoolName(seg) && !TITLE_RE.test(seg));

/** The employer was guessed from where words stood, and this line names one by its suffix: it is read too. */
export const employerAfterGuess = (kind: EntryKind, f: Fields, line: Line) =>
  kind === 'work' && f.primaryBy === 'position' && isCompanyName(line.text.trim()) && !DEPARTMENT_RE.test(line.text.trim());

export const complete = (kind: EntryKind, f: Fields) =>
  kind === 'education'
    ? Boolean(f.primary && f.secondary && f.degree)
    : kind === 'work'
      ? Boolean(f.primary && f.secondary)
      : Boolean(f.primary);

/** The label stands in `text` with a colon after it. */
export const colonAfter = (text: string, label: string) => {
  const at = text.indexOf(label);
  return at >= 0 && /^\s*[:：]/.test(text.slice(at + label.length));
};

/** Labels of an entry's parts ("公司：", "职务："), read wherever they stand in a header line. */
export const PART_LABELS = new Set<EntryLabelKey>(['school', 'major', 'degree', 'company', 'title', 'project', 'time', 'department']);

export const HAS_CJK_RE = /[\u4e00-\u9fff]/;
