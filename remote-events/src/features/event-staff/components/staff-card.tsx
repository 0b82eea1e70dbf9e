import { memo } from 'react';
import type { EventEmployee } from '@sge/shared/contract';
import { VenueBadge, VenueButton, VenueMenu, VenueMoreIcon, type VenueBadgeProps, type VenueMenuItem } from '@sge/shared/venue';
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
  /** What the 'Mais ações' items need before they can act (the dialogs' Chakra island). Stable. */
  prepareActions?: () => Promise<unknown>;
}

const BADGE_TONE: Record<string, VenueBadgeProps['tone']> = { Ausente: 'gray', Descartado: 'red', 'Pendente de envio': 'orange' };

const toneOf = (text: string): VenueBadgeProps['tone'] => BADGE_TONE[text] ?? (text.startsWith('Saiu') ? 'blue' : 'green');

/**
 * One person of the day, for the thumb, in two lines (about 94 px, so four fit under the gate
 * header at 360×740): the full name (wrapping) and the state badge; the function, one primary
 * button for the next action ('Registrar entrada', then 'Registrar saída', none once out) and the
 * other actions in a small menu. The tap's confirmation with 'Desfazer' shows under them.
 * A light component (`@sge/shared/venue`): the gate screen paints it without Chakra; the menu's
 * actions open dialogs of a Chakra island, which the menu waits for (`prepareActions`).
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
  prepareActions,
}: StaffCardProps) {
  const badge = stateBadgeText(link, { pending, rejectedReason, otherDeviceTime });
  const next = link.checkOut ? null : link.checkIn ? 'checkOut' : 'checkIn';
  const payment = paymentState(link);
  const hint = offline ? ` (${OFFLINE_TEXTS.unavailable})` : '';
  const more: VenueMenuItem[] = [];
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
    <li className="sge-v-staff">
      <div className="sge-v-row">
        <p className="sge-v-name sge-v-grow-box">{name}</p>
        <VenueBadge tone={toneOf(badge)} className="sge-v-staff-state">
          {badge}
        </VenueBadge>
      </div>
      <div className="sge-v-row sge-v-row-center">
        <p className="sge-v-place sge-v-grow-box">{link.function}</p>
        {canCheck && next && (
          <VenueButton
            variant="primary"
            size="tall"
            aria-label={next === 'checkIn' ? CHECK_IN_TEXTS.checkInOf(name) : CHECK_IN_TEXTS.checkOutOf(name)}
            onClick={() => onAction(next, link)}
          >
            {next === 'checkIn' ? CHECK_IN_TEXTS.checkIn : CHECK_IN_TEXTS.checkOut}
          </VenueButton>
        )}
        {more.length > 0 && (
          <VenueMenu label={CHECK_IN_TEXTS.moreActions(name)} items={more} prepare={prepareActions}>
            <VenueMoreIcon />
          </VenueMenu>
        )}
      </div>
      {rejectedReason !== null && <p className="sge-v-sm sge-v-danger">{CHECK_IN_TEXTS.reason(rejectedReason)}</p>}
      {otherDeviceTime !== null && (
        <p className="sge-v-sm sge-v-muted" role="note">
          {otherDeviceText(otherDeviceTime)}
        </p>
      )}
      {confirmation && <StaffConfirmation confirmation={confirmation} name={name} onUndo={() => onUndo(link.id)} />}
    </li>
  );
});
