import { useEffect, useState } from 'react';
import { ROLE_LABELS } from '@sge/shared/access';
import { formatLongDate } from '@sge/shared/format';
import { Box, Heading, SimpleGrid, Skeleton, Text } from '@sge/shared/ui';
import { Link } from '@sge/shared/router';
import { useSessionFlags, useSessionStore } from '@sge/shared/session';
import { getDashboardCounts, type DashboardCounts } from '../features/dashboard/api';

function greeting(hour: number): string {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

function StatCard({ label, value, to, loading }: { label: string; value: string | number; to: string; loading?: boolean }) {
  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={5} bg="white" borderLeft="4px solid" borderLeftColor="brand.primary" _hover={{ boxShadow: 'md' }}>
      <Link to={to}>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        {loading ? <Skeleton h="32px" w="60px" mt={1} /> : <Text fontSize="3xl" fontWeight="bold" color="brand.secondary">{value}</Text>}
      </Link>
    </Box>
  );
}

/** Home: greeting, the user's role, and the counts the API serves to that role. */
export default function DashboardPage() {
  const username = useSessionStore((s) => s.username);
  const role = useSessionStore((s) => s.role);
  const { isAdminOrManager } = useSessionFlags();
  const [counts, setCounts] = useState<DashboardCounts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isAdminOrManager) return;
    let cancelled = false;
    getDashboardCounts()
      .then((c) => !cancelled && setCounts(c))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [isAdminOrManager]);

  const now = new Date();
  return (
    <Box as="section" aria-labelledby="page-title">
      <Heading as="h1" id="page-title" size="xl" color="brand.secondary">
        {greeting(now.getHours())}, {username}!
      </Heading>
      <Text color="fg.muted" mt={1}>
        {formatLongDate(now)} · Perfil: <strong>{role ? ROLE_LABELS[role] : ''}</strong>
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4} mt={6}>
        <StatCard label="Eventos" value="Ver eventos" to="/events" />
        {isAdminOrManager && (
          <>
            <StatCard label="Funcionários cadastrados" value={counts?.employees ?? '—'} to="/employees" loading={!counts && !failed} />
            <StatCard label="Funcionários ativos" value={counts?.activeEmployees ?? '—'} to="/employees" loading={!counts && !failed} />
          </>
        )}
      </SimpleGrid>
      {failed && (
        <Text role="alert" color="red.700" mt={4}>
          Não foi possível carregar os números do painel.
        </Text>
      )}
    </Box>
  );
}
