import { type Dict, Name, Str } from './pdf-lexer';
import { isName, type PdfFile } from './pdf-objects';

/**
 * Whether a PDF's Chinese (Japanese, Korean) text can only be read with the CMap files: a CJK
 * font without a ToUnicode map. XeTeX/dvipdfmx and old Acrobat writers leave non-embedded CJK
 * fonts that way — a Type0 font over a predefined Adobe-GB1/CNS1/Japan1/Korea1 CMap
 * (`UniGB-UCS2-H`, `GBK-EUC-H`, …) — and the CJK LaTeX package splits a CJK font into 1-byte
 * subfonts (`gbsn25`, `gkai10`, …) whose codes look like Latin letters. Our reader has no CMap
 * data, so such a file goes to pdf.js with its CMap files, and when even that gives no CJK text
 * the upload is refused with a message instead of a draft with every name and school missing.
 */
const PREDEFINED_CJK_CMAP =
  /^(?:Uni(?:GB|CNS|JIS|KS)|GB|GBK|GBT|GBpc|CNS|B5|ETen|ETHK|HK|KSC|KSCms|KSCpc|90ms|90msp|90pv|83pv|78|Ext|H$|V$|RKSJ|EUC|Add|NWP)/;
const CJK_ORDERING = /^(?:GB1|CNS1|Japan1|Korea1|KR)$/;
// Subset prefixes ("ABCDEF+") stripped first; CJK LaTeX subfonts, then common Chinese, Japanese and Korean families.
const CJK_FONT_NAME =
  /^(?:gbsn|gkai|gbkai|gbfs|gbhei|gbsong|ugbsn|uming|ukai|bsmi|bkai|gbsnu|gkaiu)\d|song|hei(?:ti)?\b|kai(?:ti)?\b|fangsong|ming|simsun|simhei|simkai|simfang|yahei|pingfang|dengxian|wenquanyi|wqy|noto\w*cjk|sourcehan|source\s?han|fz[a-z]{2,}|hiragino|mincho|gothic|batang|gulim|dotum|msung|mhei|stxihei|stsong|stheiti|stkaiti|stfangsong/i;

export const HAS_CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

function isCjkFont(pdf: PdfFile, font: Dict): boolean {
  const baseFont = pdf.get(font.get('BaseFont'));
  const name = (baseFont instanceof Name ? baseFont.v : '').replace(/^[A-Z]{6}\+/, '');
  if (CJK_FONT_NAME.test(name)) return true;
  if (!isName(pdf.get(font.get('Subtype')), 'Type0')) return false;
  const encoding = pdf.get(font.get('Encoding'));
  if (encoding instanceof Name && !/^Identity-[HV]$/.test(encoding.v) && PREDEFINED_CJK_CMAP.test(encoding.v)) return true;
  const descendants = pdf.get(font.get('DescendantFonts'));
  const cid = pdf.dict(Array.isArray(descendants) ? descendants[0] : undefined);
  const info = pdf.dict(cid?.get('CIDSystemInfo'));
  const ordering = pdf.get(info?.get('Ordering'));
  return ordering instanceof Str && CJK_ORDERING.test(ordering.bytes);
}

export interface CjkFonts {
  /** A CJK font on the pages read. */
  any: boolean;
  /** A CJK font with no ToUnicode map: only a reader with the CMap files (or none) gets its text. */
  withoutToUnicode: boolean;
}

/** The CJK fonts of the pages' resources and of the forms they draw (one level down). */
export function cjkFontsOf(pdf: PdfFile, resourcesOfPages: Dict[]): CjkFonts {
  const out: CjkFonts = { any: false, withoutToUnicode: false };
  const seen = new Set<Dict>();
  const visit = (resources: Dict | undefined, depth: number) => {
    if (!resources || seen.has(resources) || depth > 1) return;
    seen.add(resources);
    const fonts = pdf.dict(resources.get('Font'));
    for (const ref of fonts?.values() ?? []) {
      const font = pdf.dict(ref);
      if (!font || !isCjkFont(pdf, font)) continue;
      out.any = true;
      if (!font.has('ToUnicode')) out.withoutToUnicode = true;
    }
    const forms = pdf.dict(resources.get('XObject'));
    for (const ref of forms?.values() ?? []) visit(pdf.dict(pdf.dict(ref)?.get('Resources')), depth + 1);
  };
  for (const resources of resourcesOfPages) visit(resources, 0);
  return out;
}
