import { expect, test } from '@playwright/test';
import { shoot, signInToWorkspace, stamped } from '../support/app';
import { expectAccessible } from '../support/axe';

// 刘浩然, a member of team A: no other journey uses his plugin token.
const MEMBER = '13800000011';

const capture = {
  sourceSite: '猎聘',
  sourceUrl: 'https://www.liepin.com/resume/e2e-001',
  resume: {
    name: '周明远',
    gender: '男',
    age: 31,
    phone: '13912345678',
    email: 'zhou.mingyuan@example.com',
    city: '杭州',
    workYears: 8,
    education: '硕士',
    currentCompany: '杭州云帆科技',
    currentTitle: '高级后端工程师',
    expectPosition: '技术经理',
    expectCity: '杭州',
    expectSalary: '50-60万/年',
    summary: '八年后端经验，熟悉支付清结算。',
    works: [{ company: '杭州云帆科技', title: '高级后端工程师', start: '2020-03', end: '至今', description: '负责支付清结算系统。' }],
    educations: [{ school: '浙江大学', major: '计算机科学', degree: '硕士', start: '2014-09', end: '2017-06' }],
  },
};

test('a consultant generates a plugin token, the plugin saves a resume with it, the resume page shows it masked, and a revoked token stops', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/myInfo?type=plugin');
  await expect(page.getByRole('tab', { name: '浏览器插件', selected: true })).toBeVisible();
  await expect(page.getByTestId('plugin-token-none')).toHaveText('尚未生成');
  await expect(page.getByText('还没有插件保存的简历')).toBeVisible();
  await page.getByRole('button', { name: '生成令牌' }).click();
  await expect(page.getByTestId('plugin-token')).toContainText('hhp_');

  const me = await page.request.get(stamped('/api/commonUserInfo/myInfoData.json'));
  const token = ((await me.json()) as { data: { waChromePluginApiToken: string } }).data.waChromePluginApiToken;
  expect(token).toMatch(/^hhp_/);
  await expect(page.getByTestId('plugin-token')).toHaveText(token);

  // The plugin: no session, its token in the header.
  const plugin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const saved = await plugin.post(stamped('/api/lietouPluginResume/capture'), { data: capture });
  expect(((await saved.json()) as { state: number }).state).toBe(1);
  // The token opens nothing else.
  const elsewhere = await plugin.get(stamped('/api/commonUserInfo/myInfoData.json'));
  expect(elsewhere.status()).toBe(401);

  await page.reload();
  const list = page.getByTestId('plugin-resumes');
  await expect(list.getByRole('link', { name: '周明远' })).toBeVisible();
  await page.getByRole('button', { name: '显示' }).click();
  await shoot(page, 'shell-plugin-token');
  await expectAccessible(page);

  await list.getByRole('link', { name: '周明远' }).click();
  await expect(page).toHaveURL(/\/index\/pluginResume\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('plugin-resume-name')).toHaveText('周明远');
  await expect(page.getByText('手机：139****5678')).toBeVisible();
  await expect(page.getByText('13912345678')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '工作经历' })).toBeVisible();
  await expect(page.getByText('负责支付清结算系统。')).toBeVisible();
  await shoot(page, 'shell-plugin-resume');
  await expectAccessible(page);

  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/index\/myInfo\?type=plugin$/);
  await page.getByRole('button', { name: '停用令牌' }).click();
  await page.getByRole('button', { name: '停用', exact: true }).click();
  await expect(page.getByTestId('plugin-token-none')).toHaveText('尚未生成');
  const refused = await plugin.post(stamped('/api/lietouPluginResume/capture'), { data: capture });
  expect(refused.status()).toBe(401);
  await plugin.dispose();

  // Revoking the token keeps what it saved; an id outside the member's scope reads as missing.
  const mine = await page.request.get(stamped('/api/lietouPluginResume/list'));
  expect(((await mine.json()) as { data: unknown[] }).data.length).toBe(1);
  await page.goto('/index/pluginResume/0190f0a2-1b2c-7d3e-8f40-123456789abc');
  await expect(page.getByText('简历不存在或已删除')).toBeVisible();
});

test('a resume opened from an order shows that order, its stage and its report', async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  const orders = await page.request.post(stamped('/api/order/my/orderList'), { data: { onlyMe: true, query: { limit: 20, offset: 0 } } });
  const rows = ((await orders.json()) as { data: { data: { orderId: string; commonUserId: string; positionName: string }[] } }).data.data;
  const row = rows[0];
  if (!row) throw new Error('the demo member has no order');
  await page.goto('/index/bills/mybills');
  await page.goto(`/index/recuit/resume/${row.commonUserId}?orderId=${row.orderId}&from=${encodeURIComponent('/index/bills/mybills')}`);
  const card = page.getByTestId('order-context');
  await expect(card).toContainText(`订单：${row.positionName}`);
  await expect(page.getByRole('link', { name: '返回订单列表' })).toBeVisible();
  await shoot(page, 'shell-resume-order-context');
  await expectAccessible(page);
  await page.getByRole('link', { name: '返回订单列表' }).click();
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);
});
