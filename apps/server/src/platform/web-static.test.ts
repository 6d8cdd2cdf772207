import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isAppPath, registerWebApp } from './web-static';

/** A web build as `vite build` leaves it: the app's index.html and the prerendered public pages. */
function webDist(withSite = true): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hh-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<title>app</title><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/site-abc.js'), 'console.log(1)');
  if (withSite) {
    mkdirSync(path.join(dist, 'site/product'), { recursive: true });
    writeFileSync(path.join(dist, 'site/index.html'), '<h1>首页</h1>');
    writeFileSync(path.join(dist, 'site/product/1.html'), '<h1>订单协作</h1>');
    writeFileSync(path.join(dist, 'site/404.html'), '<h1>页面不存在</h1>');
    writeFileSync(
      path.join(dist, 'site/routes.json'),
      JSON.stringify([
        { path: '/index', file: 'site/index.html', status: 200 },
        { path: '/product/1', file: 'site/product/1.html', status: 200 },
        { path: null, file: 'site/404.html', status: 404 },
      ]),
    );
  }
  return dist;
}

async function serve(dist: string) {
  const app = Fastify();
  await registerWebApp(app, dist);
  return app;
}

describe('serving the web build', () => {
  it.each([
    ['/index', 200, '<h1>首页</h1>'],
    ['/product/1', 200, '<h1>订单协作</h1>'],
    ['/index/dashboard', 200, '<title>app</title>'],
    ['/index/recuit/myRecruit?tab=ALL', 200, '<title>app</title>'],
    ['/login', 200, '<title>app</title>'],
    ['/ops', 200, '<title>app</title>'],
    ['/ops/trials', 200, '<title>app</title>'],
    ['/product/8', 404, '<h1>页面不存在</h1>'],
    ['/products/', 404, '<h1>页面不存在</h1>'],
    ['/no/such/page', 404, '<h1>页面不存在</h1>'],
    ['/site/index.html', 404, '<h1>页面不存在</h1>'],
  ])('GET %s → %i with the right page', async (url, status, body) => {
    const app = await serve(webDist());
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(body);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('redirects / to /index, keeping the query', async () => {
    const app = await serve(webDist());
    const res = await app.inject({ method: 'GET', url: '/?from=ad' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/index?from=ad');
  });

  it('sends hashed assets for a year and answers unknown /api paths with the envelope', async () => {
    const app = await serve(webDist());
    const asset = await app.inject({ method: 'GET', url: '/assets/site-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ state: 4040, message: '接口不存在' });
  });

  it('without prerendered pages gives every address to the app', async () => {
    const app = await serve(webDist(false));
    for (const url of ['/', '/index', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>app</title>');
    }
  });

  it.each([
    ['/login', true],
    ['/index/dashboard', true],
    ['/ops', true],
    ['/ops/outbox', true],
    ['/index', false],
    ['/indexes', false],
    ['/opsx', false],
    ['/login/x', false],
    ['/confirm/abc', true],
    ['/confirm', false],
  ])('%s belongs to the app: %s', (pathname, expected) => expect(isAppPath(pathname)).toBe(expected));
});
