import { IGNORED, IMAGE_PATH, NOT_LIST_IDS, NOT_LIST_NAMES, PICTURE_CONTENT, TRANSPARENT, UNSUPPORTED } from './docx-element-kinds';
import { appendChild, type Element, el, escapeHtml, type Node, write } from './docx-html-nodes';
import { type ListLevel, Numbering, paragraphStyleNames } from './docx-numbering';
import { attr, CLOSE, DocxPackage, END, OPEN, TEXT, Unsupported, XmlReader } from './docx-xml';

/**
 * word/document.xml to HTML without mammoth, for what resumes hold: paragraphs, runs, tabs,
 * breaks, hyperlinks, tracked changes, fields, content controls, tables (merged cells too),
 * lists. It mirrors mammoth's reading (body-reader.js) and HTML (document-to-html.js, with
 * its default style map and ignoreEmptyParagraphs) closely enough that htmlToText gives the
 * same text; anything else (text boxes, notes, comments, embedded objects, math, symbols,
 * alternate content, odd part paths or namespaces) answers undefined and mammoth reads the file.
 */
export function fastDocxHtml(buffer: Buffer): string | undefined {
  try {
    return new DocxHtml(buffer).html();
  } catch {
    // Unsupported, or anything unexpected in a hostile file: mammoth decides.
    return undefined;
  }
}

const MAX_TABLE_DEPTH = 8;

type Context = 'root' | 'block' | 'p' | 'tbl' | 'tr' | 'sdt';
interface Frame {
  name: string;
  /** What this element's children sit in. */
  context: Context;
  seen?: boolean;
  paragraph?: Paragraph;
  table?: Table;
  row?: Row;
  cell?: Cell;
  /** The table a w:tbl frame adds itself to when it closes. */
  container?: Node[];
}
interface Paragraph {
  content: string;
  hasContent: boolean;
  deleted: boolean;
  propertiesRead: boolean;
  styleId?: string;
  ilvl?: string;
  numId?: string;
}
interface Table {
  node: Element;
  /** Grid columns that have a cell a merged cell below can join (calculateRowSpans). */
  columns: Set<number>;
}
interface Row {
  table: Table;
  cells: Cell[];
  deleted: boolean;
  propertiesRead: boolean;
}
interface Cell {
  node: Element;
  span: number;
  vMerge: boolean;
  propertiesRead: boolean;
}

class DocxHtml {
  private readonly pkg: DocxPackage;
  private readonly frames: Frame[] = [];
  private readonly containers: Node[][] = [];
  private paragraph: Paragraph | null = null;
  /** Content of paragraphs whose mark was deleted, joined to the next paragraph as mammoth does. */
  private pending = { content: '', hasContent: false };
  private tables = 0;
  private numberingPart?: Numbering;
  private styleNames?: Map<string, string | null>;

  constructor(buffer: Buffer) {
    this.pkg = new DocxPackage(buffer);
  }

  html(): string {
    const r = new XmlReader(this.pkg.mainDocument());
    r.openRoot('w:document');
    this.frames.push({ name: 'w:document', context: 'root' });
    const body: Node[] = [];
    let bodySeen = false;
    for (let kind = r.next(); kind !== END; kind = r.next()) {
      if (kind === CLOSE) this.close(this.frames.pop());
      else if (kind === OPEN) {
        const frame = this.frames.at(-1);
        if (frame?.context === 'root') {
          if (r.name !== 'w:body' || bodySeen) r.skip();
          else if (!r.selfClosing) {
            bodySeen = true;
            this.containers.push(body);
            this.frames.push({ name: r.name, context: 'block' });
          } else bodySeen = true;
        } else if (frame) this.open(r, frame);
      } else if (kind === TEXT) {
        // Text outside w:t and w:instrText: mammoth reads none of it.
      }
    }
    if (!bodySeen) throw new Unsupported('no body');
    const out: string[] = [];
    write(body, out);
    return out.join('');
  }

