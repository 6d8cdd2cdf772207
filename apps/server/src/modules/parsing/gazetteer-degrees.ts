/**
 * Degree words as resumes write them, with the education code each stands for (the codes of
 * `@hh/domain/candidates/education`: 1 初中 … 5 本科, 6 硕士, 7 MBA/EMBA, 8 博士), and the tags written
 * beside a degree (统招, 非全日制, 在职, 函授, 自考, 网络教育, 同等学力, 双学位, 在读, 直博…). A tag never
 * changes the degree: "硕士（非全日制）", "MBA（非统招）", "本科（成人高考·专升本）" are 硕士, MBA and 本科.
 * English degrees are read by their abbreviations (B.A., B.Sc., B.Eng., BBA, M.Sc., MSc, M.Eng., MA,
 * MBA, MPA, Ph.D.) or spelled out ("Master of Science in Finance"), the major after "in".
 */

/** Chinese degree words, longest first when matched. */
const CHINESE_DEGREES: [string, number][] = [
  ['初中及以下', 1],
  ['博士研究生', 8],
  ['硕士研究生', 6],
  ['工商管理硕士', 7],
  ['博士后', 8],
  ['博士', 8],
  ['硕士', 6],
  ['研究生', 6],
  ['本科', 5],
  ['学士', 5],
  ['大专', 4],
  ['专科', 4],
  ['高职', 4],
  ['中专', 2],
  ['中技', 2],
  ['职高', 2],
  ['技校', 2],
  ['高中', 3],
  ['初中', 1],
  ['EMBA', 7],
  ['MBA', 7],
];

/** Tags written before, after or in brackets beside a degree; none of them is the degree. */
export const DEGREE_TAGS = [
  '统招',
  '非统招',
  '统分',
  '全日制',
  '非全日制',
  '在职',
  '脱产',
  '业余',
  '函授',
  '夜大',
  '电大',
  '自考',
  '自学考试',
  '网络教育',
  '远程教育',
  '开放教育',
  '成人',
  '成人高考',
  '成人教育',
  '成教',
  '专升本',
  '专接本',
  '专转本',
  '同等学力',
  '双学位',
  '第二学位',
  '辅修',
  '在读',
  '肄业',
  '结业',
  '直博',
  '硕博连读',
  '本硕连读',
  '本硕博连读',
  '联合培养',
  '交换生',
  '大学',
  '学历',
  '学位',
];

