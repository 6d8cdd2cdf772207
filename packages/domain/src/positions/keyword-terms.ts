/** Longest text /api/keyword/analysis reads; a position's keywords joined stay far below it. */
export const KEYWORD_TEXT_MAX = 500;
/** Terms of this length are worth highlighting: one character would light up half a page. */
export const KEYWORD_TERM_MIN = 2;
export const KEYWORD_TERM_MAX = 20;
export const KEYWORD_TERMS_MAX = 20;

/** Commas (both widths), the enumeration comma 、, semicolons, slashes, bars and any whitespace. */
const SEPARATORS = /[,，、;；|｜/\s]+/u;
/** Quotes and brackets around a term are not part of it. */
const WRAPPERS = /^[\s"'“”‘’「」『』《》()（）【】[\]]+|[\s"'“”‘’「」『』《》()（）【】[\]]+$/gu;

/**
 * The terms of a text to highlight (GET /api/keyword/analysis): split on commas, 、, semicolons
 * and spaces; trimmed of quotes and brackets; terms of 2–20 characters kept; duplicates (ignoring
 * letter case) dropped, the first spelling kept; at most 20, in the order they came.
 */
export function keywordTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.slice(0, KEYWORD_TEXT_MAX).split(SEPARATORS)) {
    const term = raw.replace(WRAPPERS, '');
    const length = [...term].length;
    if (length < KEYWORD_TERM_MIN || length > KEYWORD_TERM_MAX) continue;
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === KEYWORD_TERMS_MAX) break;
  }
  return terms;
}
