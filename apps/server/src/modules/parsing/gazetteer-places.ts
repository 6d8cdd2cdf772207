import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Provinces and cities from the product's own city dictionary (`apps/server/data/cities.json`, the
 * list recruiters pick a city from): a resume's city is read against it rather than by a pattern.
 * A province written before its city ("陕西西安", "江苏省南京市", "浙江·宁波") is the city; a
 * province alone is not a city, except the four municipalities, which are both.
 */
interface CityRow {
  name: string;
  fullName: string;
  pinyin?: string;
  hot?: boolean;
}
interface ProvinceRow extends CityRow {
  cities: CityRow[];
}

const rows = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../data/cities.json'), 'utf8')) as ProvinceRow[];

/** Province names, short and full ("广西", "广西壮族自治区"), longest first. */
const PROVINCE_NAMES = rows.flatMap((p) => [p.fullName, p.name]).sort((a, b) => b.length - a.length);
/** A city's full or short name → its short name ("西安市" → 西安, "延边朝鲜族自治州" → 延边). */
const CITY_NAMES = new Map<string, string>();
/** Lower-case pinyin → city, for "Shanghai, China"; of two cities read alike the hot one, else none. */
const CITY_PINYIN = new Map<string, string | null>();
const byPinyin = new Map<string, CityRow[]>();
for (const p of rows) {
  // Hong Kong, Macau and Taiwan have no cities under them: their name is the city a resume writes.
  const cities = p.cities.length > 0 ? p.cities : [p];
  for (const c of cities) {
    CITY_NAMES.set(c.name, c.name);
    CITY_NAMES.set(c.fullName, c.name);
    if (c.pinyin) byPinyin.set(c.pinyin, [...(byPinyin.get(c.pinyin) ?? []), c]);
  }
}
for (const [pinyin, cities] of byPinyin) {
  const hot = cities.filter((c) => c.hot);
  CITY_PINYIN.set(pinyin, cities.length === 1 ? (cities[0]?.name ?? null) : hot.length === 1 ? (hot[0]?.name ?? null) : null);
}
CITY_NAMES.set('台北', '台北');
const CITY_LIST = [...CITY_NAMES.keys()].sort((a, b) => b.length - a.length);
/** 北京, 天津, 上海, 重庆 (full and short names) → the city they are. */
const MUNICIPALITIES = new Map(
  rows
    .filter((p) => p.cities.length === 1 && p.cities[0]?.name === p.name)
    .flatMap((p) => [[p.fullName, p.name] as const, [p.name, p.name] as const]),
);

/** Names by their first character (longest first), so a look-up reads a handful, not all of them. */
function byFirst(names: string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const n of names) map.set(n[0] ?? '', [...(map.get(n[0] ?? '') ?? []), n]);
  return map;
}
const PROVINCES_BY_FIRST = byFirst(PROVINCE_NAMES);
const CITIES_BY_FIRST = byFirst(CITY_LIST);

/** A dot, a dash, a space or a slash between a province and its city. */
const JOINER_RE = /^[\s·•・\-–—/|｜,，、]*/;

/** The province written at the start of `text` and what follows it; null when none is. */
function afterProvince(text: string): { province: string; rest: string } | null {
  const province = PROVINCES_BY_FIRST.get(text[0] ?? '')?.find((p) => text.startsWith(p));
  return province ? { province, rest: text.slice(province.length).replace(JOINER_RE, '') } : null;
}

/** The city (short name) written at the start of `text`, or ''. */
function cityAt(text: string): string {
  const found = CITIES_BY_FIRST.get(text[0] ?? '')?.find((c) => text.startsWith(c));
  return found ? (CITY_NAMES.get(found) ?? '') : '';
}

/**
 * The city a place names, by the dictionary: "深圳市南山区" → 深圳, "江苏省南京市" → 南京, "浙江·宁波"
 * → 宁波, "广西南宁" → 南宁, "北京朝阳" → 北京, "Shanghai, China" → 上海. A province alone ("浙江",
 * "河北省") names no city: ''. Unknown places give ''.
 */
export function cityOfPlace(value: string): string {
  const text = value.trim();
  if (!text) return '';
  const after = afterProvince(text);
  if (after) {
    // A municipality is its own city, whatever district follows: "上海市浦东新区", "北京朝阳".
    const muni = MUNICIPALITIES.get(after.province);
    if (muni) return muni;
    // "吉林市": the province's name is also a city's.
    return cityAt(after.rest) || cityAt(text);
  }
  const city = cityAt(text);
  if (city) return city;
  const latin = text.match(/^[A-Za-z]+/)?.[0]?.toLowerCase();
  return latin ? (CITY_PINYIN.get(latin) ?? '') : '';
}

/** "江西南昌", "江苏省苏州市", "浙江": a province, or a province with its city, written as one word. */
export function isProvincePlace(word: string): boolean {
  const after = afterProvince(word.trim());
  return after !== null && (after.rest === '' || isCityName(after.rest));
}

/** A city's name as written ("苏州", "苏州市", "延边朝鲜族自治州"). */
export function isCityName(word: string): boolean {
  return CITY_NAMES.has(word) || CITY_NAMES.has(word.replace(/市$/, ''));
}

/**
 * "绍兴市越城区", "安徽省芜湖市鸠江区", "苏州市吴中区": a place written down to its district or county
 * is where one lives, and its city is the city; '' when the word is not a city with a district after it.
 */
export function cityOfDistrictPlace(word: string): string {
  const text = word.trim();
  const after = afterProvince(text);
  const rest = after ? after.rest : text;
  if (after && MUNICIPALITIES.has(after.province))
    return /^[\u4e00-\u9fa5]{1,6}(?:区|县)$/.test(rest) ? (MUNICIPALITIES.get(after.province) ?? '') : '';
  const found = CITIES_BY_FIRST.get(rest[0] ?? '')?.find((c) => rest.startsWith(c));
  if (!found) return '';
  const district = rest.slice(found.length).replace(/^市/, '');
  return /^[\u4e00-\u9fa5]{1,6}(?:区|县|旗)$/.test(district) ? (CITY_NAMES.get(found) ?? '') : '';
}
