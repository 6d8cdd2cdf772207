import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cityOfPlace, isCityName, isProvincePlace } from './gazetteer-places';

/**
 * Telling a school from an employer from a department, by the words organisations are named with:
 * the product's list of universities (`apps/server/data/talent-schools.json`: 985, 211, 双一流,
 * 民办 and 独立学院, with campus variants) and of government bodies (`talent-government.json`),
 * beside the suffixes every Chinese or English organisation ends with (大学, 学院, 职业技术学院,
 * University, College; 有限公司, 集团, 事务所, 医院, 研究院, 分公司, Co., Ltd., Inc., GmbH, LLC).
 */
const DATA_DIR = path.resolve(import.meta.dirname, '../../../data');
const load = <T>(file: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

const schoolData = load<{ schools: Record<string, unknown>; independentCollegePattern: string }>('talent-schools.json');
const bracketsOf = (s: string) => s.replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, '');
/** Known universities, by name as written with ASCII brackets ("中国石油大学(华东)"). */
const SCHOOLS = new Set(Object.keys(schoolData.schools).map(bracketsOf));
const government = load<{ names: string[]; patterns: string[] }>('talent-government.json');
const GOVERNMENT_NAMES = new Set(government.names);
const GOVERNMENT_PATTERNS = government.patterns.map((p) => new RegExp(p));

/** A school's name ends with one of these ("深圳职业技术学院", "University College London", "University of Sydney"). */
export const SCHOOL_RE =
  /(大学|学院|学校|中学|高中|党校|研究生院|研究院|研究所|科学院|university|college|institute|school|academy|polytechnic)$|^(?:the\s+)?(?:university|college|institute) of /i;

/** A known university, or a name with a school's suffix. */
export function isSchoolName(name: string): boolean {
  const n = bracketsOf(name);
  // "香港中文大学（深圳）": a campus in brackets after the name.
  const bare = n.replace(/\([^)]*\)$/, '');
  const written = name.trim().replace(/\s*[（(][^（）()]*[）)]$/, '');
  return SCHOOLS.has(n) || SCHOOLS.has(bare) || SCHOOL_RE.test(written) || LATIN_SCHOOL_RE.test(name.trim());
}

/** "University College London", "Imperial College London", "London School of Economics": an English school word anywhere. */
const LATIN_SCHOOL_RE = /^[A-Za-z][A-Za-z .,'&()-]*\b(?:university|college|polytechnic|school of)\b[A-Za-z .,'&()-]*$/i;

/** A known university (not only a name with a school's suffix). */
export function isKnownSchool(name: string): boolean {
  const n = bracketsOf(name);
  return SCHOOLS.has(n) || SCHOOLS.has(n.replace(/\([^)]*\)$/, ''));
}

/**
 * An employer's name ends with one of these. A 中心 is an employer unless it names a function inside
 * one ("产品研发中心", "数据中心"); a government organ's 办公室 or 办公厅 is an organ of its own.
 */
export const COMPANY_RE =
  /(公司|集团|银行|支行|分行|研究院|研究所|设计院|事务所|分所|医院|卫生院|诊所|工作室|基金|证券|保险|合伙企业|控股|工厂|(?<!研发|技术|数据|运营|客服|财务|销售|营销|服务|测试|管理)中心|厅|局|署|委员会|管委会|人民政府|人民法院|人民检察院|(?:政府|委员会|党委|常委会)办公室|办事处|电视台|报社|出版社|基金会|协会|学会|\binc\.?|\bltd\.?|\bllc|\bllp|\bplc|\bcorp\.?|\bcorporation|\bgroup|\bcompany|\b& co\.?|\bpartners|\blimited|\bgmbh|\bag|\bbank|\bhospital|\bco\.,? ?ltd\.?)$/i;

/** An employer: a company's suffix, or a government body the product knows. */
export function isCompanyName(name: string): boolean {
  const n = name.trim().replace(/[（(][^（）()]*[）)]$/, '');
  return (
    COMPANY_RE.test(n) ||
    (PLACE_CENTRE_RE.test(n) && cityOfPlace(n) !== '') ||
    GOVERNMENT_NAMES.has(n) ||
    (n.length >= 4 && GOVERNMENT_PATTERNS.some((re) => re.test(n)) && !DEPARTMENT_RE.test(n))
  );
}

/** A unit inside an employer: "产品部", "预算处", "心内科", "综合股", "招聘中心", "争议解决部", "Sales Department". */
export const DEPARTMENT_RE =
  /(部|事业部|事业群|部门|中心|团队|小组|组|处|科|科室|(?<!控|持)股|办公室|病区|产品线|业务线|department|dept\.?|team|division)$/i;

/**
 * "太原市小店区政务服务中心", "杭州市公共资源交易中心": a centre named with its city or district is a
 * public body of its own, not a function inside an employer ("产品研发中心", "客户服务中心").
 */
const PLACE_CENTRE_RE = /^[\u4e00-\u9fa5]{2,10}?(?:省|市|区|县|州|盟|旗)[\u4e00-\u9fa5]{2,16}中心$/;

/** "质量部", "小学部", "免疫规划所", "审计二部": a unit inside an employer, by the department endings (and 所). */
export function isDepartmentName(name: string): boolean {
  const n = name.trim();
  if (n.length < 2 || isCityName(n) || isProvincePlace(n) || isCompanyName(n) || isSchoolName(n)) return false;
  return DEPARTMENT_RE.test(n) || /^[\u4e00-\u9fa5]{2,10}所$/.test(n);
}

/**
 * A title or an employer with the department written after it in brackets: "质量经理（质量部）" →
 * 质量经理, "青海省疾病预防控制中心（免疫规划所）" → the centre. What is not a department stays part of
 * the name: "（特殊普通合伙）", "(Suzhou) Co., Ltd.", "中国石油大学（华东）", a city in brackets.
 */
export function withoutBracketedDepartment(name: string): string {
  const m = name.trim().match(/^(.+?)\s*[（(]([^（）()]{2,12})[)）]$/);
  return m?.[1] && isDepartmentName(m[2] ?? '') ? m[1] : name;
}
