import type { Writable } from 'node:stream';
import { ZipWriteStream } from './zip-write-stream';

/**
 * A one-sheet .xlsx written as it goes: the sheet's XML (no styles) is deflated into a zip entry
 * (platform/zip-write-stream.ts) while batches of rows arrive, with backpressure, so memory stays
 * flat and no row object model is built. Columns marked `shared` (few distinct values: a bill
 * number, a label, a name) go through the shared-string table — a cell of a few bytes instead of
 * the text again on every row, so less XML to build, deflate and checksum; other text is inline.
 * For large plain exports; anything with styles or formulas uses exceljs.
 */
export interface XlsxColumn {
  header: string;
  width: number;
  /** Few distinct values: written once in the shared-string table, referenced by index. */
  shared?: boolean;
}
export type XlsxCell = string | number;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Distinct shared strings kept at most (memory bound); later new values of a shared column are inline. */
const MAX_SHARED = 50_000;
const FLUSH_CHARS = 64 * 1024;

// XML 1.0 forbids most control characters; they are dropped, and the four specials escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same characters, to test for them
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const escapeXml = (s: string) =>
  NEEDS_WORK.test(s)
    ? s.replace(INVALID, '').replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
    : s;

/** A text node; spaces at either end are kept only when the element says so. */
function textXml(s: string): string {
  const x = escapeXml(s);
  const edge = x.length > 0 && (x.charCodeAt(0) <= 32 || x.charCodeAt(x.length - 1) <= 32);
  return edge ? `<t xml:space="preserve">${x}</t>` : `<t>${x}</t>`;
}

function columnLetters(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Streams the workbook to `out` and ends it; resolves with the number of data rows once the file is complete. */
export async function writeXlsxStream(
  out: Writable,
  sheetName: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): Promise<number> {
  const zip = new ZipWriteStream(out);
  const file = (name: string, xml: string) => zip.addBuffer(name, Buffer.from(HEAD + xml));
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  await file(
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${ct}.sharedStrings+xml"/></Types>`,
  );
  await file(
    '_rels/.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await file(
    'xl/workbook.xml',
    `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  await file(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );

  const shared = new Map<string, number>();
  let sharedRefs = 0;
  const sheet = await zip.openEntry('xl/worksheets/sheet1.xml');
  const letters = columns.map((_c, i) => columnLetters(i));
  const useShared = columns.map((c) => c.shared === true);
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');

  function rowXml(r: number, cells: readonly XlsxCell[]): string {
    let x = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v === '' || v === undefined) continue;
      if (typeof v === 'number') {
        if (Number.isFinite(v)) x += `<c r="${letters[i]}${r}"><v>${v}</v></c>`;
        continue;
      }
      if (useShared[i]) {
        let k = shared.get(v);
        if (k === undefined && shared.size < MAX_SHARED) {
          k = shared.size;
          shared.set(v, k);
        }
        if (k !== undefined) {
          sharedRefs++;
          x += `<c r="${letters[i]}${r}" t="s"><v>${k}</v></c>`;
          continue;
        }
      }
      x += `<c r="${letters[i]}${r}" t="inlineStr"><is>${textXml(v)}</is></c>`;
    }
    return `${x}</row>`;
  }

  // The header row is inline text: the shared table holds data values only.
  let chunk = `${HEAD}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData><row r="1">${columns
    .map((c, i) => `<c r="${letters[i]}1" t="inlineStr"><is>${textXml(c.header)}</is></c>`)
    .join('')}</row>`;
  let n = 0;
  for await (const batch of batches) {
    for (const cells of batch) {
      n++;
      chunk += rowXml(n + 1, cells);
      if (chunk.length >= FLUSH_CHARS) {
        await sheet.write(chunk);
        chunk = '';
      }
    }
  }
  await sheet.write(`${chunk}</sheetData></worksheet>`);
  await sheet.end();

  let sst = `<sst xmlns="${MAIN}" count="${sharedRefs}" uniqueCount="${shared.size}">`;
  for (const s of shared.keys()) sst += `<si>${textXml(s)}</si>`;
  await file('xl/sharedStrings.xml', `${sst}</sst>`);
  await zip.finish();
  return n;
}
