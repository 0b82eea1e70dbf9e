import type { EventEmployee } from '@sge/shared/contract';
import { formatCurrency, formatTime } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { Button, EditIcon, HStack, IconButton, StatusBadge, Table, TrashIcon, type StatusTone } from '@sge/shared/ui';
import { PAYMENT_STATE_LABELS, linkName, paymentState, type PaymentState } from '../staff-values';

export type StaffAction = 'checkIn' | 'checkOut' | 'requestPayment' | 'confirmPayment' | 'edit' | 'remove';

export interface DayStaffTableProps {
  /** The day, as shown (dd/MM/yyyy), for the table's name. */
  dayText: string;
  links: EventEmployee[];
  /**
   * A finalized event: no changes, except confirming a payment already requested (the server allows
   * it, since payment usually comes after the event).
   */
  readOnly: boolean;
  /** The link whose check-in/out is in flight. */
  busyId: number | null;
  onAction: (action: StaffAction, link: EventEmployee) => void;
}

const PAYMENT_TONES: Record<PaymentState, StatusTone> = { PENDING: 'neutral', REQUESTED: 'warning', PAID: 'success' };

const timeOrDash = (value: string | null): string => (value ? formatTime(value) : '—');

/**
 * The staff of one day: name, function, pay rate (BRL), check-in and check-out (24 h), payment
 * state, and the actions the signed-in role may take on each row. 'Registrar entrada' is disabled
 * once recorded and 'Registrar saída' until there is an entrance; both leave a completed day.
 */
export function DayStaffTable({ dayText, links, readOnly, busyId, onAction }: DayStaffTableProps) {
  const { isAdminOrManager, isCoordinatorOrAbove, canManageFinancial } = useSessionFlags();
  const canCheck = !readOnly && isCoordinatorOrAbove;
  const canConfirm = canManageFinancial;
  const canManage = !readOnly && isAdminOrManager;
  const hasActions = canCheck || canManage || (canConfirm && links.some((l) => paymentState(l) === 'REQUESTED'));

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={`Equipe de ${dayText}`}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Nome</Table.ColumnHeader>
            <Table.ColumnHeader>Função</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Valor da diária</Table.ColumnHeader>
            <Table.ColumnHeader>Entrada</Table.ColumnHeader>
            <Table.ColumnHeader>Saída</Table.ColumnHeader>
            <Table.ColumnHeader>Pagamento</Table.ColumnHeader>
            {hasActions && <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {links.map((link) => {
            const name = linkName(link);
            const state = paymentState(link);
            const busy = busyId === link.id;
            return (
              <Table.Row key={link.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>{link.function}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatCurrency(link.payRate)}
                </Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{timeOrDash(link.checkIn)}</Table.Cell>
                <Table.Cell fontVariantNumeric="tabular-nums">{timeOrDash(link.checkOut)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={state} label={PAYMENT_STATE_LABELS[state]} tone={PAYMENT_TONES[state]} />
                </Table.Cell>
                {hasActions && (
                  <Table.Cell textAlign="end">
                    <HStack gap="1" justify="flex-end" wrap="wrap">
                      {canCheck && !(link.checkIn && link.checkOut) && (
                        <>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Registrar entrada de ${name}`}
                            disabled={Boolean(link.checkIn) || busy}
                            onClick={() => onAction('checkIn', link)}
                          >
                            Registrar entrada
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Registrar saída de ${name}`}
                            disabled={!link.checkIn || Boolean(link.checkOut) || busy}
                            onClick={() => onAction('checkOut', link)}
                          >
                            Registrar saída
                          </Button>
                        </>
                      )}
                      {canCheck && state === 'PENDING' && link.checkIn && link.checkOut && (
                        <Button size="xs" colorPalette="gold" aria-label={`Solicitar pagamento de ${name}`} onClick={() => onAction('requestPayment', link)}>
                          Solicitar pagamento
                        </Button>
                      )}
                      {canConfirm && state === 'REQUESTED' && (
                        <Button size="xs" colorPalette="green" aria-label={`Confirmar pagamento de ${name}`} onClick={() => onAction('confirmPayment', link)}>
                          Confirmar pagamento
                        </Button>
                      )}
                      {canManage && (
                        <>
                          <IconButton size="xs" variant="ghost" aria-label={`Editar escala de ${name}`} title="Editar" onClick={() => onAction('edit', link)}>
                            <EditIcon />
                          </IconButton>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={`Remover ${name}`}
                            title="Remover"
                            onClick={() => onAction('remove', link)}
                          >
                            <TrashIcon />
                          </IconButton>
                        </>
                      )}
                    </HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
