import { expect, type Page, test } from '@playwright/test';
import { shoot } from '../support/app';
import { SITE_PAGES } from './site-routes';

/** Headings of the page in document order, and images without an alt attribute. */
async function outline(page: Page) {
  return page.evaluate(() => ({
    levels: [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => Number(h.tagName[1])),
    imagesWithoutAlt: [...document.querySelectorAll('img')].filter((img) => !img.hasAttribute('alt')).length,
    mockScreensWithoutLabel: [...document.querySelectorAll('[role=img]')].filter((el) => !el.getAttribute('aria-label')).length,
  }));
}

for (const site of SITE_PAGES) {
  test(`${site.path} is served prerendered with its heading, title and description`, async ({ page, request }) => {
    // Without JavaScript the HTML already holds the page: what search engines and slow phones get.
    const raw = await request.get(site.path);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);

    const response = await page.goto(site.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.heading);
    await expect(page).toHaveTitle(site.title);
    // The whole header menu, with the current section marked.
    const nav = page.getByRole('navigation', { name: '网站导航' });
    for (const label of ['首页', '产品', '解决方案', '案例', '研究院', '关于我们']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(1);
    }

    const { levels, imagesWithoutAlt, mockScreensWithoutLabel } = await outline(page);
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++)
      expect(levels[i] ?? 0, `heading ${i} skips a level`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    expect(imagesWithoutAlt).toBe(0);
    expect(mockScreensWithoutLabel).toBe(0);
  });
}

test('/ leads to /index, and the workspace keeps /index/*', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/index/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex%2Fdashboard$/);
});

for (const path of ['/no/such/page', '/product/8', '/solution/0', '/products/']) {
  test(`${path} shows the fallback page with a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 猎头协作平台');
    if (path === '/no/such/page') await shoot(page, 'site-not-found');
    await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_PAGES[0]?.heading ?? /./);
  });
}

test('the pages link to each other through the header and the footer', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('navigation', { name: '网站导航' }).getByRole('link', { name: '产品', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole('link', { name: '了解简历库' }).click();
  await expect(page).toHaveURL(/\/product\/3$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'RPO 与招聘外包团队' }).click();
  await expect(page).toHaveURL(/\/solution\/4$/);
  await expect(page.getByRole('navigation', { name: '网站导航' }).getByRole('link', { name: '解决方案' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the research institute lists its courses from the static-content call', async ({ page }) => {
  await page.goto('/research');
  const courses = page.getByTestId('course-list');
  await expect(courses.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await courses.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
});

test('a course list answered without content says 请求失败 and can be asked again', async ({ page }) => {
  let broken = true;
  await page.route('**/api/site/content/courses?*', async (route) => {
    if (!broken) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { state: 1, success: true, message: '成功', data: {} } });
  });
  await page.goto('/research');
  await expect(page.getByRole('alert')).toContainText('课程列表加载失败：请求失败');
  broken = false;
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('course-list')).toBeVisible();
});

test('each kind of page at 1440 and 390 wide', async ({ page }) => {
  for (const [path, name] of [
    ['/index', 'site-home'],
    ['/product/1', 'site-product'],
    ['/solution/2', 'site-solution'],
    ['/cases', 'site-cases'],
    ['/research', 'site-research'],
    ['/about', 'site-about'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, name);
    // Nothing spills sideways at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
