import { expect, type Locator, type Page, test } from '@playwright/test';
import { confirmVersionNotice, fillSignIn, shoot, signInToWorkspace, WORKSPACE_HOME } from '../support/app';

// The accounts this journey opens; their phones are used nowhere else in the run.
const LEADER = { cname: '徐子墨', phone: '13611990001' };
const LEAVER = { cname: '方晓', phone: '13611990002' };
const PASSWORD = 'start2024';
const TEAM = '跨境电商组';

async function chooseOption(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

async function openAccount(page: Page, who: { cname: string; phone: string }) {
  await page.getByRole('button', { name: '开通账号' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '开通账号' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('姓名').fill(who.cname);
  await dialog.getByLabel('手机号（登录账号）').fill(who.phone);
  await dialog.getByLabel('初始密码').fill(PASSWORD);
  await chooseOption(page, dialog, '团队', TEAM);
  return dialog;
}

test('the manager creates a team, opens accounts, makes a team leader and closes an account, ending its sessions', async ({
  page,
  browser,
}) => {
  await signInToWorkspace(page, '13800000030');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '账号管理' }).click();
  await expect(page).toHaveURL(/\/index\/accounts$/);
  await expect(page).toHaveTitle('账号管理 - 猎头协作平台');
  const teamRow = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(teamRow('互联网技术组')).toContainText('陈志强');
  await shoot(page, 'accounts-teams');

  // A new team, its name checked while typing.
  await page.getByRole('button', { name: '新建团队' }).click();
  const teamDialog = page.getByRole('dialog').filter({ hasText: '新建团队' });
  await teamDialog.getByLabel('团队名称 1').fill('金融财务组');
  await expect(teamDialog.getByText('团队名称「金融财务组」已存在')).toBeVisible();
  await shoot(page, 'accounts-new-team-taken');
  await teamDialog.getByLabel('团队名称 1').fill(TEAM);
  await expect(teamDialog.getByText('团队名称「金融财务组」已存在')).toBeHidden();
  await teamDialog.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('已添加1个团队')).toBeVisible();
  await expect(teamRow(TEAM)).toContainText('未设置');

  // Two accounts in it.
  await page.getByRole('tab', { name: '顾问列表' }).click();
  await expect(page).toHaveURL(/tab=lietou/);
  let dialog = await openAccount(page, LEADER);
  await shoot(page, 'accounts-add-account');
  await dialog.getByRole('button', { name: '开通', exact: true }).click();
  await expect(page.getByText(`账号已开通，可用手机号${LEADER.phone}登录`)).toBeVisible();
  dialog = await openAccount(page, LEAVER);
  await dialog.getByRole('button', { name: '开通', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: LEAVER.phone })).toContainText(TEAM);
  await shoot(page, 'accounts-consultants');

  // The phone filter is in the address and a new tab clears it.
  await page.getByLabel('手机号', { exact: true }).fill('1361199000');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/phone=1361199000/);
  await expect(page.getByRole('row').filter({ hasText: '1361199000' })).toHaveCount(2);
  await page.getByRole('tab', { name: '团队' }).click();
  await expect(page).toHaveURL(/\/index\/accounts$/);

  // The first becomes the team's leader.
  await teamRow(TEAM).getByRole('button', { name: '设置团队长' }).click();
  const leaderDialog = page.getByRole('dialog').filter({ hasText: '设置团队长' });
  await page.getByLabel('新团队长').click();
  await page.locator('.ant-select-item-option').filter({ hasText: LEADER.cname }).click();
  await shoot(page, 'accounts-team-leader-dialog');
  await leaderDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('团队长已设置')).toBeVisible();
  await expect(teamRow(TEAM)).toContainText(LEADER.cname);
  await expect(teamRow(TEAM)).toContainText('2 人');

  // The other signs in elsewhere...
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-CN' });
  const theirs = await elsewhere.newPage();
  await theirs.goto('/login');
  await fillSignIn(theirs, LEAVER.phone, PASSWORD);
  await theirs.waitForURL(`**${WORKSPACE_HOME}`);
  // A new account is not real-name verified yet: the shell asks, and the user puts it off.
  await theirs.getByRole('dialog').filter({ hasText: '请完成实名认证' }).getByRole('button', { name: '稍后认证' }).click();
  // Then the shell's version notice, first seen by this new account.
  await confirmVersionNotice(theirs);

  // ...and the manager closes the account.
  await page.getByRole('tab', { name: '顾问列表' }).click();
  const row = page.getByRole('row').filter({ hasText: LEAVER.phone });
  await row.getByRole('button', { name: '关闭账号' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `关闭${LEAVER.cname}的账号？` });
  await expect(confirm).toContainText('其人才和订单保留');
  await shoot(page, 'accounts-close-confirm');
  await confirm.getByRole('button', { name: '关闭账号' }).click();
  await expect(page.getByText('账号已关闭，该账号的登录已全部失效')).toBeVisible();
  await expect(row).toContainText('已关闭');
  await expect(row.getByRole('button', { name: '重新开通' })).toBeVisible();

  // Its session has ended at once: the next screen it opens sends it to the sign-in page.
  await theirs.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '我的人才' }).click();
  await expect(theirs).toHaveURL(/\/login/);
  await fillSignIn(theirs, LEAVER.phone, PASSWORD);
  await expect(theirs.getByText('账号已关闭，请联系公司管理员')).toBeVisible();
  await elsewhere.close();

  // The dialogs of the other actions, looked at and left.
  await page.getByRole('tab', { name: '普通用户' }).click();
  await expect(page.getByRole('row').filter({ hasText: '王思琪' })).toBeVisible();
  await shoot(page, 'accounts-normal-users');
  await page.getByRole('row').filter({ hasText: '王思琪' }).getByRole('button', { name: '设为城市经理' }).click();
  const city = page.getByRole('dialog').filter({ hasText: '设为城市经理' });
  await expect(city.getByText('绑定的账号（0）')).toBeVisible();
  await city.getByLabel(/绑定的账号/).click();
  // A whole team is picked at once; the manager and city leaders cannot be bound (greyed out).
  const team = page.getByRole('treeitem').filter({ hasText: '金融财务组（' });
  await expect(team).toBeVisible();
  await page.waitForTimeout(400);
  await team.getByRole('checkbox').click();
  await expect(city.getByText('绑定的账号（3）')).toBeVisible();
  await expect(page.getByRole('treeitem').filter({ hasText: '王思琪' })).toHaveAttribute('aria-disabled', 'true');
  await shoot(page, 'accounts-city-pm-dialog');
  // Clicking outside the picker closes its list; then the dialog is left without saving.
  await city.getByText('城市经理可查看所绑定账号的人才和订单').click();
  await city.getByRole('button', { name: '取消' }).click();
  await expect(city).toBeHidden();
  await page.getByRole('tab', { name: '团队' }).click();
  await teamRow(TEAM).getByRole('button', { name: '解散' }).click();
  const dismiss = page.getByRole('dialog').filter({ hasText: `解散「${TEAM}」？` });
  await expect(dismiss).toContainText('团队的2个账号将移到“未分组”');
  await shoot(page, 'accounts-dismiss-confirm');
  await dismiss.getByRole('button', { name: '取消' }).click();
});

test('a team leader sees their own team only, and may rename it', async ({ page }) => {
  await signInToWorkspace(page, '13800000020');
  await page.goto('/index/accounts');
  await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
  await expect(page.getByText('（我的团队）')).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('互联网技术组');
  await expect(page.getByRole('button', { name: '新建团队' })).toHaveCount(0);
  await expect(rows.first().getByRole('button', { name: '解散' })).toHaveCount(0);
  await shoot(page, 'accounts-team-leader');

  await page.getByRole('tab', { name: '顾问列表' }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: '关闭账号' })).toHaveCount(0);
  await page.getByRole('row').filter({ hasText: '王思琪' }).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog').filter({ hasText: '编辑账号' });
  await expect(edit.getByLabel('手机号（登录账号）')).toBeDisabled();
  await shoot(page, 'accounts-leader-edit');
  await edit.getByRole('button', { name: '取消' }).click();
});

test('a member has no account management', async ({ page }) => {
  await signInToWorkspace(page, '13800000010');
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '账号管理' })).toHaveCount(0);
  await page.goto('/index/accounts');
  await expect(page.getByText('账号管理仅对管理员和团队长开放。')).toBeVisible();
});
