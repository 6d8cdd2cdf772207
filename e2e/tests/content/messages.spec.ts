import { expect, test } from '@playwright/test';
import { answerWith, shoot, signInToWorkspace } from '../support/app';

test('unread messages stand apart; opening one reads it; 全部已读 reads the rest', async ({ page }) => {
  await signInToWorkspace(page, '13900000010');
  const bell = page.getByTestId('message-bell');
  await expect(bell).toHaveAttribute('data-unread', 'true');
  await bell.click();
  await expect(page).toHaveURL(/\/index\/messages$/);

  // The demo world gives this member 5 messages, 3 unread; journeys before this one may have added
  // their own (a complaint received in complaints/collision-filing), so the counts are taken here.
  const rows = page.getByTestId('message-row');
  const unread = page.locator('[data-testid=message-row][data-read=false]');
  await expect(unread.first()).toBeVisible();
  const total = await rows.count();
  const unreadBefore = await unread.count();
  expect(total).toBeGreaterThanOrEqual(5);
  expect(unreadBefore).toBeGreaterThanOrEqual(3);
  await shoot(page, 'messages');

  const first = rows.first();
  const title = ((await first.locator('.hh-message-row__title').textContent()) ?? '').replace(/^未读：/, '');
  const marked = page.waitForRequest((r) => r.url().includes('/api/lietou/sysLog/read') && r.method() === 'POST');
  await first.click();
  const reader = page.getByRole('dialog');
  await expect(reader.getByText(title, { exact: true })).toBeVisible();
  expect((await marked).postDataJSON()).toEqual({ ids: [expect.any(String)] });
  // Let the dialog's opening motion (about 0.3 s) end: on a loaded machine a click during it was lost.
  await page.waitForTimeout(500);
  await reader.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  await expect(reader).toBeHidden();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(unread).toHaveCount(unreadBefore - 1);

  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(page.getByText('已全部标记为已读')).toBeVisible();
  await expect(page.locator('[data-testid=message-row][data-read=false]')).toHaveCount(0);
  await expect(bell).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();

  // Reads persist on the server.
  await page.reload();
  await expect(rows).toHaveCount(total);
  await expect(page.locator('[data-testid=message-row][data-read=false]')).toHaveCount(0);
});

test('the list pages 15 at a time with the page number in the address', async ({ page }) => {
  // The manager's demo history has 25 messages: 15 on the first page, 10 on the second.
  await signInToWorkspace(page, '13800000030');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/lietou/sysLog/list')) {
      const url = new URL(r.url());
      asked.push(`${url.searchParams.get('pageNo')}/${url.searchParams.get('pageSize')}`);
    }
  });

  await page.goto('/index/messages');
  const rows = page.getByTestId('message-row');
  await expect(page.getByText('共 25 条').first()).toBeVisible();
  await expect(rows).toHaveCount(15);
  await expect(rows.first()).toContainText('结算单已生成');
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/\/index\/messages\?page=2$/);
  await expect(rows).toHaveCount(10);
  await expect(rows.last()).toContainText('订单进展：吴昊 · 数据分析师');
  expect(asked).toContain('2/15');

  await page.goto('/index/messages?page=2');
  await expect(rows).toHaveCount(10);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

  await page.goto('/index/messages?page=9');
  await expect(page.getByText('这一页没有消息')).toBeVisible();
  await page.getByRole('button', { name: '回到第一页' }).click();
  await expect(page).toHaveURL(/\/index\/messages$/);
  await expect(rows).toHaveCount(15);
});

test('an empty list says there are no messages', async ({ page }) => {
  await signInToWorkspace(page, '13800000012');
  await page.route('**/api/lietou/sysLog/list?*', (route) =>
    answerWith(route, (real) => ({ ...(real as object), data: { sysMsgVos: [], totalCount: 0, hasUnRead: false } })),
  );
  await page.goto('/index/messages');
  await expect(page.getByText('暂无消息')).toBeVisible();
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await shoot(page, 'messages-empty');
});
