import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsxStream } from './xlsx-stream';

async function roundTrip(rows: (string | number)[][]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  async function* source() {
    // In batches, as the exports read them.
    for (let i = 0; i < rows.length; i += 7_000) yield rows.slice(i, i + 7_000);
  }
  const n = await writeXlsxStream(
    out,
    '返佣明细',
    ['账单编号', '金额（分）', '说明'].map((header) => ({ header, width: 12 })),
    source(),
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { n, sheet: book.getWorksheet('返佣明细') };
}

describe('writeXlsxStream', () => {
  it('writes a workbook Excel readers open: headers, text, integers, XML specials and control characters', async () => {
    const { n, sheet } = await roundTrip([
      ['JS202611270001', 30_000, '罚款 <盲推> & "跳单"'],
      ['JS202611270001', -150, 'a\u0001b'],
    ]);
    expect(n).toBe(2);
    expect(sheet?.getRow(1).values).toEqual([undefined, '账单编号', '金额（分）', '说明']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'JS202611270001', 30_000, '罚款 <盲推> & "跳单"']);
    expect(sheet?.getRow(3).values).toEqual([undefined, 'JS202611270001', -150, 'ab']);
  });

  it('keeps every row of a file larger than its write buffer, in order', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`行${i}`, i, '']);
    const { n, sheet } = await roundTrip(rows);
    expect(n).toBe(20_000);
    expect(sheet?.rowCount).toBe(20_001);
    expect(sheet?.getRow(20_001).getCell(2).value).toBe(19_999);
    expect(sheet?.getRow(20_001).getCell(1).value).toBe('行19999');
  });

  it('writes shared-string columns through the table, inline text beside them, and spaces at the ends kept', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    async function* source() {
      yield [
        ['JS01', ' 前后空格 ', 1],
        ['JS01', '<b>', 2],
        ['JS02', '', 3],
      ];
    }
    const columns = [
      { header: '账单编号', width: 12, shared: true },
      { header: '说明', width: 12 },
      { header: '金额', width: 12 },
    ];
    await writeXlsxStream(out, '返佣明细', columns, source());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('返佣明细');
    expect(sheet?.getRow(2).values).toEqual([undefined, 'JS01', ' 前后空格 ', 1]);
    expect(sheet?.getRow(3).values).toEqual([undefined, 'JS01', '<b>', 2]);
    expect(sheet?.getRow(4).values).toEqual([undefined, 'JS02', undefined, 3]);
  });
});
