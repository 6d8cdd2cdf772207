import { EXPORT_RECIPIENT_REFUSED, type ExportRecipients, isAllowedExportRecipient } from '@hh/domain/accounts/mail-domains.endpoints';
import type { ConsultantActor } from '../../platform/actor';
import { forbidden } from '../../platform/errors';
import type { MailDomainsRepository } from './mail-domains.repository';

/**
 * The firm's own mail domains, set by its manager, and the rule they serve: an order export is
 * mailed only to the caller's bound e-mail or to an address at one of those domains, never to an
 * outside address a body names.
 */
export class MailDomainsService {
  constructor(private readonly repo: MailDomainsRepository) {}

  recipients(actor: ConsultantActor): Promise<ExportRecipients> {
    return this.repo.recipientsOf(actor.userId, actor.firmId);
  }

  async save(actor: ConsultantActor, domains: readonly string[]): Promise<ExportRecipients> {
    await this.repo.saveDomains(actor.firmId, [...new Set(domains)]);
    return this.recipients(actor);
  }

  /** Refuses, in Chinese, an export address that is neither the caller's own nor at the firm's domains. */
  async assertExportRecipient(actor: ConsultantActor, email: string): Promise<void> {
    if (!isAllowedExportRecipient(email, await this.recipients(actor))) throw forbidden(EXPORT_RECIPIENT_REFUSED);
  }
}
