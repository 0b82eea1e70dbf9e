import { memo } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { ActionMenu, Badge, Box, Button, Flex, MoreVerticalIcon, Stack, Text, type ActionMenuItem } from '@sge/shared/ui';
import { OFFLINE_TEXTS } from '../../../lib/offline';
import { CHECK_IN_TEXTS } from '../messages';
import { otherDeviceText, stateBadgeText } from '../check-in-state';
import { paymentState } from '../staff-values';
import type { CheckConfirmation } from '../store';
import { StaffConfirmation } from './staff-confirmation';
import type { StaffAction } from './day-staff-table';

export interface StaffCardProps {
  link: EventEmployee;
  name: string;
  pending: boolean;
  rejectedReason: string | null;
  otherDeviceTime: string | null;
  confirmation: CheckConfirmation | undefined;
  canCheck: boolean;
  canConfirm: boolean;
  canManage: boolean;
  offline: boolean;
  /** Stable across renders (the cards are memoized). */
  onAction: (action: StaffAction, link: EventEmployee) => void;
  onUndo: (linkId: number) => void;
}

const BADGE_PALETTE: Record<string, string> = { Ausente: 'gray', Descartado: 'red', 'Pendente de envio': 'orange' };

const paletteOf = (text: string): string => BADGE_PALETTE[text] ?? (text.startsWith('Saiu') ? 'blue' : 'green');

/**
 * One person of the day, for the thumb, in two lines (about 94 px, so four fit under the gate
 * header at 360×740): the full name (wrapping) and the state badge; the function, one primary
 * button for the next action ('Registrar entrada', then 'Registrar saída', none once out) and the
 * other actions in a small menu. The tap's confirmation with 'Desfazer' shows under them.
 */
export const StaffCard = memo(function StaffCard({
  link,
  name,
  pending,
  rejectedReason,
  otherDeviceTime,
  confirmation,
  canCheck,
  canConfirm,
  canManage,
  offline,
  onAction,
  onUndo,
}: StaffCardProps) {
  const badge = stateBadgeText(link, { pending, rejectedReason, otherDeviceTime });
  const next = link.checkOut ? null : link.checkIn ? 'checkOut' : 'checkIn';
  const payment = paymentState(link);
  const hint = offline ? ` (${OFFLINE_TEXTS.unavailable})` : '';
  const more: ActionMenuItem[] = [];
  if (canCheck && payment === 'PENDING' && link.checkIn && link.checkOut) {
    more.push({ key: 'pay', label: `Solicitar pagamento${hint}`, disabled: offline, onSelect: () => onAction('requestPayment', link) });
  }
  if (canConfirm && payment === 'REQUESTED') {
    more.push({ key: 'confirm', label: `Confirmar pagamento${hint}`, disabled: offline, onSelect: () => onAction('confirmPayment', link) });
  }
  if (canManage) {
    more.push({ key: 'edit', label: `Editar escala${hint}`, disabled: offline, onSelect: () => onAction('edit', link) });
    more.push({ key: 'remove', label: `Remover${hint}`, destructive: true, disabled: offline, onSelect: () => onAction('remove', link) });
  }

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" px="3" py="2" bg="bg.panel" minW="0">
      <Stack gap="1">
        <Flex gap="2" align="flex-start" minW="0">
          <Text flex="1" minW="0" fontWeight="semibold" lineHeight="1.5" overflowWrap="anywhere">
            {name}
          </Text>
          <Badge colorPalette={paletteOf(badge)} size="md" flexShrink={0} maxW="50%" whiteSpace="normal" textAlign="end">
            {badge}
          </Badge>
        </Flex>
        <Flex gap="2" align="center" minW="0">
          <Text flex="1" minW="0" fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {link.function}
          </Text>
          {canCheck && next && (
            <Button
              colorPalette="gold"
              minH="12"
              px="4"
              flexShrink={0}
              aria-label={next === 'checkIn' ? CHECK_IN_TEXTS.checkInOf(name) : CHECK_IN_TEXTS.checkOutOf(name)}
              onClick={() => onAction(next, link)}
            >
              {next === 'checkIn' ? CHECK_IN_TEXTS.checkIn : CHECK_IN_TEXTS.checkOut}
            </Button>
          )}
          {more.length > 0 && (
            <ActionMenu label={CHECK_IN_TEXTS.moreActions(name)} items={more} triggerProps={{ minW: '11', minH: '12', px: '0', flexShrink: 0 }}>
              <MoreVerticalIcon />
            </ActionMenu>
          )}
        </Flex>
        {rejectedReason !== null && (
          <Text fontSize="sm" color="red.700" overflowWrap="anywhere">
            {CHECK_IN_TEXTS.reason(rejectedReason)}
          </Text>
        )}
        {otherDeviceTime !== null && (
          <Text fontSize="sm" color="fg.muted" role="note">
            {otherDeviceText(otherDeviceTime)}
          </Text>
        )}
        {confirmation && <StaffConfirmation confirmation={confirmation} name={name} onUndo={() => onUndo(link.id)} />}
      </Stack>
    </Box>
  );
});
