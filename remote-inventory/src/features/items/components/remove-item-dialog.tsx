import { useState } from 'react';
import type { InventoryItem } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { deleteInventoryItem, updateInventoryItem } from '../../../api';
import { toItemFormValues, toItemPayload } from '../item-form-values';
import { ITEM_MESSAGES } from '../messages';

/** 'delete': an item that never moved. 'deactivate' / 'reactivate': an item with movements (kept for its history). */
export type RemovalKind = 'delete' | 'deactivate' | 'reactivate';

export interface RemoveItemDialogProps {
  open: boolean;
  item?: InventoryItem;
  kind: RemovalKind;
  onClose: () => void;
  onDone: () => void;
}

const TEXTS: Record<RemovalKind, { title: string; confirm: string; message: (name: string) => string }> = {
  delete: { title: 'Excluir item', confirm: 'Excluir', message: (name) => `Deseja excluir ${name}? Esta ação não pode ser desfeita.` },
  deactivate: {
    title: 'Desativar item',
    confirm: 'Desativar',
    message: (name) => `${name} possui movimentações e será mantido no histórico. Desativado, não recebe entradas nem saídas. Deseja desativá-lo?`,
  },
  reactivate: { title: 'Reativar item', confirm: 'Reativar', message: (name) => `Deseja reativar ${name}?` },
};

/** Asks before deleting, deactivating or reactivating an item; a refusal is notified by the http client. */
export function RemoveItemDialog({ open, item, kind, onClose, onDone }: RemoveItemDialogProps) {
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[kind];

  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    try {
      if (kind === 'delete') {
        await deleteInventoryItem(item.id);
        notify.success(ITEM_MESSAGES.deleted);
      } else {
        const active = kind === 'reactivate';
        await updateInventoryItem(item.id, { ...toItemPayload(toItemFormValues(item), false), active });
        notify.success(active ? ITEM_MESSAGES.reactivated : ITEM_MESSAGES.deactivated);
      }
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      message={texts.message(item?.name ?? '')}
      cancelLabel="Cancelar"
      confirmLabel={texts.confirm}
      destructive={kind !== 'reactivate'}
      loading={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
