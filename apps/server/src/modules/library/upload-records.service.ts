import type { DataScope } from '@hh/domain/accounts/scope';
import type { UploadCounts, UploadListQuery, UploadRecord, UploadRecordPage, UploadSource } from '@hh/domain/library/library.schema';
import { FILE_OUTCOME_LABELS, type FileOutcome } from '@hh/domain/library/library-rules';
import ExcelJS from 'exceljs';
import type { UploadService } from '../candidates/upload.service';
import { taskRowOf } from './library-import.service';
import type { LibraryTasksRepository } from './library-tasks.repository';

const EXPORT_MAX = 5_000;
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Upload records (spec 001): talent management uploads (the candidates module's files, read
 * through its service), the library's single uploads and its import tasks, each within the
 * caller's data scope, with the three counts and the Excel exports.
 */
export class UploadRecordsService {
  constructor(
    private readonly uploads: UploadService,
    private readonly tasks: LibraryTasksRepository,
  ) {}

  private async page(scope: DataScope, source: UploadSource, offset: number, limit: number): Promise<UploadRecordPage> {
    const none = { total: null, imported: null, merged: null, refused: null };
    if (source === 1) {
      const { rows, total } = await this.uploads.uploadRecords(scope, offset, limit);
      return {
        totalCount: total,
        list: rows.map((r) => ({
          id: r.id,
          fileName: r.fileName,
          uploaderName: r.uploaderName,
          createTime: r.createTime,
          state: r.saved ? '已入库' : '待保存',
          message: r.saved ? '已保存到人才库' : '解析完成，未保存的上传一天后清除',
          ...none,
        })),
      };
    }
    if (source === 2) {
      const { rows, total } = await this.tasks.for(scope).uploads(offset, limit);
      return {
        totalCount: total,
        list: rows.map((r) => ({
          id: r.id,
          fileName: r.fileName,
          uploaderName: r.uploaderName,
          createTime: r.createdAt.getTime(),
          state: FILE_OUTCOME_LABELS[r.outcome as FileOutcome] ?? '',
          message: r.message,
          ...none,
        })),
      };
    }
    const { rows, total } = await this.tasks.for(scope).page(0, offset, limit);
    return {
      totalCount: total,
      list: rows.map(taskRowOf).map(
        (t): UploadRecord => ({
          id: t.id,
          fileName: t.fileName,
          uploaderName: t.creatorName,
          createTime: t.createTime,
          state: t.stateLabel,
          message: t.message,
          total: t.total,
          imported: t.imported,
          merged: t.merged,
          refused: t.refused,
        }),
      ),
    };
  }

  async list(scope: DataScope, query: UploadListQuery) {
    return this.page(scope, query.source as UploadSource, (query.current - 1) * query.limit, query.limit);
  }

  async counts(scope: DataScope): Promise<UploadCounts> {
    const [talent, library] = await Promise.all([this.uploads.uploadCount(scope), this.tasks.for(scope).counts()]);
    return { countGWSC: talent, countJLKSC: library.uploads, countJLKDR: library.tasks };
  }

  async excel(scope: DataScope, source: UploadSource): Promise<Buffer> {
    const { list } = await this.page(scope, source, 0, EXPORT_MAX);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('上传记录');
    const columns = [
      { header: '文件名', key: 'fileName', width: 36 },
      { header: '上传人', key: 'uploaderName', width: 12 },
      { header: '上传时间', key: 'time', width: 18 },
      { header: '状态', key: 'state', width: 12 },
      { header: '说明', key: 'message', width: 40 },
    ];
    if (source === 3) {
      columns.push(
        { header: '文件数', key: 'total', width: 8 },
        { header: '已导入', key: 'imported', width: 8 },
        { header: '重复合并', key: 'merged', width: 10 },
        { header: '已拒绝', key: 'refused', width: 8 },
      );
    }
    sheet.columns = columns;
    sheet.getRow(1).font = { bold: true };
    for (const r of list) sheet.addRow({ ...r, time: chinaTime(r.createTime) });
    return Buffer.from(await book.xlsx.writeBuffer());
  }
}

/** The import task list as an .xlsx (taskListExcel). */
export async function taskListWorkbook(rows: ReturnType<typeof taskRowOf>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入任务');
  sheet.columns = [
    { header: '文件', key: 'fileName', width: 36 },
    { header: '状态', key: 'stateLabel', width: 10 },
    { header: '文件数', key: 'total', width: 8 },
    { header: '已导入', key: 'imported', width: 8 },
    { header: '重复合并', key: 'merged', width: 10 },
    { header: '已拒绝', key: 'refused', width: 8 },
    { header: '创建人', key: 'creatorName', width: 12 },
    { header: '创建时间', key: 'time', width: 18 },
    { header: '完成时间', key: 'finish', width: 18 },
    { header: '说明', key: 'message', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ ...r, time: chinaTime(r.createTime), finish: r.finishTime ? chinaTime(r.finishTime) : '' });
  return Buffer.from(await book.xlsx.writeBuffer());
}
