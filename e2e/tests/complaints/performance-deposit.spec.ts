import { expect, test } from '@playwright/test';
import { shoot, signInToConsole, signInToWorkspace } from '../support/app';

/**
 * The performance check end to end, on the demo world's 青禾猎头 (joined 60 days ago, never
 * recommended): the admin runs today's check in /ops, the firm's manager meets the deposit banner
 * with its amount and deadline, staff record the bank transfer (a ledger transfer into the firm's
 * deposit account), and the banner is gone.
 */
test('a failing firm is asked for its deposit in the shell, and staff record the payment in /ops', async ({ browser }) => {
  const staff = await browser.newPage();
  await signInToConsole(staff, '13700000000');
  await staff.getByRole('link', { name: '业绩考核保证金' }).click();
  await expect(staff.getByRole('heading', { name: '业绩考核保证金', level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: '立即执行今日考核' }).click();
  await expect(staff.getByText(/考核完成：.*青禾猎头（连续15天未推荐简历）/)).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: '青禾猎头' });
  await expect(row).toContainText('5,000.00');
  await expect(row).toContainText('待缴纳');
  await shoot(staff, 'deposits-ops-open');

  const manager = await browser.newPage();
  await signInToWorkspace(manager, '13500000030');
  const banner = manager.getByTestId('deposit-banner');
  await expect(banner).toContainText('贵公司未通过业绩考核（连续15天未推荐简历）');
  await expect(banner).toContainText(/请于\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}前缴纳保证金5,000\.00元/);
  await shoot(manager, 'deposits-banner');

  await row.getByRole('button', { name: '登记缴纳' }).click();
  const dialog = staff.getByRole('dialog', { name: '登记保证金缴纳' });
  await dialog.getByLabel('转账备注').fill('工商银行流水 20261127-0031');
  await shoot(staff, 'deposits-ops-pay');
  await dialog.getByRole('button', { name: '确认已到账' }).click();
  await expect(staff.getByText('保证金缴纳已登记，已转入该公司保证金账户')).toBeVisible();
  await staff.getByText('全部记录').click();
  const paid = staff.getByRole('row').filter({ hasText: '青禾猎头' });
  await expect(paid).toContainText('已缴纳');
  await expect(paid).toContainText('5,000.00');
  await shoot(staff, 'deposits-ops-paid');

  await manager.reload();
  await expect(manager.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(manager.getByTestId('deposit-banner')).toHaveCount(0);
});
