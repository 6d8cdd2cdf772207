import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { logBehavior } from '../api/behavior-log';
import { useDocumentTitle } from '../components/use-document-title';
import { pageHandleOf } from './route-handle';

/** The root of every address: logs a page view per route change (fire-and-forget) and sets the title. */
export function RootRoute() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = matches.map((m) => pageHandleOf(m.handle)?.title).findLast((t) => t !== undefined);
  useDocumentTitle(title);

  useEffect(() => {
    logBehavior({ event: 'page_view', page: pathname });
  }, [pathname]);

  return <Outlet />;
}
