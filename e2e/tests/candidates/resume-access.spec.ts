import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD, signInToWorkspace, stamped } from '../support/app';

const TEAM_A = ['陈志强', '王思琪', '刘浩然'];

test('revealing the phone on a resume shows the full number, and the share preview shows no contacts', async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  await page.goto('/index/recuit/myRecruit');
  await page.getByTestId('talent-list').locator('tbody tr.ant-table-row').first().getByRole('link').first().click();
  const phone = page.getByTestId('contact-phone').first();
  await expect(phone).toHaveText(/^1\d{2}\*{4}\d{4}$/);
  const reveal = page.getByRole('button', { name: '查看手机号（查看将被记录）' }).first();
  await reveal.hover();
  await expect(page.getByRole('tooltip')).toHaveText('查看将被记录');
  const audited = page.waitForRequest((r) => r.url().includes('/api/sensitive/data/view') && r.method() === 'POST');
  await reveal.click();
  expect((await audited).postDataJSON()).toMatchObject({ type: 1 });
  await expect(phone).toHaveText(/^1[3-9]\d{9}$/);
  // Both places show the revealed number.
  await expect(page.getByTestId('base-phone')).toContainText((await phone.textContent()) ?? '');

  // The Word resume downloads twice in a row (each click carries its own request-time stamp).
  for (let i = 0; i < 2; i++) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载Word简历' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-简历\.docx$/);
    expect(await file.failure()).toBeNull();
  }

  await page.getByRole('link', { name: '分享预览' }).click();
  await expect(page).toHaveURL(/\?type=share$/);
  await expect(page.getByText('分享预览：这是对外分享时对方看到的简历，不含联系方式。')).toBeVisible();
  await expect(page.getByTestId('contact-phone')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /编辑/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /添加/ })).toHaveCount(0);
});

test('a team leader sees the team’s candidates; a member cannot open another team’s candidate', async ({ page, baseURL }) => {
  await signInToWorkspace(page, '13800000020');
  const listed = page.waitForResponse((r) => r.url().includes('/api/usermanager/allUsers?'));
  await page.getByRole('link', { name: '组内人才' }).click();
  await expect(page).toHaveURL(/\/index\/recuit\/allRecruit$/);
  await expect(page.getByRole('heading', { name: '组内人才' })).toBeVisible();
  const owners = ((await (await listed).json()) as { data: { data: { ownerName: string }[] } }).data.data.map((r) => r.ownerName);
  expect(owners.length).toBe(20);
  expect(owners.every((o) => TEAM_A.includes(o))).toBe(true);
  expect(new Set(owners).size).toBeGreaterThan(1);
  await expect(page.getByRole('columnheader', { name: '顾问' })).toBeVisible();

  // A candidate of 13800000012 (team B), looked up as that member through the API.
  const other = await request.newContext({ baseURL });
  await other.post('/api/login.json', { data: { phone: '13800000012', password: DEMO_PASSWORD } });
  const theirs = (await (await other.get(stamped('/api/usermanager/myUsers?current=1&limit=1'))).json()) as {
    data: { data: { commonUserId: string }[] };
  };
  const commonUserId = theirs.data.data[0]?.commonUserId;
  expect(commonUserId).toBeTruthy();
  await other.dispose();

  await page.context().clearCookies();
  await signInToWorkspace(page, '13800000011', { leaveNoticeUnread: true });
  await page.goto(`/index/recuit/resume/${commonUserId}`);
  await expect(page.getByRole('heading', { name: '候选人不存在或已删除' })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回我的人才' })).toBeVisible();

  // Nor can a member open the group list.
  await page.goto('/index/recuit/allRecruit');
  await expect(page.getByRole('heading', { name: '无权查看' })).toBeVisible();
});