/** English degrees, each a whole word; the bare two-letter ones (BA, MA, MS) only count inside an education entry. */
const LATIN_DEGREES: [RegExp, number][] = [
  [/^(?:E\.?M\.?B\.?A\.?)$/i, 7],
  [/^(?:M\.?B\.?A\.?)$/i, 7],
  // A professional doctorate (J.D., M.D.) is certified in China as a 博士 degree (职业博士).
  [/^(?:Ph\.?\s?D\.?|D\.?Phil\.?|Dr\.?\s?rer\.?\s?nat\.?|Ed\.?D\.?|D\.?Eng\.?|DBA|J\.D\.?|JD|M\.D\.?|MD)$/i, 8],
  [
    /^(?:M\.?Sc\.?|M\.?S\.?|M\.?A\.?|M\.?Eng\.?|M\.?E\.?|M\.?Phil\.?|M\.?P\.?A\.?|M\.?P\.?Acc\.?|M\.?Fin\.?|M\.?Ed\.?|M\.?F\.?A\.?|M\.?P\.?H\.?|M\.?P\.?P\.?|M\.?S\.?W\.?|M\.?Arch\.?|M\.?Res\.?|LL\.?M\.?)$/i,
    6,
  ],
  [/^(?:B\.?Sc\.?|B\.?S\.?|B\.?A\.?|B\.?Eng\.?|B\.?E\.?|B\.?B\.?A\.?|B\.?Com\.?|B\.?Arch\.?|LL\.?B\.?|B\.?Ed\.?|B\.?F\.?A\.?)$/i, 5],
  // A bare "Associate" is a job title ("Associate, McKinsey"); the degree says so: "Associate Degree", "A.A.".
  [/^(?:A\.A\.|A\.S\.|Associate\s+Degree)$/i, 4],
];
const LATIN_SPELLED: [RegExp, number][] = [
  [/^doctor(?:ate)?$/i, 8],
  [/^master'?s?$/i, 6],
  [/^bachelor'?s?$/i, 5],
];
/** Degrees named for their field, not a major: "Master of Science" says no major. */
const GENERIC_FIELDS_RE = /^(?:science|sciences|arts|philosophy|engineering|laws?)$/i;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TAGS = DEGREE_TAGS.slice().sort((a, b) => b.length - a.length);
const CORES = CHINESE_DEGREES.map(([w]) => w).sort((a, b) => b.length - a.length);
const TAG_ALT = TAGS.map(escapeRe).join('|');
const CORE_ALT = CORES.map(escapeRe).join('|');

/** A segment that is only a tag ("统招", "非全日制", "双学位"). */
export const DEGREE_TAG_RE = new RegExp(`^(?:${TAG_ALT})+$`);

/**
 * A whole segment that is a Chinese degree with its tags: "本科", "统招本科", "全日制硕士研究生",
 * "在职研究生", "本科学历", "MBA（非统招）", "硕士（MPA，非全日制）", "博士（直博）".
 */
export const DEGREE_WORD_RE = new RegExp(
  `^(?:${TAG_ALT})*(?:${CORE_ALT})(?:学历|学位)?(?:\\s*[（(][^（）()]{1,16}[)）])?$|^(?:bachelor'?s?|master'?s?|ph\\.?d\\.?|doctor)(?:\\s+degree)?$|^associate\\s+degree$`,
  'i',
);

/** A degree followed by its qualifier in brackets, anywhere in a line: "硕士（MSc）", "本科（成人高考·专升本）". */
export const QUALIFIED_DEGREE_RE = new RegExp(`(${CORE_ALT})\\s*[（(][^（）()]{1,16}[)）]`, 'g');

/** A line that opens with a degree ("博士研究生 物理学，…", "本科 自动化", "统招本科 | 软件工程"). */
export const DEGREE_LEAD_RE = new RegExp(`^(?:${TAG_ALT})*(?:${CORE_ALT})(?:[（(][^（）()]{1,16}[)）])?(?:\\s|[，,、|｜]|$)`);

/** Degrees in free text, highest first (an MBA before the 硕士 it also is): the first that matches is the degree. */
const DEGREE_PRIORITY: [RegExp, number][] = [
  [/EMBA|MBA|工商管理硕士/i, 7],
  [/博士|ph\.?\s?d|doctor/i, 8],
  [/硕士|研究生|master|\bM\.?Sc\b|\bM\.Eng\b|\bMEng\b|\bM\.A\.|\bMPA\b|\bMPhil\b|\bLL\.?M\b/i, 6],
  [/本科|学士|bachelor|\bB\.?Sc\b|\bB\.Eng\b|\bBEng\b|\bB\.A\.|\bBBA\b|\bLL\.?B\b/i, 5],
  [/大专|专科|高职|associate degree/i, 4],
  [/中专|中技|职高|技校/, 2],
  [/高中/, 3],
  [/初中/, 1],
];

/** The code of the degree named in a segment or a label's value (0 when none): "统招本科" → 5, "MBA（非统招）" → 7, "MSc" → 6. */
export function degreeCode(text: string): number {
  const latin = latinDegree(text);
  if (latin) return latin.code;
  for (const [re, code] of DEGREE_PRIORITY) if (re.test(text)) return code;
  return 0;
}

/**
 * An English degree written as a segment: "M.Sc. in Finance" → 硕士, Finance; "B.A. in Economics";
 * "Master of Commerce" (the programme as written); "Bachelor of Science (Computer Science)"; "MSc"; "Ph.D.";
 * null when the segment is no English degree.
 */
export function latinDegree(segment: string): { code: number; major: string } | null {
  const s = segment.trim().replace(/[,，]$/, '');
  const m = s.match(
    /^([A-Za-z][A-Za-z.'\s]*?)(?:\s+(?:degree\s+)?of\s+([A-Za-z][A-Za-z&,\s-]*?))?(?:(?:\s+in\s+|\s*[-–—:,(]\s*)([A-Za-z][A-Za-z&,\s-]*?)\)?)?$/i,
  );
  if (!m) return null;
  const head = (m[1] ?? '').trim();
  const code =
    LATIN_DEGREES.find(([re]) => re.test(head))?.[1] ?? LATIN_SPELLED.find(([re]) => re.test(head.replace(/\s+degree$/i, '')))?.[1] ?? 0;
  if (!code) return null;
  const of = (m[2] ?? '').trim();
  const inPart = (m[3] ?? '').trim();
  // "Master of Commerce": the programme's name is what the major field holds, as written.
  const major = inPart || (of && !GENERIC_FIELDS_RE.test(of) ? s : '');
  return { code, major };
}
