import { expect, test } from '@playwright/test';
import { menuLabels, screenshotPath, shoot, signInToConsole, signInToWorkspace } from '../support/app';

const BASE_TALENT = ['人才管理', '上传简历', '我的人才'];
const LIBRARIES = ['共享简历库', '人才搜索', '简历库'];
const CALLING = ['电话外呼', '通话记录', '呼叫设置'];

const WORKSPACE_USERS = [
  {
    phone: '13800000010',
    name: '王思琪',
    role: '顾问',
    menu: [
      '工作台',
      '职位管理',
      ...BASE_TALENT,
      '订单管理',
      '我的订单',
      '面试反馈',
      '投诉管理',
      '业务数据',
      ...CALLING,
      ...LIBRARIES,
      '个人中心',
    ],
  },
  {
    phone: '13800000020',
    name: '陈志强',
    role: '团队长',
    menu: [
      '工作台',
      '职位管理',
      ...BASE_TALENT,
      '组内人才',
      '订单管理',
      '我的订单',
      '组内订单',
      '面试反馈',
      '投诉管理',
      '业务数据',
      ...CALLING,
      ...LIBRARIES,
      '账号管理',
      '个人中心',
    ],
  },
  {
    phone: '13800000025',
    name: '吴静怡',
    role: '城市经理',
    menu: [
      '工作台',
      '职位管理',
      ...BASE_TALENT,
      '全部人才',
      '订单管理',
      '我的订单',
      '全部订单',
      '面试反馈',
      '投诉管理',
      '业务数据',
      ...CALLING,
      ...LIBRARIES,
      '个人中心',
    ],
  },
  {
    phone: '13800000030',
    name: '周明远',
    role: '管理员',
    // A manager of a firm with no nature gets 结算管理, last.
    menu: [
      '工作台',
      '职位管理',
      ...BASE_TALENT,
      '全部人才',
      '订单管理',
      '我的订单',
      '全部订单',
      '面试反馈',
      '投诉管理',
      '业务数据',
      ...CALLING,
      ...LIBRARIES,
      '账号管理',
      '个人中心',
      '交付数据',
      '结算管理',
    ],
  },
  {
    phone: '13900000030',
    name: '孙卫东',
    role: '管理员',
    // 远航猎头 has a nature (no 结算管理) and only the shared-library flag.
    menu: [
      '工作台',
      '职位管理',
      ...BASE_TALENT,
      '全部人才',
      '订单管理',
      '我的订单',
      '全部订单',
      '面试反馈',
      '投诉管理',
      '业务数据',
      ...CALLING,
      '共享简历库',
      '账号管理',
      '个人中心',
    ],
  },
];

for (const user of WORKSPACE_USERS) {
  test(`${user.role} ${user.phone} sees exactly the menu of the role and firm`, async ({ page }) => {
    await signInToWorkspace(page, user.phone);
    expect(await menuLabels(page)).toEqual(user.menu);
    await expect(page.getByTestId('user-name')).toHaveText(user.name);
    await expect(page.getByTestId('user-role')).toHaveText(user.role);
    // The active item defaults to the first entry.
    await expect(page.locator('.ant-menu-item-selected')).toHaveText('工作台');
    // The workbench (issue 17) replaced the coming-soon page every user landed on.
    await expect(page.getByRole('heading', { name: '工作台', level: 1 })).toBeAttached();
  });
}

test('the manager workspace: menu, header, modules not open yet, phone drawer', async ({ page }) => {
  await signInToWorkspace(page, '13800000030');
  await expect(page.getByTestId('message-bell')).toHaveAttribute('data-unread', /true|false/);
  await shoot(page, 'workspace-manager');

  await page.getByRole('link', { name: '我的订单' }).click();
  await expect(page).toHaveURL(/\/index\/bills\/mybills$/);
  await expect(page.getByRole('heading', { name: '我的订单', level: 1 })).toBeVisible();
  // The entry carries the red-dot count of interviews waiting for feedback.
  await expect(page.locator('.ant-menu-item-selected')).toContainText('我的订单');
  await expect(page).toHaveTitle('我的订单 - 猎头协作平台');

  // The logo leads to /index/index, which is the dashboard.
  await page.getByRole('link', { name: '猎头协作平台首页' }).click();
  await expect(page).toHaveURL(/\/index\/dashboard$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('user-name')).toHaveText('周明远');
  await page.waitForTimeout(400);
  await page.screenshot({ path: screenshotPath('workspace-manager-drawer-390x844.png') });
  await drawer.getByRole('link', { name: '业务数据' }).click();
  await expect(page).toHaveURL(/\/index\/businessdata$/);
  await expect(drawer).toBeHidden();
});

test('the platform admin lands on the console; each side sends the other home', async ({ page }) => {
  await signInToConsole(page, '13700000000');
  await expect(page.getByTestId('user-name')).toHaveText('平台管理员');
  await expect(page.getByTestId('user-role')).toHaveText('平台管理员');
  expect(await menuLabels(page)).toEqual([
    '项目管理',
    '职位管理',
    '订单流转',
    '活动管理',
    '喜报管理',
    '资金审批',
    '交付记录',
    '结算账单',
    '罚款与赔偿',
    '收费条款',
    '横幅管理',
    '投诉裁定',
    '业绩考核保证金',
    '试用申请',
    '消息中心',
    '金币账本',
    '发件箱',
    '操作审计',
    '安全设置',
  ]);
  await expect(page).toHaveURL(/\/ops\/projects$/);

  await page.getByRole('link', { name: '消息中心' }).click();
  await expect(page).toHaveURL(/\/ops\/messages$/);
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await shoot(page, 'ops-console');

  // Sent to the console's home: /ops, which itself opens its first page (项目管理).
  await page.goto('/index/dashboard');
  await expect(page).toHaveURL(/\/ops(\/projects)?$/);
});

test('a consultant opening the console is sent to the workspace', async ({ page }) => {
  await signInToWorkspace(page, '13900000010');
  await page.goto('/ops/messages');
  await expect(page).toHaveURL(/\/index\/dashboard$/);
});

test('an unknown address inside the app shows its 404 page with a way home', async ({ page }) => {
  // Unknown addresses outside /login, /index/* and /ops/* get the public site's fallback page (e2e/tests/site).
  await page.goto('/index/no/such/page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await shoot(page, 'not-found');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '猎头公司的职位、人才与订单协作平台' })).toBeVisible();
});
