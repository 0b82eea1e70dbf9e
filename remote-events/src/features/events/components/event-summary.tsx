import type { EventSummary as Summary } from '@sge/shared/contract';
import { formatCurrency, formatDateTime } from '@sge/shared/format';
import { Box, Heading, Table, Text } from '@sge/shared/ui';

/** The frozen summary of a finalized event: what each employee is owed, and the event's total (sums from the server). */
export function EventSummary({ summary }: { summary: Summary }) {
  return (
    <Box as="section" aria-labelledby="event-summary-title" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" id="event-summary-title" size="md">
        Resumo do evento
      </Heading>
      <Text color="fg.muted" mb="3">{`Finalizado em ${formatDateTime(summary.finalizedDate)}`}</Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label="Resumo por funcionário">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>Funcionário</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Dias</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.employeeSummary.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3} color="fg.muted">
                  Nenhum funcionário trabalhou neste evento.
                </Table.Cell>
              </Table.Row>
            ) : (
              summary.employeeSummary.map((item) => (
                <Table.Row key={item.employeeId}>
                  <Table.Cell>{item.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">{item.days}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">{formatCurrency(item.total)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="semibold">
              <Table.Cell colSpan={2}>Total do evento</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">{formatCurrency(summary.eventTotal)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
