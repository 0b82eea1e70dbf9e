import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Box, Spinner, Text } from '@sge/shared/ui';
import { AppErrorBoundary } from '../shell/error-boundary';
import { PageTransition } from '../shell/page-transition';
import { lazyRoute, resetRoute } from './route-loader';
import type { AppRoute } from './route-table';

function PageLoading() {
  return (
    <Box role="status" aria-live="polite" display="flex" alignItems="center" gap={3} p={6}>
      <Spinner size="sm" color="brand.primary" />
      <Text>Carregando...</Text>
    </Box>
  );
}

/** Renders a route's page, loaded on demand; a failure stays inside this page with a retry. */
export function RoutePage({ route }: { route: AppRoute }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy only calls then(): a thenable that resolves at once lets the page render in this pass.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a retry (attempt) makes a fresh lazy page
  const Page = useMemo(() => lazy(() => lazyRoute(route) as Promise<{ default: ComponentType }>), [route, attempt]);

  useEffect(() => {
    document.title = `${route.title} | SGE`;
  }, [route]);

  const retry = () => {
    resetRoute(route);
    setAttempt((a) => a + 1);
  };

  return (
    <AppErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <PageTransition>
          <Page />
        </PageTransition>
      </Suspense>
    </AppErrorBoundary>
  );
}
