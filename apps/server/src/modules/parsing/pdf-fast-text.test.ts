import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assemblePdf, textPdf } from '../../test/fixtures/resume-files';
import { pageRuns, pagesOf } from './pdf-fast-text';
import { parseToUnicode } from './pdf-fonts';
import { Unsupported } from './pdf-lexer';
import { PdfFile } from './pdf-objects';
import { pdfJsText, pdfText } from './pdf-text';

/** A page with Helvetica (WinAnsi, widths 500) and a form XObject, drawing `content`. */
function helveticaPdf(content: string, opts: { filter?: string; form?: string } = {}): Buffer {
  const stream = (data: string, extra = '') => `<< /Length ${Buffer.byteLength(data, 'latin1')}${extra} >>\nstream\n${data}\nendstream`;
  const widths = Array.from({ length: 95 }, () => 500).join(' ');
  const encoded = opts.filter === 'ASCIIHexDecode' ? `${Buffer.from(content, 'latin1').toString('hex')}>` : content;
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources << /Font << /F1 5 0 R >> /XObject << /Fm 6 0 R >> >> >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    stream(encoded, opts.filter ? ` /Filter /${opts.filter}` : ''),
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [${widths}] >>`,
    stream(opts.form ?? '', ' /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Matrix [1 0 0 1 0 -100]'),
  ]);
}

function fastText(pdf: Buffer): string[] {
  const file = new PdfFile(pdf);
  return pagesOf(file).flatMap(({ page, resources }) => pageRuns(file, page, resources).map((r) => r.str));
}

describe('reading PDF text without pdf.js', () => {
  it('reads a Chinese Identity-H page exactly as pdf.js does', async () => {
    const pdf = textPdf(['李娜', '手机：139 1234 5678', '2019.07 - 至今 网易 产品经理']);
    const ours = await pdfText(new Uint8Array(pdf));
    expect(ours.text).toBe('李娜\n手机：139 1234 5678\n2019.07 - 至今 网易 产品经理');
    expect(ours.text).toBe((await pdfJsText(new Uint8Array(pdf))).text);
  });

  it('follows the text matrix: TJ gaps split runs, T* and quotes move down a line, escapes decode', async () => {
    const content = ['BT /F1 10 Tf 12 TL 50 700 Td', '[(Java) -1500 (Python)] TJ', 'T* (a\\(b\\) \\101) Tj', "(next line) '", 'ET'].join(
      '\n',
    );
    const pdf = helveticaPdf(content);
    expect(fastText(pdf)).toEqual(['Java', 'Python', 'a(b) A', 'next line']);
    expect((await pdfText(new Uint8Array(pdf))).text).toBe('Java Python\na(b) A\nnext line');
  });

  it('reads text inside a form XObject at the form matrix, and stops a form that draws itself', () => {
    const pdf = helveticaPdf('BT /F1 10 Tf 50 700 Td (page) Tj ET /Fm Do', { form: 'BT /F1 10 Tf 50 700 Td (form) Tj ET /Fm Do' });
    const file = new PdfFile(pdf);
    const [first] = pagesOf(file);
    if (!first) throw new Error('no page');
    const runs = pageRuns(file, first.page, first.resources);
    expect(runs[0]).toMatchObject({ str: 'page', x: 50, y: 700 });
    expect(runs[1]).toMatchObject({ str: 'form', x: 50, y: 600 });
    // The form draws itself again and again: it stops at the depth cap instead of running forever.
    expect(runs.length).toBeLessThan(10);
  });

  it('gives up on what it does not read, and pdf.js reads the file instead', async () => {
    const pdf = helveticaPdf('BT /F1 10 Tf 50 700 Td (Hex filtered) Tj ET', { filter: 'ASCIIHexDecode' });
    expect(() => fastText(pdf)).toThrow(Unsupported);
    expect((await pdfText(new Uint8Array(pdf))).text).toBe('Hex filtered');
  });

  it('reads Flate-compressed content streams', () => {
    const data = deflateSync(Buffer.from('BT /F1 10 Tf 50 700 Td (compressed) Tj ET', 'latin1')).toString('latin1');
    const pdf = helveticaPdf('', {});
    // Swap the content stream for a compressed one.
    const swapped = Buffer.from(
      pdf
        .toString('latin1')
        .replace(
          /4 0 obj\n<< \/Length 0 >>\nstream\n\nendstream/,
          `4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream`,
        ),
      'latin1',
    );
    expect(fastText(swapped)).toEqual(['compressed']);
  });
});

describe('ToUnicode maps', () => {
  it.each([
    ['bfchar', '1 beginbfchar <0041> <4E2D> endbfchar', 0x41, '中'],
    ['bfrange with a base', '1 beginbfrange <0010> <0020> <0061> endbfrange', 0x12, 'c'],
    ['bfrange with a list', '1 beginbfrange <0001> <0002> [<5F20> <4E09>] endbfrange', 0x02, '三'],
    ['the whole BMP as one range', '1 beginbfrange <0000> <FFFF> <0000> endbfrange', 0x674e, '李'],
    ['a code outside every entry', '1 beginbfchar <0041> <4E2D> endbfchar', 0x42, undefined],
  ])('%s', (_label, cmap, code, text) => {
    expect(parseToUnicode(cmap).get(code)).toBe(text);
  });
});
