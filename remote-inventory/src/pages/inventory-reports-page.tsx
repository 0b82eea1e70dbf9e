import { useState, type FormEvent } from 'react';
import { Button, DateRangeField, HStack, PageHeader, Skeleton } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { inventoryQueries } from '../api';
import { EventUsageReportView } from '../features/reports/components/event-usage-report';
import { MovementsReportView } from '../features/reports/components/movements-report';
import { StockReportView } from '../features/reports/components/stock-report';
import { addDays, todayInCompany } from '../lib/dates';
import { LoadError } from '../lib/load-error';

interface Period {
  from: string;
  to: string;
}

function PeriodFilter({ value, onApply }: { value: Period; onApply: (period: Period) => void }) {
  const [draft, setDraft] = useState(value);
  const wrong = Boolean(draft.from && draft.to && draft.from > draft.to);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!wrong && draft.from && draft.to) onApply(draft);
  };
  return (
    <form aria-label="Período dos relatórios" onSubmit={submit}>
      <HStack gap="3" align="end" mb="6" wrap="wrap">
        <DateRangeField value={draft} onChange={setDraft} required />
        <Button type="submit" colorPalette="navy" disabled={wrong || !draft.from || !draft.to}>
          Aplicar período
        </Button>
      </HStack>
    </form>
  );
}

const loadingBlock = <Skeleton height="200px" mb="8" />;

/** /inventory/reports: stock position and value, items below minimum, movements by period and type, usage and losses per event, with exports (SPEC §2). */
export default function InventoryReportsPage() {
  const today = todayInCompany();
  const [period, setPeriod] = useState<Period>({ from: addDays(today, -29), to: today });
  // The usage report is paged by event; a new period starts at its first page.
  const [usagePage, setUsagePage] = useState(1);
  const stock = useQuery(inventoryQueries.stockReport());
  const movements = useQuery({ ...inventoryQueries.movementsReport(period), placeholderData: (previous) => previous });
  const usage = useQuery({ ...inventoryQueries.eventUsageReport({ ...period, page: usagePage }), placeholderData: (previous) => previous });
  const applyPeriod = (next: Period) => {
    setPeriod(next);
    setUsagePage(1);
  };

  return (
    <section>
      <PageHeader title="Relatórios de Inventário" description="Posição e valor do estoque, reposição, movimentações e o uso e as perdas de cada evento." />
      <PeriodFilter value={period} onApply={applyPeriod} />
      {stock.error && !stock.data ? (
        <LoadError title="Não foi possível carregar a posição do estoque" message={stock.error.message} onRetry={() => void stock.refetch()} />
      ) : stock.data ? (
        <StockReportView report={stock.data} today={today} />
      ) : (
        loadingBlock
      )}
      {movements.error && !movements.data ? (
        <LoadError title="Não foi possível carregar as movimentações" message={movements.error.message} onRetry={() => void movements.refetch()} />
      ) : movements.data ? (
        <MovementsReportView report={movements.data} />
      ) : (
        loadingBlock
      )}
      {usage.error && !usage.data ? (
        <LoadError title="Não foi possível carregar o uso por evento" message={usage.error.message} onRetry={() => void usage.refetch()} />
      ) : usage.data ? (
        <EventUsageReportView report={usage.data} from={period.from} to={period.to} loading={usage.isFetching} onPage={setUsagePage} />
      ) : (
        loadingBlock
      )}
    </section>
  );
}
