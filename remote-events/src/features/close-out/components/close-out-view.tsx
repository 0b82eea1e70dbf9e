/**
 * The close-out of one event: the staff days (exceptions first, each named), the totals by
 * function against the approved budget's staff lines, and 'Solicitar pagamento dos presentes' with
 * each day's outcome. Exception days are left out unless ticked one by one.
 */
import { useState } from 'react';
import {
  CLOSE_OUT_EXCEPTION_LABELS,
  PAYMENT_REQUEST_STATUS_LABELS,
  PIX_KEY_TYPE_LABELS,
  type CloseOutRow,
  type CloseOutTotal,
  type EventCloseOut,
  type RequestEventPaymentsReply,
} from '@sge/shared/contract';
import { formatCurrency, formatDate, formatTime } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { Link as RouterLink } from '@sge/shared/router';
import { useSessionFlags } from '@sge/shared/session';
import { Alert, Badge, Box, Button, CloseButton, HStack, Heading, Stack, Table, Text, Wrap, chakra } from '@sge/shared/ui';
import { payoutBatchHref, requestEventPayments } from '../api';
import { CLOSE_OUT_TEXTS as T } from '../messages';

const hours = (value: number) => value.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

function DayRow({ row, ticked, onTick }: { row: CloseOutRow; ticked: boolean; onTick: () => void }) {
  const canTick = row.exceptions.length > 0 && row.paymentRequestId === null;
  return (
    <Table.Row data-exception={row.exceptions.length > 0 || undefined} bg={row.exceptions.length ? 'bg.warning' : undefined}>
      <Table.Cell>
        {canTick && (
          <chakra.input type="checkbox" aria-label={T.include(row.employeeName, formatDate(row.eventDay))} checked={ticked} onChange={onTick} boxSize="4" />
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1">
          <Text>{row.employeeName}</Text>
          {row.exceptions.length > 0 && (
            <Wrap gap="1">
              {row.exceptions.map((e) => (
                <Badge key={e} colorPalette="orange" variant="subtle">
                  {CLOSE_OUT_EXCEPTION_LABELS[e]}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell>{row.function}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(row.eventDay)}</Table.Cell>
      <Table.Cell>{row.checkIn ? formatTime(row.checkIn) : '—'}</Table.Cell>
      <Table.Cell>{row.checkOut ? formatTime(row.checkOut) : '—'}</Table.Cell>
      <Table.Cell textAlign="end">{row.hours === null ? '—' : hours(row.hours)}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatCurrency(row.payRate)}
      </Table.Cell>
      <Table.Cell>{row.paymentRequestStatus ? `Nº ${row.paymentRequestId} — ${PAYMENT_REQUEST_STATUS_LABELS[row.paymentRequestStatus]}` : 'Sem solicitação'}</Table.Cell>
      <Table.Cell>{row.pixKey && row.pixKeyType ? `${PIX_KEY_TYPE_LABELS[row.pixKeyType]}: ${row.pixKey}` : '—'}</Table.Cell>
    </Table.Row>
  );
}

function TotalRow({ total }: { total: CloseOutTotal }) {
  return (
    <Table.Row fontWeight={total.function === null ? 'semibold' : undefined}>
      <Table.Cell>{total.function ?? T.overall}</Table.Cell>
      <Table.Cell textAlign="end">{total.staffDays}</Table.Cell>
      <Table.Cell textAlign="end">{total.workedDays}</Table.Cell>
      <Table.Cell textAlign="end">{hours(total.hours)}</Table.Cell>
      <Table.Cell textAlign="end">{formatCurrency(total.payroll)}</Table.Cell>
      <Table.Cell textAlign="end">{total.budgetedStaffDays}</Table.Cell>
      <Table.Cell textAlign="end">{formatCurrency(total.budgetedAmount)}</Table.Cell>
    </Table.Row>
  );
}

function Outcome({ reply, onClose }: { reply: RequestEventPaymentsReply; onClose: () => void }) {
  const refused = reply.results.filter((r) => r.outcome === 'refused');
  return (
    <Alert.Root status={refused.length ? 'warning' : 'success'} role="status" aria-label="Resultado da solicitação" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{T.summary(reply.created, reply.existing, reply.skipped, reply.refused)}</Alert.Title>
        {refused.length > 0 && (
          <Alert.Description>
            <Box as="ul" ps="4">
              {refused.map((r) => (
                <li key={r.eventEmployeeId}>{`${r.employeeName}${r.eventDay ? `, ${formatDate(r.eventDay)}` : ''}: ${r.reason}`}</li>
              ))}
            </Box>
          </Alert.Description>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Fechar resultado" onClick={onClose} />
    </Alert.Root>
  );
}

export function CloseOutView({ closeOut }: { closeOut: EventCloseOut }) {
  const { canManageFinancial } = useSessionFlags();
  const [ticked, setTicked] = useState<Set<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<RequestEventPaymentsReply | null>(null);
  const tick = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const request = async () => {
    setBusy(true);
    try {
      const answer = await requestEventPayments({ eventId: closeOut.eventId, include: [...ticked] });
      setReply(answer);
      setTicked(new Set());
      notify.success(T.summary(answer.created, answer.existing, answer.skipped, answer.refused));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <HStack gap="3" wrap="wrap">
        {closeOut.isFinalized && <Badge colorPalette="gray">{T.finalized}</Badge>}
        <Button colorPalette="green" onClick={() => void request()} loading={busy} disabled={closeOut.rows.length === 0}>
          {T.request}
        </Button>
        {canManageFinancial && (
          <Button asChild variant="outline">
            <RouterLink to={payoutBatchHref(closeOut.eventId)}>{T.payoutBatch}</RouterLink>
          </Button>
        )}
        <Text fontSize="sm" color="fg.muted">
          {T.requestHint}
        </Text>
      </HStack>
      {reply && <Outcome reply={reply} onClose={() => setReply(null)} />}

      {closeOut.rows.length === 0 ? (
        <Text>{T.empty}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Dias da equipe">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="44px">Incluir</Table.ColumnHeader>
                <Table.ColumnHeader>Funcionário</Table.ColumnHeader>
                <Table.ColumnHeader>Função</Table.ColumnHeader>
                <Table.ColumnHeader>Dia</Table.ColumnHeader>
                <Table.ColumnHeader>Entrada</Table.ColumnHeader>
                <Table.ColumnHeader>Saída</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Horas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Diária</Table.ColumnHeader>
                <Table.ColumnHeader>Solicitação</Table.ColumnHeader>
                <Table.ColumnHeader>Chave PIX</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {closeOut.rows.map((row) => (
                <DayRow key={row.eventEmployeeId} row={row} ticked={ticked.has(row.eventEmployeeId)} onTick={() => tick(row.eventEmployeeId)} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <Stack gap="2">
        <Heading as="h2" size="md">
          {T.totals}
        </Heading>
        {!closeOut.hasApprovedBudget && (
          <Text fontSize="sm" color="fg.muted">
            {T.noBudget}
          </Text>
        )}
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={T.totals}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Função</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Dias escalados</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Dias trabalhados</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Horas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Diárias</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Dias no orçamento</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Valor no orçamento</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {closeOut.byFunction.map((total) => (
                <TotalRow key={total.function} total={total} />
              ))}
              <TotalRow total={closeOut.overall} />
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </Stack>
  );
}
