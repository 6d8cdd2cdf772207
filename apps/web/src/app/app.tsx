import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { CrashBoundary } from './crash-boundary';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';

export function AppRoot({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <CrashBoundary>
        <RouterProvider router={router} />
      </CrashBoundary>
    </AppProviders>
  );
}
