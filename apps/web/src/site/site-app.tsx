import { SiteLayout } from './site-layout';
import type { SitePage } from './site-pages';
import type { SiteRoute } from './site-routes';

/** One page of the site in its layout: what the prerender step renders and the browser hydrates. */
export function SiteApp({ route, Page }: { route: SiteRoute; Page: SitePage }) {
  return (
    <SiteLayout route={route}>
      <Page param={route.param} />
    </SiteLayout>
  );
}
