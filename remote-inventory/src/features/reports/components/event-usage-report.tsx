import type { EventUsageReport } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { Box, Button, HStack, StatusBadge, Table, TableScrollBox, Text } from '@sge/shared/ui';
import { ExportButtons } from './export-buttons';
import { ReportSection } from './report-section';

/** Previous / next page of the report's events, with where this page sits. */
function UsagePager({ meta, shown, loading, onPage }: { meta: EventUsageReport['meta']; shown: number; loading: boolean; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const first = (meta.page - 1) * meta.pageSize + 1;
  return (
    <HStack as="nav" aria-label="Páginas do uso por evento" justify="space-between" wrap="wrap" gap="2" mt="2">
      <Button variant="outline" size="sm" disabled={loading || meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        Página anterior
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {`Eventos ${first}–${first + shown - 1} de ${meta.total} · Página ${meta.page} de ${pages}`}
      </Text>
      <Button variant="outline" size="sm" disabled={loading || meta.page >= pages} onClick={() => onPage(meta.page + 1)}>
        Próxima página
      </Button>
    </HStack>
  );
}

export interface EventUsageReportViewProps {
  report: EventUsageReport;
  from: string;
  to: string;
  /** True while another page is on its way (the pager waits). */
  loading?: boolean;
  /** Asks for another page of events. */
  onPage?: (page: number) => void;
}

/**
 * Per event: what was sent, came back, was damaged or lost and is still out, with the loss value;
 * items underneath. The events come a page at a time (newest first); the losses in the description
 * are those of every event of the period.
 */
export function EventUsageReportView({ report, from, to, loading = false, onPage }: EventUsageReportViewProps) {
  const paged = report.meta.total > report.meta.pageSize || report.meta.page > 1;
  return (
    <ReportSection
      id="report-event-usage"
      title="Uso e perdas por evento"
      description={`Eventos com movimentações entre ${formatDate(from)} e ${formatDate(to)}. Perdas: avariados e perdidos no retorno e perdas atribuídas ao evento, ao custo unitário. Perdas no total: ${formatCurrency(report.totals.lossValue)}.`}
      actions={<ExportButtons label="uso por evento" filename={`uso-por-evento-${from}_${to}`} query={{ report: 'event-usage', from, to }} />}
    >
      {report.events.length === 0 && report.meta.page === 1 ? (
        <Text color="fg.muted">Nenhum evento com movimentações no período.</Text>
      ) : (
        report.events.map((event) => (
          <Box key={event.eventId} mb="5">
            <Text fontWeight="semibold" mb="1">
              {event.eventName}{' '}
              <StatusBadge status={event.isFinalized ? 'FINALIZED' : 'ACTIVE'} label={event.isFinalized ? 'Finalizado' : 'Em andamento'} />
            </Text>
            <TableScrollBox>
              <Table.Root size="sm" aria-label={`Uso de itens em ${event.eventName}`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Item</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Enviados</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Devolvidos</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Avariados</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Perdidos</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Outras perdas</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Não devolvidos / consumidos</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Valor das perdas</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {event.items.map((row) => (
                    <Table.Row key={row.itemId}>
                      <Table.Cell>
                        {row.itemName} ({row.unit})
                      </Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{row.sent}</Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{row.returned}</Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{row.damaged}</Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{row.lost}</Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{row.otherLosses}</Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{row.outstanding}</Table.Cell>
                      <Table.Cell textAlign="end" data-numeric="">{formatCurrency(row.lossValue)}</Table.Cell>
                    </Table.Row>
                  ))}
                  <Table.Row fontWeight="semibold">
                    <Table.Cell>Total do evento</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{event.totals.sent}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{event.totals.returned}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{event.totals.damaged}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{event.totals.lost}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{event.totals.otherLosses}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{event.totals.outstanding}</Table.Cell>
                    <Table.Cell textAlign="end" data-numeric="">{formatCurrency(event.totals.lossValue)}</Table.Cell>
                  </Table.Row>
                </Table.Body>
              </Table.Root>
            </TableScrollBox>
          </Box>
        ))
      )}
      {paged && onPage && <UsagePager meta={report.meta} shown={report.events.length} loading={loading} onPage={onPage} />}
    </ReportSection>
  );
}
