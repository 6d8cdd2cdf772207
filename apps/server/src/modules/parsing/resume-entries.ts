import { PRESENT } from '@hh/domain/candidates/resume.schema';
import { DEGREE_LEAD_RE, DEGREE_TAG_RE, DEGREE_WORD_RE, degreeCode, latinDegree, QUALIFIED_DEGREE_RE } from './gazetteer-degrees';
import { DEPARTMENT_RE, isCompanyName, isDepartmentName, isSchoolName, withoutBracketedDepartment } from './gazetteer-organisations';
import { cityOfPlace, isCityName, isProvincePlace } from './gazetteer-places';
import { DATE_RE, type DateRange, findRange, monthOf } from './resume-dates';
import { type LabelHit, labelScanner } from './resume-labels';
import { holdLatinRuns } from './resume-latin-runs';
import { ENTRY_LABELS, type EntryLabelKey, PROJECT_ROLE_RE as PROJECT_ROLE_WORD_RE, TITLE_RE } from './resume-vocabulary';

export { degreeCode };

/**
 * Education, work and project entries of one section. An entry is anchored on the line
 * with its date range; the lines around the anchor that look like a header (short, no
 * bullet, no sentence) give its school/company/title, and everything up to the next
 * entry is its content. Where every entry is written as labelled fields ("公司名称：…",
 * "职位：…") entries are cut where a label repeats instead, whatever the order of labels.
 */
export type EntryKind = 'education' | 'work' | 'project';

export interface RawEntry {
  start: string;
  end: string;
  yearOnly: boolean;
  /** education: school; work: company; project: project name. */
  primary: string;
  /** education: major; work: position; project: role. */
  secondary: string;
  /** Education code (1–8), 0 when not written. */
  degree: number;
  content: string;
  /**
   * How sure the reading is, 0…1, from how the entry was found: 1 under its heading, dated, its parts
   * told apart by their labels or by the words organisations, titles and degrees are named with; 0.8
   * when one part was told only by where it stood (a guessed company/title split) or a date had its
   * year only; 0.5 when a part or the dates are missing, or the entry was found outside its section.
   */
  confidence: number;
}

interface Line {
  text: string;
  range: DateRange | null;
  labels: LabelHit<EntryLabelKey>[];
  bullet: boolean;
  headerish: boolean;
  /** The line opens with a content label ("工作内容：…"), or is one. */
  contentLabel: boolean;
}

const scanLabels = labelScanner(ENTRY_LABELS);
const BULLET_RE = /^(?:[•·▪●◆◇■□▶►➢✓√*\-–—]\s*|\d{1,2}\s*[、)）]\s*|\d{1,2}\.(?!\d)\s*|[（(]\d{1,2}[)）]\s*|[①-⑳]\s*)/;
const CONTENT_LABEL_RE = new RegExp(`^(?:${ENTRY_LABELS.content.join('|')})\\s*(?:[:：]|\\s|$)`, 'i');
/** Column headings of a table ("起止时间 公司名称 职位"): not an entry, dropped. */
const COLUMN_WORDS = new Set([
  '时间',
  '起止时间',
  '起止日期',
  '起止年月',
  '主要工作内容',
  '工作内容',
  '日期',
  '起始时间',
  '公司',
  '公司名称',
  '单位',
  '单位名称',
  '工作单位',
  '职位',
  '职务',
  '岗位',
  '职位名称',
  '学校',
  '学校名称',
  '院校',
  '毕业院校',
  '专业',
  '学历',
  '学位',
  '学历/学位',
  '项目',
  '项目名称',
  '角色',
  '担任角色',
  '部门',
  '在职时间',
  '就读时间',
  '项目时间',
]);
/** Words in an entry header that are neither the organisation nor the title nor the major. */
const META_SEGMENT_RE =
  /^(?:全职|兼职|实习|预计.{0,12}毕业|获.{0,8}学位|\d+(?:\.\d+)?\s*(?:[-~至]\s*\d+(?:\.\d+)?\s*)?(?:k|K|万|元|千)(?:元)?(?:\s*[/每]\s*(?:月|年))?(?:\s*[*×xX]\s*\d+\s*薪?)?(?:以上|左右)?|\d+\s*人(?:以上|以下|左右)?|\d+年(?:\d+个?月)?|\d+个?月|\(?至今\)?)$/;
