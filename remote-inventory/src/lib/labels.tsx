import {
  INVENTORY_ITEM_TYPE_LABELS,
  INVENTORY_TRANSACTION_TYPE_LABELS,
  type InventoryItem,
  type InventoryTransactionType,
} from '@sge/shared/contract';
import { StatusBadge, type StatusTone } from '@sge/shared/ui';

export { INVENTORY_ITEM_TYPE_LABELS, INVENTORY_TRANSACTION_TYPE_LABELS };

const TRANSACTION_TONES: Record<InventoryTransactionType, StatusTone> = {
  ENTRY: 'success',
  EXIT: 'info',
  RETURN: 'brand',
  ADJUSTMENT: 'neutral',
  LOSS: 'error',
};

export function TransactionTypeBadge({ type }: { type: InventoryTransactionType }) {
  return <StatusBadge status={type} label={INVENTORY_TRANSACTION_TYPE_LABELS[type]} tone={TRANSACTION_TONES[type]} />;
}

/** 'Inativo', 'Estoque baixo' or 'Normal', in words as well as colour. */
export function ItemStatusBadge({ item }: { item: Pick<InventoryItem, 'active' | 'lowStock'> }) {
  if (!item.active) return <StatusBadge status="INACTIVE" label="Inativo" tone="neutral" />;
  if (item.lowStock) return <StatusBadge status="LOW" label="Estoque baixo" tone="warning" />;
  return <StatusBadge status="OK" label="Normal" tone="success" />;
}

/** '24 un'. */
export const quantityText = (quantity: number, unit: string): string => `${quantity.toLocaleString('pt-BR')} ${unit}`;
