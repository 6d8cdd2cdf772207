import { PRESENT, type ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { ParsedSection } from '@hh/domain/candidates/upload.schema';
import { birthDateOfIdCard } from '@hh/domain/people/id-card';
import { MAINLAND_MOBILE_RE, normalizePhone } from '@hh/domain/people/phone';
import { cityOfDistrictPlace, cityOfPlace, isProvincePlace } from './gazetteer-places';
import { normalizeResumeText } from './normalize-text';
import { firstDate, monthsBefore } from './resume-dates';
import { degreeCode, parseEntries, type RawEntry, sortEntries } from './resume-entries';
import { labelScanner } from './resume-labels';
import { parseNowStatus, parseSalary } from './resume-salary';
import { headingOf, splitSections } from './resume-sections';
import { CITIES, COMPOUND_SURNAMES, DEGREE_WORD_RE, FIELD_LABELS, type FieldKey, SURNAMES, TITLE_RE } from './resume-vocabulary';

/**
 * Rule-based reading of a Chinese resume's text into the online-resume shape. Every field
 * is filled ('' or 0 when unknown); what could not be found, or was guessed, is listed in
 * `warnings` (Chinese, shown to the consultant who checks the result before saving).
 */
export type ParsedResume = ResumeContent & {
  warnings: string[];
  confidence: FieldConfidence;
  /** How sure the parser is of each entry, in the order of the draft's lists (see RawEntry.confidence). */
  entryConfidence: { education: number[]; work: number[]; projects: number[] };
  /** The sections whose entries the parser did not find (no heading, or nothing read under it). */
  missingSections: ParsedSection[];
};

/**
 * How sure the parser is of each basic field, 0…1: 1 read beside its label or from an exact
 * source (an ID-card number, a mobile number), 0.8 found unlabelled where such a field sits,
 * 0.5 inferred (birth from an age, work start from "N年经验", the highest degree from a lone
 * word), 0 not found. The upload screen can mark what to check first.
 */
export type ConfidentField = 'name' | 'sex' | 'birthday' | 'phone' | 'email' | 'city' | 'education' | 'workStartDate';
export type FieldConfidence = Record<ConfidentField, number>;

export interface ParseOptions {
  /** "Today", for ages and "N年工作经验"; tests pin it. */
  today?: Date;
}

const scanFields = labelScanner(FIELD_LABELS);
const PHONE_RE = /(?<![\d])(?:\+?86[\s-]?)?(1[3-9]\d[\s.-]?\d{4}[\s.-]?\d{4})(?![\d])/;
// Anchored at the start of a run of address characters and bounded, so a long run without an @ costs one pass, not n².
const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z])/;
const EMAIL_ANYWHERE_RE = new RegExp(EMAIL_RE.source, 'g');
const ID_CARD_RE = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g;
// Han characters of every plane: a name may hold a rare one written outside the basic plane ("潘𠮷祥").
const HAN = '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\u{20000}-\\u{3134f}]';
const NAME_RE = new RegExp(`^${HAN}{2,4}$|^${HAN}{1,6}·${HAN}{1,10}$`, 'u');
const NOT_NAMES = new Set([
  '党员',
  '团员',
  '群众',
  '已婚',
  '未婚',
  '汉族',
  '应届',
  '在职',
  '离职',
  '本人',
  '简历',
  '个人',
  '全职',
  '兼职',
  '男性',
  '女性',
]);
// A slash separates words ("男/30岁") but not the parts of a date ("1990/05").
const TOKEN_SPLIT = /(?:[\s|｜丨,，;；、·•—–]|(?<!\d)\/|\/(?!\d))+/;

function looksLikeName(token: string, strict: boolean): boolean {
  if (!NAME_RE.test(token) || NOT_NAMES.has(token) || CITIES.has(token) || TITLE_RE.test(token) || DEGREE_WORD_RE.test(token)) return false;
  // "江西南昌", "浙江": a province, alone or with its city, is a place, never a name.
  if (isProvincePlace(token)) return false;
  if (!strict) return true;
  return SURNAMES.has(token[0] ?? '') || COMPOUND_SURNAMES.some((s) => token.startsWith(s));
}

