import { expect, type Page, test } from '@playwright/test';
import { confirmVersionNotice, fillSignIn, screenshotPath, shoot, versionNoticeDialog, WORKSPACE_HOME } from '../support/app';

// 13800000013 is the demo world's newcomer: not real-name verified, no enterprise messenger bound.
const NEWCOMER = '13800000013';
const NAME = '郑佳宁';
const ID_CARD = '320102199506120346';

const realNameDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: '请完成实名认证' });

async function signInNewcomer(page: Page) {
  await page.goto('/login');
  await fillSignIn(page, NEWCOMER);
  await page.waitForURL(`**${WORKSPACE_HOME}`);
}

/** Opens a provider page the way a phone does after scanning: its own small window. */
async function openOnPhone(page: Page, url: string) {
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(url);
  return phone;
}

test('a new consultant completes real-name verification through the sandbox, and the dialog stops appearing', async ({ page }) => {
  await signInNewcomer(page);
  const dialog = realNameDialog(page);
  await expect(dialog).toBeVisible();
  // The version notice waits while the verification dialog is open: two dialogs never stack.
  await expect(versionNoticeDialog(page)).toHaveCount(0);
  await shoot(page, 'identity-real-name-prompt');

  await dialog.getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/\/index\/myInfo\?type=10$/);
  await expect(dialog).toHaveCount(0);
  await confirmVersionNotice(page);
  await expect(page.getByRole('tab', { name: '实名认证', selected: true })).toBeVisible();

  await page.getByLabel('真实姓名').fill(NAME);
  await page.getByLabel('身份证号').fill(`${ID_CARD.slice(0, 17)}5`);
  await expect(page.getByText('身份证号校验位不正确，请核对')).toBeVisible();
  await shoot(page, 'identity-real-name-form');
  await page.getByLabel('身份证号').fill(ID_CARD);
  await page.getByRole('button', { name: '下一步：刷脸认证' }).click();
  await expect(page.getByRole('img', { name: '刷脸认证二维码' })).toBeVisible();
  await shoot(page, 'identity-face-step');

  await page.getByRole('button', { name: '我已完成刷脸' }).click();
  await expect(page.getByText('尚未完成刷脸认证，请先扫码或打开链接完成刷脸')).toBeVisible();

  const faceUrl = (await page.getByTestId('face-link').getAttribute('href')) ?? '';
  expect(faceUrl).toMatch(/\/sandbox\/face\/sbx/);
  const phone = await openOnPhone(page, faceUrl);
  await expect(phone.getByRole('heading', { name: '刷脸认证' })).toBeVisible();
  await expect(phone.getByText('郑**')).toBeVisible();
  await expect(phone.getByText(ID_CARD)).toHaveCount(0);
  await phone.screenshot({ path: screenshotPath('identity-sandbox-face-390x844.png') });
  await phone.getByRole('button', { name: '通过', exact: true }).click();
  await expect(phone.getByRole('heading', { name: '刷脸已通过' })).toBeVisible();
  await phone.close();

  await page.getByRole('button', { name: '我已完成刷脸' }).click();
  await expect(page.getByText('已完成实名认证')).toBeVisible();
  await expect(page.getByText('郑**')).toBeVisible();
  await expect(page.getByText(`**************${ID_CARD.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(ID_CARD)).toHaveCount(0);
  await shoot(page, 'identity-real-name-done');

  // Cached once validated: the shell neither asks the server again nor shows the dialog.
  let checks = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/realname/auth/realname.json')) checks++;
  });
  await page.goto(WORKSPACE_HOME);
  await expect(page.getByText('数据概览')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(realNameDialog(page)).toHaveCount(0);
  expect(checks).toBe(0);
});

test('the newcomer binds the enterprise messenger from the prompt, and the prompt stops appearing', async ({ page }) => {
  await signInNewcomer(page);
  const prompt = page.getByTestId('messenger-bind-prompt');
  await expect(prompt).toBeVisible();
  await shoot(page, 'identity-bind-prompt');
  await page.getByRole('button', { name: '去绑定' }).click();
  await expect(page).toHaveURL(/\/index\/myInfo\?type=12$/);
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('img', { name: '企业微信绑定二维码' })).toBeVisible();
  await shoot(page, 'identity-messenger-qr');

  const bindUrl = (await page.getByTestId('bind-link').getAttribute('href')) ?? '';
  const phone = await openOnPhone(page, bindUrl);
  await expect(phone.getByRole('heading', { name: '绑定企业微信' })).toBeVisible();
  await phone.screenshot({ path: screenshotPath('identity-sandbox-bind-390x844.png') });
  await phone.getByRole('button', { name: '确认绑定' }).click();
  await expect(phone.getByRole('heading', { name: '绑定成功' })).toBeVisible();
  await phone.close();

  // The page watches the binding and shows it without a reload.
  await expect(page.getByText('已绑定企业微信')).toBeVisible({ timeout: 10_000 });
  await shoot(page, 'identity-messenger-bound');
  await page.goto(WORKSPACE_HOME);
  await expect(page.getByText('数据概览')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(prompt).toHaveCount(0);
});

test('the user centre shows the profile with the business contact, and its coin tabs', async ({ page }) => {
  await signInNewcomer(page);
  await page.goto('/index/myInfo');
  await expect(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
  await expect(page.getByText('马丽娜')).toBeVisible();
  await expect(page.getByText('13700000003')).toBeVisible();
  await expect(page.getByText('金融财务组')).toBeVisible();
  await shoot(page, 'user-centre-profile');
  await page.getByRole('button', { name: '修改微信和邮箱' }).click();
  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('邮箱格式不正确')).toBeVisible();
  await page.getByLabel('邮箱').fill('zjn@xinghe-hr.cn');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('个人信息已保存')).toBeVisible();
  await expect(page.getByText('zjn@xinghe-hr.cn')).toBeVisible();

  await page.getByLabel('原密码').fill('wrong-one1');
  await page.getByLabel('新密码', { exact: true }).fill('fresh2024');
  await page.getByLabel('确认新密码').fill('fresh2024');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('原密码不正确')).toBeVisible();
  await shoot(page, 'user-centre-password');

  // Every tab is open: a member has 我的金币 and 转账记录, and no tab says 即将开放.
  await page.getByRole('tab', { name: '我的金币' }).click();
  await expect(page).toHaveURL(/type=coins/);
  await expect(page.getByRole('tab', { name: '转账记录' })).toBeVisible();
  await expect(page.getByText(/即将开放|建设中/)).toHaveCount(0);
});
