import type { InventoryOverview } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { Alert, Box, Card, Heading, SimpleGrid, Skeleton, Table, TableScrollBox, Text } from '@sge/shared/ui';
import { quantityText, TransactionTypeBadge } from '../../../lib/labels';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        {/* A figure never wraps in its middle ('R$ 12.345,67'), and keeps its size inside a narrow card. */}
        <Text fontSize={{ base: 'xl', '2xl': '2xl' }} fontWeight="semibold" color="navy.900" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * As many cards per line as fit (at least 11rem each, one per line on a phone), so a card is never
 * narrower than its figure and the overview never gets wider than the screen.
 */
const TOTALS_COLUMNS = 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))';

/** The overview's totals (skeletons while the first load runs). */
export function StockTotals({ overview, loading }: { overview?: InventoryOverview; loading: boolean }) {
  if (!overview) {
    return (
      <SimpleGrid role="status" templateColumns={TOTALS_COLUMNS} gap="3" my="4" aria-busy={loading} aria-label="Totais do estoque">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="84px" />
        ))}
      </SimpleGrid>
    );
  }
  const { totals } = overview;
  return (
    <SimpleGrid as="section" templateColumns={TOTALS_COLUMNS} gap="3" my="4" aria-label="Totais do estoque">
      <Stat label="Itens ativos" value={String(totals.items)} hint={`${totals.equipment} equipamentos, ${totals.consumables} consumíveis`} />
      <Stat label="Unidades em estoque" value={totals.units.toLocaleString('pt-BR')} />
      <Stat label="Valor do estoque" value={formatCurrency(totals.stockValue)} hint="Quantidade × custo unitário" />
      <Stat label="Em eventos" value={totals.atEvents.toLocaleString('pt-BR')} hint="Unidades ainda não devolvidas" />
      <Stat label="Abaixo do mínimo" value={String(totals.lowStock)} hint={totals.inactive ? `${totals.inactive} itens inativos` : undefined} />
    </SimpleGrid>
  );
}

/** Low-stock alerts: every active item below its minimum, in words. */
export function LowStockAlerts({ overview }: { overview?: InventoryOverview }) {
  if (!overview) return null;
  if (!overview.lowStock.length) {
    return (
      <Text color="fg.muted" mb="4">
        Nenhum item abaixo do estoque mínimo.
      </Text>
    );
  }
  return (
    <Alert.Root status="warning" mb="4" aria-label="Alertas de estoque baixo">
      <Alert.Indicator />
      <Box>
        <Alert.Title>Estoque baixo: {overview.lowStock.length === 1 ? '1 item' : `${overview.lowStock.length} itens`} abaixo do mínimo</Alert.Title>
        <Alert.Description>
          <Box as="ul" ps="4" mt="1" listStyleType="disc">
            {overview.lowStock.map((item) => (
              <li key={item.id}>
                {item.name} ({item.sku}): {quantityText(item.quantity, item.unit)} em estoque, mínimo {quantityText(item.minimumStock, item.unit)}
              </li>
            ))}
          </Box>
        </Alert.Description>
      </Box>
    </Alert.Root>
  );
}

/** The latest movements, with a link to the full history. */
export function RecentMovements({ overview }: { overview?: InventoryOverview }) {
  if (!overview) return null;
  return (
    <Box as="section" aria-labelledby="recent-movements" mb="6">
      <Heading as="h2" size="md" id="recent-movements" mb="2">
        Últimas movimentações
      </Heading>
      {overview.recentTransactions.length === 0 ? (
        <Text color="fg.muted">Nenhuma movimentação registrada.</Text>
      ) : (
        <TableScrollBox>
          <Table.Root size="sm" aria-label="Últimas movimentações">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Data</Table.ColumnHeader>
                <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Variação</Table.ColumnHeader>
                <Table.ColumnHeader>Evento</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {overview.recentTransactions.map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{formatDate(t.date)}</Table.Cell>
                  <Table.Cell>
                    <TransactionTypeBadge type={t.type} />
                  </Table.Cell>
                  <Table.Cell>{t.itemName}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{`${t.stockChange > 0 ? '+' : ''}${t.stockChange} ${t.itemUnit}`}</Table.Cell>
                  <Table.Cell>{t.eventName ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollBox>
      )}
    </Box>
  );
}
