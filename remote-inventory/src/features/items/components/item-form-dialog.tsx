import { useMemo } from 'react';
import { INVENTORY_ITEM_TYPE_LABELS, type InventoryItem } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { createInventoryItem, updateInventoryItem } from '../../../api';
import { categoryOptions, EMPTY_ITEM_FORM, toItemFormValues, toItemPayload, unitOptions, type ItemFormValues } from '../item-form-values';
import { ITEM_MESSAGES } from '../messages';

const wholeNumber = rules.pattern(/^\d+$/, 'Informe um número inteiro maior ou igual a zero');
const SKU_FORMAT = rules.pattern(/^\s*[A-Za-z0-9][A-Za-z0-9._/-]*\s*$/, 'Use letras, números, ponto, hífen ou barra, sem espaços');

function itemFields(item?: InventoryItem): FormFieldConfig<ItemFormValues>[] {
  const options = (list: string[]) => list.map((value) => ({ value, label: value }));
  return [
    { name: 'name', label: 'Nome', required: true, rules: [rules.minLength(2), rules.maxLength(150)] },
    { name: 'sku', label: 'SKU', required: true, placeholder: 'CAD-001', autoComplete: 'off', rules: [rules.maxLength(40), SKU_FORMAT] },
    { name: 'category', label: 'Categoria', type: 'select', required: true, options: options(categoryOptions(item?.category)) },
    {
      name: 'type',
      label: 'Tipo',
      type: 'select',
      required: true,
      options: Object.entries(INVENTORY_ITEM_TYPE_LABELS).map(([value, label]) => ({ value, label })),
    },
    { name: 'unit', label: 'Unidade', type: 'select', required: true, options: options(unitOptions(item?.unit)) },
    { name: 'minimumStock', label: 'Estoque mínimo', type: 'number', required: true, rules: [wholeNumber] },
    { name: 'unitCost', label: 'Custo unitário', type: 'money', required: true, rules: [rules.money] },
    { name: 'location', label: 'Localização', placeholder: 'Galpão A - Corredor 1', rules: [rules.maxLength(120)] },
    item
      ? { name: 'active', label: 'Ativo', type: 'checkbox' }
      : { name: 'initialQuantity', label: 'Quantidade inicial', type: 'number', helperText: 'Lançada como entrada "Estoque inicial"', rules: [wholeNumber] },
  ];
}

export interface ItemFormDialogProps {
  open: boolean;
  /** The item to edit; without it the dialog creates a new one. */
  item?: InventoryItem;
  onClose: () => void;
  onSaved: (item: InventoryItem) => void;
}

/**
 * Creates or edits an item. The quantity on hand is never edited here: it changes only through
 * movements. A refused save (e.g. 409 'Já existe um item com este SKU') is notified by the http
 * client and the dialog stays open with everything typed.
 */
export function ItemFormDialog({ open, item, onClose, onSaved }: ItemFormDialogProps) {
  const fields = useMemo(() => itemFields(item), [item]);
  const initialValues = useMemo(() => (item ? toItemFormValues(item) : EMPTY_ITEM_FORM), [item]);
  const title = item ? 'Editar item' : 'Novo item';

  const save = async (values: ItemFormValues) => {
    const body = toItemPayload(values, !item);
    const saved = item ? await updateInventoryItem(item.id, body) : await createInventoryItem(body);
    notify.success(item ? ITEM_MESSAGES.updated : ITEM_MESSAGES.created);
    onSaved(saved);
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside" size="lg">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose} columns={2} />
    </FormDialog>
  );
}
