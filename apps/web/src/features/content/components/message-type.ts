/** How the message types of the server read in the list. */
const MESSAGE_TYPES: Record<string, { label: string; color: string }> = {
  system: { label: '系统通知', color: 'blue' },
  rule: { label: '平台规则', color: 'orange' },
  position: { label: '职位动态', color: 'green' },
  order: { label: '订单提醒', color: 'geekblue' },
  settlement: { label: '结算通知', color: 'gold' },
  complaint: { label: '投诉通知', color: 'red' },
};

/** Where a message of this type leads in the workspace (the reader shows it as a link). */
export const MESSAGE_LINKS: Record<string, { to: string; label: string }> = {
  rule: { to: '/index/rules', label: '查看平台规则' },
  complaint: { to: '/index/complaints?tab=receive', label: '前往投诉管理' },
};

export function messageType(type: string): { label: string; color: string } {
  return MESSAGE_TYPES[type] ?? { label: '通知', color: 'default' };
}
