/**
 * Where the person lives: the labelled city, "现居…" in the header or anywhere outside the entries, an
 * English address line, else a bare place in the header — never the native place, the household
 * registration or an expected city.
 */

import { FIELD_LABELS, type FieldKey } from './field-labels';
import { cityOfDistrictPlace, cityOfPlace, isProvincePlace } from './gazetteer-places';
import { EMAIL_ANYWHERE_RE } from './resume-contacts';
import { labelScanner } from './resume-labels';
import { TOKEN_SPLIT } from './resume-tokens';
import { CITIES } from './resume-vocabulary';

const scanFields = labelScanner(FIELD_LABELS);

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

const LIVES_IN_RE = /^(?:现居|常住)(?:住)?(?:地|于|在)?[:：]?([\u4e00-\u9fa5·]{2,12})$/;

/**
 * The city, from the most exact source there is. `stated` is the labelled value, `tokens` the words of
 * the base info, `elsewhereLines` the lines outside the base info and the entries (footers, sidebars).
 */
export function findCity(stated: string, infoLines: string[], tokens: string[], elsewhereLines: string[]): string {
  const token = (re: RegExp) => tokens.map((t) => t.match(re)).find(Boolean) ?? null;
  let city = cityOf(stated);
  if (!city) city = cityOf(token(LIVES_IN_RE)?.[1] ?? '');
  // "现居北京市朝阳区" in a page footer or a sidebar read after the entries: said anywhere outside them, it holds.
  if (!city) {
    const elsewhere = elsewhereLines.flatMap((l) => l.split(TOKEN_SPLIT));
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
  return city;
}

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
