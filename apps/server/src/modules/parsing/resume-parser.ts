/**
 * Rule-based reading of a Chinese resume's text into the online-resume shape. Every field
 * is filled ('' or 0 when unknown); what could not be found, or was guessed, is listed in
 * `warnings` (Chinese, shown to the consultant who checks the result before saving).
 */
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { ParsedSection } from '@hh/domain/candidates/upload.schema';
import { FIELD_LABELS, type FieldKey } from './field-labels';
import { normalizeResumeText } from './normalize-text';
import { findBirthday, findIdCard, findMaskedIdCard } from './resume-birth';
import { latestJob, workStart } from './resume-career';
import { findCity } from './resume-city';
import { findEmail, findPhone } from './resume-contacts';
import { degreeCode, parseEntries, sortEntries } from './resume-entries';
import { labelScanner } from './resume-labels';
import { findName, trailingSidebar } from './resume-name';
import { parseNowStatus, parseSalary } from './resume-salary';
import { splitSections } from './resume-sections';
import { infoTokens } from './resume-tokens';
import { DEGREE_WORD_RE } from './resume-vocabulary';

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
  const tokens = infoTokens(infoLines);
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
  const email = findEmail(get('email'), infoLines, lines);

  const city = findCity(get('city'), infoLines, tokens, linesOf('other', 'self'));

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

function hintOf(label: string | undefined): 'month' | 'year' | null {
  if (!label) return null;
  return /年/.test(label) ? 'year' : /月/.test(label) ? 'month' : null;
}
