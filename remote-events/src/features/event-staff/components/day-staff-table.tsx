import { memo } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { formatCurrency, formatTime } from '@sge/shared/format';
import { useSessionFlags } from '@sge/shared/session';
import { AlertIcon, Button, EditIcon, HStack, IconButton, StatusBadge, Stack, Table, Text, TrashIcon, type StatusTone } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { OFFLINE_STAFF_MESSAGES } from '../messages';
import { syncStateOf, type CheckField, type RowSyncState } from '../staff-sync';
import { PAYMENT_STATE_LABELS, linkName, paymentState, type PaymentState } from '../staff-values';
import type { CheckConfirmation } from '../store';
import { StaffConfirmation } from './staff-confirmation';

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
  /** No connection: check-in/out still work (recorded on the device); the rest is disabled. */
  offline?: boolean;
  /** Offline records per link: pending values and discarded records. */
  syncStates?: Map<number, RowSyncState>;
  /** The taps still within their undo window, by link id. */
  confirmations?: Record<number, CheckConfirmation>;
  onAction: (action: StaffAction, link: EventEmployee) => void;
  /** 'Desfazer' of a row's confirmation. */
  onUndo?: (linkId: number) => void;
}

const NO_CONFIRMATIONS: Record<number, CheckConfirmation> = {};
const NO_UNDO = () => undefined;

const NO_STATES = new Map<number, RowSyncState>();

const FIELD_WORDS: Record<CheckField, string> = { checkIn: 'entrada', checkOut: 'saída' };

/** Strips the leading 'Descartado:' of a sync reason, which the row's text already says. */
const reasonText = (reason: string): string => reason.replace(/^Descartado:\s*/i, '') || 'motivo não informado';

/** A check-in or check-out cell: the time, its pending state and any discarded offline record. */
function CheckCell({ value, field, state }: { value: string | null; field: CheckField; state: RowSyncState }) {
  const pending = state.pending[field] && Boolean(value);
  const rejected = state.rejected.filter((r) => r.field === field);
  return (
    <Table.Cell fontVariantNumeric="tabular-nums">
      <Stack gap="1" align="flex-start">
        <HStack gap="2" wrap="wrap">
          <Text as="span">{timeOrDash(value)}</Text>
          {pending && <StatusBadge status="PENDING" label={OFFLINE_TEXTS.pendingSync} tone="warning" />}
        </HStack>
        {rejected.map((r) => (
          <Text key={r.id} as="span" fontSize="xs" color="orange.700" role="note" display="inline-flex" alignItems="center" gap="1">
            <AlertIcon boxSize="3" aria-hidden />
            {OFFLINE_STAFF_MESSAGES.discarded(r.time ? `${FIELD_WORDS[field]} às ${formatTime(r.time)}` : FIELD_WORDS[field], reasonText(r.reason))}
          </Text>
        ))}
      </Stack>
    </Table.Cell>
  );
}

const PAYMENT_TONES: Record<PaymentState, StatusTone> = { PENDING: 'neutral', REQUESTED: 'warning', PAID: 'success' };

function timeOrDash(value: string | null): string {
  return value ? formatTime(value) : '—';
}

interface StaffRowProps {
  link: EventEmployee;
  sync: RowSyncState;
  confirmation: CheckConfirmation | undefined;
  offline: boolean;
  canCheck: boolean;
  canConfirm: boolean;
  canManage: boolean;
  hasActions: boolean;
  onAction: (action: StaffAction, link: EventEmployee) => void;
  onUndo: (linkId: number) => void;
}

const sameSync = (a: RowSyncState, b: RowSyncState): boolean =>
  a === b ||
  (a.pending.checkIn === b.pending.checkIn &&
    a.pending.checkOut === b.pending.checkOut &&
    a.rejected.length === b.rejected.length &&
    a.rejected.every((r, i) => r.id === b.rejected[i].id && r.reason === b.rejected[i].reason));

/**
 * One staff row. Memoized: a check-in re-renders only its own row (the store keeps the other links'
 * objects), which keeps the offline tap fast on a long list.
 */
