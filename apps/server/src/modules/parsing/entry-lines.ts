/**
 * The lines of an entry section read for what they hold (a date range, labels, a bullet, the look
 * of a header), rows a layout cut in two joined again, and the lines cut into one block per entry.
 */

import { ENTRY_LABELS, type EntryLabelKey } from './field-labels';
import { DATE_RE, type DateRange, findRange } from './resume-dates';
import { type LabelHit, labelScanner } from './resume-labels';

export type EntryKind = 'education' | 'work' | 'project';

export interface Line {
  text: string;
  range: DateRange | null;
  labels: LabelHit<EntryLabelKey>[];
  bullet: boolean;
  headerish: boolean;
  /** The line opens with a content label ("工作内容：…"), or is one. */
  contentLabel: boolean;
}

const scanLabels = labelScanner(ENTRY_LABELS);
export const BULLET_RE = /^(?:[•·▪●◆◇■□▶►➢✓√*\-–—]\s*|\d{1,2}\s*[、)）]\s*|\d{1,2}\.(?!\d)\s*|[（(]\d{1,2}[)）]\s*|[①-⑳]\s*)/;
export const CONTENT_LABEL_RE = new RegExp(`^(?:${ENTRY_LABELS.content.join('|')})\\s*(?:[:：]|\\s|$)`, 'i');
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
/** Lines that open like a duty ("负责…", "参与…") are content, however short. */
export const DUTY_START_RE =
  /^(?:负责|参与|主导|协助|完成|带领|推动|搭建|制定|优化|建立|维护|主持|配合|跟进|通过|实现|撰写|编写|对接|统筹|协调|牵头|分管|承担|主抓)/;

export function analyse(text: string): Line {
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

export function isColumnHeader(text: string): boolean {
  const tokens = text.split(/[\s|｜丨]+/).filter(Boolean);
  return tokens.length >= 2 && tokens.every((t) => COLUMN_WORDS.has(t));
}

export const FIELD_KEYS: EntryLabelKey[] = ['school', 'major', 'degree', 'company', 'title', 'project', 'time', 'department'];
export const fieldKeysOf = (line: Line): EntryLabelKey[] => {
  const keys = line.labels.map((h) => h.key).filter((k) => FIELD_KEYS.includes(k));
  if (line.range && !keys.includes('time') && line.headerish) keys.push('time');
  return keys;
};
export const startsWithLabel = (line: Line) => line.labels.length > 0 && line.text.startsWith(line.labels[0]?.label ?? '\0');

export const PRIMARY_LABEL: Record<EntryKind, EntryLabelKey> = { education: 'school', work: 'company', project: 'project' };

/** Blocks of line indexes, one per entry, and the index of each block's anchor line. */
export function blocksOf(lines: Line[], kind: EntryKind): { start: number; anchor: number; end: number }[] {
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

/** The line's date range comes first, after its bullet. */
const opensWithRange = (l: Line) => l.range !== null && l.text.slice(0, l.range.index).replace(BULLET_RE, '').trim() === '';

/** The number of an item in a list: "1.", "2、", "(3)", "④". */
export const NUMBERED_RE = /^\s*(?:\d{1,2}[.、)）](?!\d)|[（(]\d{1,2}[)）]|[①-⑳])\s*/;

/** "Nordwell … Co., Ltd. | Supplier Quality Manager |" then "2019.06 – 至今": a row cut after a bar goes on in the next line. */
export function joinCutRows(lines: string[]): string[] {
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
export const LEADING_DATE_RE = new RegExp(`^\\s*(?:${DATE_RE.source})(?=\\s|$)`, 'i');
export const ONLY_END_RE = new RegExp(`^\\s*(?:${DATE_RE.source}|至今|今|现在|present|now)\\s*$`, 'i');
export function stackedEnd(line: string, next: string): boolean {
  if (!LEADING_DATE_RE.test(line) || findRange(line) || !ONLY_END_RE.test(next)) return false;
  const joined = `${(line.match(LEADING_DATE_RE)?.[0] ?? '').trim()} - ${next.trim()}`;
  return findRange(joined) !== null;
}
