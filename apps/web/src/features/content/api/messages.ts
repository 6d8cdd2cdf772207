/** The message list of spec 000 §7: 15 a page by pageNo, read one or all. */
import { messageEndpoints as api } from '@hh/domain/messages/messages.endpoints';
import { SYS_MESSAGE_PAGE_SIZE } from '@hh/domain/messages/sys-message.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { queryKeys } from '../../../api/query-keys';

export const MESSAGE_PAGE_SIZE = SYS_MESSAGE_PAGE_SIZE;

export function messageListQuery(pageNo: number) {
  return queryOptions({
    queryKey: queryKeys.messages.list(pageNo),
    queryFn: () => call(api.list, { query: { pageNo, pageSize: MESSAGE_PAGE_SIZE } }),
  });
}

export type MarkRead = { ids: string[] } | { all: true };

/** Marks messages read; every page and the bell are refreshed afterwards. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkRead) => call(api.markRead, { body: which }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
}
