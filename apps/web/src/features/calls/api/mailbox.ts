/** Mailbox binding on the settings page (spec 001 §7): the bound mailbox with its collection status, bind and unbind. */
import { mailboxEndpoints as api } from '@hh/domain/mailbox/mailbox.endpoints';
import type { MailboxBindBody } from '@hh/domain/mailbox/mailbox.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

const MAILBOX_KEY = ['mailbox'] as const;

/** The bound mailbox; refreshed each minute, so the collection's time, count and error stay current. */
export const mailboxQuery = queryOptions({ queryKey: MAILBOX_KEY, queryFn: () => call(api.get), refetchInterval: 60_000 });

export function useBindMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailboxBindBody) => call(api.bind, { body }),
    onSuccess: (data) => queryClient.setQueryData(MAILBOX_KEY, data),
  });
}

export function useUnbindMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.unbind, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAILBOX_KEY }),
  });
}
