import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SiteApp } from './site-app';
import { SITE_PAGE_LOADERS, type SitePage } from './site-pages';
import { matchSiteRoute, SITE_NOT_FOUND, type SiteRoute } from './site-routes';

/**
 * A public page rendered client-side by the workspace app, for when the app itself meets a
 * site address (development, an in-app link to /index). Production visitors get the
 * prerendered page from the server instead. An address such as /product/9 gets the fallback page.
 */
export function SiteSpaPage() {
  const { pathname } = useLocation();
  const route: SiteRoute = matchSiteRoute(pathname) ?? SITE_NOT_FOUND;
  const [loaded, setLoaded] = useState<{ route: SiteRoute; Page: SitePage } | null>(null);

  useEffect(() => {
    let alive = true;
    SITE_PAGE_LOADERS[route.page]().then((Page) => {
      if (alive) setLoaded({ route, Page });
    });
    return () => {
      alive = false;
    };
  }, [route]);

  return loaded && loaded.route === route ? <SiteApp route={route} Page={loaded.Page} /> : null;
}
