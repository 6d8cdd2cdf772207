import { expect, type Page, test } from '@playwright/test';
import { answerWith, shoot, signInToWorkspace, stamped } from '../support/app';
import { completeMissing, fillMonth, section } from './resume-helpers';

const MEMBER = '13800000010';
const MEMBER_NAME = '王思琪';

const rows = (page: Page) => page.getByTestId('talent-list').locator('tbody tr.ant-table-row');
const count = async (page: Page, tab: 'ALL' | 'UN_COMPLETED' | 'COMPLETED') =>
  Number(await page.getByTestId(`tab-count-${tab}`).textContent());

test('a member completes an incomplete resume from 我的人才 and it moves to 已完善', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  const firstPage = page.waitForResponse((r) => r.url().includes('/api/usermanager/myUsers?'));
  await page.getByRole('link', { name: '我的人才' }).click();
  // The body is read at once: a response the page later navigates away from has none to read.
  const listed = (await (await firstPage).json()) as { data: { data: { ownerName: string }[] } };
  await expect(page).toHaveURL(/\/index\/recuit\/myRecruit$/);
  await expect(rows(page).first()).toBeVisible();
  // Only the member's own candidates, 20 a page, the total matching the 全部 count.
  expect(new Set(listed.data.data.map((row) => row.ownerName))).toEqual(new Set([MEMBER_NAME]));
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('talent-total')).toHaveText(`共 ${await count(page, 'ALL')} 人`);
  await shoot(page, 'candidates-list');

  await page.getByRole('tab', { name: /未完善/ }).click();
  await expect(page).toHaveURL(/tab=UN_COMPLETED/);
  const incomplete = await count(page, 'UN_COMPLETED');
  const completeBefore = await count(page, 'COMPLETED');
  expect(incomplete).toBeGreaterThan(0);
  await expect(page.getByTestId('talent-total')).toHaveText(`共 ${incomplete} 人`);
  await expect(rows(page).locator('.ant-tag', { hasText: '已完善' })).toHaveCount(0);

  // Search by a name from the list; the filters stay in the address.
  const name = (await rows(page).first().getByRole('link').first().innerText()).trim();
  await page.getByLabel('搜索人才').fill(name);
  await page.getByLabel('搜索人才').press('Enter');
  await expect(page).toHaveURL(new RegExp(`tab=UN_COMPLETED&keyword=${encodeURIComponent(name)}`));
  await expect(rows(page).first()).toContainText(name);
  await page.reload();
  await expect(rows(page).first()).toContainText(name);
  await expect(page.getByLabel('搜索人才')).toHaveValue(name);

  await rows(page).first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/index\/recuit\/resume\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const banner = page.getByTestId('completeness');
  await expect(banner).toContainText('简历未完善');
  const missing = (await page.getByTestId('missing-items').locator('li').allInnerTexts()).map((t) => t.trim());
  expect(missing.length).toBeGreaterThan(0);
  await shoot(page, 'candidates-resume');

  await completeMissing(page, missing);
  await expect(banner).toHaveText('简历已完善');
  await expect(page.getByRole('heading', { name, level: 1 }).locator('..').getByText('已完善')).toBeVisible();

  await page.getByRole('link', { name: '返回人才列表' }).click();
  await expect(page).toHaveURL(/tab=UN_COMPLETED&keyword=/);
  await expect(page.getByTestId('talent-total')).toHaveText('共 0 人');
  await page.getByLabel('搜索人才').fill('');
  await page.getByLabel('搜索人才').press('Enter');
  await expect(page).toHaveURL(/\/index\/recuit\/myRecruit\?tab=UN_COMPLETED$/);
  await page.getByRole('tab', { name: /已完善/ }).click();
  await expect(page.getByTestId('tab-count-COMPLETED')).toHaveText(String(completeBefore + 1));
  await expect(page.getByTestId('tab-count-UN_COMPLETED')).toHaveText(String(incomplete - 1));
  await expect(rows(page).first()).toContainText(name);
});

test('a section being edited: the form checks dates, and a stale save offers to reload', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  await page.goto('/index/recuit/myRecruit?tab=COMPLETED');
  // Click only once the completed tab's rows are on screen, not a row of a list still being replaced.
  await expect(rows(page).first()).toContainText('已完善');
  const loaded = page.waitForResponse((r) => /\/api\/candidate\/[0-9a-f-]+\.json\?/.test(r.url()));
  await rows(page).first().getByRole('link').first().click();
  const resume = ((await (await loaded).json()) as { data: { userId: string; commonResumeExpects: object } }).data;
  const work = section(page, 'work');
  await work.getByRole('button', { name: '编辑工作经历第1条' }).click();
  await fillMonth(work, '入职时间', '2024-05');
  await work.getByRole('checkbox', { name: '至今' }).uncheck();
  await fillMonth(work, '离职时间', '2023-01');
  await work.getByRole('button', { name: '保存', exact: true }).click();
  await expect(work.getByText('离职时间不能早于入职时间')).toBeVisible();
  await shoot(page, 'candidates-resume-editing', work.getByLabel('离职时间', { exact: true }));

  // A colleague saves the resume meanwhile: this page's version is now stale.
  const other = await page.request.post(stamped(`/api/candidate/expects/${resume.userId}.json`), { data: resume.commonResumeExpects });
  expect(other.status()).toBe(200);
  await fillMonth(work, '离职时间', '2025-01');
  await work.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('简历已被他人修改，请刷新后再保存');
  const reloaded = page.waitForResponse((r) => /\/api\/candidate\/[0-9a-f-]+\.json\?/.test(r.url()));
  await dialog.getByRole('button', { name: '刷新简历' }).click();
  await reloaded;
  // The dialog closes once the fresh resume is in; only then is the form saved again.
  await expect(dialog).toBeHidden();
  // What was typed stays in the open form, and now saves against the fresh version.
  await expect(work.getByLabel('离职时间', { exact: true })).toHaveValue('2025-01');
  await work.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await expect(work.getByTestId('entry-work').first()).toContainText('2024-05 — 2025-01');
});

test('an empty list and a failed list each say so, the failure with a retry', async ({ page }) => {
  await signInToWorkspace(page, MEMBER);
  // One handler per address for the whole test, switched by `mode`: a handler removed while the page's
  // last call through it is still in flight would answer that call twice.
  let mode: 'empty' | 'fail' | 'real' = 'empty';
  await page.route('**/api/usermanager/myUsers?*', (route) => {
    if (mode === 'empty') return answerWith(route, (real) => ({ ...(real as object), data: { data: [], totalCount: 0 } }));
    if (mode === 'fail') return answerWith(route, () => ({ state: 5000, success: false, message: '系统繁忙，请稍后再试', data: null }));
    return route.continue();
  });
  await page.route('**/api/usermanager/myTabCount?*', (route) =>
    mode === 'empty'
      ? answerWith(route, (real) => ({ ...(real as object), data: { ALL: 0, UN_COMPLETED: 0, COMPLETED: 0 } }))
      : route.continue(),
  );
  await page.goto('/index/recuit/myRecruit');
  await expect(page.getByText('人才库还没有候选人，上传简历或手动录入一位吧')).toBeVisible();
  await shoot(page, 'candidates-list-empty');

  mode = 'fail';
  await page.goto('/index/recuit/myRecruit?tab=COMPLETED');
  const alert = page.getByRole('alert').filter({ hasText: '人才列表加载失败' });
  await expect(alert).toContainText('系统繁忙，请稍后再试');
  await expect(page.getByTestId('talent-total')).toHaveText('共 0 人');
  await shoot(page, 'candidates-list-error');
  mode = 'real';
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(alert).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
});
