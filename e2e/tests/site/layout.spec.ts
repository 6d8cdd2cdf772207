import { expect, test } from '@playwright/test';

const scrollTop = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('on /index the header turns solid once the page is scrolled more than 10 px', async ({ page }) => {
  await page.goto('/index');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveClass(/s-header--clear/);
  const clearBackground = await header.evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.evaluate(() => window.scrollTo(0, 10));
  await page.waitForTimeout(100);
  await expect(header).toHaveClass(/s-header--clear/);

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveClass(/s-header--solid/);
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(clearBackground);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveClass(/s-header--clear/);
});

test('other pages keep the solid header from the start', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('banner')).toHaveClass(/s-header--solid/);
});

test.describe('for a visitor whose system allows motion', () => {
  // The journeys run with reduced motion asked for (playwright.config.ts); this one is about the motion itself.
  test.use({ reducedMotion: 'no-preference' });

  test('back to top appears after scrolling past 1080 and brings the page to the top in about 450 ms', async ({ page }) => {
    await page.goto('/product/1');
    const button = page.getByRole('button', { name: '回到顶部' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1080));
    await page.waitForTimeout(100);
    await expect(button).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 1600));
    await expect(button).toBeVisible();
    await button.click();
    // Smooth: part way up after 150 ms, at the top well within a second.
    await page.waitForTimeout(150);
    const midway = await scrollTop(page);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1600);
    await expect.poll(() => scrollTop(page), { timeout: 1000 }).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test('with reduced motion asked for, back to top jumps to the top at once', async ({ page }) => {
  await page.goto('/product/1');
  await page.evaluate(() => window.scrollTo(0, 1600));
  const button = page.getByRole('button', { name: '回到顶部' });
  await button.click();
  // No frame-by-frame scroll: the click itself has brought the page to the top.
  expect(await scrollTop(page)).toBe(0);
});

test('the floating QR code enlarges on hover', async ({ page }) => {
  await page.goto('/about');
  const code = page.getByRole('button', { name: /企业微信扫码咨询/ });
  const before = await code.boundingBox();
  await code.hover();
  await expect.poll(async () => (await code.boundingBox())?.width ?? 0).toBeGreaterThan((before?.width ?? 0) * 2);
  // The picture is a real image that loaded.
  expect(await code.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.mouse.move(10, 10);
  await expect.poll(async () => (await code.boundingBox())?.width ?? 0).toBeLessThan((before?.width ?? 0) * 1.1);
});

test('the footer has the contact, the hours, the agreements and the two filing registries', async ({ page }) => {
  await page.goto('/cases');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'business@lietou-platform.cn' })).toHaveAttribute(
    'href',
    'mailto:business@lietou-platform.cn',
  );
  await expect(footer).toContainText('工作时间：9:00-18:00（工作日）');
  await expect(footer).toContainText(/© \d{4} 猎头协作平台 版权所有/);
  for (const label of ['服务条款', '隐私政策', '更多协议']) await expect(footer.getByText(label, { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ICP备案查询' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(footer.getByRole('link', { name: '公安备案查询' })).toHaveAttribute('href', 'https://beian.mps.gov.cn/');
  // The footer banner chosen by the banner rule: the live, non-gray one.
  await expect(page.getByTestId('footer-banner')).toContainText('《2025 猎头交付效率报告》已发布');
});

test('at 390 px the menu folds into a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: '网站导航' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('banner')).toHaveClass(/s-header--solid/);
  await nav.getByRole('link', { name: '研究院' }).click();
  await expect(page).toHaveURL(/\/research$/);
});
