/**
 * Order files: export of the filtered orders by e-mail (a job builds the .xlsx) and resume
 * downloads of one order (.docx) or several (.zip), with the download setting's options.
 */

import { orderFileEndpoints as api } from '@hh/domain/orders/order-files.endpoints';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { sendFile } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { OrderExportService } from './order-export.service';
import type { ResumeDownloadService } from './resume-download.service';

export function orderFilesRoutes(router: Router, exports: OrderExportService, downloads: ResumeDownloadService): void {
  router.consultant(api.export, async ({ actor, body }) => {
    const answer = await exports.request(actor, body);
    return ok(answer, answer.message);
  });
  router.consultant(api.downloadSetting, async () => ok(downloads.setting()));
  router.consultant(api.resumeDownload, async ({ actor, scope, params, query, request, reply }) => {
    // The spec's {api} names the file kind; Word is the one we build.
    if (params.api !== 'word') throw notFound('不支持的下载类型');
    const orderIds = query.orderId
      ? [query.orderId]
      : (query.orderIds ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
    const file = await downloads.download(
      actor,
      scope,
      { orderIds, resumeName: query.resumeName, filterField: query.filterField },
      request.ip,
    );
    return sendFile(reply, file);
  });
}
