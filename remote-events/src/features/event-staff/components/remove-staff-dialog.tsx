import type { EventEmployee } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { STAFF_MESSAGES } from '../messages';
import { linkName } from '../staff-values';
import { useStaffStore } from '../store';

export interface RemoveStaffDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its texts do not change mid-animation. */
  link?: EventEmployee;
  onClose: () => void;
}

/**
 * Asks before taking an employee off a day. A refusal (e.g. 409: payment requests exist) is shown
 * by the store with SPEC §8's text, and the dialog closes: asking again would not change it.
 */
export function RemoveStaffDialog({ open, link, onClose }: RemoveStaffDialogProps) {
  const remove = useStaffStore((s) => s.remove);

  const confirm = async () => {
    if (!link) return;
    try {
      await remove(link.id);
      notify.success(STAFF_MESSAGES.removed);
    } catch {
      // Already notified by the store.
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="Remover funcionário"
      message={link ? `Deseja remover ${linkName(link)} do dia ${formatDate(link.eventDay)}?` : ''}
      confirmLabel="Remover"
      destructive
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