  private enter(r: XmlReader, frame: Frame): void {
    if (r.selfClosing) this.close(frame);
    else this.frames.push(frame);
  }

  private close(frame: Frame | undefined): void {
    if (!frame) return;
    if (frame.paragraph) this.closeParagraph(frame.paragraph);
    else if (frame.cell) {
      this.containers.pop();
      const row = this.frames.at(-1)?.row;
      if (!row) throw new Unsupported('cell outside a row');
      row.cells.push(frame.cell);
    } else if (frame.row) this.closeRow(frame.row);
    else if (frame.table) {
      this.tables--;
      appendChild(frame.container ?? [], frame.table.node);
    }
  }

  private inline(r: XmlReader, context: Context): Paragraph {
    if (context !== 'p' || !this.paragraph) throw new Unsupported(`${r.name} outside a paragraph`);
    return this.paragraph;
  }

  private add(p: Paragraph, html: string): void {
    p.content += html;
    if (html) p.hasContent = true;
  }

  private open(r: XmlReader, parent: Frame) {
    const { name } = r;
    const context = parent.context;
    if (context === 'sdt') {
      // mammoth reads the first w:sdtContent only; a checkbox in w:sdtPr turns text into an input.
      if (name === 'w:sdtContent' && !parent.seen) {
        parent.seen = true;
        const outer = this.frames.at(-2)?.context ?? 'block';
        this.enter(r, { name, context: outer });
      } else
        r.skip((child) => {
          if (/:checkbox$/.test(child)) throw new Unsupported('checkbox');
        });
      return;
    }
    if (name === 'w:p') return this.openParagraph(r, context);
    if (name === 'w:tbl') return this.openTable(r, context);
    if (name === 'w:pPr' && context === 'p' && parent.name === 'w:p') return this.readParagraphProperties(r);
    if (name === 'w:hyperlink') {
      const rel = attr(r.attrs, 'r:id');
      if (rel && attr(r.attrs, 'w:anchor') !== undefined && !this.pkg.hasRelationship(rel)) throw new Unsupported('hyperlink relationship');
    }
    if (TRANSPARENT.has(name) || name === 'w:sdt') {
      if (context !== 'p' && context !== 'block') throw new Unsupported(`${name} in a table`);
      return this.enter(r, { name, context: name === 'w:sdt' ? 'sdt' : context });
    }
    switch (name) {
      case 'w:t': {
        const p = this.inline(r, context);
        return this.add(p, escapeHtml(r.textContent()));
      }
      case 'w:tab':
        this.add(this.inline(r, context), '\t');
        return r.skip();
      case 'w:noBreakHyphen':
        this.add(this.inline(r, context), '\u2011');
        return r.skip();
      case 'w:softHyphen':
        this.add(this.inline(r, context), '\u00ad');
        return r.skip();
      case 'w:br': {
        const type = attr(r.attrs, 'w:type');
        this.add(this.inline(r, context), type === undefined || type === 'textWrapping' ? '<br />' : '');
        return r.skip();
      }
      case 'w:instrText':
        if (/FORMCHECKBOX/.test(r.textContent())) throw new Unsupported('checkbox field');
        return;
      case 'w:bookmarkStart':
        if (attr(r.attrs, 'w:name') !== '_GoBack') {
          if (context === 'p' && this.paragraph) this.paragraph.hasContent = true;
          else if (context === 'block') appendChild(this.container(), '');
          else throw new Unsupported('bookmark in a table');
        }
        return r.skip();
      case 'w:drawing':
        return this.readDrawing(r, this.inline(r, context));
      case 'w:pict':
        return r.skip(
          (child) => {
            if (PICTURE_CONTENT.has(child) || child === 'v:imagedata' || /^w?p:/.test(child)) throw new Unsupported(`${child} in w:pict`);
          },
          (text) => {
            if (text.trim()) throw new Unsupported('text in w:pict');
          },
        );
    }
    if (UNSUPPORTED.has(name)) throw new Unsupported(name);
    if ((name === 'w:trPr' && parent.row) || (name === 'w:tcPr' && parent.cell)) return this.readTableProperties(r, parent);
    if (IGNORED.has(name)) return r.skip();
    if (name === 'w:tr' && parent.table) return this.openRow(r, parent.table);
    if (name === 'w:tc' && parent.row) return this.openCell(r);
    if (name === 'w:tr' || name === 'w:tc') throw new Unsupported(`${name} out of place`);
    // Unknown to mammoth: dropped with its whole subtree. Dropped text would be a guess about intent; let mammoth own it.
    r.skip(
      (child) => {
        if (child === 'w:t' || UNSUPPORTED.has(child)) throw new Unsupported(`text in ${name}`);
      },
      (text) => {
        if (text.trim()) throw new Unsupported(`text in ${name}`);
      },
    );
  }