const StaffRow = memo(
  function StaffRow({ link, sync, confirmation, offline, canCheck, canConfirm, canManage, hasActions, onAction, onUndo }: StaffRowProps) {
    const name = linkName(link);
    const state = paymentState(link);
    const hint = offline ? OFFLINE_TEXTS.unavailable : undefined;
    return (
    <Table.Row key={link.id}>
      <Table.Cell position="sticky" insetStart="0" bg="bg" zIndex="1" minW="36" overflowWrap="anywhere">
        {name}
      </Table.Cell>
      <Table.Cell>{link.function}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatCurrency(link.payRate)}
      </Table.Cell>
      <CheckCell value={link.checkIn} field="checkIn" state={sync} />
      <CheckCell value={link.checkOut} field="checkOut" state={sync} />
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
                  disabled={Boolean(link.checkIn)}
                  onClick={() => onAction('checkIn', link)}
                >
                  Registrar entrada
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Registrar saída de ${name}`}
                  disabled={!link.checkIn || Boolean(link.checkOut)}
                  onClick={() => onAction('checkOut', link)}
                >
                  Registrar saída
                </Button>
              </>
            )}
            {canCheck && state === 'PENDING' && link.checkIn && link.checkOut && (
              <Button
                size="xs"
                colorPalette="gold"
                aria-label={`Solicitar pagamento de ${name}`}
                title={hint}
                disabled={offline}
                onClick={() => onAction('requestPayment', link)}
              >
                Solicitar pagamento
              </Button>
            )}
            {canConfirm && state === 'REQUESTED' && (
              <Button
                size="xs"
                colorPalette="green"
                aria-label={`Confirmar pagamento de ${name}`}
                title={hint}
                disabled={offline}
                onClick={() => onAction('confirmPayment', link)}
              >
                Confirmar pagamento
              </Button>
            )}
            {canManage && (
              <>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Editar escala de ${name}`}
                  title={hint ?? 'Editar'}
                  disabled={offline}
                  onClick={() => onAction('edit', link)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remover ${name}`}
                  title={hint ?? 'Remover'}
                  disabled={offline}
                  onClick={() => onAction('remove', link)}
                >
                  <TrashIcon />
                </IconButton>
              </>
            )}
          </HStack>
          {confirmation && <StaffConfirmation confirmation={confirmation} name={name} onUndo={() => onUndo(link.id)} />}
        </Table.Cell>
      )}
    </Table.Row>
    );
  },
  (a, b) =>
    a.link === b.link &&
    a.confirmation === b.confirmation &&
    a.onUndo === b.onUndo &&
    a.offline === b.offline &&
    a.canCheck === b.canCheck &&
    a.canConfirm === b.canConfirm &&
    a.canManage === b.canManage &&
    a.hasActions === b.hasActions &&
    a.onAction === b.onAction &&
    sameSync(a.sync, b.sync),
);

/**
 * The staff of one day: name, function, pay rate (BRL), check-in and check-out (24 h), payment
 * state, and the actions the signed-in role may take on each row. 'Registrar entrada' is disabled
 * once recorded and 'Registrar saída' until there is an entrance; both leave a completed day.
 * A time recorded on the device shows 'Pendente de sincronização' until the server has it, and a
 * record the server discarded says so, with the reason, in its cell. A tap's confirmation, with
 * 'Desfazer', shows in its row's actions. The table scrolls inside its box, its names column sticky.
 */
export function DayStaffTable({
  dayText,
  links,
  readOnly,
  offline = false,
  syncStates = NO_STATES,
  confirmations = NO_CONFIRMATIONS,
  onAction,
  onUndo = NO_UNDO,
}: DayStaffTableProps) {
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
            <Table.ColumnHeader position="sticky" insetStart="0" bg="bg.muted" zIndex="1">
              Nome
            </Table.ColumnHeader>
            <Table.ColumnHeader>Função</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Valor da diária</Table.ColumnHeader>
            <Table.ColumnHeader>Entrada</Table.ColumnHeader>
            <Table.ColumnHeader>Saída</Table.ColumnHeader>
            <Table.ColumnHeader>Pagamento</Table.ColumnHeader>
            {hasActions && <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {links.map((link) => (
            <StaffRow
              key={link.id}
              link={link}
              sync={syncStateOf(syncStates, link.id)}
              confirmation={confirmations[link.id]}
              offline={offline}
              canCheck={canCheck}
              canConfirm={canConfirm}
              canManage={canManage}
              hasActions={hasActions}
              onAction={onAction}
              onUndo={onUndo}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
