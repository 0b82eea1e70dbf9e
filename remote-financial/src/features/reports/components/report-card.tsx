import type { ReactNode } from 'react';
import { Alert, Box, Button, Heading, RefreshIcon, Skeleton, Stack, Text } from '@sge/shared/ui';

export const REPORT_TEXTS = {
  loading: 'Carregando dados...',
  empty: 'Nenhum dado no período selecionado.',
  retry: 'Tentar novamente',
  showData: 'Ver dados em tabela',
} as const;

export interface ReportCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** True when there is nothing to draw. */
  empty?: boolean;
  /** Buttons at the top right (export). */
  actions?: ReactNode;
  /**
   * The chart, hidden from assistive technology and out of the tab order (`inert`: recharts makes
   * its surface focusable, which `aria-hidden` alone would leave reachable); the table below carries
   * the same figures.
   */
  chart?: ReactNode;
  /** The figures as a table, under a 'Ver dados em tabela' disclosure when a chart is drawn. */
  table?: ReactNode;
  /** Show the table open under the chart instead of behind the disclosure. */
  tableOpen?: boolean;
  children?: ReactNode;
}

/** A titled section with the loading, error and empty states every report shares. */
export function ReportCard({ id, title, description, loading, error, onRetry, empty, actions, chart, table, tableOpen, children }: ReportCardProps) {
  const headingId = `${id}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={loading} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: 4, md: 5 }}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} gap="3" mb="4">
        <Stack gap="1">
          <Heading as="h2" id={headingId} size="lg">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Stack>
      {loading ? (
        <Stack gap="2" role="status" aria-live="polite">
          <Text color="fg.muted">{REPORT_TEXTS.loading}</Text>
          <Skeleton h="220px" />
        </Stack>
      ) : error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RefreshIcon />
            {REPORT_TEXTS.retry}
          </Button>
        </Alert.Root>
      ) : empty ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {REPORT_TEXTS.empty}
        </Text>
      ) : (
        <Stack gap="4">
          {children}
          {chart && (
            <Box inert data-testid="report-chart" h="320px" w="100%">
              {chart}
            </Box>
          )}
          {table &&
            (chart && !tableOpen ? (
              <Box as="details">
                <Box as="summary" cursor="pointer" color="gold.fg" fontWeight="medium" py="1">
                  {REPORT_TEXTS.showData}
                </Box>
                <Box mt="2" overflowX="auto">
                  {table}
                </Box>
              </Box>
            ) : (
              <Box overflowX="auto">{table}</Box>
            ))}
        </Stack>
      )}
    </Box>
  );
}
