import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace, stamped } from '../support/app';

interface OrderPage {
  data: { data: { userId: string; candidateName: string; positionName: string; stateLabel: string }[] };
}

test("a consultant sees where a candidate's orders stand from the talent list", async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  const answer = await page.request.post(stamped('/api/order/my/orderList'), { data: { query: { limit: 20, offset: 0 } } });
  const order = ((await answer.json()) as OrderPage).data.data[0];
  if (!order) throw new Error('the demo member has no orders');

  await page.goto(`/index/recuit/myRecruit?keyword=${encodeURIComponent(order.candidateName)}`);
  const row = page.getByTestId('talent-list').locator('tbody tr.ant-table-row').filter({ hasText: order.candidateName }).first();
  await expect(row).toBeVisible();
  const more = row.getByRole('button', { name: `更多操作：${order.candidateName}` });
  if (await more.isVisible()) {
    await more.click();
    await page.getByRole('menuitem', { name: '订单状态' }).click();
  } else {
    await row.getByRole('button', { name: '订单状态' }).click();
  }
  const drawer = page.getByRole('dialog', { name: `订单状态 · ${order.candidateName}` });
  await expect(drawer).toContainText(order.positionName);
  await expect(drawer).toContainText(order.stateLabel);
  await shoot(page, 'candidates-orders-drawer');
});
