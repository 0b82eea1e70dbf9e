import { ROLE_LABELS } from '@sge/shared/access';
import { formatLongDate } from '@sge/shared/format';
import { Box, PageHeader, SimpleGrid, Skeleton, Text } from '@sge/shared/ui';
import { Link } from '@sge/shared/router';
import { useSessionFlags, useSessionStore } from '@sge/shared/session';
import { useQuery } from '@sge/shared/query';
import { dashboardQueries, type DashboardCounts } from '../features/dashboard/api';
import { EventsCard } from '../features/dashboard/events-card';
import { FINANCIAL_KPI_ROLES, FinancialKpisPanel } from '../features/dashboard/financial-kpis-panel';
import { TodayEvents } from '../features/dashboard/today-events';

function greeting(hour: number): string {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

interface StatCardProps {
  label: string;
  to: string;
  /** A count, or '—' when it could not be loaded. */
  value?: number | string;
  loading?: boolean;
}

function StatCard({ label, value, to, loading }: StatCardProps) {
  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={5} bg="white" borderLeft="4px solid" borderLeftColor="brand.primary" _hover={{ boxShadow: 'md' }}>
      <Link to={to}>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        {loading ? (
          <Skeleton h="32px" w="60px" mt={1} />
        ) : (
          <Text fontSize="3xl" fontWeight="bold" color="brand.secondary">
            {value}
          </Text>
        )}
      </Link>
    </Box>
  );
}

/** Home: greeting, the user's role, the events of today and the week (a coordinator also gets today's events, each with 'Abrir portaria'), the counts the API serves to that role and, for those who read them, the financial KPIs. */
export default function DashboardPage() {
  const username = useSessionStore((s) => s.username);
  const role = useSessionStore((s) => s.role);
  const { isAdminOrManager, isCoordinator } = useSessionFlags();
  const answer = useQuery({ ...dashboardQueries.counts(), enabled: isAdminOrManager });
  const counts: DashboardCounts | null = answer.data ?? null;
  const failed = answer.isError;

  const now = new Date();
  return (
    <Box as="section">
      <PageHeader
        title={`${greeting(now.getHours())}, ${username ?? ''}!`}
        description={
          <>
            {formatLongDate(now)} · Perfil: <strong>{role ? ROLE_LABELS[role] : ''}</strong>
          </>
        }
      />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        <EventsCard todayOnly={isCoordinator} />
        {isAdminOrManager && (
          <>
            <StatCard label="Funcionários cadastrados" value={counts?.employees ?? '—'} to="/employees" loading={!counts && !failed} />
            <StatCard label="Funcionários ativos" value={counts?.activeEmployees ?? '—'} to="/employees" loading={!counts && !failed} />
          </>
        )}
      </SimpleGrid>
      {isCoordinator && <TodayEvents />}
      {failed && (
        <Text role="alert" color="red.700" mt={4}>
          Não foi possível carregar os números do painel.
        </Text>
      )}
      {role && FINANCIAL_KPI_ROLES.includes(role) && <FinancialKpisPanel />}
    </Box>
  );
}
