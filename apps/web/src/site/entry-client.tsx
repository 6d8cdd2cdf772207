/**
 * The public site in the browser: the server sent this page prerendered, so it is already on
 * screen; this loads the page's own chunk and hydrates it, which brings the header, the dialog,
 * the back-to-top button and the content calls to life. Links between pages are plain links:
 * every page arrives prerendered and light.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SiteApp } from './site-app';
import { SITE_PAGE_LOADERS } from './site-pages';
import { matchSiteRoute, SITE_NOT_FOUND } from './site-routes';

const container = document.getElementById('site-root');
if (!container) throw new Error('#site-root is missing from the page');
const route = matchSiteRoute(window.location.pathname) ?? SITE_NOT_FOUND;

SITE_PAGE_LOADERS[route.page]().then((Page) => {
  const app = (
    <StrictMode>
      <SiteApp route={route} Page={Page} />
    </StrictMode>
  );
  // A page served without its prerendered body (development) is rendered here instead.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
