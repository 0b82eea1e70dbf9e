import type { ServiceCatalogItem } from '@sge/shared/contract';
import { formatCurrency } from '@sge/shared/format';
import { Box, Button, FormField, Grid, IconButton, Input, NativeSelect, PlusIcon, Stack, Text, TrashIcon } from '@sge/shared/ui';
import { newRowKey, toInputMoney, type BudgetItemRow } from '../budget-form-values';
import { fromCents, lineCents } from '../money';

export interface BudgetItemsInputProps {
  /** Id of the 'Adicionar item' button (the form focuses it when the items are invalid). */
  id: string;
  value: BudgetItemRow[];
  onChange: (rows: BudgetItemRow[]) => void;
  services: ServiceCatalogItem[];
  /** Default days of a new item: the number of planned dates. */
  defaultDays: number;
  error?: string;
  disabled?: boolean;
}

const rowTotal = (row: BudgetItemRow): string => {
  const cents = lineCents({ quantity: Number(row.quantity), unitPrice: row.unitPrice, days: Number(row.days) });
  return cents === null ? '—' : formatCurrency(fromCents(cents));
};

/** The budget's items: a service of the catalogue, quantity, unit price and days, with each line's total. */
export function BudgetItemsInput({ id, value, onChange, services, defaultDays, error, disabled }: BudgetItemsInputProps) {
  const change = (key: string, patch: Partial<BudgetItemRow>) => onChange(value.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const offered = (row: BudgetItemRow) => services.filter((s) => s.active || String(s.id) === row.serviceId);

  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
      <Text as="legend" px="1" fontWeight="medium" fontSize="sm">
        Itens do orçamento
      </Text>
      <Stack gap="3">
        {value.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            Nenhum item. Adicione os serviços do catálogo que o cliente vai contratar.
          </Text>
        )}
        {value.map((row, index) => (
          <Grid
            key={row.key}
            as="fieldset"
            aria-label={`Item ${index + 1}`}
            templateColumns={{ base: '1fr 1fr', md: '3fr 1fr 1.3fr 1fr 1.3fr auto' }}
            gap="2"
            alignItems="end"
          >
            <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
              <FormField label={`Serviço do item ${index + 1}`} disabled={disabled}>
                <NativeSelect.Root disabled={disabled}>
                  <NativeSelect.Field
                    value={row.serviceId}
                    onChange={(e) => {
                      const service = services.find((s) => String(s.id) === e.target.value);
                      change(row.key, { serviceId: e.target.value, ...(service ? { unitPrice: toInputMoney(service.unitPrice) } : {}) });
                    }}
                  >
                    <option value="">Selecione...</option>
                    {offered(row).map((service) => (
                      <option key={service.id} value={String(service.id)}>
                        {service.name} ({formatCurrency(service.unitPrice)}/{service.unit})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
            <FormField label="Quantidade" disabled={disabled}>
              <Input inputMode="numeric" value={row.quantity} onChange={(e) => change(row.key, { quantity: e.target.value })} />
            </FormField>
            <FormField label="Valor unitário" disabled={disabled}>
              <Input inputMode="decimal" value={row.unitPrice} onChange={(e) => change(row.key, { unitPrice: e.target.value })} />
            </FormField>
            <FormField label="Dias" disabled={disabled}>
              <Input inputMode="numeric" value={row.days} onChange={(e) => change(row.key, { days: e.target.value })} />
            </FormField>
            <Box pb="2">
              <Text fontSize="xs" color="fg.muted">
                Total do item
              </Text>
              <Text fontWeight="medium" data-testid={`item-total-${index + 1}`}>
                {rowTotal(row)}
              </Text>
            </Box>
            <IconButton
              type="button"
              aria-label={`Remover item ${index + 1}`}
              variant="ghost"
              colorPalette="red"
              disabled={disabled}
              onClick={() => onChange(value.filter((r) => r.key !== row.key))}
            >
              <TrashIcon />
            </IconButton>
          </Grid>
        ))}
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        <Box>
          <Button
            id={id}
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => onChange([...value, { key: newRowKey(), serviceId: '', quantity: '1', unitPrice: '', days: String(Math.max(defaultDays, 1)) }])}
          >
            <PlusIcon />
            Adicionar item
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
