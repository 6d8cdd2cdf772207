import { HEADING_PARTS, SECTION_HEADINGS, type SectionKey } from './section-headings';

/**
 * Splitting a resume into its sections by their headings, in whatever order they come.
 * A heading is a short line that is nothing but a known heading word, maybe decorated
 * ("■ 工作经历", "【教育背景】", "一、项目经验：") or bilingual ("工作经历 Work Experience").
 * Lines before the first heading form the 'header' (name, contact line).
 */
export interface Section {
  key: SectionKey | 'header';
  lines: string[];
}

const HEADING_WORDS = new Map<string, SectionKey>();
for (const [key, words] of Object.entries(SECTION_HEADINGS) as [SectionKey, string[]][]) {
  for (const w of words) HEADING_WORDS.set(w, key);
}
/** English headings without their spaces ("workexperience"), for headings spelled out letter by letter. */
const SPACED_HEADINGS = new Map([...HEADING_WORDS].filter(([w]) => /^[a-z ]+$/.test(w)).map(([w, k]) => [w.replace(/ /g, ''), k]));
const HEADING_STEMS = new Map<string, SectionKey>();
for (const [key, words] of Object.entries(HEADING_PARTS) as [SectionKey, string[]][]) {
  for (const w of words) HEADING_STEMS.set(w, key);
}

// Whatever is neither a letter nor a digit around a heading: bullets, boxes, brackets, rules, and the
// icon glyphs templates draw from an icon font (private-use code points) or as emoji.
const DECORATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
// "一、", "1.", "(2)", and a template's "01 工作经历", "02/ 教育背景", "PART 03 项目经验".
const NUMBERING =
  /^(?:[一二三四五六七八九十]+[、.．]|\d{1,2}[、.．)]|[(（][一二三四五六七八九十\d]+[)）]|(?:part|section|chapter)?\s*0?\d(?:\s*[/|｜]\s*|\s+)(?=\p{L}))\s*/iu;

function cleanHeading(line: string): string {
  return line.replace(DECORATION, '').replace(NUMBERING, '').replace(DECORATION, '').trim().toLowerCase();
}

/** The section a line heads, or null. */
export function headingOf(line: string): SectionKey | null {
  if (line.length > 40) return null;
  const cleaned = cleanHeading(line);
  if (!cleaned) return null;
  const whole = HEADING_WORDS.get(cleaned.replace(/\s+(?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])\s+/g, ''));
  if (whole) return whole;
  // "W O R K  E X P E R I E N C E": letters spaced out.
  if (/^(?:[a-z]\s+){3,}[a-z]$/.test(cleaned)) return SPACED_HEADINGS.get(cleaned.replace(/\s+/g, '')) ?? null;
  // Bilingual: "工作经历 Work Experience", "Education | 教育背景" — every part a heading of the same section.
  const chinese = cleaned.match(/[\u4e00-\u9fff]+/g) ?? [];
  const english = cleaned
    .replace(/[\u4e00-\u9fff]+/g, '|')
    .split(/[|/｜&]+/)
    .map((s) => s.replace(/[^a-z ]/g, '').trim())
    .filter(Boolean);
  const parts = [...chinese, ...english];
  if (parts.length >= 2 && parts.length <= 3) {
    const keys = new Set(parts.map((p) => HEADING_WORDS.get(p)));
    const [key] = keys;
    if (keys.size === 1 && key) return key;
  }
  return compoundHeading(cleaned);
}

/**
 * "进修与培训", "技能与证书", "专业技能及证书", "荣誉/奖项": headings joined by 与/和/及/、/&. Each part is a
 * heading or a word headings are made of; the section is the first part's.
 */
function compoundHeading(cleaned: string): SectionKey | null {
  const chinese = /^[\u4e00-\u9fff与和及、&/ ]{4,16}$/.test(cleaned);
  // "Education & Certifications", "Experience and Projects".
  const english = /^[a-z][a-z &/,]{4,40}$/.test(cleaned);
  if (!chinese && !english) return null;
  const parts = cleaned.split(chinese ? /\s*(?:与|和|及|、|&|\/)\s*/ : /\s*(?:&|\/|,|\band\b)\s*/).filter(Boolean);
  if (parts.length < 2) return null;
  const keys = parts.map((p) => HEADING_WORDS.get(p) ?? HEADING_STEMS.get(p));
  return keys.every(Boolean) ? (keys[0] ?? null) : null;
}

/**
 * A table cell holding a section's name beside its entries reads as one line in a PDF:
 * "工作经历 2019.07-至今 腾讯 …". A leading heading word followed by a year is split off.
 */
function splitLeadingHeading(line: string): [SectionKey, string] | null {
  const m = line.match(/^([\u4e00-\u9fff]{4}|[A-Za-z][A-Za-z ]{3,30}?)\s+((?:19|20)\d\d.*)$/);
  if (!m?.[1] || !m[2]) return null;
  const key = HEADING_WORDS.get(m[1].toLowerCase());
  return key ? [key, m[2]] : null;
}

export function splitSections(lines: string[]): Section[] {
  const sections: Section[] = [{ key: 'header', lines: [] }];
  const open = (key: SectionKey) => {
    const s: Section = { key, lines: [] };
    sections.push(s);
    return s;
  };
  let current = sections[0] as Section;
  for (const line of lines) {
    const key = headingOf(line);
    if (key) {
      current = open(key);
      continue;
    }
    const split = splitLeadingHeading(line);
    if (split) {
      current = open(split[0]);
      current.lines.push(split[1]);
      continue;
    }
    current.lines.push(line);
  }
  return sections;
}
