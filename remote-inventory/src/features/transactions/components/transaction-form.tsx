import { useEffect, useMemo, useRef, useState } from 'react';
import {
  INVENTORY_TRANSACTION_TYPE_LABELS,
  INVENTORY_TRANSACTION_TYPES,
  type EventInventoryBalance,
  type InventoryItem,
  type InventoryTransactionType,
} from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Card, GridItem, Heading, SharedForm, SimpleGrid, Text, type FormFieldConfig, type SharedFormApi } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { createInventoryTransaction, inventoryQueries, type EventOption } from '../../../api';
import { todayInCompany } from '../../../lib/dates';
import { quantityText } from '../../../lib/labels';
import { PickerSearch, useSearchQuery, withChosen } from '../../../lib/search-picker';
import {
  allowsEvent,
  emptyTransactionForm,
  needsEvent,
  toTransactionPayload,
  TRANSACTION_RULES,
  TYPE_HELP,
  type TransactionFormValues,
} from '../transaction-form-values';

export const TRANSACTION_POSTED = 'Movimentação registrada com sucesso';


const FIELDS: FormFieldConfig<TransactionFormValues>[] = [
  { name: 'type', label: 'Tipo de movimentação', type: 'select', required: true, options: INVENTORY_TRANSACTION_TYPES.map((t) => ({ value: t, label: INVENTORY_TRANSACTION_TYPE_LABELS[t] })) },
  { name: 'eventId', label: 'Evento', type: 'select', rules: TRANSACTION_RULES.eventId },
  { name: 'itemId', label: 'Item', type: 'select', rules: TRANSACTION_RULES.itemId },
  { name: 'quantity', label: 'Quantidade', type: 'number', rules: TRANSACTION_RULES.quantity },
  { name: 'damaged', label: 'Avariados', type: 'number', rules: TRANSACTION_RULES.damaged },
  { name: 'lost', label: 'Perdidos', type: 'number', rules: TRANSACTION_RULES.lost },
  { name: 'date', label: 'Data', type: 'date', rules: TRANSACTION_RULES.date },
  { name: 'unitCost', label: 'Custo unitário da compra', type: 'money', rules: TRANSACTION_RULES.unitCost },
  { name: 'reason', label: 'Motivo', rules: TRANSACTION_RULES.reason },
  { name: 'note', label: 'Observação', type: 'textarea' },
];
const field = (name: keyof TransactionFormValues) => FIELDS.find((f) => f.name === name)!;

export interface TransactionFormProps {
  /** After a movement is posted (the history and the stock refresh on their own). */
  onPosted?: () => void;
}

/** What is still out at the chosen event, per item (for returns). */
function useEventBalance(eventId: string, enabled: boolean): EventInventoryBalance | undefined {
  const answer = useQuery({ ...inventoryQueries.eventBalance(Number(eventId) || 0), enabled: enabled && Boolean(eventId), meta: { notifyError: false } });
  return enabled && eventId ? answer.data : undefined;
}

/** Entries and exits move only active items; the other types may move an inactive one. */
const onlyActive = (type: string): boolean => type === 'ENTRY' || type === 'EXIT';

