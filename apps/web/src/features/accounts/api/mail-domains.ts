/** The firm's mail domains: order exports may be mailed to addresses there (set by the manager). */
import { mailDomainsEndpoints as api } from '@hh/domain/accounts/mail-domains.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

const KEY = ['accounts', 'mailDomains'] as const;

export const mailDomainsQuery = queryOptions({ queryKey: KEY, queryFn: () => call(api.recipients) });

export function useSaveMailDomains() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domains: string[]) => call(api.save, { body: { domains } }),
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
      // The export dialog reads the same answer under its own key.
      void client.invalidateQueries({ queryKey: ['orders', 'exportRecipients'] });
    },
  });
}
