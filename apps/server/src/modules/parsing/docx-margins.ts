import { escapeHtml } from './docx-html-nodes';
import { decodeEntities, htmlToText } from './html-text';
import { readZipDirectory, readZipEntry, type ZipEntry } from './zip-directory';

/**
 * What a DOCX holds outside the body that mammoth (and our reader, which mirrors it) does not
 * read: page headers and footers (word/header*.xml, word/footer*.xml, in the order the sections
 * name them), and DrawingML text boxes that have no VML copy for mammoth to read (mammoth reads
 * only an alternate content's mc:Fallback, and nothing inside a wp:anchor but pictures). Each part
 * becomes a little HTML (paragraphs, breaks, tables) that html-text.ts turns into lines.
 */
export interface DocxMargins {
  headers: string[];
  footers: string[];
  /** Text boxes mammoth leaves out, as lines ('' when none). */
  boxes: string;
}

const MAIN_NS =
  /xmlns:([\w.-]+)\s*=\s*["'](?:http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main|http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main)["']/;
const MC_NS = /xmlns:([\w.-]+)\s*=\s*["']http:\/\/schemas\.openxmlformats\.org\/markup-compatibility\/2006["']/;
/** Headers and footers larger than this are not resume text (a picture pasted as XML); they are left out. */
const MAX_PART = 2 * 1024 * 1024;

export function docxMargins(buffer: Buffer, entries: ZipEntry[] = readZipDirectory(buffer, 10_000)): DocxMargins {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const read = (name: string): string | undefined => {
    const entry = byName.get(name);
    if (!entry || entry.uncompressedSize > MAX_PART) return undefined;
    return readZipEntry(buffer, entry).toString('utf8');
  };
  const document = read('word/document.xml') ?? '';
  const targets = relationshipTargets(read('word/_rels/document.xml.rels') ?? '');
  const referenced = (kind: 'header' | 'footer'): string[] => {
    const names: string[] = [];
    for (const m of document.matchAll(new RegExp(`<[\\w.-]+:${kind}Reference\\b([^>]*)>`, 'g'))) {
      const id = /\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(m[1] ?? '')?.[1];
      const target = id === undefined ? undefined : targets.get(id);
      if (target && !names.includes(target)) names.push(target);
    }
    // A writer that names none in its sections: its parts in name order.
    if (names.length === 0) {
      const pattern = new RegExp(`^word/${kind}\\d*\\.xml$`);
      names.push(
        ...entries
          .map((e) => e.name)
          .filter((n) => pattern.test(n))
          .sort(naturalOrder),
      );
    }
    return names;
  };
  const text = (names: string[]) => names.map((n) => read(n)).map((xml) => (xml === undefined ? '' : htmlToText(partHtml(xml, 'all'))));
  return {
    headers: text(referenced('header')),
    footers: text(referenced('footer')),
    // Most documents have no text box: one search spares the walk.
    boxes: document.includes('txbxContent') ? htmlToText(partHtml(document, 'missed-boxes')) : '',
  };
}

/** Relationship id → part name in the package (targets are relative to word/). */
function relationshipTargets(rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const m of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    const id = /\bId\s*=\s*["']([^"']*)["']/.exec(attrs)?.[1];
    const target = /\bTarget\s*=\s*["']([^"']*)["']/.exec(attrs)?.[1];
    if (!id || !target || /\bTargetMode\s*=\s*["']External/i.test(attrs)) continue;
    const name = target.startsWith('/') ? target.slice(1) : `word/${target}`;
    if (!name.split('/').includes('..')) targets.set(id, name);
  }
  return targets;
}

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Elements whose content is properties or deleted text, never shown. */
const HIDDEN = new Set(['pPr', 'rPr', 'sectPr', 'tblPr', 'trPr', 'tcPr', 'del', 'moveFrom', 'instrText', 'delText', 'sdtPr', 'fldData']);

/**
 * One part's WordprocessingML as HTML. `all`: every paragraph and table (a header or footer; an
 * alternate content's fallback is skipped, its choice read, so a text box reads once). `missed-boxes`:
 * only the DrawingML text boxes mammoth does not read (see docxMargins).
 */
function partHtml(xml: string, mode: 'all' | 'missed-boxes'): string {
  const head = xml.slice(0, 8192);
  const w = MAIN_NS.exec(head)?.[1] ?? 'w';
  const mc = MC_NS.exec(head)?.[1] ?? 'mc';
  const out: string[] = [];
  /** Open elements, by qualified name; for mc:AlternateContent, its index. */
  const stack: { name: string; alternate?: number }[] = [];
  let hidden = 0;
  let fallback = 0;
  let inText = false;
  // missed-boxes: the text box being collected (its depth), its alternate content, and those with a fallback.
  let boxDepth = -1;
  let alternates = 0;
  const withFallback = new Set<number>();
  const boxes: { alternate: number; html: string[] }[] = [];
  let box: string[] | null = null;
  const write = (s: string) => {
    if (mode === 'all') out.push(s);
    else box?.push(s);
  };

  for (const m of xml.matchAll(/<(\/?)([\w.-]+(?::[\w.-]+)?)((?:[^<>"']|"[^"<]*"|'[^'<]*')*?)(\/?)>|([^<]+)/g)) {
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (inText && hidden === 0 && fallback === 0) write(escapeHtml(decodeEntities(text)));
      continue;
    }
    if (!name || name.startsWith('?') || name.startsWith('!')) continue;
    const colon = name.indexOf(':');
    const prefix = colon > 0 ? name.slice(0, colon) : '';
    const local = colon > 0 ? name.slice(colon + 1) : name;
    if (closing) {
      // Pop to the matching element (tolerating a stray close tag in a hostile part).
      let at = stack.length - 1;
      while (at >= 0 && stack[at]?.name !== name) at--;
      if (at < 0) continue;
      while (stack.length > at) {
        const open = stack.pop();
        if (open) closeElement(open.name);
      }
      continue;
    }
    if (selfClosing) {
      openElement(prefix, local, true);
      continue;
    }
    if (stack.length >= 512) continue;
    const entry: { name: string; alternate?: number } = { name };
    if (prefix === mc && local === 'AlternateContent') entry.alternate = alternates++;
    stack.push(entry);
    openElement(prefix, local, false);
  }

  function innermostAlternate(): number {
    for (let i = stack.length - 1; i >= 0; i--) {
      const alternate = stack[i]?.alternate;
      if (alternate !== undefined) return alternate;
    }
    return -1;
  }

  function openElement(prefix: string, local: string, selfClosing: boolean) {
    if (prefix === mc && local === 'Fallback') {
      if (selfClosing) return;
      const alternate = innermostAlternate();
      if (alternate >= 0) withFallback.add(alternate);
      fallback++;
      return;
    }
    if (prefix !== w || fallback > 0) return;
    if (HIDDEN.has(local)) {
      if (!selfClosing) hidden++;
      return;
    }
    if (hidden > 0) return;
    if (mode === 'missed-boxes' && local === 'txbxContent' && boxDepth < 0 && !selfClosing) {
      // A DrawingML box (wps:txbx), not a VML one (v:textbox), which mammoth reads.
      const parent = stack.at(-2)?.name ?? '';
      if (/:txbx$/.test(parent) && !parent.startsWith('v:')) {
        boxDepth = stack.length;
        box = [];
        boxes.push({ alternate: innermostAlternate(), html: box });
      }
      return;
    }
    switch (local) {
      case 't':
        inText = !selfClosing;
        return;
      case 'p':
        write('<p>');
        if (selfClosing) write('</p>');
        return;
      case 'br':
      case 'cr':
        write('<br>');
        return;
      case 'tab':
      case 'ptab':
        write(' ');
        return;
      case 'tbl':
        write(selfClosing ? '' : '<table>');
        return;
      case 'tr':
        write(selfClosing ? '' : '<tr>');
        return;
      case 'tc':
        write(selfClosing ? '' : '<td>');
        return;
      case 'noBreakHyphen':
        write('\u2011');
        return;
    }
  }

  function closeElement(name: string) {
    const colon = name.indexOf(':');
    const prefix = colon > 0 ? name.slice(0, colon) : '';
    const local = colon > 0 ? name.slice(colon + 1) : name;
    if (prefix === mc && local === 'Fallback') {
      fallback = Math.max(0, fallback - 1);
      return;
    }
    if (prefix !== w || fallback > 0) return;
    if (HIDDEN.has(local)) {
      hidden = Math.max(0, hidden - 1);
      return;
    }
    if (hidden > 0) return;
    if (local === 'txbxContent' && boxDepth >= 0 && stack.length + 1 === boxDepth) {
      boxDepth = -1;
      box = null;
      return;
    }
    if (local === 't') inText = false;
    else if (local === 'p') write('</p>');
    else if (local === 'tbl') write('</table>');
    else if (local === 'tr') write('</tr>');
    else if (local === 'tc') write('</td>');
  }

  if (mode === 'all') return out.join('');
  return boxes
    .filter((b) => b.alternate < 0 || !withFallback.has(b.alternate))
    .map((b) => `<div>${b.html.join('')}</div>`)
    .join('');
}

/** Word 2003 XML ("WordprocessingML", saved as .doc or .xml by Word 2003 and some job boards) to lines: the text of its w:t runs, by paragraph and table row. */
export function wordXmlText(xml: string): string {
  return htmlToText(partHtml(xml, 'all'));
}
