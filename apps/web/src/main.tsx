import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setHttpNavigation } from './api/http-client';
import { queryKeys } from './api/query-keys';
import { AppRoot } from './app/app';
import { createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import './app/global.css';

const router = createAppRouter();
const queryClient = createQueryClient();
// The client's sign-in redirects go through the router: no full reload, the cache is kept —
// except what it knew of the session, which has ended (a closed account, a changed password
// elsewhere): a cached loginState would send the sign-in page straight back to the workspace.
setHttpNavigation((url) => {
  queryClient.removeQueries({ queryKey: queryKeys.session.all });
  void router.navigate(url, { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppRoot router={router} queryClient={queryClient} />
  </StrictMode>,
);
