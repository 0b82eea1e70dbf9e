/**
 * The events list's Chakra dialogs ('Novo evento', 'Editar', 'Excluir') as an island of the venue
 * path: its own chunk, loaded on demand (event-dialogs-island.ts), inside its own UiProvider.
 */
import type { Event } from '@sge/shared/contract';
import { UiProvider } from '@sge/shared/ui';
import type { EventInfo } from '../event-dates';
import { DeleteEventDialog } from './delete-event-dialog';
import { EventFormDialog } from './event-form-dialog';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

/** Which event a dialog is about; kept while it closes so its texts do not change mid-animation. */
export interface DialogTarget {
  open: boolean;
  event?: EventInfo;
}

export interface EventDialogsProps {
  form: DialogTarget;
  removal: DialogTarget;
  onCloseForm: () => void;
  onCloseRemoval: () => void;
  /** A saved event; `created` when the form made a new one. */
  onSaved: (saved: Event, created: boolean) => void;
}

export default function EventDialogs({ form, removal, onCloseForm, onCloseRemoval, onSaved }: EventDialogsProps) {
  return (
    <UiProvider>
      <EventFormDialog open={form.open} event={form.event} onClose={onCloseForm} onSaved={(saved) => onSaved(saved, !form.event)} />
      <DeleteEventDialog open={removal.open} event={removal.event} onClose={onCloseRemoval} onDeleted={onCloseRemoval} />
    </UiProvider>
  );
}
