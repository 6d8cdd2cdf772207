import path from 'node:path';
import { expect, type Locator, type Page, type Response, type Route } from '@playwright/test';
import { enterStaffCode } from './staff-code';

export const DEMO_PASSWORD = 'demo123456';
export const WORKSPACE_HOME = '/index/dashboard';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../screenshots');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

export function screenshotPath(file: string): string {
  return path.join(SCREENSHOTS, file);
}

/** Lets fonts load and antd's motion (about 0.3 s) settle before a picture is taken. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

/**
 * Pictures are for people to look at: they are taken in a run on a developer's machine, and in CI only
 * when E2E_SCREENSHOTS=1 (CI keeps the printed output alone, so there they would cost minutes and show
 * nobody anything). A failing test still gets its picture from Playwright (`screenshot: 'only-on-failure'`).
 */
const TAKE_PICTURES = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/**
 * Saves what the user sees at 1440×900 and at 390×844 to e2e/screenshots/<name>-<size>.png;
 * `focus` is scrolled into view at each size (a resize moves what is on screen).
 */
export async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (!TAKE_PICTURES) return;
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // A resize can swap what `focus` points at (a table becomes cards): let the new layout settle
    // first, then scroll to whatever `focus` finds now, again if it was swapped under the scroll.
    await settle(page);
    if (focus) await expect(async () => focus.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}x${viewport.height}.png`) });
  }
  if (!original) return;
  // Back at the test's own size the layout changes again (a drawer's width, cards to a table):
  // let it settle, or the next click can land on something that is still moving.
  await page.setViewportSize(original);
  await settle(page);
}

export async function fillSignIn(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

const isTipsAnswer = (r: Response) => r.url().includes('/api/complaintCase/tipsBlindPush?') && r.request().method() === 'GET';

const isNoticeAnswer = (r: Response) => r.url().includes('/api/lietou/sysLog/upgradeMsg?') && r.request().method() === 'GET';

export interface NoticeData {
  id: string;
  title: string;
  readState: 0 | 1;
}

/**
 * Signs a consultant in from /login and waits for the workspace. The version notice opens on
 * a user's first visit (reads persist for the run), so it is confirmed unless `keepNotice`; then
 * the blind-push tips open for a count above 0 (each recommendation waits for its candidate's
 * confirmation, and a new browser has shown no count yet), and are closed as well.
 */
export async function signInToWorkspace(
  page: Page,
  phone: string,
  options: { keepNotice?: boolean; leaveNoticeUnread?: boolean } = {},
): Promise<NoticeData | null> {
  // Users whose first notice another journey reads (version-notice.spec) sign in elsewhere with
  // `leaveNoticeUnread`: this page is told there is no notice, so nothing marks it read.
  // The answer is made here, echoing the stamp, so the server never sees (or marks) the notice.
  if (options.leaveNoticeUnread) {
    await page.route('**/api/lietou/sysLog/upgradeMsg?*', (route) =>
      route.fulfill({
        json: { state: 1, success: true, message: '成功', data: null },
        headers: { requesttime: new URL(route.request().url()).searchParams.get('requesttime') ?? '' },
      }),
    );
  }
  await page.goto('/login');
  const noticeAnswer = page.waitForResponse(isNoticeAnswer);
  // The tips are asked once per tab and user: a second sign-in in the same tab asks nothing.
  const tipsAnswer = page
    .waitForResponse(isTipsAnswer, { timeout: 20_000 })
    .then(async (r) => ((await r.json()) as { data: { tipsCount: number } | null }).data)
    .catch(() => null);
  await fillSignIn(page, phone);
  await page.waitForURL(`**${WORKSPACE_HOME}`);
  const notice = ((await (await noticeAnswer).json()) as { data: NoticeData | null }).data;
  if (options.keepNotice && notice?.readState === 0) return notice;
  if (notice?.readState === 0) await confirmVersionNotice(page);
  const tips = await tipsAnswer;
  if (tips && tips.tipsCount > 0) await closeBlindPushTips(page);
  return notice;
}

export function versionNoticeDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: '版本更新' });
}

/** Confirms the notice and waits until the server has marked it read: a page loaded at once after would show it again. */
export async function confirmVersionNotice(page: Page): Promise<void> {
  const read = page.waitForResponse((r) => r.url().includes('/api/lietou/sysLog/upgradeMsg/read/'), { timeout: 20_000 }).catch(() => null);
  await closeDialogWith(versionNoticeDialog(page).getByRole('button', { name: '我知道了' }), versionNoticeDialog(page));
  await read;
}

export function blindPushTipsDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: '盲推提示' });
}

/**
 * Closes the blind-push tips, which open once the prompts before them in the shell's queue are
 * done — unless this browser was already shown that count (then they do not open).
 */
export async function closeBlindPushTips(page: Page): Promise<void> {
  const dialog = blindPushTipsDialog(page);
  const shown = await dialog
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await closeDialogWith(dialog.getByRole('button', { name: '我知道了' }), dialog);
}

/**
 * Clicks a dialog's closing button until the dialog is gone. On a loaded machine a click made
 * while the dialog is still zooming in can be lost; a person would simply click again.
 */
export async function closeDialogWith(button: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await button.click({ timeout: 5_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a select and chooses the option with this title, again if the first try lands on a list being drawn. */
export async function pickOption(page: Page, select: Locator, title: string): Promise<void> {
  const option = page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
  await expect(async () => {
    if (!(await option.isVisible())) await select.click({ timeout: 5_000 });
    await option.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs a demo staff member in with password and the demo authenticator's code (staff-code.ts). */
export async function signInToConsole(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, phone);
  await enterStaffCode(page, phone);
  // The console opens on the first page of the staff member's menu.
  await page.waitForURL(/\/ops\/[a-z]+$/);
}

/** The side menu's labels in order, group titles followed by their entries (without the red-dot count of 我的订单). */
export async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.locator('.ant-menu-title-content').first()).toBeVisible();
  return menu.locator('.ant-menu-title-content').evaluateAll((titles) =>
    titles.map((title) => {
      const copy = title.cloneNode(true) as HTMLElement;
      for (const badge of copy.querySelectorAll('.ant-badge')) badge.remove();
      return (copy.textContent ?? '').trim();
    }),
  );
}

/**
 * Answers a call with the real server's headers (so the request-time echo still matches) but
 * with `body` instead of the server's data: how the journeys make a screen receive bad data.
 */
export async function answerWith(route: Route, body: (real: unknown, url: URL) => unknown): Promise<void> {
  const response = await route.fetch();
  const real = await response.json();
  await route.fulfill({ response, json: body(real, new URL(route.request().url())) });
}

let lastStamp = 0;

/** `path` with a fresh request-time stamp, for calls a journey makes itself (page.request). */
export function stamped(path: string): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `${path}${path.includes('?') ? '&' : '?'}requesttime=${lastStamp}${Math.floor(Math.random() * 10)}`;
}