/** In a job header: the industry or kind of company, written beside its name. */
const WORK_META_RE = /^(?:互联网|IT|金融|教育|制造业|房地产|医疗|咨询|上市公司|民营|外企|国企|合资|外资|央企|事业单位)$/;
/** Lines that open like a duty ("负责…", "参与…") are content, however short. */
const DUTY_START_RE =
  /^(?:负责|参与|主导|协助|完成|带领|推动|搭建|制定|优化|建立|维护|主持|配合|跟进|通过|实现|撰写|编写|对接|统筹|协调|牵头|分管|承担|主抓)/;
const META_PARENS_RE =
  /[（([【][^（）()[\]【】]*?(?:\d+\s*人|人以上|少于|上市|民营|外资|外企|国企|合资|融资|轮|行业|级|\d+\s*年|\d+\s*个?月|全职|兼职|实习|985|211|双一流|一本|二本|QS)[^（）()[\]【】]*?[）)\]】]/g;

function analyse(text: string): Line {
  const range = findRange(text);
  const labels = scanLabels(text).filter((h) => h.label.length > 0);
  const bullet = BULLET_RE.test(text);
  const contentLabel = CONTENT_LABEL_RE.test(text);
  const headerish =
    !bullet &&
    !contentLabel &&
    text.length <= 48 &&
    !/[。；;！!？?]/.test(text) &&
    !DUTY_START_RE.test(text) &&
    !(text.length > 12 && /，/.test(text));
  return { text, range, labels, bullet, headerish, contentLabel };
}

function isColumnHeader(text: string): boolean {
  const tokens = text.split(/[\s|｜丨]+/).filter(Boolean);
  return tokens.length >= 2 && tokens.every((t) => COLUMN_WORDS.has(t));
}

const FIELD_KEYS: EntryLabelKey[] = ['school', 'major', 'degree', 'company', 'title', 'project', 'time', 'department'];
const fieldKeysOf = (line: Line): EntryLabelKey[] => {
  const keys = line.labels.map((h) => h.key).filter((k) => FIELD_KEYS.includes(k));
  if (line.range && !keys.includes('time') && line.headerish) keys.push('time');
  return keys;
};
const startsWithLabel = (line: Line) => line.labels.length > 0 && line.text.startsWith(line.labels[0]?.label ?? '\0');

const PRIMARY_LABEL: Record<EntryKind, EntryLabelKey> = { education: 'school', work: 'company', project: 'project' };

/** Blocks of line indexes, one per entry, and the index of each block's anchor line. */
function blocksOf(lines: Line[], kind: EntryKind): { start: number; anchor: number; end: number }[] {
  const primary = PRIMARY_LABEL[kind];
  const labelled = lines.some((l) => startsWithLabel(l) && l.labels.some((h) => h.key === primary));
  if (labelled) {
    const blocks: { start: number; anchor: number; end: number }[] = [];
    let seen = new Set<EntryLabelKey>();
    lines.forEach((line, i) => {
      const keys = startsWithLabel(line) || line.range ? fieldKeysOf(line) : [];
      const current = blocks.at(-1);
      if (keys.length > 0 && (!current || keys.some((k) => seen.has(k)))) {
        if (current) current.end = i;
        blocks.push({ start: i, anchor: i, end: lines.length });
        seen = new Set();
      }
      for (const k of keys) seen.add(k);
    });
    return blocks;
  }

  // English names make a header line long: "2018.07 - Present Shenzhen Mindray Bio-Medical Electronics Co., Ltd. Marketing Specialist".
  let anchors = lines.flatMap((l, i) => (l.range && !l.bullet && !l.contentLabel && l.text.length <= 120 ? [i] : []));
  // "1. 智慧园区平台 2020.01-2020.12": entries numbered like a list, when nothing else in the section is dated.
  if (anchors.length === 0)
    anchors = lines.flatMap((l, i) => (l.range && l.bullet && NUMBERED_RE.test(l.text) && l.text.length <= 60 ? [i] : []));
  // "• 2011.09 – 2015.06 福州大学 化学工程与工艺 本科": entries written as a bulleted list, each opening with its dates.
  if (anchors.length === 0) anchors = lines.flatMap((l, i) => (l.range && l.bullet && l.text.length <= 80 && opensWithRange(l) ? [i] : []));
  if (anchors.length === 0) return [];
  // Header lines just above each anchor (at most two, never reaching into the entry before).
  const above = anchors.map((a, n) => {
    const floor = n === 0 ? 0 : (anchors[n - 1] as number) + 1;
    let k = 0;
    while (k < 2 && a - k - 1 >= floor && lines[a - k - 1]?.headerish && !lines[a - k - 1]?.range) k++;
    return k;
  });
  // A layout puts the same number of header lines above every entry's dates: the smallest count
  // seen, so a short last line of one entry's content is not pulled into the next entry.
  const lead = Math.min(...above);
  const starts = anchors.map((a, n) => a - Math.min(lead, above[n] ?? 0));
  return anchors.map((a, n) => ({ start: starts[n] ?? a, anchor: a, end: starts[n + 1] ?? lines.length }));
}

