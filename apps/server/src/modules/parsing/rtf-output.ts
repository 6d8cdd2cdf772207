import { escapeHtml } from './docx-html-nodes';

/**
 * What the RTF reader (rtf-text.ts) writes for one channel (body, page headers, footers, notes, text
 * boxes): a little HTML of paragraphs, line breaks, table rows and cells and nested tables, which
 * html-text.ts turns into lines. A paragraph's table depth opens or closes tables around its text;
 * past its limit of characters a channel takes no more.
 */
export class Output {
  private readonly parts: string[] = [];
  /** Open tables: for each, whether a row and a cell are open. */
  private readonly tables: { row: boolean; cell: boolean }[] = [];

  /** Characters written, markup included: past the limit a channel takes no more (the parser reads 200,000 characters at most). */
  private size = 0;

  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.size >= this.limit;
  }

  /** Opens or closes tables so that `depth` are open, before text of a paragraph at that depth. */
  private level(depth: number): void {
    while (this.tables.length > depth) this.closeTable();
    while (this.tables.length < depth) {
      const outer = this.tables.at(-1);
      if (outer) this.openCell(outer);
      this.parts.push('<table>');
      this.tables.push({ row: false, cell: false });
    }
    const inner = this.tables.at(-1);
    if (inner) this.openCell(inner);
  }

  private openCell(t: { row: boolean; cell: boolean }): void {
    if (!t.row) {
      this.parts.push('<tr>');
      t.row = true;
    }
    if (!t.cell) {
      this.parts.push('<td>');
      t.cell = true;
    }
  }

  private closeTable(): void {
    const t = this.tables.pop();
    if (!t) return;
    if (t.cell) this.parts.push('</td>');
    if (t.row) this.parts.push('</tr>');
    this.parts.push('</table>');
  }

  text(s: string, depth: number): void {
    if (!s || this.full) return;
    this.size += s.length;
    this.level(depth);
    this.parts.push(escapeHtml(s));
  }

  lineBreak(tag: 'p' | 'br', depth: number): void {
    if (this.full) return;
    this.size += 4;
    this.level(depth);
    this.parts.push(tag === 'p' ? '<p></p>' : '<br>');
  }

  /** \cell (depth 1) or \nestcell (the current depth) ends a cell. */
  endCell(depth: number): void {
    if (depth < 1) return;
    this.level(depth);
    const t = this.tables.at(-1);
    if (t?.cell) {
      this.parts.push('</td>');
      t.cell = false;
    }
  }

  /** \row (depth 1) or \nestrow ends a row. */
  endRow(depth: number): void {
    if (depth < 1) return;
    while (this.tables.length > depth) this.closeTable();
    const t = this.tables.at(depth - 1);
    if (!t) return;
    if (t.cell) this.parts.push('</td>');
    if (t.row) this.parts.push('</tr>');
    t.cell = false;
    t.row = false;
  }

  html(): string {
    while (this.tables.length > 0) this.closeTable();
    return this.parts.join('');
  }
}
