import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';

/**
 * A layout is written once as blocks (title, heading, paragraph, a line with text on the
 * left and right, bullets, table) and rendered twice: to DOCX with the `docx` package and
 * to HTML that Chromium prints to PDF. So the PDF and the Word file of a resume are the
 * same document, as when a candidate exports their Word resume to PDF.
 */
export interface Run {
  text: string;
  bold?: boolean;
  /** Points. */
  size?: number;
  color?: string;
}
export type Inline = string | Run;

export interface Cell {
  paras: Inline[][];
  span?: number;
  shade?: boolean;
}

export type Block =
  | { t: 'title'; runs: Inline[]; align?: 'left' | 'center' }
  | { t: 'heading'; text: string }
  | { t: 'p'; runs: Inline[]; align?: 'left' | 'center' | 'right' }
  | { t: 'split'; left: Inline[]; right: Inline[] }
  | { t: 'bullets'; items: string[] }
  | { t: 'table'; rows: Cell[][]; widths: number[]; borders: boolean }
  /** A sidebar beside the main column (the modern two-column template). */
  | { t: 'columns'; left: Block[]; right: Block[]; leftWidth: number };

export interface Theme {
  font: string;
  /** Body size in points. */
  size: number;
  accent: string;
  heading: 'bar' | 'underline' | 'shaded' | 'plain';
}

export interface Laid {
  theme: Theme;
  blocks: Block[];
}

const asRun = (i: Inline): Run => (typeof i === 'string' ? { text: i } : i);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function htmlRuns(runs: Inline[]): string {
  return runs
    .map(asRun)
    .map((r) => {
      const style = [r.bold ? 'font-weight:bold' : '', r.size ? `font-size:${r.size}pt` : '', r.color ? `color:${r.color}` : '']
        .filter(Boolean)
        .join(';');
      return style ? `<span style="${style}">${esc(r.text)}</span>` : esc(r.text);
    })
    .join('');
}

function htmlBlock(b: Block): string {
  switch (b.t) {
    case 'title':
      return `<h1 style="text-align:${b.align ?? 'left'}">${htmlRuns(b.runs)}</h1>`;
    case 'heading':
      return `<h2>${esc(b.text)}</h2>`;
    case 'p':
      return `<p style="text-align:${b.align ?? 'left'}">${htmlRuns(b.runs)}</p>`;
    case 'split':
      return `<div class="split"><span>${htmlRuns(b.left)}</span><span>${htmlRuns(b.right)}</span></div>`;
    case 'bullets':
      return `<ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
    case 'columns':
      return `<div class="columns"><div class="side" style="width:${b.leftWidth}%">${b.left.map(htmlBlock).join('')}</div><div class="main">${b.right.map(htmlBlock).join('')}</div></div>`;
    case 'table': {
      const cols = b.widths.map((w) => `<col style="width:${w}%">`).join('');
      const rows = b.rows
        .map(
          (row) =>
            `<tr>${row
              .map(
                (c) =>
                  `<td${c.span ? ` colspan="${c.span}"` : ''}${c.shade ? ' class="shade"' : ''}>${c.paras.map((p) => `<p>${htmlRuns(p)}</p>`).join('')}</td>`,
              )
              .join('')}</tr>`,
        )
        .join('');
      return `<table class="${b.borders ? 'bordered' : ''}"><colgroup>${cols}</colgroup>${rows}</table>`;
    }
  }
  return '';
}

export function renderHtml({ theme, blocks }: Laid): string {
  const headingCss = {
    bar: `border-left:4pt solid ${theme.accent};padding-left:6pt;`,
    underline: `border-bottom:1pt solid ${theme.accent};padding-bottom:2pt;`,
    shaded: `background:${theme.accent};color:#fff;padding:2pt 6pt;`,
    plain: '',
  }[theme.heading];
  const body = blocks.map(htmlBlock).join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 16mm 15mm; }
