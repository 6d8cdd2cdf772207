import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@hh/domain/api/endpoint';
import { CONFIRM_PAGE_PATH } from '@hh/domain/complaints/confirm-recommend';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from './envelope';

/** One prerendered page of the public site, as the web build lists it in dist/site/routes.json. */
interface SitePage {
  /** The exact path, or null for the fallback page. */
  path: string | null;
  /** Relative to the web dist. */
  file: string;
  status: number;
}

const SITE_ROUTES_FILE = 'site/routes.json';

/** Addresses the workspace app owns (sign-in, the workspace, the console, a candidate's confirmation link); the public site has the rest. */
export function isAppPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname.startsWith('/index/') ||
    pathname === '/ops' ||
    pathname.startsWith('/ops/') ||
    pathname.startsWith(`${CONFIRM_PAGE_PATH}/`)
  );
}

function readSitePages(webDist: string): SitePage[] {
  const file = path.join(webDist, SITE_ROUTES_FILE);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as SitePage[];
}

function sendPage(reply: FastifyReply, file: string, status = 200) {
  // Pages are small and name their hashed assets: always revalidate, so a release shows at once.
  reply.header('cache-control', 'no-cache');
  // cacheControl: false keeps the static plugin from putting its own `public, max-age=0` over it.
  return reply.status(status).sendFile(file, { cacheControl: false });
}

/**
 * Serves the built web app (docs/ARCHITECTURE.md, "The public site"):
 * - the public site's pages, prerendered by the web build, at their exact paths (`/` redirects
 *   to `/index`), and its fallback page with a 404 status for any other address outside the app;
 * - the workspace app's index.html for /login, /index/* and /ops/*, where its router takes over;
 * - hashed assets cached for a year; unknown /api paths answer with the 404 envelope.
 * Without a site build (an old dist) every address gets the app, as before.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const sitePages = hasWeb ? readSitePages(webDist) : [];
  const fallback = sitePages.find((p) => p.path === null);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      // The prerendered pages are served at their own addresses only, never as /site/*.html.
      globIgnore: ['site/**'],
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  if (sitePages.length > 0) {
    app.get('/', (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/index${query === -1 ? '' : request.url.slice(query)}`, 302);
    });
    for (const page of sitePages) {
      if (page.path !== null) app.get(page.path, (_request, reply) => sendPage(reply, page.file, page.status));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(failure(4040, '接口不存在'));
    }
    const pathname = request.url.split('?')[0] ?? '/';
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) {
      return reply.status(404).send('Not found');
    }
    if (fallback && !isAppPath(pathname)) return sendPage(reply, fallback.file, 404);
    return sendPage(reply, 'index.html');
  });
  return hasWeb;
}
