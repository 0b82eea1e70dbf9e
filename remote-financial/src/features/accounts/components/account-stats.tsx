import type { AccountStatistics } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
import { Card, SimpleGrid, Skeleton, Text } from '@sge/shared/ui';
import { WidgetError } from '../../../components/widget-error';

export const ACCOUNT_STATS_TEXTS = { error: 'Não foi possível carregar os totais.' } as const;

interface StatProps {
  label: string;
  value: string;
  detail?: string;
  tone?: string;
}

function Stat({ label, value, detail, tone }: StatProps) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" color={tone}>
          {value}
        </Text>
        {detail && (
          <Text fontSize="xs" color="fg.muted">
            {detail}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface AccountStatsProps {
  stats: AccountStatistics | null;
  paidLabel: string;
  /** The reason the totals failed to load: shown with 'Tentar novamente' instead of the placeholders. */
  error?: string | null;
  onRetry?: () => void;
}

/** The ledger's totals from GET /statistics (summed on the server). */
export function AccountStats({ stats, paidLabel, error, onRetry }: AccountStatsProps) {
  if (!stats && error) {
    return <WidgetError aria-label="Totais" message={ACCOUNT_STATS_TEXTS.error} detail={error} onRetry={() => onRetry?.()} />;
  }
  if (!stats) {
    return (
      <SimpleGrid role="status" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-busy="true" aria-label="Carregando totais">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="88px" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid as="section" aria-label="Totais" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      <Stat label="Em aberto" value={formatCurrency(stats.openAmount)} detail={`de ${formatCurrency(stats.totalAmount)} lançados`} />
      <Stat label="Vencidas" value={formatCurrency(stats.overdueAmount)} detail={plural(stats.overdueCount, 'conta', 'contas')} tone={stats.overdueCount ? 'red.600' : undefined} />
      <Stat label={`Vencem em ${stats.dueSoonDays} dias`} value={formatCurrency(stats.dueSoonAmount)} detail={plural(stats.dueSoonCount, 'conta', 'contas')} />
      <Stat label={paidLabel} value={formatCurrency(stats.paidAmount)} />
    </SimpleGrid>
  );
}