/** A title word opening a line, a space, then a sentence of what was done: the title; '' otherwise. */
function leadingTitle(text: string): string {
  const m = text.match(/^([\u4e00-\u9fa5]{2,10})\s+\S/);
  const word = m?.[1] ?? '';
  return word && TITLE_RE.test(word) && !DUTY_START_RE.test(word) && !isEmployerName(word) && !DEPARTMENT_RE.test(word) ? word : '';
}

/** The line's date range comes first, after its bullet. */
const opensWithRange = (l: Line) => l.range !== null && l.text.slice(0, l.range.index).replace(BULLET_RE, '').trim() === '';

// A degree with its qualifier ("硕士（在职）", "MBA（非统招）", "硕士（MSc）") reads as the degree: QUALIFIED_DEGREE_RE.
/** The number of an item in a list: "1.", "2、", "(3)", "④". */
const NUMBERED_RE = /^\s*(?:\d{1,2}[.、)）](?!\d)|[（(]\d{1,2}[)）]|[①-⑳])\s*/;

/** "Supplier Quality Manager, Asia Pacific": between bars, a part written wholly in Latin letters is one segment. */
const LATIN_PART_RE = /^[A-Za-z][A-Za-z0-9 &'.,()+#/-]*$/;
/** "Google Inc. Software Engineer": a company suffix with words after it still ends the company. */
const LATIN_COMPANY_INSIDE_RE = /\b(?:Co\.,?\s*Ltd\.?|Inc\.?|Ltd\.?|LLC|Corp\.?|Corporation|Limited|GmbH|PLC)(?=\s+\S)/i;

function segmentsOf(text: string, range: DateRange | null, kind?: EntryKind): string[] {
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

function splitSegments(text: string, keepParens = false): string[] {
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

interface Fields {
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
const DEPARTMENT_THEN_TITLE_RE = /^(.{2,20}?(?:部|中心|科|处|组|团队|办公室|事业部|事业群|实验室))\s*[—–\-·•:：/]+\s*(.{2,30})$/;

/**
 * "Bachelor of Engineering, Mechanical Engineering, Huazhong University of Science and Technology": an
 * English study written as a list with commas is its parts, when one of them is a school.
 */
function expandLatinList(kind: EntryKind, segments: string[]): string[] {
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

function classify(kind: EntryKind, segments: string[], fields: Fields): void {
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
const BRACKETED_DATES_RE = /\s*[（(][^（）()]*(?:19|20)\d\d[^（）()]*[)）]\s*$/;

function applyLabels(kind: EntryKind, line: Line, fields: Fields): void {
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
const isEmployerName = (seg: string) => isCompanyName(seg) || (isSchoolName(seg) && !TITLE_RE.test(seg));

/** The employer was guessed from where words stood, and this line names one by its suffix: it is read too. */
const employerAfterGuess = (kind: EntryKind, f: Fields, line: Line) =>
  kind === 'work' && f.primaryBy === 'position' && isCompanyName(line.text.trim()) && !DEPARTMENT_RE.test(line.text.trim());

const complete = (kind: EntryKind, f: Fields) =>
  kind === 'education'
    ? Boolean(f.primary && f.secondary && f.degree)
    : kind === 'work'
      ? Boolean(f.primary && f.secondary)
      : Boolean(f.primary);

/** How sure an entry's reading is (see RawEntry.confidence). */
function confidenceOf(kind: EntryKind, f: Fields, inSection: boolean): number {
  const caps = [1];
  if (!inSection) caps.push(0.5);
  if (!f.range) caps.push(0.5);
  else if (f.range.yearOnly) caps.push(0.8);
  if (!f.primary) caps.push(0.3);
  else if (f.primaryBy === 'position' && kind !== 'project') caps.push(0.8);
  if (kind === 'work') caps.push(!f.secondary ? 0.5 : f.secondaryBy === 'position' ? 0.8 : 1);
  if (kind === 'education') caps.push(!f.degree ? 0.5 : !f.secondary ? 0.8 : 1);
  return Math.min(...caps);
}

/** The label stands in `text` with a colon after it. */
const colonAfter = (text: string, label: string) => {
  const at = text.indexOf(label);
  return at >= 0 && /^\s*[:：]/.test(text.slice(at + label.length));
};

/** Labels of an entry's parts ("公司：", "职务："), read wherever they stand in a header line. */
const PART_LABELS = new Set<EntryLabelKey>(['school', 'major', 'degree', 'company', 'title', 'project', 'time', 'department']);

/**
 * The entries of one section's lines. `inSection` false: the lines were not under the section's
 * heading (the entries were found by their look elsewhere), which lowers their confidence.
 */
/** "Nordwell … Co., Ltd. | Supplier Quality Manager |" then "2019.06 – 至今": a row cut after a bar goes on in the next line. */
function joinCutRows(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last !== undefined && /[|｜]\s*$/.test(last)) out[out.length - 1] = `${last} ${line}`;
    else if (last !== undefined && stackedEnd(last, line)) {
      // "2020.03 广州汇美时尚集团有限公司 人力资源总监" over "至今": a timeline stacks a range's two ends.
      const start = (last.match(LEADING_DATE_RE)?.[0] ?? '').trim();
      out[out.length - 1] = `${start} - ${line.trim()} ${last.slice(start.length).trim()}`;
    } else out.push(line);
  }
  return out;
}

/** A line opening with one date (no range in it), and the next line nothing but the range's end. */
const LEADING_DATE_RE = new RegExp(`^\\s*(?:${DATE_RE.source})(?=\\s|$)`, 'i');
const ONLY_END_RE = new RegExp(`^\\s*(?:${DATE_RE.source}|至今|今|现在|present|now)\\s*$`, 'i');
function stackedEnd(line: string, next: string): boolean {
  if (!LEADING_DATE_RE.test(line) || findRange(line) || !ONLY_END_RE.test(next)) return false;
  const joined = `${(line.match(LEADING_DATE_RE)?.[0] ?? '').trim()} - ${next.trim()}`;
  return findRange(joined) !== null;
}

const HAS_CJK_RE = /[\u4e00-\u9fff]/;

/**
 * A bilingual resume writes each entry twice, in Chinese and in English, with the same dates one after
 * the other: the translation is not another entry. The Chinese one is kept.
 */
function dropTranslations(entries: RawEntry[]): RawEntry[] {
  const out: RawEntry[] = [];
  for (const e of entries) {
    const prev = out.at(-1);
    const same = prev && e.start && prev.start === e.start && prev.end === e.end && e.primary && prev.primary;
    if (same && HAS_CJK_RE.test(prev.primary) !== HAS_CJK_RE.test(e.primary)) {
      if (!HAS_CJK_RE.test(prev.primary)) out[out.length - 1] = e;
      continue;
    }
    out.push(e);
  }
  return out;
}

export function parseEntries(sectionLines: string[], kind: EntryKind, inSection = true): RawEntry[] {
  return dropTranslations(readEntries(sectionLines, kind, inSection));
}

function readEntries(sectionLines: string[], kind: EntryKind, inSection: boolean): RawEntry[] {
  const lines = joinCutRows(sectionLines.filter((t) => !isColumnHeader(t))).map(analyse);
  const entries: RawEntry[] = [];
  for (const block of blocksOf(lines, kind)) {
    const fields: Fields = { primary: '', secondary: '', degree: 0, range: null, primaryBy: '', secondaryBy: '' };
    const header = new Set<number>();
    const take = (i: number) => {
      const line = lines[i] as Line;
      header.add(i);
      fields.range ??= line.range;
      if (line.labels.length > 0 && startsWithLabel(line)) applyLabels(kind, line, fields);
      else {
        // "2016年03月至今 郑州市中原仁和医院 职务：护士长": the words before the first label, then the labels.
        // Inside a line only a label with its colon counts ("London School of Economics" holds no label).
        const inline = line.labels.filter((h) => PART_LABELS.has(h.key) && colonAfter(line.text, h.label));
        const at = inline[0] ? line.text.indexOf(inline[0].label) : -1;
        if (at > 0) {
          const before = line.text.slice(0, at);
          classify(kind, segmentsOf(before, findRange(before), kind), fields);
          applyLabels(kind, { ...line, labels: inline }, fields);
        } else classify(kind, segmentsOf(line.text, line.range, kind), fields);
      }
    };
    for (let i = block.start; i <= block.anchor; i++) take(i);
    let extra = 0;
    for (let i = block.anchor + 1; i < block.end; i++) {
      const line = lines[i] as Line;
      // Labelled lines right under the header ("职位名称：…", "所属行业：…") belong to it.
      if (startsWithLabel(line) && !line.contentLabel) take(i);
      // The student layout: "北京大学 2011年 – 现在", then "博士研究生 物理学，硕博连读，预计2019年3月毕业".
      else if (kind === 'education' && !fields.degree && extra < 2 && !line.range && DEGREE_LEAD_RE.test(line.text)) {
        take(i);
        extra++;
        const expected = line.text.match(/预计\s*(\d{4}\s*年\s*\d{1,2}\s*月?|\d{4}[.\-/]\d{1,2})\s*毕业/)?.[1];
        const month = expected ? monthOf(expected) : null;
        if (month && !month.yearOnly && fields.range?.end === PRESENT) fields.range = { ...fields.range, end: month.month };
      } else if ((!complete(kind, fields) || employerAfterGuess(kind, fields, line)) && line.headerish && extra < 2 && !line.range) {
        take(i);
        extra++;
      } else if (kind === 'work' && fields.primary && !fields.secondary && !line.range && leadingTitle(line.text)) {
        // "牧场场长 管理存栏3200头规模牧场，…": under the employer, a title then what was done in that post.
        const title = leadingTitle(line.text);
        fields.secondary = title;
        fields.secondaryBy = 'vocabulary';
        line.text = line.text.slice(title.length).trim();
        break;
      } else break;
    }
    if (!fields.primary && !fields.range) continue;
    const content = lines
      .slice(block.start, block.end)
      .filter((_, n) => !header.has(block.start + n))
      .map((l) => l.text.replace(CONTENT_LABEL_RE, '').trim())
      .filter(Boolean)
      .join('\n');
    entries.push({
      start: fields.range?.start ?? '',
      end: fields.range?.end ?? '',
      yearOnly: fields.range?.yearOnly ?? false,
      primary: (fields.range ? fields.primary.replace(BRACKETED_DATES_RE, '') : fields.primary).slice(0, 80),
      secondary: fields.secondary.slice(0, 60),
      degree: fields.degree,
      content: content.slice(0, 5000),
      confidence: confidenceOf(kind, fields, inSection),
    });
  }
  return entries;
}

/**
 * Entries under a heading the parser does not know land in the section before it. A school is never an
 * employer's name with a degree beside it, and an employer is never a school: an education entry
 * naming only an employer (no degree) is read again as a job, and a job naming a school with a degree
 * as a study — found outside their sections, so with a lower confidence.
 */
export function sortEntries(
  sections: { education: string[]; work: string[] },
  read: { education: RawEntry[]; work: RawEntry[] },
): { education: RawEntry[]; work: RawEntry[] } {
  const isJob = (e: RawEntry) => !e.degree && isCompanyName(e.primary) && !isSchoolName(e.primary);
  const isStudy = (e: RawEntry) => e.degree > 0 && isSchoolName(e.primary) && !isCompanyName(e.primary);
  const same = (a: RawEntry) => (b: RawEntry) => a.start === b.start && a.end === b.end && a.start !== '';
  const jobs = read.education.filter(isJob);
  const studies = read.work.filter(isStudy);
  if (jobs.length === 0 && studies.length === 0) return read;
  const jobsAgain = jobs.length > 0 ? parseEntries(sections.education, 'work', false).filter((w) => jobs.some(same(w))) : [];
  const studiesAgain = studies.length > 0 ? parseEntries(sections.work, 'education', false).filter((e) => studies.some(same(e))) : [];
  return {
    education: [...read.education.filter((e) => !jobs.includes(e)), ...studiesAgain],
    work: [...read.work.filter((e) => !studies.includes(e)), ...jobsAgain],
  };
}
