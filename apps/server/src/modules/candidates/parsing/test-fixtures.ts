import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/**
 * Files for the parsing tests, made on the fly so no binary is committed: a hand-written
 * text PDF (Chinese through a ToUnicode map), DOCX resumes from the `docx` package, and raw
 * zips whose directory says whatever a test needs it to say.
 */

/** A one-page PDF with one line of text per entry of `lines`, top to bottom. */
export function textPdf(lines: string[], opts: { encrypt?: boolean } = {}): Buffer {
  const hex = (s: string) =>
    [...s]
      .map((ch) => (ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0'))
      .join('')
      .toUpperCase();
  const content = lines.map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 20} Td <${hex(line)}> Tj ET`).join('\n');
  // CID = Unicode code point, and the ToUnicode map says so: any BMP character reads back as itself.
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    '1 beginbfrange <0000> <FFFF> <0000> endbfrange',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 >>',
    `<< /Length ${Buffer.byteLength(toUnicode)} >>\nstream\n${toUnicode}\nendstream`,
    '<< /Type /FontDescriptor /FontName /SimSun /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>',
  ];
  if (opts.encrypt) objects.push('<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >>');
  return assemblePdf(objects, opts.encrypt ? ` /Encrypt ${objects.length} 0 R /ID [<00> <00>]` : '');
}

/** A PDF file of these objects (numbered from 1, the first being the catalog), with its xref table. */
export function assemblePdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)], width: { size: 25, type: WidthType.PERCENTAGE } });

/** A DOCX resume: a base-info table, then headed sections of paragraphs. */
export async function resumeDocx(input: { table: string[][]; sections: [string, string[]][] }): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ children: [new TextRun({ text: '个人简历', bold: true, size: 36 })] }),
    new Table({
      rows: input.table.map((row) => new TableRow({ children: row.map(cell) })),
      width: { size: 100, type: WidthType.PERCENTAGE },
    }),
  ];
  for (const [heading, paragraphs] of input.sections) {
    children.push(new Paragraph({ children: [new TextRun({ text: heading, bold: true, size: 28 })] }));
    for (const p of paragraphs) children.push(new Paragraph(p));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export interface ZipSpec {
  name: string;
  data: Buffer;
  /** Deflate (default) or store. */
  store?: boolean;
  /** What the directory claims the entry inflates to (default: the truth). */
  declaredSize?: number;
}

/** A zip written by hand, so its central directory can lie or name paths no archiver would write. */
export function rawZip(entries: ZipSpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = e.store ? e.data : deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.store ? 0 : 8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The minimal parts of a DOCX, for zips that are otherwise hostile. */
export const DOCX_PARTS: ZipSpec[] = [
  {
    name: '[Content_Types].xml',
    data: Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  },
  {
    name: '_rels/.rels',
    data: Buffer.from(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  },
  {
    name: 'word/document.xml',
    data: Buffer.from(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>姓名：王小明 手机：13912345678 本科 北京大学</w:t></w:r></w:p></w:body></w:document>',
    ),
  },
];

let gbkTable: Map<string, number[]> | null = null;

/** `text` encoded as GBK, as a Chinese Windows editor saves it (Node has no GBK encoder; the decoder gives the table). */
export function gbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gb18030');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length === 1 && !gbkTable.has(ch)) gbkTable.set(ch, [lead, trail]);
      }
    }
  }
  const table = gbkTable;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else bytes.push(...(table.get(ch) ?? [0x3f]));
  }
  return Buffer.from(bytes);
}
