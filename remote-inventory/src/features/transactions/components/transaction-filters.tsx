import { useEffect, useState, type FormEvent } from 'react';
import { INVENTORY_TRANSACTION_TYPE_LABELS, INVENTORY_TRANSACTION_TYPES, type InventoryItem } from '@sge/shared/contract';
import { Button, DateRangeField, FormField, HStack, NativeSelect, SimpleGrid } from '@sge/shared/ui';
import { inventoryQueries, type EventOption } from '../../../api';
import { SearchPicker } from '../../../lib/search-picker';

/** The history's filters, as the URL keeps them ('' = not filtered). */
export const TRANSACTION_FILTERS = ['itemId', 'type', 'eventId', 'from', 'to'] as const;
export type TransactionFilterValues = Record<(typeof TRANSACTION_FILTERS)[number], string>;
export const NO_TRANSACTION_FILTERS: TransactionFilterValues = { itemId: '', type: '', eventId: '', from: '', to: '' };

export interface TransactionFiltersProps {
  /** The filters applied now (from the URL). */
  value: Partial<TransactionFilterValues>;
  onApply: (filters: TransactionFilterValues) => void;
}

const searchItems = (search: string) => inventoryQueries.itemSearch(search);
const searchEvents = (search: string) => inventoryQueries.eventSearch(search);
const itemLabel = (item: InventoryItem) => `${item.name} (${item.sku})`;
const eventLabel = (event: EventOption) => event.name;

/** The history's server-side filters: item and event (searched on the server as you type), type and period. */
export function TransactionFilters({ value, onApply }: TransactionFiltersProps) {
  const applied = { ...NO_TRANSACTION_FILTERS, ...value };
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState<TransactionFilterValues>(applied);
  // A half-typed date is held by the field, not the draft (it stays ''): 'Limpar filtros'
  // remounts the period so it empties too.
  const [clears, setClears] = useState(0);
  // Filters changed from outside (the back button, a shared link) show in the fields.
  useEffect(() => setDraft(JSON.parse(appliedKey) as TransactionFilterValues), [appliedKey]);

  const periodWrong = Boolean(draft.from && draft.to && draft.from > draft.to);
  const put = (key: keyof TransactionFilterValues) => (next: string) => setDraft((d) => ({ ...d, [key]: next }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!periodWrong) onApply(draft);
  };

  return (
    <form aria-label="Filtros do histórico" onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" mb="3" alignItems="end">
        <SearchPicker
          label="Filtrar por item"
          searchLabel="Pesquisar item"
          emptyLabel="Todos os itens"
          value={draft.itemId}
          onChange={put('itemId')}
          query={searchItems}
          resolve={inventoryQueries.item}
          describe={itemLabel}
        />
        <FormField label="Filtrar por tipo">
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.type} onChange={(e) => put('type')(e.target.value)}>
              <option value="">Todos os tipos</option>
              {INVENTORY_TRANSACTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INVENTORY_TRANSACTION_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SearchPicker
          label="Filtrar por evento"
          searchLabel="Pesquisar evento"
          emptyLabel="Todos os eventos"
          value={draft.eventId}
          onChange={put('eventId')}
          query={searchEvents}
          resolve={inventoryQueries.event}
          describe={eventLabel}
        />
        <DateRangeField key={clears} value={{ from: draft.from, to: draft.to }} onChange={({ from, to }) => setDraft((d) => ({ ...d, from, to }))} />
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
            setDraft(NO_TRANSACTION_FILTERS);
            setClears((n) => n + 1);
            onApply(NO_TRANSACTION_FILTERS);
          }}
        >
          Limpar filtros
        </Button>
      </HStack>
    </form>
  );
}
