import { latinDegree } from './gazetteer-degrees';
import { COMPANY_RE } from './gazetteer-organisations';

/** English names in a resume's entry lines: where a run of Latin words is one segment and where it is cut. */

/**
 * English names run over several words with spaces and commas ("Northwind Trading Co., Ltd.",
 * "Senior Product Manager, APAC", "The University of Edinburgh"): a run of Latin words is one
 * segment, cut after a company suffix so the title after it stands apart. Spaces and commas
 * inside a run are held as U+2060 (no space to a regular expression) and U+201A while the line is split, then given back.
 */
const LATIN_RUN_RE = /[A-Za-z][A-Za-z0-9&'.+#-]*(?:,?\s+(?:[A-Za-z0-9&'.+#-]+|\([A-Za-z][A-Za-z .&-]*\)))+/g;
const LATIN_COMPANY_END_RE = /\b(?:Co\.,?\s*Ltd\.?|Inc\.?|Ltd\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Limited|GmbH|PLC)(?=\s|$)/gi;
const LATIN_DEGREE = /^(?:MSc|BSc|BA|MA|MBA|EMBA|MEng|BEng|PhD|Ph\.D\.?|LLM|MPhil)$/;

/** The head word of an English job title, and the words that may stand before it in the title. */
const LATIN_TITLE_HEAD =
  /^(?:engineer|manager|director|developer|analyst|designer|consultant|intern|specialist|architect|officer|scientist|accountant|associate|researcher|fellow|professor|lecturer)s?,?$/i;
const LATIN_TITLE_WORD =
  /^(?:senior|junior|lead|principal|staff|chief|postdoctoral|research|software|summer|assistant|associate|vice|regional|key|account|sales|product|marketing|data|investment|supply|chain|project|program|general|technical|business|finance|financial|visiting|teaching)$/i;

/**
 * Where an English organisation without a company suffix ends and what follows it starts: before a
 * degree written as the major ("The University of Sydney Master of Commerce"), or before a job title
 * ("SAP Labs China Developer", "Massachusetts Institute of Technology Postdoctoral Associate"). -1: no cut.
 */
function latinCut(run: string): number {
  const words = [...run.matchAll(/\S+/g)];
  const major = latinMajorStart(words.map((w) => w[0]));
  if (major > 0) return words[major]?.index ?? -1;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]?.[0] ?? '';
    if (/^(?:master|bachelor|doctor)$/i.test(w) && /^of$/i.test(words[i + 1]?.[0] ?? '')) return words[i]?.index ?? -1;
    if (!LATIN_TITLE_HEAD.test(w)) continue;
    let a = i;
    while (a > 0 && LATIN_TITLE_WORD.test(words[a - 1]?.[0] ?? '')) a--;
    return a > 0 ? (words[a]?.index ?? -1) : -1;
  }
  return -1;
}

/** The head word of an English major ("Data Science", "Mechanical Engineering", "Finance"), and the words that may stand before it. */
const LATIN_MAJOR_HEAD =
  /^(?:science|sciences|engineering|studies|management|finance|economics|accounting|law|marketing|mathematics|statistics|physics|chemistry|biology|medicine|design|arts|administration|commerce|analytics|communication|communications|journalism|psychology|education|architecture|linguistics|literature|history|philosophy|technology|informatics|nursing|pharmacy|health|policy|work|affairs|planning)$/i;
const LATIN_MAJOR_WORD =
  /^(?:data|computer|business|financial|mechanical|electrical|electronic|civil|chemical|environmental|political|social|information|international|public|applied|actuarial|biomedical|materials|software|industrial|aerospace|media|fine|liberal|health|human|resource|resources|urban|supply|chain|digital|interaction|cognitive|computational|molecular|quantitative|english|chinese)$/i;
const LATIN_SCHOOL_WORD = /^(?:university|college|institute|school|academy|polytechnic)$/i;

/**
 * Where an English major starts after an English school name that has no "of" before it
 * ("University College London Data Science", "Peking University Finance"): the major is a known
 * head word with the words that qualify it, after a school word. -1: none.
 */
function latinMajorStart(words: string[]): number {
  const last = words.length - 1;
  if (last < 2 || !LATIN_MAJOR_HEAD.test(words[last] ?? '')) return -1;
  let a = last;
  while (a > 0 && LATIN_MAJOR_WORD.test(words[a - 1] ?? '')) a--;
  // "Institute of Technology", "London School of Economics": the head belongs to the school's name.
  if (a === 0 || /^(?:of|and|&|the)$/i.test(words[a - 1] ?? '')) return -1;
  return words.slice(0, a).some((w) => LATIN_SCHOOL_WORD.test(w)) ? a : -1;
}

/**
 * The line with each run of English words held together as one segment (its spaces as U+2060, its
 * commas as U+201A), cut after a company suffix, before a degree written as the major, before a job
 * title or before a major after a school name; a Latin degree word stands apart.
 */
export function holdLatinRuns(text: string): string {
  return text.replace(LATIN_RUN_RE, (run) => {
    // "MSc in Computer Science", "Master of Commerce": a degree with its major is one segment.
    if (latinDegree(run)) return run.replace(/\s+/g, '\u2060').replace(/,/g, '\u201a');
    // "The University of Hong Kong Public Health MPH": a degree's abbreviation closing the run stands apart,
    // and the school and the major before it are read as a run of their own.
    const closing = run.match(/^(.+?)\s+([A-Z][A-Za-z.]{1,7})$/);
    if (closing?.[1] && /\s/.test(closing[1]) && latinDegree(closing[2] ?? '') && !/\s/.test(closing[2] ?? ''))
      return `${holdLatinRuns(closing[1])} ${closing[2]}`;
    // "Senior Software Engineer, Alibaba Group": a title, a comma, then the employer by its suffix.
    const comma = run.match(/^(.+?),\s+(.+)$/);
    const titleWords = comma?.[1]?.split(/\s+/) ?? [];
    if (comma?.[2] && LATIN_TITLE_HEAD.test(titleWords.at(-1) ?? '') && COMPANY_RE.test(comma[2].trim()))
      return `${holdLatinRuns(comma[1] ?? '')} ${holdLatinRuns(comma[2])}`;
    let out = run;
    // A company suffix ends the company: what follows is another segment (the title).
    let cut = -1;
    for (const m of run.matchAll(LATIN_COMPANY_END_RE)) cut = (m.index ?? 0) + m[0].length;
    if (cut < 0) cut = latinCut(run);
    const words = (s: string) =>
      s
        .trim()
        .split(/\s+/)
        .map((w, i, all) => (LATIN_DEGREE.test(w) ? ` ${w} ` : w.replace(/,/g, '\u201a') + (i < all.length - 1 ? '\u2060' : '')))
        .join('');
    out = cut > 0 && cut < run.length ? `${words(run.slice(0, cut))} ${words(run.slice(cut))}` : words(run);
    return out;
  });
}
