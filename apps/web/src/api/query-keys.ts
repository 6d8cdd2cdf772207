/**
 * Query keys of TanStack Query, in one place so a mutation can invalidate exactly what it
 * changed. Each key starts with its area; invalidating the area prefix refreshes all of it.
 */
export const queryKeys = {
  session: {
    all: ['session'] as const,
    loginState: () => ['session', 'loginState'] as const,
    myInfo: () => ['session', 'myInfo'] as const,
  },
  messages: {
    all: ['messages'] as const,
    list: (pageNo: number) => ['messages', 'list', pageNo] as const,
    versionNotice: () => ['messages', 'versionNotice'] as const,
  },
};
