import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { writeXlsxStream } from '../../platform/xlsx-stream';
import { lineKindName, modelName } from './finance.mapper';
import type { RebateLineCells } from './settlement.repository';

/** The rebate detail file: one row per bill line. Amounts in fen (integers) and as yuan text, never a float. */
export const REBATE_COLUMNS = [
  { header: '账单编号', key: 'billNo', width: 18, shared: true },
  { header: '结算周期', key: 'period', width: 24, shared: true },
  { header: '明细类型', key: 'kind', width: 10, shared: true },
  { header: '交付类型', key: 'model', width: 10, shared: true },
  { header: '候选人', key: 'candidateName', width: 12 },
  { header: '职位', key: 'positionName', width: 24, shared: true },
  { header: '顾问', key: 'hunterName', width: 12, shared: true },
  { header: '发生时间', key: 'occurred', width: 18 },
  { header: '金额（分）', key: 'amountFen', width: 14 },
  { header: '金额（元）', key: 'amountYuan', width: 14 },
  { header: '说明', key: 'note', width: 30 },
] as const;

/** Lines per cursor fetch: large enough that round trips do not count, small enough to stay a few MB. */
const PAGE = 2_000;
export const MAX_EXPORT_BILLS = 5_000;

/** The filtered bills' lines, page by page (SettlementRepository.rebateLines). */
export interface RebateLineSource {
  pages(pageSize: number): AsyncIterable<RebateLineCells[]>;
}

function yuan(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One file row, in REBATE_COLUMNS order. */
export function rebateCells(l: RebateLineCells): (string | number)[] {
  const [billNo, period, kind, model, candidateName, positionName, hunterName, occurred, amount, note] = l;
  return [
    billNo,
    period,
    lineKindName(kind),
    modelName(model),
    candidateName,
    positionName,
    hunterName,
    occurred,
    amount,
    yuan(amount),
    note,
  ];
}

/**
 * Streams the lines of the filtered bills into an .xlsx on `out` (platform/xlsx-stream.ts): each
 * page of lines is turned into sheet XML and written with backpressure, the next page fetched
 * only as the output drains, so memory stays flat whatever the size.
 */
export async function writeRebateExport(source: RebateLineSource, out: Writable): Promise<number> {
  async function* batches() {
    for await (const page of source.pages(PAGE)) yield page.map(rebateCells);
  }
  return writeXlsxStream(out, '返佣明细', REBATE_COLUMNS, batches());
}

/** The same file built whole in memory (exceljs's Workbook, then writeBuffer): the bench's naive baseline. */
export async function rebateWorkbookInMemory(source: RebateLineSource): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('返佣明细');
  sheet.columns = REBATE_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  for await (const page of source.pages(PAGE)) for (const l of page) sheet.addRow(rebateCells(l));
  return Buffer.from(await book.xlsx.writeBuffer());
}
