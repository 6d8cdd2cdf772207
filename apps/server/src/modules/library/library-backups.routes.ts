/** library: backups of the company resume library and their export history — the manager's. */
import { RoleCode } from '@hh/domain/accounts/role';
import { libraryBackupEndpoints as api } from '@hh/domain/library/library.endpoints';
import { ok } from '../../platform/envelope';
import { sendFile, ZIP_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { LibraryBackupService } from './library-backup.service';

const MANAGER = [RoleCode.manager];

export function libraryBackupRoutes(router: Router, backups: LibraryBackupService): void {
  router.consultant(api.list, async ({ actor, query }) => ok(await backups.list(actor, query)), MANAGER);
  // The spec makes creation a GET; it queues a backup job and answers its id.
  router.consultant(api.create, async ({ actor }) => ok(await backups.create(actor), '备份任务已创建'), MANAGER);
  router.consultant(api.logs, async ({ actor, query }) => ok(await backups.logs(actor, query)), MANAGER);
  router.consultant(
    api.download,
    async ({ actor, params, reply }) => {
      const { stream, size, fileName } = await backups.download(actor, params.taskId);
      return sendFile(reply, { stream, size, fileName, contentType: ZIP_TYPE });
    },
    MANAGER,
  );
}