  private container(): Node[] {
    const c = this.containers.at(-1);
    if (!c) throw new Unsupported('no container');
    return c;
  }

  private openParagraph(r: XmlReader, context: Context): void {
    if (context !== 'block' || this.paragraph) throw new Unsupported('paragraph out of place');
    const p: Paragraph = { content: '', hasContent: false, deleted: false, propertiesRead: false };
    this.paragraph = p;
    this.enter(r, { name: r.name, context: 'p', paragraph: p });
  }

  private readParagraphProperties(r: XmlReader) {
    const p = this.paragraph;
    if (!p || p.propertiesRead) return r.skip();
    p.propertiesRead = true;
    const path: string[] = [];
    const seen = new Set<string>();
    r.skip((name, attrs, depth) => {
      path[depth] = name;
      const key = path.slice(1, depth + 1).join('/');
      if (!['w:pStyle', 'w:numPr', 'w:numPr/w:ilvl', 'w:numPr/w:numId', 'w:rPr', 'w:rPr/w:del'].includes(key)) return;
      if (seen.has(key)) throw new Unsupported(`two ${key}`);
      seen.add(key);
      if (key === 'w:pStyle') p.styleId = attr(attrs, 'w:val');
      else if (key === 'w:numPr/w:ilvl') p.ilvl = attr(attrs, 'w:val');
      else if (key === 'w:numPr/w:numId') p.numId = attr(attrs, 'w:val');
      else if (key === 'w:rPr/w:del') p.deleted = true;
    });
  }

  private closeParagraph(p: Paragraph) {
    this.paragraph = null;
    if (p.deleted) {
      this.pending.content += p.content;
      this.pending.hasContent ||= p.hasContent;
      return;
    }
    const content = this.pending.content + p.content;
    const hasContent = this.pending.hasContent || p.hasContent;
    this.pending = { content: '', hasContent: false };
    // ignoreEmptyParagraphs: mammoth drops the paragraph, list item and list alike.
    if (!hasContent) return;
    const level = this.listLevel(p);
    const index = level ? Number(level.level) : -1;
    if (!level || !Number.isInteger(index) || index < 0 || index > 4) return appendChild(this.container(), el('p', true, [content]));
    // "p:ordered-list(n) => ul|ol > li > … > ol > li:fresh"
    let node = el(level.isOrdered ? 'ol' : 'ul', false, [el('li', true, [content])]);
    for (let i = 0; i < index; i++) node = el('ul', false, [el('li', false, [node])], ['ul', 'ol']);
    appendChild(this.container(), node);
  }

