/** library: the upload records of spec 001 — three tabs with their counts, and the Excel export. */
import { uploadRecordEndpoints as api } from '@hh/domain/library/library.endpoints';
import { UPLOAD_SOURCE_LABELS, type UploadSource } from '@hh/domain/library/library.schema';
import { ok } from '../../platform/envelope';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { UploadRecordsService } from './upload-records.service';

const day = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export function uploadRecordsRoutes(router: Router, records: UploadRecordsService): void {
  router.consultant(api.list, async ({ scope, query }) => ok(await records.list(scope, query)));
  router.consultant(api.counts, async ({ scope }) => ok(await records.counts(scope)));
  router.consultant(api.excel, async ({ scope, query, reply }) => {
    const source = query.source as UploadSource;
    const buffer = await records.excel(scope, source);
    return sendFile(reply, { buffer, fileName: `上传记录-${UPLOAD_SOURCE_LABELS[source]}-${day()}.xlsx`, contentType: XLSX_TYPE });
  });
}
