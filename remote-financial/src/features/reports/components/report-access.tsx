import type { ReactNode } from 'react';
import { FINANCIAL_REPORT_ROLES } from '@sge/shared/contract';
import { useSessionStore } from '@sge/shared/session';
import { Alert } from '@sge/shared/ui';

export const REPORT_ACCESS_DENIED = {
  title: 'Acesso restrito aos relatórios financeiros',
  description:
    'Fluxo de caixa, gráficos e indicadores financeiros estão disponíveis apenas para administradores, gerentes e equipe financeira. Se precisar deste acesso, fale com um administrador.',
} as const;

/** True when the role reads the financial reports (the server's PERMISSIONS.financialReports). */
export const canReadReports = (role: string | null | undefined): boolean =>
  Boolean(role) && (FINANCIAL_REPORT_ROLES as readonly string[]).includes(role!);

/**
 * Any signed-in user may open the report pages (SPEC §6), but only some roles may read the figures:
 * the others get a clear message instead of calls the server would refuse.
 */
export function ReportsAccessGuard({ children }: { children: ReactNode }) {
  const role = useSessionStore((s) => s.role);
  if (canReadReports(role)) return <>{children}</>;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{REPORT_ACCESS_DENIED.title}</Alert.Title>
        <Alert.Description>{REPORT_ACCESS_DENIED.description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