  /** body-reader.js readNumberingProperties, then the style map's heading rules that come before its list rules. */
  private listLevel(p: Paragraph): ListLevel | null {
    if (p.styleId === undefined && p.numId === undefined) return null;
    this.numberingPart ??= new Numbering(this.pkg.relatedPart('numbering'));
    const numbering = this.numberingPart;
    let level: ListLevel | null = null;
    if (p.ilvl !== undefined && p.numId !== undefined) level = numbering.findLevel(p.numId, p.ilvl);
    else {
      if (p.styleId !== undefined) level = numbering.findLevelByParagraphStyleId(p.styleId);
      if (!level && p.numId !== undefined) level = numbering.findLevel(p.numId, '0');
    }
    if (!level || p.styleId === undefined) return level;
    if (NOT_LIST_IDS.has(p.styleId)) return null;
    this.styleNames ??= paragraphStyleNames(this.pkg.relatedPart('styles'));
    const styleName = this.styleNames.get(p.styleId);
    return styleName && NOT_LIST_NAMES.has(styleName.toUpperCase()) ? null : level;
  }

  private readDrawing(r: XmlReader, p: Paragraph): void {
    const path: string[] = [];
    r.skip((name, attrs, depth) => {
      if (PICTURE_CONTENT.has(name)) throw new Unsupported(`${name} in a drawing`);
      path[depth] = name;
      if (depth !== IMAGE_PATH.length || name !== 'a:blip') return;
      const rel = attr(attrs, 'r:embed') || attr(attrs, 'r:link');
      if (!rel || !IMAGE_PATH.every((re, i) => re.test(path[i + 1] ?? ''))) return;
      // An image whose relationship is missing makes mammoth throw; let it.
      if (!this.pkg.hasRelationship(rel)) throw new Unsupported(`image relationship ${rel}`);
      p.hasContent = true;
    });
  }

  private openTable(r: XmlReader, context: Context): void {
    if (context !== 'block') throw new Unsupported('table out of place');
    if (this.tables >= MAX_TABLE_DEPTH) throw new Unsupported('tables nested too deep');
    this.tables++;
    const table: Table = { node: el('table', true, []), columns: new Set() };
    this.enter(r, { name: r.name, context: 'tbl', table, container: this.container() });
  }

  private openRow(r: XmlReader, table: Table): void {
    this.enter(r, { name: r.name, context: 'tr', row: { table, cells: [], deleted: false, propertiesRead: false } });
  }

  private closeRow(row: Row): void {
    // A deleted row is gone before mammoth merges cells (calculateRowSpans).
    if (row.deleted) return;
    const { table } = row;
    let index = 0;
    const kept: Node[] = [];
    for (const cell of row.cells) {
      // A cell merged into the one above is dropped, content and all.
      if (!cell.vMerge || !table.columns.has(index)) {
        table.columns.add(index);
        kept.push(cell.node);
      }
      index += cell.span;
    }
    table.node.children.push(el('tr', true, kept));
  }

  private openCell(r: XmlReader): void {
    const cell: Cell = { node: el('td', true, []), span: 1, vMerge: false, propertiesRead: false };
    this.containers.push(cell.node.children);
    this.enter(r, { name: r.name, context: 'block', cell });
  }

  /** The first w:trPr of a row (w:del) or w:tcPr of a cell (w:gridSpan, w:vMerge), as mammoth's `first()` finds them. */
  private readTableProperties(r: XmlReader, parent: Frame) {
    const target = parent.row ?? parent.cell;
    if (!target || target.propertiesRead) return r.skip();
    target.propertiesRead = true;
    const seen = new Set<string>();
    r.skip((name, attrs, depth) => {
      if (depth !== 1 || seen.has(name)) return;
      seen.add(name);
      if (parent.row && name === 'w:del') parent.row.deleted = true;
      const cell = parent.cell;
      if (cell && name === 'w:gridSpan') {
        const span = attr(attrs, 'w:val');
        if (span !== undefined && !/^\d{1,4}$/.test(span)) throw new Unsupported('gridSpan');
        cell.span = span ? Number(span) : 1;
      } else if (cell && name === 'w:vMerge') {
        const val = attr(attrs, 'w:val');
        cell.vMerge = val === 'continue' || !val;
      }
    });
  }
}
