import { useId, useMemo } from 'react';
import { isValidCnpj, isValidCpf, onlyDigits, type Budget } from '@sge/shared/contract';
import { formatCurrency, toIsoDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { Alert, Box, DaysField, FormDialog, HStack, SharedForm, SimpleGrid, Spinner, Stack, Text, rules, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { createBudget, updateBudget } from '../api';
import { checkItems, emptyBudgetForm, toBudgetFormValues, toBudgetPayload, type BudgetFormValues } from '../budget-form-values';
import { BUDGET_NOTICES } from '../messages';
import { budgetTotals } from '../money';
import { useServiceCatalog } from '../use-budgets';
import { BudgetItemsInput } from './budget-items-input';

type V = BudgetFormValues;

const documentRule: ValidationRule<V> = (value) => {
  const digits = onlyDigits(String(value ?? ''));
  if (!digits) return true;
  return (digits.length === 11 ? isValidCpf(digits) : digits.length === 14 && isValidCnpj(digits)) || 'CPF/CNPJ inválido';
};

const FIELDS: FormFieldConfig<V>[] = [
  { name: 'clientName', label: 'Cliente', required: true, autoComplete: 'organization', rules: [rules.minLength(2), rules.maxLength(150)] },
  { name: 'clientDocument', label: 'CPF/CNPJ', placeholder: '00.000.000/0000-00', autoComplete: 'off', rules: [documentRule] },
  { name: 'clientEmail', label: 'E-mail', type: 'email', autoComplete: 'email', rules: [rules.email, rules.maxLength(200)] },
  { name: 'clientPhone', label: 'Telefone', placeholder: '(11) 98765-4321', autoComplete: 'tel', rules: [rules.phone] },
  { name: 'eventName', label: 'Nome do evento', required: true, rules: [rules.minLength(2), rules.maxLength(150)] },
  { name: 'eventLocation', label: 'Local do evento', required: true, rules: [rules.minLength(2), rules.maxLength(200)] },
  { name: 'validUntil', label: 'Válido até', type: 'date', required: true, rules: [rules.date] },
  { name: 'discount', label: 'Desconto', type: 'money', rules: [rules.money] },
  { name: 'notes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(2000)] },
];

const EXTRA_RULES: Partial<Record<keyof V & string, ValidationRule<V>[]>> = {
  eventDays: [(value) => (Array.isArray(value) && value.length > 0) || 'Informe pelo menos uma data do evento'],
  items: [(value, values) => checkItems(value as V['items'], values.eventDays.length)],
  discount: [(_value, values) => !budgetTotals(linesOf(values), values.discount).discountTooLarge || 'O desconto não pode ser maior que o subtotal'],
};

const linesOf = (values: V) => values.items.map((item) => ({ quantity: Number(item.quantity), unitPrice: item.unitPrice, days: Number(item.days) }));

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return toIsoDate(date) ?? '';
}

export interface BudgetFormDialogProps {
  open: boolean;
  /** The draft to edit; without it the dialog creates a budget. */
  budget?: Budget;
  onClose: () => void;
  onSaved: (budget: Budget) => void;
}

/** Creates or edits a draft budget: client, event and its dates, items of the catalogue, discount, live total. */
export function BudgetFormDialog({ open, budget, onClose, onSaved }: BudgetFormDialogProps) {
  const formId = `budget-form-${useId().replace(/:/g, '')}`;
  const { services, loading, failed } = useServiceCatalog(open);
  const initialValues = useMemo(() => (budget ? toBudgetFormValues(budget) : emptyBudgetForm(inDays(15))), [budget]);
  const title = budget ? `Editar orçamento nº ${budget.id}` : 'Novo orçamento';

  const save = async (values: V) => {
    const body = toBudgetPayload(values);
    const saved = budget ? await updateBudget(budget.id, body) : await createBudget(body);
    notify.success(budget ? BUDGET_NOTICES.updated : BUDGET_NOTICES.created);
    onSaved(saved);
  };

  return (
    <FormDialog open={open} onClose={onClose} title={title} scrollBehavior="inside" size="xl">
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{BUDGET_NOTICES.catalogError}</Alert.Title>
        </Alert.Root>
      )}
      {loading ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Carregando catálogo de serviços...</Text>
        </HStack>
      ) : (
        <SharedForm id={formId} aria-label={title} fields={FIELDS} rules={EXTRA_RULES} initialValues={initialValues} onSubmit={save} onCancel={onClose}>
          {(form) => {
            const totals = budgetTotals(linesOf(form.values), form.values.discount);
            return (
              <Stack gap="4">
                <Text fontWeight="semibold">Cliente</Text>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {form.renderField('clientName')}
                  {form.renderField('clientDocument')}
                  {form.renderField('clientEmail')}
                  {form.renderField('clientPhone')}
                </SimpleGrid>
                <Text fontWeight="semibold">Evento</Text>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {form.renderField('eventName')}
                  {form.renderField('eventLocation')}
                </SimpleGrid>
                <DaysField
                  legend="Datas do evento"
                  listLabel="Datas escolhidas"
                  id={`${formId}-eventDays`}
                  value={form.values.eventDays}
                  error={form.errors.eventDays}
                  onChange={(days) => {
                    form.setValue('eventDays', days);
                    form.touch('eventDays');
                  }}
                />
                <BudgetItemsInput
                  id={`${formId}-items`}
                  value={form.values.items}
                  services={services}
                  defaultDays={form.values.eventDays.length}
                  error={form.errors.items}
                  onChange={(items) => {
                    form.setValue('items', items);
                    form.touch('items');
                  }}
                />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {form.renderField('discount')}
                  {form.renderField('validUntil')}
                </SimpleGrid>
                {form.renderField('notes')}
                <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" aria-live="polite" aria-label="Totais do orçamento" role="group">
                  <HStack justify="space-between">
                    <Text>Subtotal</Text>
                    <Text data-testid="budget-subtotal">{formatCurrency(totals.subtotal)}</Text>
                  </HStack>
                  <HStack justify="space-between">
                    <Text>Desconto</Text>
                    <Text>− {formatCurrency(totals.discount)}</Text>
                  </HStack>
                  <HStack justify="space-between" fontWeight="bold">
                    <Text>Total</Text>
                    <Text data-testid="budget-total">{formatCurrency(totals.total)}</Text>
                  </HStack>
                </Box>
              </Stack>
            );
          }}
        </SharedForm>
      )}
    </FormDialog>
  );
}
