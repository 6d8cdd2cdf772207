import { expect as baseExpect, test } from '@playwright/test';
import { closeDialogWith, pickOption, shoot, signInToWorkspace } from '../support/app';

// 13800000030 is 星河猎头's manager (周明远); 13800000010 a member of team A (王思琪).
const MANAGER = '13800000030';
const MEMBER = '13800000010';
// A page's lazy pane and its first query can take more than the default 10 s on the shared 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test('the manager transfers 100 coins to a member, who sees them in 我的金币, 转账记录 and 月度台账', async ({ page, browser }) => {
  // Two people signed in, five tabs and their screenshots at two widths: longer than the default minute on the shared machine.
  test.setTimeout(180_000);
  await signInToWorkspace(page, MANAGER);
  await page.goto('/index/myInfo?type=coins');
  const movements = page.getByTestId('coin-movements-all');
  await expect(movements.getByText('金币余额', { exact: true })).toBeVisible();
  await expect(movements.locator('.ant-table-row').first()).toBeVisible();
  await shoot(page, 'coins-my-coins-manager');

  await movements.getByRole('button', { name: '转账' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '接收人' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('接收人').click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '王思琪' }).click();
  await dialog.getByLabel('转账金币').fill('999999');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(/金币不足，当前余额/)).toBeVisible();
  await dialog.getByLabel('转账金币').fill('100');
  await shoot(page, 'coins-transfer-dialog', dialog);
  await dialog.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认转账' });
  await expect(confirm.getByText('确认向 王思琪 转账 100 金币？', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: '确认转账' }).click();
  await expect(page.getByText(/已向王思琪转账100金币/)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(movements.locator('.ant-table-row').first()).toContainText('王思琪');
  await expect(movements.locator('.ant-table-row').first()).toContainText('-100');

  await page.getByRole('tab', { name: '团队金币' }).click();
  await expect(page.getByTestId('group-coins').getByText('公司金币池')).toBeVisible();
  await shoot(page, 'coins-team-coins-manager');

  const member = await browser.newPage();
  await signInToWorkspace(member, MEMBER);
  await member.goto('/index/myInfo?type=coins');
  const mine = member.getByTestId('coin-movements-all');
  const first = mine.locator('.ant-table-row').first();
  await expect(first).toContainText('周明远');
  await expect(first).toContainText('+100');
  await expect(first).toContainText('转账');
  await shoot(member, 'coins-my-coins-member');
  await member.getByRole('tab', { name: '转账记录' }).click();
  const transfers = member.getByTestId('coin-movements-transfer');
  await expect(transfers.locator('.ant-table-row').first()).toContainText('+100');
  await expect(transfers.locator('.ant-table-row').first()).toContainText('周明远');
  await shoot(member, 'coins-transfers-member');
  // 月度台账: this month's coins in include the 100 just received; the month picker and the export say which month.
  await member.getByRole('tab', { name: '月度台账' }).click();
  const book = member.getByTestId('standing-book');
  await expect(book.getByText('费用合计')).toBeVisible();
  const coinsByReason = member.getByTestId('standing-book-coins');
  const transferRow = coinsByReason.locator('.ant-table-row').filter({ hasText: '转账' });
  await expect(transferRow).toBeVisible();
  expect(Number(await transferRow.locator('td').nth(1).innerText())).toBeGreaterThanOrEqual(100);
  const exportLink = book.getByRole('link', { name: '导出Excel' });
  await expect(book.getByText(/^\d{4}年\d{1,2}月$/).first()).toBeVisible();
  await expect(exportLink).toHaveAttribute('href', /lietouOrderStandingBook\/export\?.*month=\d{4}-\d{2}/);
  const download = await member.request.get((await exportLink.getAttribute('href')) as string);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('spreadsheetml');
  await shoot(member, 'coins-standing-book-member');
  // Two years back, before the demo world's recent orders: an empty month says so.
  // The list is virtual: its last option may be outside the rendered part, so pick it by its name.
  await book.getByLabel('月份').click();
  const oldest = ((await member.getByRole('listbox').getByRole('option').last().textContent()) ?? '').trim();
  await pickOption(member, book.getByLabel('月份'), oldest);
  await expect(book.getByText(/没有面试到场或入职的订单/)).toBeVisible();
  await shoot(member, 'coins-standing-book-empty');
  // A member's receivers are the own team leader only.
  await member.getByRole('tab', { name: '我的金币' }).click();
  await mine.getByRole('button', { name: '转账' }).click();
  const memberDialog = member.getByRole('dialog').filter({ hasText: '接收人' });
  await memberDialog.getByLabel('接收人').click();
  await expect(member.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '陈志强' })).toBeVisible();
  await expect(member.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '周明远' })).toHaveCount(0);
  await closeDialogWith(memberDialog.getByRole('button', { name: '取消' }), memberDialog);
  await member.close();
});
