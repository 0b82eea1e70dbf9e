import { useMemo } from 'react';
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, type CategoryType, type FinancialCategory } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Box, FormDialog, HStack, rules, SharedForm, Text, type FormFieldConfig } from '@sge/shared/ui';
import { createCategory, updateCategory } from '../api';
import { CATEGORY_MESSAGES } from '../messages';

export type CategoryFormValues = {
  name: string;
  type: string;
  color: string;
  parentId: string;
  description: string;
};

const EMPTY: CategoryFormValues = { name: '', type: '', color: '#D4AF37', parentId: '', description: '' };
const COLOR = /^#[0-9A-Fa-f]{6}$/;

function baseFields(): FormFieldConfig<CategoryFormValues>[] {
  return [
    { name: 'name', label: 'Nome', required: true, rules: [rules.minLength(2), rules.maxLength(100)] },
    { name: 'type', label: 'Tipo', type: 'select', required: true, options: CATEGORY_TYPES.map((t) => ({ value: t, label: CATEGORY_TYPE_LABELS[t] })) },
    { name: 'color', label: 'Cor', required: true, placeholder: '#D4AF37', helperText: 'Formato #RRGGBB', rules: [rules.pattern(COLOR, CATEGORY_MESSAGES.invalidColor)] },
    { name: 'parentId', label: 'Categoria pai', type: 'select', placeholder: 'Nenhuma (categoria principal)' },
    { name: 'description', label: 'Descrição', type: 'textarea', rules: [rules.maxLength(500)] },
  ];
}

export interface CategoryFormDialogProps {
  open: boolean;
  category?: FinancialCategory;
  /** Every category, to offer the top-level ones of the chosen type as parents. */
  categories: FinancialCategory[];
  onClose: () => void;
  onSaved: () => void;
}

export function CategoryFormDialog({ open, category, categories, onClose, onSaved }: CategoryFormDialogProps) {
  const fields = useMemo(baseFields, []);
  const initialValues = useMemo<CategoryFormValues>(
    () =>
      category
        ? { name: category.name, type: category.type, color: category.color, parentId: category.parentId ? String(category.parentId) : '', description: category.description ?? '' }
        : EMPTY,
    [category],
  );
  const hasChildren = Boolean(category && categories.some((c) => c.parentId === category.id));
  const title = category ? 'Editar categoria' : 'Nova categoria';

  const parentOptions = (type: string) =>
    categories
      .filter((c) => c.parentId === null && c.type === type && c.id !== category?.id)
      .map((c) => ({ value: String(c.id), label: c.active ? c.name : `${c.name} (inativa)` }));

  const save = async (values: CategoryFormValues) => {
    const parentId = values.parentId && parentOptions(values.type).some((o) => o.value === values.parentId) ? Number(values.parentId) : null;
    const body = {
      name: values.name.trim(),
      type: values.type as CategoryType,
      color: values.color.toUpperCase(),
      description: values.description.trim() || null,
      parentId,
    };
    if (category) await updateCategory(category.id, body);
    else await createCategory(body);
    notify.success(category ? CATEGORY_MESSAGES.updated : CATEGORY_MESSAGES.created);
    onSaved();
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside">
      <SharedForm aria-label={title} fields={fields} initialValues={initialValues} onSubmit={save} onCancel={onClose}>
        {(form) => (
          <>
            {form.renderField('name')}
            {form.renderField('type')}
            <HStack align="flex-end" gap="3">
              <Box flex="1">{form.renderField('color')}</Box>
              <Box
                aria-hidden="true"
                w="10"
                h="10"
                mb="7"
                borderRadius="md"
                borderWidth="1px"
                bg={COLOR.test(form.values.color) ? form.values.color : 'transparent'}
              />
            </HStack>
            {hasChildren ? (
              <Text color="fg.muted" fontSize="sm">
                Esta categoria possui subcategorias e por isso é uma categoria principal.
              </Text>
            ) : (
              form.renderField({
                name: 'parentId',
                label: 'Categoria pai',
                type: 'select',
                placeholder: 'Nenhuma (categoria principal)',
                helperText: form.values.type ? undefined : 'Escolha o tipo para ver as categorias principais.',
                options: parentOptions(form.values.type),
              })
            )}
            {form.renderField('description')}
          </>
        )}
      </SharedForm>
    </FormDialog>
  );
}
