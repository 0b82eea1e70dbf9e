/**
 * The financial KPIs of the host's dashboard (exposed as 'financial/DashboardKpis'): the current
 * month's figures and what falls due in the next days. Renders nothing for a role that does not
 * read the financial reports, and keeps its failures to itself.
 */
import { formatCurrency } from '@sge/shared/format';
import { Link as RouterLink } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { Alert, Box, Button, Heading, HStack, Link, RefreshIcon, SimpleGrid, Skeleton, Stack, Text } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { reportState, reportsQueries } from '../api';
import { formatPercent, periodLabel } from '../period';
import { Figure } from './figure';
import { canReadReports } from './report-access';

export const DASHBOARD_KPIS_TEXTS = {
  title: 'Indicadores financeiros do mês',
  loading: 'Carregando indicadores financeiros...',
  error: 'Não foi possível carregar os indicadores financeiros.',
} as const;

export default function DashboardKpis() {
  const allowed = canReadReports(useSessionStore((s) => s.role));
  const { data, loading, error, reload } = reportState(useQuery({ ...reportsQueries.dashboard(), enabled: allowed }));
  if (!allowed) return null;

  return (
    <Box as="section" aria-labelledby="dashboard-kpis-title" mt="8">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="2" mb="3">
        <Stack gap="0">
          <Heading as="h2" id="dashboard-kpis-title" size="lg">
            {DASHBOARD_KPIS_TEXTS.title}
          </Heading>
          {data && (
            <Text color="fg.muted" fontSize="sm">
              {periodLabel(data.kpis.period)}
            </Text>
          )}
        </Stack>
        <HStack gap="4">
          <Link asChild color="gold.fg" fontWeight="medium">
            <RouterLink to="/financial/cash-flow">Fluxo de caixa</RouterLink>
          </Link>
          <Link asChild color="gold.fg" fontWeight="medium">
            <RouterLink to="/financial/charts">Gráficos</RouterLink>
          </Link>
        </HStack>
      </HStack>
      {loading ? (
        <Stack role="status" aria-live="polite" gap="2">
          <Text color="fg.muted">{DASHBOARD_KPIS_TEXTS.loading}</Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h="88px" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : error || !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{DASHBOARD_KPIS_TEXTS.error}</Alert.Title>
            {error && <Alert.Description>{error}</Alert.Description>}
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={reload}>
            <RefreshIcon />
            Tentar novamente
          </Button>
        </Alert.Root>
      ) : (
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-label="Valores do mês">
          <Figure label="Receitas do mês" value={formatCurrency(data.kpis.revenue)} tone="income" hint={`Recebido: ${formatCurrency(data.kpis.received)}`} />
          <Figure label="Despesas do mês" value={formatCurrency(data.kpis.expense)} tone="expense" hint={`Pago: ${formatCurrency(data.kpis.paid)}`} />
          <Figure label="Resultado do mês" value={formatCurrency(data.kpis.result)} hint={`Margem ${formatPercent(data.kpis.margin)}`} />
          <Figure label="Saldo de caixa" value={formatCurrency(data.kpis.cashBalance)} hint="Recebido menos pago, acumulado" />
          <Figure
            label="A receber vencido"
            value={formatCurrency(data.kpis.receivableOverdue)}
            tone={data.kpis.overdueReceivableCount > 0 ? 'warning' : 'neutral'}
            hint={`${data.kpis.overdueReceivableCount} conta(s) · inadimplência ${formatPercent(data.kpis.defaultRate)}`}
          />
          <Figure
            label="A pagar vencido"
            value={formatCurrency(data.kpis.payableOverdue)}
            tone={data.kpis.overduePayableCount > 0 ? 'warning' : 'neutral'}
            hint={`${data.kpis.overduePayableCount} conta(s)`}
          />
          <Figure
            label={`A receber em ${data.dueSoon.days} dias`}
            value={formatCurrency(data.dueSoon.receivableAmount)}
            tone="income"
            hint={`${data.dueSoon.receivableCount} conta(s) a vencer`}
          />
          <Figure
            label={`A pagar em ${data.dueSoon.days} dias`}
            value={formatCurrency(data.dueSoon.payableAmount)}
            tone="expense"
            hint={`${data.dueSoon.payableCount} conta(s) a vencer`}
          />
        </SimpleGrid>
      )}
    </Box>
  );
}
