/** The message list of spec 000 §7: 15 a page by pageNo, read one or all. */
import { SYS_MESSAGE_PAGE_SIZE, type SysMessageList, sysMessageListSchema } from '@hh/domain/messages/sys-message.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

export const MESSAGE_PAGE_SIZE = SYS_MESSAGE_PAGE_SIZE;

export function messageListQuery(pageNo: number) {
  return queryOptions({
    queryKey: queryKeys.messages.list(pageNo),
    queryFn: async (): Promise<SysMessageList> =>
      sysMessageListSchema.parse(await get<unknown>('/api/lietou/sysLog/list', { pageNo, pageSize: MESSAGE_PAGE_SIZE })),
  });
}

export type MarkRead = { ids: string[] } | { all: true };

/** Marks messages read; every page and the bell are refreshed afterwards. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkRead) => post<{ updated: number }>('/api/lietou/sysLog/read', which),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
}
