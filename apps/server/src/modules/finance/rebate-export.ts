import { PassThrough, type Writable } from 'node:stream';
import { formatChinaTime } from '@hh/domain/time/china-time';
import ExcelJS from 'exceljs';
import { lineKindName, modelName } from './finance.mapper';
import type { BillLineRow } from './settlement.repository';

/** The rebate detail file: one row per bill line. Amounts in fen (integers) and as yuan text, never a float. */
export const REBATE_COLUMNS = [
  { header: '账单编号', key: 'billNo', width: 18 },
  { header: '结算周期', key: 'period', width: 24 },
  { header: '明细类型', key: 'kind', width: 10 },
  { header: '交付类型', key: 'model', width: 10 },
  { header: '候选人', key: 'candidateName', width: 12 },
  { header: '职位', key: 'positionName', width: 24 },
  { header: '顾问', key: 'hunterName', width: 12 },
  { header: '发生时间', key: 'occurred', width: 18 },
  { header: '金额（分）', key: 'amountFen', width: 14 },
  { header: '金额（元）', key: 'amountYuan', width: 14 },
] as const;

const PAGE = 2_000;
export const MAX_EXPORT_BILLS = 5_000;

export interface RebateLineSource {
  billIds(): Promise<string[]>;
  lines(billId: string, afterId: string | null, limit: number): Promise<BillLineRow[]>;
}

function yuan(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function rebateRow(l: BillLineRow) {
  const amount = Number(l.amount);
  return {
    billNo: l.billNo,
    period: `${formatChinaTime(new Date(l.periodStart), 'YYYY-MM-DD')} 至 ${formatChinaTime(new Date(l.periodEnd), 'YYYY-MM-DD')}`,
    kind: lineKindName(l.kind),
    model: modelName(l.model),
    candidateName: l.candidateName,
    positionName: l.positionName,
    hunterName: l.hunterName,
    occurred: formatChinaTime(new Date(l.occurredAt), 'YYYY-MM-DD HH:mm'),
    amountFen: amount,
    amountYuan: yuan(amount),
  };
}

/**
 * Streams the lines of the filtered bills into an .xlsx on `out` with exceljs's streaming writer:
 * pages of 2,000 lines by keyset, each row committed (written and dropped) as it goes, and the
 * next page read only once the output has drained, so memory stays flat whatever the size.
 */
export async function writeRebateExport(source: RebateLineSource, out: Writable): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('返佣明细');
  sheet.columns = REBATE_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  let written = 0;
  for (const billId of await source.billIds()) {
    let after: string | null = null;
    for (;;) {
      const page = await source.lines(billId, after, PAGE);
      for (const l of page) sheet.addRow(rebateRow(l)).commit();
      written += page.length;
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      if (page.length < PAGE) break;
      after = page[page.length - 1]?.id ?? null;
    }
  }
  sheet.commit();
  await book.commit();
  return written;
}

/** The same file built whole in memory (exceljs's Workbook, then writeBuffer): the bench's naive baseline. */
export async function rebateWorkbookInMemory(source: RebateLineSource): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('返佣明细');
  sheet.columns = REBATE_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  for (const billId of await source.billIds()) {
    let after: string | null = null;
    for (;;) {
      const page = await source.lines(billId, after, PAGE);
      for (const l of page) sheet.addRow(rebateRow(l));
      if (page.length < PAGE) break;
      after = page[page.length - 1]?.id ?? null;
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A pass-through the route sends as the body while the writer fills it. */
export function exportStream(): PassThrough {
  return new PassThrough({ highWaterMark: 256 * 1024 });
}
