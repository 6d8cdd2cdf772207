import { expect, type Page, test } from '@playwright/test';
import { fillSignIn, shoot, signInToConsole, signInToWorkspace, WORKSPACE_HOME } from '../support/app';

/** Issue 16: what a new user tripped over in the built half. */

const MANAGER = '13800000030'; // 星河, sees 全部订单 and 全部人才, has talent search
const MEMBER = '13800000011';
const OTHER_MANAGER = '13900000030'; // 远航: no talent search

/** Beijing wall clock of an instant, as the app must show it whatever the browser's zone. */
function beijing(ms: number, withYear: boolean): string {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`;
  return `${withYear ? `${d.getUTCFullYear()}-` : ''}${date}`;
}

const selectedMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' }).locator('.ant-menu-item-selected');

test.describe('in a browser far from Beijing', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('interview times show in Beijing time, past ones without feedback as overdue', async ({ page }) => {
    await signInToWorkspace(page, MANAGER);
    const answered = page.waitForResponse((r) => r.url().includes('/api/feedback/interview/list'));
    await page.goto('/index/interviews');
    const body = (await (await answered).json()) as { data: { data: { orderId: string; interviewTime: number; reaction: number }[] } };
    const first = body.data.data[0];
    if (!first) throw new Error('the demo manager has no interviews');
    const row = page.locator(`[data-row-key="${first.orderId}"]`);
    const wall = new Date(first.interviewTime + 8 * 3_600_000);
    const hhmm = `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
    await expect(row).toContainText(
      beijing(first.interviewTime, wall.getUTCFullYear() !== new Date(Date.now() + 8 * 3_600_000).getUTCFullYear()),
    );
    await expect(row).toContainText(hhmm);
    // Demo interviews are booked in working hours, Beijing time.
    expect(wall.getUTCHours()).toBeGreaterThanOrEqual(9);
    expect(wall.getUTCHours()).toBeLessThan(18);
    const overdue = body.data.data.find((i) => i.reaction === 0 && i.interviewTime < Date.now());
    if (overdue) await expect(page.locator(`[data-row-key="${overdue.orderId}"]`)).toContainText('已过时间，待反馈');
    await shoot(page, 'new-user-interviews');
  });
});

test('a redirect is followed only for the user who was sent away, and sign-out leaves none', async ({ page, context }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/recuit/myRecruit');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login\?requesttime=\d{14}$/);
  await expect(page.getByRole('link', { name: '← 返回官网首页' })).toHaveAttribute('href', '/index');

  // The member's session ends (not a sign-out): the page sends them to sign in with a redirect.
  await signInToWorkspace(page, MEMBER);
  await context.clearCookies();
  await page.goto('/index/recuit/myRecruit');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Frecuit%2FmyRecruit$/);
  // Someone else signs in on this browser: they land on their own home, not on the member's page.
  await fillSignIn(page, MANAGER);
  await page.waitForURL(`**${WORKSPACE_HOME}`);

  await context.clearCookies();
  await page.goto('/index/bills/mybills');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await fillSignIn(page, MANAGER);
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);
});

test('the menu keeps the place: 消息中心, a resume from 全部订单, 共享简历库 → 我绑定的候选人', async ({ page }) => {
  await signInToWorkspace(page, MANAGER);
  await page.goto('/index/messages');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(selectedMenu(page)).toHaveCount(0);

  await page.goto('/index/bills/allbills');
  const list = page.getByTestId('order-list');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shoot(page, 'new-user-all-orders');
  // Every column is on screen at 1440 px: 时间 is not hidden behind the pinned actions.
  const times = page.getByRole('columnheader', { name: '时间', exact: true });
  const actions = page.getByRole('columnheader', { name: '操作' });
  const [t, a] = [await times.boundingBox(), await actions.boundingBox()];
  expect(t && a && t.x + t.width <= a.x + 1).toBe(true);
  await list.locator('tbody tr.ant-table-row').first().locator('td').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/index\/recuit\/resume\//);
  await expect(selectedMenu(page)).toHaveText('全部订单');
  await page.getByRole('link', { name: '返回订单列表' }).click();
  await expect(page).toHaveURL(/\/index\/bills\/allbills/);

  await page.goto('/index/shareResume');
  await page.getByRole('button', { name: '我绑定的候选人' }).click();
  await expect(page).toHaveURL(/\/index\/talentSearch\/bindings/);
  await expect(selectedMenu(page)).toHaveText('共享简历库');
  await expect(page.getByRole('link', { name: /返回共享简历库/ }).or(page.getByRole('button', { name: /返回共享简历库/ }))).toBeVisible();

  await page.goto('/index/recuit/allRecruit');
  await expect(page.getByTestId('talent-list').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await shoot(page, 'new-user-all-talent');
  const table = page.getByTestId('talent-list').locator('.ant-table-content, .ant-table-body').first();
  const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('a member typing /index/settlement sees 无权查看', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/settlement');
  await expect(page.getByRole('heading', { name: '无权查看' })).toBeVisible();
  await shoot(page, 'new-user-settlement-forbidden');
});

test('talent search: a free masked preview, a confirmed counted reveal, and a 未开通 page elsewhere', async ({ page }) => {
  await signInToWorkspace(page, MANAGER);
  await page.goto('/index/talentSearch?tab=FREE');
  await expect(page.getByTestId('talent-search-count')).toContainText(/共 \d+/);
  const row = page
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: '加入人才库' }) })
    .first();
  await row.getByRole('button', { name: /^预览/ }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '简历预览' });
  await expect(drawer.getByTestId('talent-preview')).toContainText('工作经历');
  await expect(drawer.getByTestId('talent-preview')).toContainText(/\*\*/);
  await shoot(page, 'new-user-talent-preview');
  await drawer.getByRole('button', { name: '查看手机号' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '今日还可查看' });
  await expect(confirm).toContainText(/今日还可查看 \d+ 次/);
  await shoot(page, 'new-user-reveal-confirm');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: '退出登录' }).click();
  await signInToWorkspace(page, OTHER_MANAGER);
  await page.goto('/index/talentSearch');
  await expect(page.getByTestId('talent-search-not-opened')).toContainText('贵公司尚未开通人才搜索');
  await shoot(page, 'new-user-talent-not-opened');
});

test('the console: 消息中心 shows staff messages only; 订单流转 fits 1440 px', async ({ page }) => {
  await signInToConsole(page, '13700000001');
  await page.goto('/ops/messages');
  await expect(page.getByText('推荐订单待审核')).toBeVisible();
  await expect(page.getByText(/您推荐的候选人|请先完成实名认证/)).toHaveCount(0);
  await page.goto('/ops/orders');
  const list = page.getByTestId('ops-order-list');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const content = list.locator('.ant-table-content, .ant-table-body').first();
  expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await shoot(page, 'new-user-console-orders');
});

test('the public footer links 服务条款, 隐私政策 and 更多协议 to written pages', async ({ page }) => {
  await page.goto('/index');
  for (const name of ['服务条款', '隐私政策', '更多协议']) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('main, body').first()).toContainText('更新于');
  }
  await shoot(page, 'new-user-legal');
});
