import { mailDomainsEndpoints } from '@hh/domain/accounts/mail-domains.endpoints';
import { RoleCode } from '@hh/domain/accounts/role';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { MailDomainsService } from './mail-domains.service';

/** Every consultant reads where exports may go (the export dialog); only the manager sets the firm's domains. */
export function mailDomainsRoutes(router: Router, service: MailDomainsService): void {
  router.consultant(mailDomainsEndpoints.recipients, async ({ actor }) => ok(await service.recipients(actor)));
  router.consultant(
    mailDomainsEndpoints.save,
    async ({ actor, body }) => ok(await service.save(actor, body.domains), '企业邮箱域名已保存'),
    [RoleCode.manager],
  );
}
