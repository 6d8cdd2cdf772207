import { expect, type Page, test } from '@playwright/test';
import { shoot, signInToWorkspace, stamped } from '../support/app';

interface OrderPage {
  data: { data: { candidateName: string; positionName: string }[] };
}

/** Opens a row action of the talent list: in the table under 更多, on a phone as its own button. */
async function rowAction(page: Page, name: string, action: string) {
  const row = page.getByTestId('talent-list').locator('tbody tr.ant-table-row').filter({ hasText: name }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `更多操作：${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Issue 23 item 7: the spec's paths the web did not use, where a consultant expects them — the
 * talent list's 求职意向 (getIntention/setIntention) and 修改来源 (update/source), and the stage
 * history under 订单状态 (getOrderStateLogByCandidateId).
 */
test('a consultant corrects a candidate’s intention and source from the talent list, and reads an order’s history', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToWorkspace(page, '13800000010');
  const answer = await page.request.post(stamped('/api/order/my/orderList'), { data: { query: { limit: 20, offset: 0 } } });
  const order = ((await answer.json()) as OrderPage).data.data[0];
  if (!order) throw new Error('the demo member has no orders');
  const name = order.candidateName;
  await page.goto(`/index/recuit/myRecruit?keyword=${encodeURIComponent(name)}`);

  await rowAction(page, name, '求职意向');
  const drawer = page.getByRole('dialog', { name: `求职意向 · ${name}` });
  await drawer.getByRole('button', { name: '编辑求职意向' }).click();
  await drawer.getByLabel('期望城市').fill('苏州');
  await drawer.getByLabel('到岗时间').fill('两周内');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('求职意向已保存').first()).toBeVisible();
  await expect(drawer).toContainText('苏州');
  await expect(drawer).toContainText('两周内');
  await shoot(page, 'talent-intention-drawer', drawer);
  await drawer.getByRole('button', { name: '关闭' }).first().click();

  await rowAction(page, name, '修改来源');
  const modal = page.getByRole('dialog', { name: `修改来源 · ${name}` });
  await modal.getByRole('radio', { name: '人才搜索' }).check();
  await shoot(page, 'talent-source-modal', modal);
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`已将「${name}」的来源改为人才搜索`)).toBeVisible();
  await expect(modal).toBeHidden();

  await rowAction(page, name, '订单状态');
  const orders = page.getByRole('dialog', { name: `订单状态 · ${name}` });
  const history = orders.getByTestId('order-state-history').first();
  await history.getByText(/状态记录（\d+）/).click();
  await expect(history.getByTestId('state-log')).toBeVisible();
  await expect(history.getByTestId('state-log')).toContainText('顾问推荐');
  await shoot(page, 'talent-order-history', orders);
});

/** companyTalentLib/phone/check as 手机号查重 on the company resume library. */
test('a manager checks a phone against the resume library before uploading', async ({ page }) => {
  await signInToWorkspace(page, '13800000030');
  await page.goto('/index/resumeLibrary');
  await page.getByRole('button', { name: '手机号查重' }).click();
  const box = page.getByTestId('phone-check');
  await box.getByLabel('手机号查重').fill('123');
  await box.getByRole('button', { name: '查重' }).click();
  await expect(box).toContainText('手机号格式不正确，请输入11位手机号');
  await box.getByLabel('手机号查重').fill('13312340987');
  await box.getByRole('button', { name: '查重' }).click();
  await expect(box).toContainText('133****0987：简历库中没有该手机号');
  await shoot(page, 'library-phone-check', box);
});
