import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace } from '../support/app';

test('a team leader remarks on a candidate, logs a call, hands them over and deletes another', async ({ page }) => {
  await signInToWorkspace(page, '13800000020');
  await page.goto('/index/recuit/allRecruit');
  const rows = page.getByTestId('talent-list').locator('tbody tr.ant-table-row');
  const own = rows.filter({ hasText: '陈志强' });
  await expect(own.first()).toBeVisible();
  const name = (await own.first().getByRole('link').first().innerText()).trim();
  const row = rows.filter({ hasText: name }).first();

  await row.getByRole('button', { name: '备注' }).click();
  const remark = page.getByRole('dialog', { name: `备注 · ${name}` });
  await remark.getByLabel('备注内容').fill('周三下午电话沟通，考虑杭州机会');
  await remark.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('备注已保存')).toBeVisible();
  await expect(row).toContainText('周三下午电话沟通，考虑杭州机会');

  // The table keeps its columns at 1440 px by folding the rarer actions into 更多 (issue 16).
  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: '沟通记录' }).click();
  const visits = page.getByRole('dialog', { name: `沟通记录 · ${name}` });
  await visits.getByLabel('沟通内容').fill('电话沟通：目前在看机会，期望年薪60万');
  await visits.getByRole('button', { name: '添加记录' }).click();
  await expect(visits.getByTestId('visit-list')).toContainText('电话沟通：目前在看机会，期望年薪60万');
  await expect(visits.getByTestId('visit-list')).toContainText('陈志强');
  await shoot(page, 'candidates-visits');
  await visits.getByRole('button', { name: /close|关闭/i }).click();

  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: '转交' }).click();
  const transfer = page.getByRole('dialog', { name: `转交 · ${name}` });
  // Typed and chosen with Enter: clicking an option of the select's virtual list could land while it re-rendered.
  await transfer.getByLabel('转交给').fill('刘浩然');
  await transfer.getByLabel('转交给').press('Enter');
  await transfer.getByRole('button', { name: '转交' }).click();
  await expect(page.getByText('已转交给刘浩然')).toBeVisible();
  await expect(rows.filter({ hasText: name }).first()).toContainText('刘浩然');

  const total = Number((await page.getByTestId('talent-total').innerText()).replace(/\D/g, ''));
  const other = (await own.first().getByRole('link').first().innerText()).trim();
  await rows
    .filter({ hasText: other })
    .first()
    .getByRole('button', { name: `更多操作：${other}` })
    .click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `从人才库删除「${other}」？` });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText(`已从人才库删除「${other}」`)).toBeVisible();
  await expect(page.getByTestId('talent-total')).toHaveText(`共 ${total - 1} 人`);
});