body { font-family: '${theme.font}', sans-serif; font-size: ${theme.size}pt; line-height: 1.45; color: #222; margin: 0; }
h1 { font-size: ${theme.size + 10}pt; margin: 0 0 6pt; color: ${theme.accent}; }
h2 { font-size: ${theme.size + 2}pt; margin: 12pt 0 5pt; ${headingCss} }
p { margin: 0 0 3pt; }
ul { margin: 0 0 4pt; padding-left: 16pt; }
.split { display: flex; justify-content: space-between; margin: 6pt 0 2pt; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0; table-layout: fixed; }
td { vertical-align: top; padding: 3pt 5pt; }
td p { margin: 0; }
table.bordered td { border: 0.75pt solid #999; }
td.shade { background: #eef2f7; font-weight: bold; }
.columns { display: flex; gap: 14pt; align-items: flex-start; }
.side { background: #f1f4f8; padding: 8pt; box-sizing: border-box; flex: none; }
.side h2 { margin-top: 8pt; }
.main { flex: 1; }
</style></head><body>
${body}
</body></html>`;
}

function docxRuns(runs: Inline[], base: number): TextRun[] {
  return runs
    .map(asRun)
    .map((r) => new TextRun({ text: r.text, bold: r.bold, size: Math.round((r.size ?? base) * 2), color: r.color?.replace('#', '') }));
}

const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const THIN = { style: BorderStyle.SINGLE, size: 4, color: '999999' };

function docxBlocks(blocks: Block[], theme: Theme): (Paragraph | Table)[] {
  const accent = theme.accent.replace('#', '');
  const children: (Paragraph | Table)[] = [];
  for (const b of blocks) {
    switch (b.t) {
      case 'title':
        children.push(
          new Paragraph({
            alignment: ALIGN[b.align ?? 'left'],
            spacing: { after: 120 },
            children: docxRuns(
              b.runs.map((r) => ({ bold: true, size: theme.size + 10, color: theme.accent, ...asRun(r) })),
              theme.size,
            ),
          }),
        );
        break;
      case 'heading':
        children.push(
          new Paragraph({
            spacing: { before: 240, after: 100 },
            border:
              theme.heading === 'underline'
                ? { bottom: { style: BorderStyle.SINGLE, size: 8, color: accent, space: 2 } }
                : theme.heading === 'bar'
                  ? { left: { style: BorderStyle.SINGLE, size: 24, color: accent, space: 6 } }
                  : undefined,
            shading: theme.heading === 'shaded' ? { type: ShadingType.CLEAR, fill: accent, color: 'auto' } : undefined,
            children: [
              new TextRun({
                text: b.text,
                bold: true,
                size: (theme.size + 2) * 2,
                color: theme.heading === 'shaded' ? 'FFFFFF' : undefined,
              }),
            ],
          }),
        );
        break;
      case 'p':
        children.push(new Paragraph({ alignment: ALIGN[b.align ?? 'left'], children: docxRuns(b.runs, theme.size) }));
        break;
      case 'split':
        children.push(
          new Paragraph({
            spacing: { before: 120 },
            tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
            children: [...docxRuns(b.left, theme.size), new TextRun({ children: [new Tab()] }), ...docxRuns(b.right, theme.size)],
          }),
        );
        break;
      case 'bullets':
        for (const item of b.items) children.push(new Paragraph({ bullet: { level: 0 }, children: docxRuns([item], theme.size) }));
        break;
      case 'columns':
        // Word templates build the sidebar as a borderless two-cell table.
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: {
              top: NO_BORDER,
              bottom: NO_BORDER,
              left: NO_BORDER,
              right: NO_BORDER,
              insideHorizontal: NO_BORDER,
              insideVertical: NO_BORDER,
            },
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    width: { size: b.leftWidth, type: WidthType.PERCENTAGE },
                    verticalAlign: VerticalAlign.TOP,
                    shading: { type: ShadingType.CLEAR, fill: 'F1F4F8', color: 'auto' },
                    children: docxBlocks(b.left, theme),
                  }),
                  new TableCell({
                    width: { size: 100 - b.leftWidth, type: WidthType.PERCENTAGE },
                    verticalAlign: VerticalAlign.TOP,
                    children: docxBlocks(b.right, theme),
                  }),
                ],
              }),
            ],
          }),
        );
        break;
      case 'table':
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: b.borders
              ? { top: THIN, bottom: THIN, left: THIN, right: THIN, insideHorizontal: THIN, insideVertical: THIN }
              : {
                  top: NO_BORDER,
                  bottom: NO_BORDER,
                  left: NO_BORDER,
                  right: NO_BORDER,
                  insideHorizontal: NO_BORDER,
                  insideVertical: NO_BORDER,
                },
            rows: b.rows.map(
              (row) =>
                new TableRow({
                  children: row.map((c, i) => {
                    // The column a cell starts at, counting the spans before it.
                    const col = row.slice(0, i).reduce((n, prev) => n + (prev.span ?? 1), 0);
                    const width = b.widths.slice(col, col + (c.span ?? 1)).reduce((x, y) => x + y, 0);
                    return new TableCell({
                      columnSpan: c.span,
                      verticalAlign: VerticalAlign.TOP,
                      width: { size: width, type: WidthType.PERCENTAGE },
                      shading: c.shade ? { type: ShadingType.CLEAR, fill: 'EEF2F7', color: 'auto' } : undefined,
                      children: c.paras.map(
                        (p) => new Paragraph({ children: docxRuns(c.shade ? p.map((r) => ({ bold: true, ...asRun(r) })) : p, theme.size) }),
                      ),
                    });
                  }),
                }),
            ),
          }),
        );
        break;
    }
  }
  return children;
}

export async function renderDocx({ theme, blocks }: Laid): Promise<Buffer> {
  const children = docxBlocks(blocks, theme);
  const doc = new Document({
    styles: { default: { document: { run: { font: theme.font, size: theme.size * 2 } } } },
    sections: [{ properties: { page: { margin: { top: 900, bottom: 900, left: 850, right: 850 } } }, children }],
  });
  return Packer.toBuffer(doc);
}