function FormBody({
  form,
  initialEvent,
  onEventChosen,
}: {
  form: SharedFormApi<TransactionFormValues>;
  initialEvent?: EventOption;
  onEventChosen: (event: EventOption) => void;
}) {
  const { values, renderField, setValue } = form;
  const type = values.type as InventoryTransactionType;
  const balance = useEventBalance(values.eventId, type === 'RETURN');
  const pending = balance?.items.filter((row) => row.outstanding > 0) ?? [];
  const pendingOf = (itemId: string) => pending.find((row) => String(row.itemId) === itemId);

  // Events and items are searched on the server as the user types (thousands of them, issue 14);
  // the chosen one stays offered while the search changes.
  // Events: the upcoming ones first (the ones stock goes out to), then the other matches.
  const events = useSearchQuery((search) => inventoryQueries.eventPickerSearch(search, { open: type === 'EXIT' }), allowsEvent(type));
  const items = useSearchQuery((search) => inventoryQueries.itemSearch(search, onlyActive(type) ? { active: true } : {}), type !== 'RETURN');
  const [chosenEvent, setChosenEvent] = useState<EventOption | undefined>(initialEvent);
  const [chosenItem, setChosenItem] = useState<InventoryItem>();
  const eventRows = withChosen(events.results, chosenEvent, values.eventId).filter((event) => type !== 'EXIT' || !event.isFinalized);
  const itemRows = withChosen(items.results, chosenItem, values.itemId).filter((item) => item.active || !onlyActive(type));

  // Returns list what is still out at the event.
  const itemOptions =
    type === 'RETURN'
      ? pending.map((row) => ({ value: String(row.itemId), label: `${row.itemName} (${row.sku}) — pendente ${quantityText(row.outstanding, row.unit)}` }))
      : itemRows.map((item) => ({ value: String(item.id), label: `${item.name} (${item.sku}) — ${quantityText(item.quantity, item.unit)} em estoque` }));
  const eventOptions = eventRows.map((event) => ({ value: String(event.id), label: event.isFinalized ? `${event.name} (finalizado)` : event.name }));

  // Remember the chosen rows, so a new search keeps them.
  useEffect(() => {
    const event = events.results.find((row) => String(row.id) === values.eventId);
    if (event) {
      setChosenEvent(event);
      onEventChosen(event);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.eventId]);
  useEffect(() => {
    const item = items.results.find((row) => String(row.id) === values.itemId);
    if (item) setChosenItem(item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.itemId]);

  // A choice that the new type or event no longer offers is cleared (a search never clears it).
  useEffect(() => {
    if (values.itemId && !itemOptions.some((option) => option.value === values.itemId)) setValue('itemId', '');
    if (values.eventId && (!allowsEvent(type) || !eventOptions.some((option) => option.value === values.eventId))) setValue('eventId', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, values.eventId, balance, chosenItem, chosenEvent]);

  const selected = itemRows.find((item) => String(item.id) === values.itemId);
  const selectedPending = pendingOf(values.itemId);
  const quantityLabel = type === 'ADJUSTMENT' ? 'Diferença (+/−)' : type === 'RETURN' ? 'Quantidade devolvida' : 'Quantidade';
  const quantityHelp =
    type === 'RETURN' && selectedPending
      ? `Pendente neste evento: ${quantityText(selectedPending.outstanding, selectedPending.unit)} (devolvidos + perdidos não podem exceder)`
      : selected
        ? `Em estoque: ${quantityText(selected.quantity, selected.unit)}`
        : undefined;
  // A native select cuts a long name to its width: the chosen item's whole name shows under it, wrapped.
  const chosenItemName = type === 'RETURN' ? (selectedPending ? `${selectedPending.itemName} (${selectedPending.sku})` : undefined) : selected ? `${selected.name} (${selected.sku})` : undefined;

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <GridItem>{renderField('type')}</GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }} alignSelf="end">
        <Text fontSize="sm" color="fg.muted" pb="2">
          {TYPE_HELP[type]}
        </Text>
      </GridItem>
      {allowsEvent(type) && <PickerSearch label="Pesquisar evento" value={events.search} onChange={events.setSearch} />}
      {allowsEvent(type) &&
        renderField({
          ...field('eventId'),
          required: needsEvent(type),
          placeholder: needsEvent(type) ? 'Selecione o evento' : 'Nenhum evento',
          options: eventOptions,
        })}
      {type !== 'RETURN' && <PickerSearch label="Pesquisar item" value={items.search} onChange={items.setSearch} />}
      {renderField({
        ...field('itemId'),
        required: true,
        options: itemOptions,
        placeholder: type === 'RETURN' && !values.eventId ? 'Selecione o evento primeiro' : 'Selecione o item',
        disabled: type === 'RETURN' && !values.eventId,
        helperText: chosenItemName,
      })}
      {renderField({ ...field('quantity'), label: quantityLabel, required: true, helperText: type === 'RETURN' && !quantityHelp ? 'Informe 0 se nada voltou' : quantityHelp })}
      {type === 'RETURN' && renderField({ ...field('damaged'), helperText: 'Dos devolvidos, quantos voltaram danificados (saem do estoque)' })}
      {type === 'RETURN' && renderField({ ...field('lost'), helperText: 'Não voltaram do evento' })}
      {renderField({ ...field('date'), required: true })}
      {type === 'ENTRY' && renderField({ ...field('unitCost'), helperText: 'Opcional: passa a ser o custo do item' })}
      {(type === 'ADJUSTMENT' || type === 'LOSS') && renderField({ ...field('reason'), required: type === 'ADJUSTMENT' })}
      <GridItem colSpan={{ base: 1, md: 3 }}>{renderField(field('note'))}</GridItem>
    </SimpleGrid>
  );
}

/**
 * The posting form: type, event, item, quantity (damaged and lost for returns, a reason for
 * adjustments). The server updates the stock in the same transaction and refuses (409) anything
 * that would make it negative or return more than left; the http client shows that message and the
 * form keeps what was typed.
 */
export function TransactionForm({ onPosted }: TransactionFormProps) {
  const [generation, setGeneration] = useState(0);
  // A coordinator usually posts several movements for one event in a row: after a post the fresh
  // form keeps its type and event ('Limpar' still empties everything).
  const [kept, setKept] = useState<Pick<TransactionFormValues, 'type' | 'eventId'> | null>(null);
  // The chosen event, so the fresh form still names it before any search.
  const [keptEvent, setKeptEvent] = useState<EventOption>();
  const chosenEvent = useRef<EventOption | undefined>(undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation is a fresh form
  const initialValues = useMemo(() => ({ ...emptyTransactionForm(todayInCompany()), ...kept }), [generation, kept]);

  const save = async (values: TransactionFormValues) => {
    await createInventoryTransaction(toTransactionPayload(values));
    notify.success(TRANSACTION_POSTED);
    setKeptEvent(chosenEvent.current && String(chosenEvent.current.id) === values.eventId ? chosenEvent.current : undefined);
    setKept({ type: values.type, eventId: values.eventId });
    setGeneration((g) => g + 1);
    onPosted?.();
  };

  return (
    <Card.Root variant="outline" mb="6">
      <Card.Header>
        <Heading as="h2" size="md">
          Nova movimentação
        </Heading>
      </Card.Header>
      <Card.Body>
        <SharedForm
          key={generation}
          aria-label="Nova movimentação"
          fields={FIELDS}
          initialValues={initialValues}
          onSubmit={save}
          columns={3}
          submitLabel="Registrar"
          cancelLabel="Limpar"
          onCancel={() => {
            if (!kept) return;
            setKept(null);
            setGeneration((g) => g + 1);
          }}
        >
          {(form) => <FormBody form={form} initialEvent={keptEvent} onEventChosen={(event) => (chosenEvent.current = event)} />}
        </SharedForm>
      </Card.Body>
    </Card.Root>
  );
}
