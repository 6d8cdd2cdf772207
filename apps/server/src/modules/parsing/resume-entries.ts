import { PRESENT } from '@hh/domain/candidates/resume.schema';
import { type DateRange, findRange, monthOf } from './resume-dates';
import { type LabelHit, labelScanner } from './resume-labels';
import { holdLatinRuns } from './resume-latin-runs';
import {
  CITIES,
  COMPANY_RE,
  DEGREE_WORD_RE,
  DEGREES,
  DEPARTMENT_RE,
  ENTRY_LABELS,
  type EntryLabelKey,
  SCHOOL_RE,
  TITLE_RE,
} from './resume-vocabulary';

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
/** A line that opens with a degree ("博士研究生 物理学，…", "本科 自动化"): the degree line of an education entry. */
const DEGREE_LEAD_RE =
  /^(?:统招|全日制|非全日制)?(?:本科|学士|硕士研究生|博士研究生|硕士|博士|研究生|大专|专科|MBA|EMBA)(?:[（(][^（）()]{1,12}[)）])?(?:\s|[，,、|｜]|$)/;
const BULLET_RE = /^(?:[•·▪●◆◇■□▶►➢✓√*\-–—]\s*|\d{1,2}\s*[、)）]\s*|\d{1,2}\.(?!\d)\s*|[（(]\d{1,2}[)）]\s*|[①-⑳]\s*)/;
const CONTENT_LABEL_RE = new RegExp(`^(?:${ENTRY_LABELS.content.join('|')})\\s*(?:[:：]|\\s|$)`, 'i');
/** Column headings of a table ("起止时间 公司名称 职位"): not an entry, dropped. */
const COLUMN_WORDS = new Set([
  '时间',
  '起止时间',
  '起止日期',
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
  /^(?:全职|兼职|实习|统招|全日制|非全日制|在职|自考|成人|函授|硕博连读|本硕连读|本硕博连读|直博|预计.{0,12}毕业|获.{0,8}学位|\d+(?:\.\d+)?\s*(?:k|K|万|元|千).*|\d+\s*人.*|\d+年(?:\d+个?月)?|\d+个?月|\(?至今\)?)$/;
/** In a job header: the industry or kind of company, written beside its name. */
const WORK_META_RE = /^(?:互联网|IT|金融|教育|制造业|房地产|医疗|咨询|上市公司|民营|外企|国企|合资|外资|央企|事业单位)$/;
/** Lines that open like a duty ("负责…", "参与…") are content, however short. */
const DUTY_START_RE =
  /^(?:负责|参与|主导|协助|完成|带领|推动|搭建|制定|优化|建立|维护|主持|配合|跟进|通过|实现|撰写|编写|对接|统筹|协调|牵头)/;
const META_PARENS_RE =
  /[（([【][^（）()[\]【】]*?(?:\d+\s*人|人以上|少于|上市|民营|外资|外企|国企|合资|融资|轮|行业|级|\d+\s*年|\d+\s*个?月|全职|兼职|实习)[^（）()[\]【】]*?[）)\]】]/g;

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
  const anchors = lines.flatMap((l, i) => (l.range && !l.bullet && !l.contentLabel && l.text.length <= 120 ? [i] : []));
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

/** A degree with its qualifier: "硕士（在职）", "本科（自学考试）", "博士（硕博连读）", "硕士（MSc）" — the degree is what counts. */
const QUALIFIED_DEGREE_RE = /(本科|学士|硕士研究生|博士研究生|硕士|博士|研究生|大专|专科)\s*[（(][^（）()]{1,12}[)）]/g;
function segmentsOf(text: string, range: DateRange | null): string[] {
  let t = range ? `${text.slice(0, range.index)} ${text.slice(range.index + range.text.length)}` : text;
  // Bilingual headers translate the degree; keep the phrase whole.
  t = holdLatinRuns(t.replace(QUALIFIED_DEGREE_RE, ' $1 ').replace(/\bhigh\s+school\b/gi, '高中'))
    .replace(META_PARENS_RE, ' ')
    .replace(/[（(]\s*(本科|硕士|博士|大专|专科|研究生|MBA|EMBA|学士|硕士研究生|博士研究生|统招本科|全日制本科)\s*[)）]/gi, ' $1 ')
    .replace(/[（(]\s*[)）]/g, ' ');
  return t
    .split(/\s*[|｜丨/]\s*|\s+[·•—–-]+\s+|[·•]|\s+|[，,、;；]/)
    .map((s) =>
      s
        .replace(/\u2060/g, ' ')
        .replace(/\u201a/g, ',')
        .replace(/^[\s:：\-–—~]+|[\s:：\-–—~]+$/g, '')
        .trim(),
    )
    .filter((s) => s.length > 0);
}

export function degreeCode(text: string): number {
  for (const [re, code] of DEGREES) if (re.test(text)) return code;
  return 0;
}

interface Fields {
  primary: string;
  secondary: string;
  degree: number;
  range: DateRange | null;
}

function classify(kind: EntryKind, segments: string[], fields: Fields): void {
  const rest: string[] = [];
  for (const seg of segments) {
    if (META_SEGMENT_RE.test(seg) || CITIES.has(seg.replace(/市$/, ''))) continue;
    if (kind === 'work' && WORK_META_RE.test(seg)) continue;
    if (kind === 'education') {
      if (DEGREE_WORD_RE.test(seg)) {
        fields.degree ||= degreeCode(seg);
      } else if (!fields.primary && SCHOOL_RE.test(seg)) fields.primary = seg;
      else rest.push(seg);
    } else if (kind === 'work') {
      // "…会计师事务所（特殊普通合伙）": the suffix sits before a closing bracket.
      if (!fields.primary && COMPANY_RE.test(seg.replace(/[（(][^（）()]*[）)]$/, ''))) fields.primary = seg;
      // "产品部", "招聘中心": a department, even when it names a function that is also a title word.
      else if (DEPARTMENT_RE.test(seg)) continue;
      else rest.push(seg);
    } else rest.push(seg);
  }
  if (kind === 'education') {
    if (!fields.primary) {
      const i = rest.findIndex((s) => !/专业$/.test(s));
      if (i >= 0) fields.primary = rest.splice(i, 1)[0] ?? '';
    }
    if (!fields.secondary && rest[0]) fields.secondary = rest[0].replace(/(?<=.{2})专业$/, '');
    return;
  }
  if (kind === 'work') {
    if (!fields.primary) {
      const i = rest.findIndex((s) => !TITLE_RE.test(s));
      if (i >= 0) fields.primary = rest.splice(i, 1)[0] ?? '';
    }
    if (!fields.secondary) {
      // A title may be several words ("高级 Java 工程师"): the run of words around the one that reads like a title.
      const t = rest.findIndex((s) => TITLE_RE.test(s));
      if (t >= 0) {
        let a = t;
        while (a > 0 && /^[A-Za-z0-9.+#]+$/.test(rest[a - 1] ?? '')) a--;
        fields.secondary = rest.slice(a, t + 1).join(' ');
      } else if (rest[0]) fields.secondary = rest[0];
    }
    return;
  }
  // Projects: the name is the header without the role; names may hold spaces. A research project's
  // header may end with where it was done ("… 华中科技大学…国家重点实验室"): not part of the name.
  if (!fields.primary && rest.length > 0) {
    while (rest.length > 1 && PROJECT_PLACE_RE.test(rest.at(-1) ?? '')) rest.pop();
    const last = rest.at(-1) ?? '';
    const words = rest.length > 1 && TITLE_RE.test(last) ? rest.slice(0, -1) : rest;
    fields.primary = words.join(' ');
    if (words.length < rest.length) fields.secondary ||= last;
  }
}

/** Where a project was done, written after its name: a lab, an institute, a school or a company. */
const PROJECT_PLACE_RE = /(?:实验室|研究院|研究所|研究中心|大学|学院|公司|集团|医院)$/;
/** "智能门禁平台（2019.05 - 2020.08）": the dates in brackets after a name, read already. */
const BRACKETED_DATES_RE = /\s*[（(][^（）()]*(?:19|20)\d\d[^（）()]*[)）]\s*$/;

function applyLabels(kind: EntryKind, line: Line, fields: Fields): void {
  for (const hit of line.labels) {
    const v = hit.value;
    if (!v) continue;
    switch (hit.key) {
      case 'school':
        if (kind === 'education') fields.primary ||= v;
        break;
      case 'company':
        if (kind === 'work') fields.primary ||= v;
        break;
      case 'project':
        if (kind === 'project') fields.primary ||= v;
        break;
      case 'major':
        fields.secondary ||= v.replace(/(?<=.{2})专业$/, '');
        break;
      case 'title':
        if (kind !== 'education') fields.secondary ||= v;
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

const complete = (kind: EntryKind, f: Fields) =>
  kind === 'education'
    ? Boolean(f.primary && f.secondary && f.degree)
    : kind === 'work'
      ? Boolean(f.primary && f.secondary)
      : Boolean(f.primary);

export function parseEntries(sectionLines: string[], kind: EntryKind): RawEntry[] {
  const lines = sectionLines.filter((t) => !isColumnHeader(t)).map(analyse);
  const entries: RawEntry[] = [];
  for (const block of blocksOf(lines, kind)) {
    const fields: Fields = { primary: '', secondary: '', degree: 0, range: null };
    const header = new Set<number>();
    const take = (i: number) => {
      const line = lines[i] as Line;
      header.add(i);
      fields.range ??= line.range;
      if (line.labels.length > 0 && startsWithLabel(line)) applyLabels(kind, line, fields);
      else classify(kind, segmentsOf(line.text, line.range), fields);
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
      } else if (!complete(kind, fields) && line.headerish && extra < 2 && !line.range) {
        take(i);
        extra++;
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
    });
  }
  return entries;
}
