import { useMemo, useState } from 'react';
import { useSessionStore } from '@sge/shared/session';
import { PageHeader, Stack } from '@sge/shared/ui';
import { reportState, reportsQueries } from '../features/reports/api';
import { CashFlowTrendChart, CashFlowTrendTable } from '../features/reports/components/cash-flow-trend-chart';
import { CategoryBreakdownChart, CategoryBreakdownTable } from '../features/reports/components/category-breakdown-chart';
import { ExportButtons } from '../features/reports/components/export-buttons';
import { KpiFigures } from '../features/reports/components/kpi-figures';
import { MonthlyComparisonChart, MonthlyComparisonTable } from '../features/reports/components/monthly-comparison-chart';
import { PeriodFilter } from '../features/reports/components/period-filter';
import { ProfitabilityChart, ProfitabilityTable } from '../features/reports/components/profitability-chart';
import { canReadReports, ReportsAccessGuard } from '../features/reports/components/report-access';
import { ReportCard } from '../features/reports/components/report-card';
import { RevenueExpenseChart, RevenueExpenseTable } from '../features/reports/components/revenue-expense-chart';
import { lastSixMonths, periodLabel, type PeriodValue } from '../features/reports/period';
import { useQuery } from '@sge/shared/query';

/** /financial/charts: the financial charts of a period, each with its table and CSV/XLSX export. */
export default function ChartsPage() {
  const allowed = canReadReports(useSessionStore((s) => s.role));
  const [period, setPeriod] = useState<PeriodValue>(lastSixMonths);
  const dates = useMemo(() => ({ startDate: period.startDate, endDate: period.endDate }), [period]);

  const kpis = reportState(useQuery({ ...reportsQueries.kpis(dates), enabled: allowed }));
  const revenueExpense = reportState(useQuery({ ...reportsQueries.revenueExpense(period), enabled: allowed }));
  const monthly = reportState(useQuery({ ...reportsQueries.monthlyComparison(dates), enabled: allowed }));
  const categories = reportState(useQuery({ ...reportsQueries.categoryBreakdown(dates), enabled: allowed }));
  const profitability = reportState(useQuery({ ...reportsQueries.profitability(dates), enabled: allowed }));
  const trend = reportState(useQuery({ ...reportsQueries.cashFlowTrend(period), enabled: allowed }));

  return (
    <section>
      <PageHeader title="Gráficos" description="Receitas, despesas, rentabilidade por evento e evolução do caixa no período escolhido." />
      <ReportsAccessGuard>
        <PeriodFilter value={period} onChange={setPeriod} label="Período dos gráficos" />
        <Stack gap="6">
          <ReportCard
            id="kpis"
            title={`Indicadores · ${periodLabel(period)}`}
            loading={kpis.loading}
            error={kpis.error}
            onRetry={kpis.reload}
            actions={<ExportButtons query={{ report: 'kpis', ...dates }} subject="indicadores" />}
          >
            {kpis.data && <KpiFigures kpis={kpis.data} />}
          </ReportCard>

          <ReportCard
            id="revenue-expense"
            title="Receitas x Despesas"
            description="Contas a receber e a pagar (exceto canceladas) pela data de vencimento."
            loading={revenueExpense.loading}
            error={revenueExpense.error}
            onRetry={revenueExpense.reload}
            empty={revenueExpense.data?.totals.revenue === '0.00' && revenueExpense.data?.totals.expense === '0.00'}
            actions={<ExportButtons query={{ report: 'revenue-expense', ...period }} subject="receitas x despesas" />}
            chart={revenueExpense.data && <RevenueExpenseChart report={revenueExpense.data} />}
            table={revenueExpense.data && <RevenueExpenseTable report={revenueExpense.data} />}
          />

          <ReportCard
            id="monthly-comparison"
            title="Comparativo mensal"
            description="Cada mês contra o anterior: previsto pelo vencimento e realizado pelos pagamentos."
            loading={monthly.loading}
            error={monthly.error}
            onRetry={monthly.reload}
            actions={<ExportButtons query={{ report: 'monthly-comparison', ...dates }} subject="comparativo mensal" />}
            chart={monthly.data && <MonthlyComparisonChart report={monthly.data} />}
            table={monthly.data && <MonthlyComparisonTable report={monthly.data} />}
          />

          <ReportCard
            id="category-breakdown"
            title="Por categoria"
            description="Participação de cada categoria nas receitas e nas despesas do período."
            loading={categories.loading}
            error={categories.error}
            onRetry={categories.reload}
            empty={categories.data?.categories.length === 0}
            actions={<ExportButtons query={{ report: 'category-breakdown', ...dates }} subject="valores por categoria" />}
            chart={categories.data && <CategoryBreakdownChart report={categories.data} />}
            table={categories.data && <CategoryBreakdownTable report={categories.data} />}
          />

          <ReportCard
            id="profitability"
            title="Rentabilidade por evento"
            description="Receita dos orçamentos aprovados contra o custo da equipe (diárias trabalhadas ou solicitadas) e as demais contas a pagar do evento."
            loading={profitability.loading}
            error={profitability.error}
            onRetry={profitability.reload}
            empty={profitability.data?.events.length === 0}
            actions={<ExportButtons query={{ report: 'profitability', ...dates }} subject="rentabilidade por evento" />}
            chart={profitability.data && <ProfitabilityChart report={profitability.data} />}
            table={profitability.data && <ProfitabilityTable report={profitability.data} />}
          />

          <ReportCard
            id="cash-flow-trend"
            title="Tendência do fluxo de caixa"
            description="Recebimentos e pagamentos registrados e o saldo acumulado."
            loading={trend.loading}
            error={trend.error}
            onRetry={trend.reload}
            actions={<ExportButtons query={{ report: 'cash-flow-trend', ...period }} subject="tendência do fluxo de caixa" />}
            chart={trend.data && <CashFlowTrendChart report={trend.data} />}
            table={trend.data && <CashFlowTrendTable report={trend.data} />}
          />
        </Stack>
      </ReportsAccessGuard>
    </section>
  );
}
