import { expect, test } from '@playwright/test';
import { closeDialogWith, shoot, signInToWorkspace } from '../support/app';

// 13800000030 is 星河猎头's manager (周明远); 13800000010 a member of team A (王思琪).
const MANAGER = '13800000030';
const MEMBER = '13800000010';

test('the manager transfers 100 coins to a member, who sees them in 我的金币 and 转账记录', async ({ page, browser }) => {
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
