/**
 * The financial KPIs on the dashboard: the financial remote's 'DashboardKpis' widget, loaded at
 * runtime only for the roles that read the financial reports. A remote that is down, hangs or
 * throws leaves a short note with a retry here and nothing else of the dashboard changes.
 */
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { Role } from '@sge/shared/access';
import { Box, Button, RefreshIcon, Spinner, Text } from '@sge/shared/ui';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';

/** Mirrors the server's PERMISSIONS.financialReports (kept here so the dashboard needs no contract bundle). */
export const FINANCIAL_KPI_ROLES: readonly Role[] = ['ADMIN', 'MANAGER', 'FINANCIAL'];

export const FINANCIAL_KPIS_TEXTS = {
  loading: 'Carregando indicadores financeiros...',
  unavailable: 'Os indicadores financeiros não puderam ser carregados agora. O restante do painel continua funcionando.',
  retry: 'Tentar novamente',
} as const;

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('SGE dashboard widget', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="status" mt="8" p="4" borderWidth="1px" borderRadius="md" borderColor="orange.300" bg="orange.50" color="orange.900">
        <Text mb="3">{FINANCIAL_KPIS_TEXTS.unavailable}</Text>
        <Button size="sm" variant="outline" onClick={this.props.onRetry}>
          <RefreshIcon />
          {FINANCIAL_KPIS_TEXTS.retry}
        </Button>
      </Box>
    );
  }
}

export function FinancialKpisPanel() {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a retry (attempt) makes a fresh lazy component
  const Widget = useMemo(() => lazy(() => loadRemoteModule<ComponentType>('financial', 'DashboardKpis')), [attempt]);
  const retry = () => {
    resetRemote('financial');
    setAttempt((a) => a + 1);
  };
  return (
    <WidgetBoundary key={attempt} onRetry={retry}>
      <Suspense
        fallback={
          <Box role="status" aria-live="polite" display="flex" alignItems="center" gap="3" mt="8">
            <Spinner size="sm" color="brand.primary" />
            <Text>{FINANCIAL_KPIS_TEXTS.loading}</Text>
          </Box>
        }
      >
        <Widget />
      </Suspense>
    </WidgetBoundary>
  );
}
