/**
 * Query keys of the positions area. Lists and details start with 'positions'; a recommendation
 * changes what the position's 我的订单 tab and the list's order counts show, so it refreshes them.
 */
export const positionKeys = {
  all: ['positions'] as const,
  list: (body: unknown) => ['positions', 'list', body] as const,
  recommended: () => ['positions', 'recommended'] as const,
  introduce: (positionId: string) => ['positions', 'introduce', positionId] as const,
  project: (projectId: string) => ['positions', 'project', projectId] as const,
  pmInfo: (positionId: string) => ['positions', 'pmInfo', positionId] as const,
  template: (positionId: string) => ['positions', 'template', positionId] as const,
  keywords: (text: string) => ['positions', 'keywords', text] as const,
  myOrders: (positionId: string, current: number) => ['positions', 'myOrders', positionId, current] as const,
};
