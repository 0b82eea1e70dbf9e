import { useState, type FormEvent } from 'react';
import {
  INVENTORY_TRANSACTION_TYPE_LABELS,
  INVENTORY_TRANSACTION_TYPES,
  type Event,
  type InventoryItem,
  type InventoryTransactionListQuery,
  type InventoryTransactionType,
} from '@sge/shared/contract';
import { Button, DateRangeField, FormField, HStack, NativeSelect, SimpleGrid } from '@sge/shared/ui';

type Draft = { itemId: string; type: string; eventId: string; from: string; to: string };
const EMPTY: Draft = { itemId: '', type: '', eventId: '', from: '', to: '' };

export function toQuery(draft: Draft): InventoryTransactionListQuery {
  return {
    ...(draft.itemId ? { itemId: Number(draft.itemId) } : {}),
    ...(draft.type ? { type: draft.type as InventoryTransactionType } : {}),
    ...(draft.eventId ? { eventId: Number(draft.eventId) } : {}),
    ...(draft.from ? { from: draft.from } : {}),
    ...(draft.to ? { to: draft.to } : {}),
  };
}

export interface TransactionFiltersProps {
  items: InventoryItem[];
  events: Event[];
  onApply: (query: InventoryTransactionListQuery) => void;
}

/** The history's server-side filters: item, type, event and period. */
export function TransactionFilters({ items, events, onApply }: TransactionFiltersProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const periodWrong = Boolean(draft.from && draft.to && draft.from > draft.to);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!periodWrong) onApply(toQuery(draft));
  };
  const select = (label: string, key: keyof Draft, options: Array<{ value: string; label: string }>, all: string) => (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field value={draft[key]} onChange={set(key)}>
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <form aria-label="Filtros do histórico" onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" mb="3">
        {select('Filtrar por item', 'itemId', items.map((i) => ({ value: String(i.id), label: `${i.name} (${i.sku})` })), 'Todos os itens')}
        {select('Filtrar por tipo', 'type', INVENTORY_TRANSACTION_TYPES.map((t) => ({ value: t, label: INVENTORY_TRANSACTION_TYPE_LABELS[t] })), 'Todos os tipos')}
        {select('Filtrar por evento', 'eventId', events.map((e) => ({ value: String(e.id), label: e.name })), 'Todos os eventos')}
        <DateRangeField value={{ from: draft.from, to: draft.to }} onChange={({ from, to }) => setDraft((d) => ({ ...d, from, to }))} />
      </SimpleGrid>
      <HStack gap="2" mb="3">
        <Button type="submit" size="sm" colorPalette="navy" disabled={periodWrong}>
          Aplicar filtros
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY);
            onApply({});
          }}
        >
          Limpar filtros
        </Button>
      </HStack>
    </form>
  );
}
