import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PAGE_FILES } from '../src/site/site-page-files.ts';

/** What the server reads to serve the prerendered pages (apps/server/src/platform/web-static.ts). */
export const SITE_PAGES_DIR = 'site';
export const SITE_ROUTES_FILE = 'site/routes.json';

export interface PrerenderedPage {
  /** The exact path, or null for the fallback page. */
  path: string | null;
  /** Relative to the web dist. */
  file: string;
  status: 200 | 404;
}

interface RouteLike {
  path: string | null;
  page: keyof typeof SITE_PAGE_FILES;
  title: string;
  description: string;
}

interface SsrEntry {
  SITE_ROUTES: readonly RouteLike[];
  SITE_NOT_FOUND: RouteLike;
  renderSitePage(route: RouteLike): Promise<string>;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page chunk and everything it imports statically: preloaded with the entry, so nothing waits on a second round trip. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const item = manifest[key];
  if (!item || into.has(item.file)) return into;
  into.add(item.file);
  for (const next of item.imports ?? []) chunksOf(manifest, next, into);
  return into;
}

/**
 * Renders every page of the public site to static HTML in the client build's `site/` folder,
 * from the template the client build made of site.html (its script and style tags) and the
 * server-side build of src/site/render-page.tsx; writes the table the server serves them by.
 */
export async function prerenderSite(outDir: string, ssrDir: string): Promise<PrerenderedPage[]> {
  const templateFile = path.join(outDir, 'site.html');
  const template = await readFile(templateFile, 'utf8');
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'render-page.js')).href)) as SsrEntry;

  const pages: PrerenderedPage[] = [];
  for (const route of [...entry.SITE_ROUTES, entry.SITE_NOT_FOUND]) {
    const body = await entry.renderSitePage(route);
    const preloads = [...chunksOf(manifest, SITE_PAGE_FILES[route.page])]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const head = [
      `<title>${escapeHtml(route.title)}</title>`,
      `<meta name="description" content="${escapeHtml(route.description)}" />`,
      ...(route.path === null ? ['<meta name="robots" content="noindex" />'] : []),
      ...preloads,
    ];
    if (!template.includes('<!--site-head-->') || !template.includes('<!--site-body-->')) {
      throw new Error('site.html lost its <!--site-head--> or <!--site-body--> marker');
    }
    const html = template.replace('<!--site-head-->', head.join('\n    ')).replace('<!--site-body-->', () => body);
    const file = route.path === null ? `${SITE_PAGES_DIR}/404.html` : `${SITE_PAGES_DIR}${route.path}.html`;
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
    pages.push({ path: route.path, file, status: route.path === null ? 404 : 200 });
  }
  await writeFile(path.join(outDir, SITE_ROUTES_FILE), `${JSON.stringify(pages, null, 2)}\n`);
  // The template has served its purpose; an empty shell must not be reachable at /site.html.
  await rm(templateFile);
  await rm(ssrDir, { recursive: true, force: true });
  return pages;
}
