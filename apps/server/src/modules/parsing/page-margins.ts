/**
 * Page headers and footers of Word, WPS and RTF files, as lines around the body: the name, phone
 * and e-mail of many templates sit only there. Every section repeats its header, so a line is
 * kept once; page numbers ("第 1 页 共 2 页", "- 2 -", "Page 1 of 2") say nothing and are dropped.
 */
const PAGE_NUMBER =
  /^(?:第\s*\d+\s*页\s*[,，/、]?\s*(?:共\s*\d+\s*页)?|共\s*\d+\s*页\s*第\s*\d+\s*页|[-–—\s]*\d{1,3}[-–—\s]*|\d{1,3}\s*\/\s*\d{1,3}|page\s*\d+(?:\s*(?:of|\/)\s*\d+)?)$/i;

/** A page number beside other text on a footer line ("E-mail: a@b.com 第 1 页"). */
const PAGE_NUMBER_PART = /\s*(?:第\s*\d+\s*页(?:\s*[,，/、]?\s*共\s*\d+\s*页)?|\bpage\s*\d+(?:\s*(?:of|\/)\s*\d+)?\b)\s*/gi;

export function marginLines(texts: readonly string[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const text of texts) {
    for (const raw of text.split('\n')) {
      const line = raw.replace(PAGE_NUMBER_PART, ' ').trim();
      const key = line.replace(/\s+/g, ' ');
      if (!line || PAGE_NUMBER.test(key) || seen.has(key)) continue;
      seen.add(key);
      kept.push(line);
    }
  }
  return kept.join('\n');
}

/** Header lines, then the body, then footer lines (and notes), leaving out what is empty. */
export function withMargins(headers: readonly string[], body: string, footers: readonly string[], notes = ''): string {
  return [marginLines(headers), body, marginLines(footers), notes].filter((part) => part.trim() !== '').join('\n');
}
