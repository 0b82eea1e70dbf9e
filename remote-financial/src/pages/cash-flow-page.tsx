import { useState } from 'react';
import { PageHeader } from '@sge/shared/ui';
import { reportState, reportsQueries } from '../features/reports/api';
import { CashFlowChart, CashFlowSummary, CashFlowTable } from '../features/reports/components/cash-flow-view';
import { ExportButtons } from '../features/reports/components/export-buttons';
import { PeriodFilter } from '../features/reports/components/period-filter';
import { ReportCard } from '../features/reports/components/report-card';
import { canReadReports, ReportsAccessGuard } from '../features/reports/components/report-access';
import { lastSixMonths, periodLabel, type PeriodValue } from '../features/reports/period';
import { useQuery } from '@sge/shared/query';
import { useSessionStore } from '@sge/shared/session';

/** /financial/cash-flow: inflows, outflows and running balance of a period, realized vs forecast. */
export default function CashFlowPage() {
  const allowed = canReadReports(useSessionStore((s) => s.role));
  const [period, setPeriod] = useState<PeriodValue>(lastSixMonths);
  const { data, loading, error, reload } = reportState(useQuery({ ...reportsQueries.cashFlow(period), enabled: allowed }));

  return (
    <section>
      <PageHeader
        title="Fluxo de Caixa"
        description="Entradas e saídas do período: o realizado (recebimentos e pagamentos registrados) e o previsto (saldos em aberto pelo vencimento)."
        actions={allowed && <ExportButtons query={{ report: 'cash-flow', ...period }} subject="fluxo de caixa" disabled={loading} />}
      />
      <ReportsAccessGuard>
        <PeriodFilter value={period} onChange={setPeriod} label="Período do fluxo de caixa" />
        <ReportCard
          id="cash-flow"
          title={`Fluxo de caixa · ${periodLabel(period)}`}
          loading={loading}
          error={error}
          onRetry={reload}
          chart={data && <CashFlowChart report={data} />}
          table={data && <CashFlowTable report={data} />}
          tableOpen
        >
          {data && <CashFlowSummary report={data} />}
        </ReportCard>
      </ReportsAccessGuard>
    </section>
  );
}
