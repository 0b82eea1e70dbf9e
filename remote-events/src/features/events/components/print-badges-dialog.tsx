import { useState, type FormEvent } from 'react';
import type { Event } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { Button, FormDialog, FormField, HStack, NativeSelect, Text } from '@sge/shared/ui';
import { getEventBadges } from '../api';
import { eventDates } from '../event-dates';
import { dayLabel } from '../day-label';

/** The pt-BR texts of 'Imprimir crachás'. */
export const PRINT_BADGES_TEXTS = {
  open: 'Imprimir crachás',
  title: 'Imprimir crachás',
  description: 'Crachás com QR code de cada pessoa escalada, para imprimir em folhas A4.',
  scope: 'Crachás de',
  wholeEvent: 'Todo o evento',
  submit: 'Visualizar crachás',
  loading: 'Carregando crachás...',
  cancel: 'Cancelar',
  empty: 'Nenhuma pessoa escalada para imprimir crachás.',
  failed: 'Não foi possível abrir a impressão dos crachás. Verifique a conexão e tente novamente.',
} as const;

const WHOLE_EVENT = 'all';

export interface PrintBadgesDialogProps {
  open: boolean;
  event: Event;
  onClose: () => void;
}

/**
 * 'Imprimir crachás' (admin, manager, coordinator): the whole event or one of its days, then the
 * print preview of every staff member's badge with the event's name and the dates printed. The
 * print code (@sge/shared/badges, with the QR encoder) is imported only here, on demand.
 */
export function PrintBadgesDialog({ open, event, onClose }: PrintBadgesDialogProps) {
  const [scope, setScope] = useState(WHOLE_EVENT);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const dates = eventDates(event);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const day = scope === WHOLE_EVENT ? undefined : scope;
    setLoading(true);
    setEmpty(false);
    try {
      const [badges, { printBadges }] = await Promise.all([getEventBadges(event.id, day), import('@sge/shared/badges')]);
      if (badges.length === 0) {
        setEmpty(true);
        return;
      }
      onClose();
      printBadges({ badges, event: { name: event.name, dates: day ? [day] : dates } });
    } catch (error) {
      if (!(error instanceof ApiError)) notify.error(PRINT_BADGES_TEXTS.failed);
    } finally {
      setLoading(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={PRINT_BADGES_TEXTS.title}
      description={PRINT_BADGES_TEXTS.description}
      closeOnInteractOutside
      onExitComplete={() => {
        setScope(WHOLE_EVENT);
        setEmpty(false);
      }}
    >
      <form aria-label={PRINT_BADGES_TEXTS.title} onSubmit={(e) => void submit(e)}>
        <FormField label={PRINT_BADGES_TEXTS.scope}>
          <NativeSelect.Root disabled={loading}>
            <NativeSelect.Field
              value={scope}
              onChange={(e) => {
                setScope(e.target.value);
                setEmpty(false);
              }}
            >
              <option value={WHOLE_EVENT}>{PRINT_BADGES_TEXTS.wholeEvent}</option>
              {dates.map((date) => (
                <option key={date} value={date}>
                  {dayLabel(date)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Text role="status" mt={empty ? '3' : '0'} color="fg.muted">
          {empty ? PRINT_BADGES_TEXTS.empty : ''}
        </Text>
        <HStack justify="flex-end" gap="2" mt="5">
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {PRINT_BADGES_TEXTS.cancel}
          </Button>
          <Button type="submit" colorPalette="gold" loading={loading} loadingText={PRINT_BADGES_TEXTS.loading}>
            {PRINT_BADGES_TEXTS.submit}
          </Button>
        </HStack>
      </form>
    </FormDialog>
  );
}