/**
 * "深圳市南山区" → 深圳, "江苏省南京市" → 南京, "浙江·宁波" → 宁波, "Shanghai, China" → 上海, "上海-浦东" → 上海:
 * the city dictionary first (a province with its city is the city, a province alone is none), then a
 * place the dictionary does not hold, written with 市 ("昆山市") or as the first word.
 */
function cityOf(value: string): string {
  const text = value.trim();
  if (!text) return '';
  const known = cityOfPlace(text);
  if (known) return known;
  if (isProvincePlace(text.replace(/[省市]$/, ''))) return '';
  const han = text.match(/[\u4e00-\u9fa5]+/)?.[0] ?? '';
  const withShi = han.match(/^(?:[\u4e00-\u9fa5]{2,3}省)?([\u4e00-\u9fa5]{2,4}?)市/);
  if (withShi?.[1]) return withShi[1];
  if (han) return /^[\u4e00-\u9fa5]{2,4}$/.test(han) && !isProvincePlace(han) ? han : '';
  return text.split(/[\s\-–—/|｜,，、(（]/)[0] ?? '';
}

const limit = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export function parseResumeText(text: string, options: ParseOptions = {}): ParsedResume {
  const today = options.today ?? new Date();
  const warnings: string[] = [];
  const lines = normalizeResumeText(text).split('\n').filter(Boolean);
  const sections = splitSections(lines);
  const linesOf = (...keys: string[]) => sections.filter((s) => keys.includes(s.key)).flatMap((s) => s.lines);
  // A sidebar template is read sidebar first: its skills block (an 'other' section) can come before
  // the name and the "数据分析师 | 女 | 硕士" line. What precedes the first entry section is base info.
  const firstEntry = sections.findIndex((s) => s.key === 'education' || s.key === 'work' || s.key === 'project');
  const preamble = sections
    .slice(0, firstEntry < 0 ? sections.length : firstEntry)
    .filter((s) => s.key === 'other')
    .flatMap((s) => s.lines);
  const infoLines = [...linesOf('header', 'basic', 'intention'), ...preamble];
  // A sidebar on the right is read after the main column: its name, sex, birth and city come after the
  // entries. When the base info has no name, a name line followed by such lines anywhere is base info too.
  const labelledName = infoLines.some((l) => scanFields(l).some((h) => h.key === 'name' && h.value));
  if (!labelledName && !findName('', linesOf('header'), infoLines)) infoLines.push(...trailingSidebar(lines));

  // Labelled fields: the first non-empty value of each.
  const field = new Map<FieldKey, { value: string; label: string }>();
  for (const line of infoLines) {
    for (const hit of scanFields(line)) if (hit.value && !field.has(hit.key)) field.set(hit.key, { value: hit.value, label: hit.label });
  }
  const get = (key: FieldKey) => field.get(key)?.value ?? '';

  // Unlabelled tokens of a header line: "张三 | 男 | 1991.05 | 本科 | 8年工作经验 | 现居上海".
  // An e-mail address is a word of its own, even glued to the next one ("…@example.com浙江杭州").
  const tokens = infoLines.flatMap((l) => l.replace(EMAIL_ANYWHERE_RE, ' ').split(TOKEN_SPLIT).filter(Boolean));
  const token = (re: RegExp) => tokens.map((t) => t.match(re)).find(Boolean) ?? null;

  const confidence: FieldConfidence = { name: 0, sex: 0, birthday: 0, phone: 0, email: 0, city: 0, education: 0, workStartDate: 0 };
  const name = findName(get('name'), linesOf('header'), infoLines);
  if (!name) warnings.push('未识别到姓名');

  const sexText = get('sex') || token(/^(男|女)(性)?$|^(male|female)$/i)?.[0] || '';
  // "Gender: F", "性别：M": a labelled letter is the sex too.
  let sex = /女|female|^f$/i.test(sexText.trim()) ? 2 : /男|male|^m$/i.test(sexText.trim()) ? 1 : 0;

  const idCard = findIdCard([...infoLines, ...lines]);
  // A masked number ("4401**19880915**7X") still tells what its visible digits show.
  const masked = idCard ? null : findMaskedIdCard([...infoLines, ...lines]);
  const idSex = idCard ? Number(idCard[16]) % 2 : masked?.sexDigit !== undefined ? masked.sexDigit % 2 : null;
  const sexFromId = !sex && idSex !== null;
  if (sexFromId) sex = idSex === 1 ? 1 : 2;
  const birth = findBirthday({ idCard, masked: masked?.birth ?? '', stated: get('birthday'), age: get('age'), infoLines, tokens, today });
  if (birth.fromAge) warnings.push('出生日期由年龄推算，可能有一年误差');

  const phone = findPhone(get('phone'), infoLines, lines);
  if (!phone) warnings.push('未识别到手机号');
  const email = (get('email').match(EMAIL_RE) ?? infoLines.join(' ').match(EMAIL_RE) ?? lines.join(' ').match(EMAIL_RE))?.[0] ?? '';

  let city = cityOf(get('city'));
  const LIVES_IN_RE = /^(?:现居|常住)(?:住)?(?:地|于|在)?[:：]?([\u4e00-\u9fa5·]{2,12})$/;
  if (!city) city = cityOf(token(LIVES_IN_RE)?.[1] ?? '');
  // "现居北京市朝阳区" in a page footer or a sidebar read after the entries: said anywhere outside them, it holds.
  if (!city) {
    const elsewhere = linesOf('other', 'self').flatMap((l) => l.split(TOKEN_SPLIT));
    city = cityOf(elsewhere.map((t) => t.match(LIVES_IN_RE)).find(Boolean)?.[1] ?? '');
  }
  // "Shanghai, China", "Suzhou, Jiangsu, China": an English address line names the city first.
  if (!city) city = cityOfPlace(infoLines.join(' ').match(/\b([A-Z][a-z]+)(?:,\s*[A-Z][a-z]+)?,\s*(?:P\.?\s?R\.?\s?)?China\b/)?.[1] ?? '');
  if (!city) {
    // A bare place in the header ("男 | 30岁 | 江苏苏州"), never the value of 籍贯, 户口 or an expected city.
    const placeTokens = infoLines.flatMap((l) => withoutOtherPlaces(l).replace(EMAIL_ANYWHERE_RE, ' ').split(TOKEN_SPLIT).filter(Boolean));
    const place = placeTokens.find((t) => CITIES.has(t.replace(/市$/, '')) || (isProvincePlace(t) && cityOfPlace(t)));
    // "女 / 出生年月:1996年7月 / 绍兴市越城区": a place written down to its district names the city too.
    city = cityOfPlace(place ?? '') || cityOfDistrictPlace(placeTokens.find((t) => cityOfDistrictPlace(t)) ?? '');
    // "Beijing | lina@example.com": an English city standing as a whole part of a header line.
    if (!city) {
      const parts = infoLines.flatMap((l) =>
        withoutOtherPlaces(l)
          .split(/[|｜;；·•]/)
          .map((p) => p.trim()),
      );
      city = cityOfPlace(parts.find((p) => /^[A-Z][a-z]+$/.test(p) && cityOfPlace(p)) ?? '');
    }
  }

  const { education, work } = sortEntries(
    { education: linesOf('education'), work: linesOf('work') },
    { education: parseEntries(linesOf('education'), 'education'), work: parseEntries(linesOf('work'), 'work') },
  );
  const projects = parseEntries(linesOf('project'), 'project');
  const headed = (key: string) => sections.some((s) => s.key === key);
  const missingSections: ParsedSection[] = [];
  for (const [key, found, label] of [
    ['education', education, '教育经历'],
    ['work', work, '工作经历'],
    ['project', projects, '项目经历'],
  ] as const) {
    if (found.length > 0) continue;
    missingSections.push(key);
    // A heading with nothing read under it is worth a look; a resume without projects is common.
    if (headed(key)) warnings.push(`找到“${label}”标题，但未能识别其中的条目，请核对`);
    else if (key !== 'project') warnings.push(`未识别到${label}`);
  }
  if ([...education, ...work, ...projects].some((e) => e.yearOnly)) warnings.push('部分经历只写了年份，月份为估计值');

  const highest =
    degreeCode(get('education')) || Math.max(0, ...education.map((e) => e.degree)) || degreeCode(token(DEGREE_WORD_RE)?.[0] ?? '');
  const latest = latestJob(work);

  const expectSalary = get('expectSalary') ? parseSalary(get('expectSalary'), hintOf(field.get('expectSalary')?.label)) : null;
  const nowSalary = get('nowSalary') ? parseSalary(get('nowSalary'), hintOf(field.get('nowSalary')?.label)) : null;
  const refuseToDisclose = /不透露|保密/.test(get('expectSalary'));

  const sure = (key: ConfidentField, found: unknown, labelled: boolean, inferred = false) => {
    confidence[key] = !found ? 0 : labelled ? 1 : inferred ? 0.5 : 0.8;
  };
  sure('name', name, Boolean(name) && get('name').replace(/\s+/g, '').startsWith(name.replace(/\s+/g, '')));
  sure('sex', sex, Boolean(get('sex') || sexFromId));
  sure('birthday', birth.value, Boolean(idCard || masked?.birth || get('birthday')), birth.fromAge);
  sure('phone', phone, true);
  sure('email', email, true);
  // An address ("地址：…") says where mail reaches the person: likely where they live, not stated as such.
  const cityLabel = field.get('city')?.label ?? '';
  sure('city', city, Boolean(get('city')) && !/地址|住址|address/i.test(cityLabel));
  sure('education', highest, Boolean(get('education')) || education.length > 0, !get('education') && education.length === 0);
  // A fresh graduate's internships are not the start of work: no stated start, no work years.
  const freshGraduate = /应届/.test(infoLines.join(' ')) && !get('workStart');
  const workStartDate = freshGraduate
    ? ''
    : workStart(
        get('workStart'),
        get('workYears') || (token(/^(\d{1,2})年(?:以上)?(?:工作)?经验$/)?.[0] ?? ''),
        work.filter((e) => !INTERNSHIP_RE.test(e.secondary)),
        today,
      );
  // Stated → 1; the start of the earliest job listed → 0.8 (an earlier job may be left out); "N年经验" → 0.5.
  sure('workStartDate', workStartDate, Boolean(get('workStart')), !get('workStart') && work.length === 0);

  const content: ParsedResume = {
    commonResume: {
      name,
      sex,
      birthday: birth.value,
      phone,
      email: limit(email, 80),
      city: limit(city, 30),
      workStartDate,
      education: highest,
      companyName: limit(get('company') || latest?.primary || '', 80),
      positionName: limit(get('title') || latest?.secondary || '', 60),
      identityCardNum: idCard ?? '',
      householdRegistration: limit(get('household'), 30),
      folk: limit(get('folk'), 10),
      nativePlace: limit(get('nativePlace'), 30),
      politicalStatus: limit(get('political') || (token(/^(中共党员|中共预备党员|党员|共青团员|团员|群众)$/)?.[0] ?? ''), 10),
      maritalStatus: limit(get('marital') || (token(/^(已婚|未婚|离异)$/)?.[0] ?? ''), 10),
      selfEvaluation: limit(linesOf('self').join('\n'), 2000),
    },
    commonResumeExpects: {
      expectCity: limit(get('expectCity'), 60),
      expectPositionName: limit(get('expectPosition'), 60),
      expectIndustry: limit(get('expectIndustry'), 60),
      expectSalaryPerMonth: expectSalary?.perMonth ?? 0,
      expectTenthNumOfMonth: expectSalary?.tenthOfMonths ?? 0,
      expectSalaryPerYear: expectSalary?.perYear ?? 0,
      nowSalaryPerMonth: nowSalary?.perMonth ?? 0,
      nowTenthNumOfMonth: nowSalary?.tenthOfMonths ?? 0,
      nowSalaryPerYear: nowSalary?.perYear ?? 0,
      nowStatus: parseNowStatus(get('status')),
      reportValue: '',
      arrivalAt: limit(get('arrival'), 30),
      leaveReason: '',
      refuseToDisclose,
    },
    commonEducationExperienceList: education.slice(0, 20).map((e) => ({
      schoolName: limit(e.primary, 60),
      professional: limit(e.secondary, 60),
      startDate: e.start,
      endDate: e.end,
      education: e.degree,
    })),
    commonWorkExperienceList: work.slice(0, 50).map((e) => ({
      companyName: e.primary,
      positionName: e.secondary,
      startDate: e.start,
      endDate: e.end,
      workContent: e.content,
    })),
    commonProjectExperiencesList: projects.slice(0, 50).map((e) => ({
      projectName: e.primary,
      startDate: e.start,
      endDate: e.end,
      projectContent: e.content,
    })),
    warnings,
    confidence,
    entryConfidence: {
      education: education.slice(0, 20).map((e) => e.confidence),
      work: work.slice(0, 50).map((e) => e.confidence),
      projects: projects.slice(0, 50).map((e) => e.confidence),
    },
    missingSections,
  };
  return content;
}

const INTERNSHIP_RE = /实习|intern/i;
/** Fields whose value is a place that is not where the person lives. */
const OTHER_PLACES = new Set<FieldKey>(['nativePlace', 'household', 'expectCity']);

/** The line with the values of 籍贯, 户口 and expected cities cut out (each where it stands after its label). */
function withoutOtherPlaces(line: string): string {
  let out = line;
  for (const hit of scanFields(line)) {
    if (!OTHER_PLACES.has(hit.key) || !hit.value) continue;
    const at = out.indexOf(hit.value, Math.max(0, out.indexOf(hit.label)));
    if (at >= 0) out = `${out.slice(0, at)} ${out.slice(at + hit.value.length)}`;
  }
  return out;
}

/** "张 三 丰", "张　三": a name letter-spaced by its template, closed up. */
function closeLetterSpacing(line: string): string {
  return line.replace(/^(?:[\u4e00-\u9fa5][ \u3000]+){1,3}[\u4e00-\u9fa5](?![\u4e00-\u9fa5])/, (run) => run.replace(/[ \u3000]+/g, ''));
}

/**
 * A label, else a name-like word among the first words of the first lines (“张三”, “张三的个人简历”,
 * “张三 | 产品经理”, “张 三 丰”), else a line of the base info that opens with a name — the name of a
 * sidebar template comes after the sidebar, and a cover letter puts it under the letter.
 */
function findName(labelled: string, headerLines: string[], infoLines: string[]): string {
  const fromLabel = closeLetterSpacing(labelled.trim()).split(TOKEN_SPLIT)[0] ?? '';
  if (looksLikeName(fromLabel, false)) return fromLabel;
  // "Name: Zhang San": an English name beside its label.
  const latinLabelled = labelled.trim().split(/\s*[|｜,，;；]\s*/)[0] ?? '';
  if (LATIN_NAME_RE.test(latinLabelled) && !TITLE_RE.test(latinLabelled)) return latinLabelled;
  const wordsOf = (line: string) =>
    closeLetterSpacing(line.trim())
      .replace(/的?(?:个人|求职)?简历|resume|curriculum vitae|\bcv\b/gi, ' ')
      .split(TOKEN_SPLIT)
      .filter(Boolean);
  for (const line of headerLines.slice(0, 4)) {
    // "ETHAN LU (卢以恒)": an English name with the Chinese one in brackets after it; the Chinese name is the name.
    const both = line.trim().match(/^(.+?)\s*[（(]\s*([\u4e00-\u9fa5·]{2,5})\s*[)）]$/);
    if (both?.[1] && both[2] && LATIN_NAME_RE.test(both[1]) && looksLikeName(both[2], true)) return both[2];
    const found = wordsOf(line)
      .slice(0, 3)
      .find((w) => looksLikeName(w, true));
    if (found) return found;
  }
  for (const line of infoLines) {
    if (/[:：]/.test(line)) continue;
    const first = wordsOf(line)[0] ?? '';
    if (looksLikeName(first, true)) return first;
  }
  // An English resume opens with its holder's name: "Yuhan Zhang", "ZHANG Yuhan", "Mary-Jane O'Neil".
  for (const line of headerLines.slice(0, 2)) {
    const text = line.trim();
    if (LATIN_NAME_RE.test(text) && !TITLE_RE.test(text) && !headingOf(text) && !/resume|curriculum|vitae|\bcv\b/i.test(text)) return text;
  }
  return '';
}

/** Two or three capitalised words, nothing else. */
const LATIN_NAME_RE = /^(?:[A-Z][a-z]+|[A-Z]{2,})(?:[-' ](?:[A-Z][a-z]+|[A-Z]{2,})){1,2}$/;

/** Lines that show a person beside a name: sex, a birth date, a mobile number or an e-mail address. */
const PERSONAL_LINE_RE = /(?:^|[\s|｜·•,，])(?:男|女)(?:$|[\s|｜·•,，])|(?:19[5-9]\d|200\d)[.\-/年]\d{1,2}|1[3-9]\d{9}|@/;

/**
 * The name line of a sidebar read after the main column, and the lines under it up to the next
 * heading: a line that is only a name (maybe letter-spaced) with a personal line right under it.
 */
function trailingSidebar(lines: string[]): string[] {
  for (let i = 0; i < lines.length - 1; i++) {
    const line = closeLetterSpacing((lines[i] ?? '').trim());
    if (!looksLikeName(line, true) || !PERSONAL_LINE_RE.test(lines[i + 1] ?? '')) continue;
    const block = [line];
    for (let k = i + 1; k < lines.length && k <= i + 8 && !headingOf(lines[k] ?? ''); k++) block.push(lines[k] ?? '');
    return block;
  }
  return [];
}

/**
 * The birth date, from the most exact source there is: a valid ID-card number (the day), a
 * stated date, a bare date in the header ("男 | 1991.05 | 本科"), "28岁(1998年3月5日)", and
 * last an age, counted back from today.
 */
function findBirthday(input: {
  idCard: string | null;
  masked: string;
  stated: string;
  age: string;
  infoLines: string[];
  tokens: string[];
  today: Date;
}): {
  value: string;
  fromAge: boolean;
} {
  const found = (value: string | null | undefined) => ({ value: value ?? '', fromAge: false });
  if (input.idCard) return found(birthDateOfIdCard(input.idCard));
  if (input.masked) return found(input.masked);
  const stated = firstDate(input.stated, true);
  if (stated) return found(stated);
  // "90年5月", "90年5月生": a two-digit year written with 年 and 月 in the header.
  const short = input.tokens.map((t) => t.match(/^(\d{2})年(\d{1,2})月(?:\d{1,2}日)?(?:生|出生)?$/)).find(Boolean);
  if (short?.[1] && Number(short[2]) >= 1 && Number(short[2]) <= 12 && Number(short[1]) >= 50)
    return found(`19${short[1]}-${short[2]?.padStart(2, '0')}`);
  const bare = input.tokens
    .map((t) => t.match(/^((?:19[5-9]\d|200\d)(?:[.\-/年]\d{1,2}月?)(?:[.\-/]\d{1,2}日?)?)(?:生|出生)?$/))
    .find(Boolean);
  if (bare?.[1]) return found(firstDate(bare[1], true));
  const aside = input.infoLines.join(' ').match(/\d{2}\s*岁\s*[（(]([^）)]{6,14})[)）]/);
  const asideDate = aside?.[1] ? firstDate(aside[1], true) : null;
  if (asideDate) return found(asideDate);
  const ageText = input.age || input.tokens.find((t) => /^\d{2}岁/.test(t)) || '';
  const inAge = firstDate(ageText, true);
  if (inAge) return found(inAge);
  const age = ageText.match(/(\d{2})\s*岁|^(\d{2})$/);
  return age ? { value: monthsBefore(input.today, Number(age[1] ?? age[2])), fromAge: true } : found('');
}

function hintOf(label: string | undefined): 'month' | 'year' | null {
  if (!label) return null;
  return /年/.test(label) ? 'year' : /月/.test(label) ? 'month' : null;
}

function findIdCard(lines: string[]): string | null {
  for (const line of lines) {
    for (const m of line.matchAll(ID_CARD_RE)) {
      const id = m[0].toUpperCase();
      if (birthDateOfIdCard(id)) return id;
    }
  }
  return null;
}

/** 18 places of digits and masks ("3101**********7*", "4401**19880915**7X"), some of them masked. */
const MASKED_ID_RE = /(?<![\dA-Za-z*＊])[\d*＊]{17}[\dXx*＊](?![\dA-Za-z*＊])/g;

/**
 * What a masked ID-card number shows: its 17th digit (odd for a man) when visible, and the birth date
 * when its 7th–14th digits are visible and a valid date.
 */
function findMaskedIdCard(lines: string[]): { sexDigit?: number; birth: string } | null {
  for (const line of lines) {
    for (const m of line.matchAll(MASKED_ID_RE)) {
      const id = m[0].replace(/＊/g, '*');
      if (!id.includes('*') || (id.match(/\d/g) ?? []).length < 2) continue;
      const sexChar = id[16] ?? '*';
      const digits = id.slice(6, 14);
      const birth = /^\d{8}$/.test(digits) ? validDay(digits) : '';
      return { ...(/\d/.test(sexChar) ? { sexDigit: Number(sexChar) } : {}), birth };
    }
  }
  return null;
}

/** "19880915" → "1988-09-15" when it is a day someone now working could be born on; else ''. */
function validDay(digits: string): string {
  const [y, m, d] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
  const day = new Date(Date.UTC(y, m - 1, d));
  const ok = y >= 1930 && y <= 2015 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  return ok ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}` : '';
}

function findPhone(labelled: string, infoLines: string[], allLines: string[]): string {
  for (const text of [labelled, ...infoLines, ...allLines]) {
    const m = text.match(PHONE_RE);
    const phone = m?.[1] ? normalizePhone(m[1].replace(/\D/g, '')) : '';
    if (MAINLAND_MOBILE_RE.test(phone)) return phone;
  }
  return '';
}

/** The job held now (ends 至今), else the one that started last. */
function latestJob(work: RawEntry[]): RawEntry | undefined {
  return work.find((e) => e.end === PRESENT) ?? [...work].sort((a, b) => b.start.localeCompare(a.start))[0];
}

/**
 * 参加工作时间 when stated; else the start of the earliest job listed (exact, and not stale like a
 * "3年工作经验" written years ago); else "N年" counted back from today.
 */
function workStart(startText: string, yearsText: string, work: RawEntry[], today: Date): string {
  const stated = firstDate(startText);
  if (stated) return stated;
  const earliest = work
    .map((e) => e.start)
    .filter(Boolean)
    .sort()[0];
  if (earliest) return earliest;
  const years = yearsText.match(/(\d{1,2}(?:\.\d)?)\s*年/);
  return years ? monthsBefore(today, Number(years[1])) : '';
}
