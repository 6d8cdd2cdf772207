/**
 * mailbox: a consultant's bound work mailbox (spec 001 §7 Mailbox binding): bind (an IMAP login
 * before anything is saved), check, get (with the collection's last time, count and error) and
 * unbind. Collection runs in the job queue (mailbox.module.ts).
 */
import { mailboxEndpoints as api } from '@hh/domain/mailbox/mailbox.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { MailboxService } from './mailbox.service';

export function mailboxRoutes(router: Router, mailboxes: MailboxService): void {
  router.consultant(api.bind, async ({ actor, body }) =>
    ok(await mailboxes.bind(actor, body), '邮箱已绑定，新收到的简历附件将自动导入简历库'),
  );
  router.consultant(api.check, async ({ actor }) => ok(await mailboxes.check(actor)));
  router.consultant(api.get, async ({ actor }) => ok(await mailboxes.get(actor)));
  router.consultant(api.unbind, async ({ actor, params }) => {
    await mailboxes.unbind(actor, params.id);
    return ok(null, '邮箱已解绑，已停止收取并删除保存的密码');
  });
}
