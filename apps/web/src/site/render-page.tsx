/**
 * The server-side entry of the site, used only by the build (build-tools/prerender-site.ts):
 * renders each page of the route table to HTML.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteApp } from './site-app';
import { SITE_PAGE_LOADERS } from './site-pages';
import { SITE_NOT_FOUND, SITE_ROUTES, type SiteRoute } from './site-routes';

export { SITE_NOT_FOUND, SITE_ROUTES };

export async function renderSitePage(route: SiteRoute): Promise<string> {
  const Page = await SITE_PAGE_LOADERS[route.page]();
  return renderToString(
    <StrictMode>
      <SiteApp route={route} Page={Page} />
    </StrictMode>,
  );
}
