import { useMemo } from 'react';
import type { PaymentRequestItem } from '@sge/shared/contract';
import { Button, DateRangeField, FormField, NativeSelect, SimpleGrid } from '@sge/shared/ui';
import { NO_FILTERS, type RequestFilters } from '../use-payment-requests';

export interface PaymentRequestFiltersProps {
  requests: PaymentRequestItem[];
  value: RequestFilters;
  onChange: (filters: RequestFilters) => void;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

/** Event, employee and worked-day period filters over the loaded requests. */
export function PaymentRequestFilters({ requests, value, onChange }: PaymentRequestFiltersProps) {
  const events = useMemo(
    () => [...new Map(requests.map((r) => [r.eventId, { id: r.eventId, name: r.eventName }])).values()].sort(byName),
    [requests],
  );
  const employees = useMemo(
    () => [...new Map(requests.map((r) => [r.employeeId, { id: r.employeeId, name: r.employeeName }])).values()].sort(byName),
    [requests],
  );
  const set = (patch: Partial<RequestFilters>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" mb="4" alignItems="end" role="search" aria-label="Filtros das solicitações">
      <FormField label="Evento">
        <NativeSelect.Root>
          <NativeSelect.Field value={value.eventId} onChange={(e) => set({ eventId: e.target.value })}>
            <option value="">Todos os eventos</option>
            {events.map((event) => (
              <option key={event.id} value={String(event.id)}>
                {event.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Funcionário">
        <NativeSelect.Root>
          <NativeSelect.Field value={value.employeeId} onChange={(e) => set({ employeeId: e.target.value })}>
            <option value="">Todos os funcionários</option>
            {employees.map((employee) => (
              <option key={employee.id} value={String(employee.id)}>
                {employee.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <DateRangeField fromLabel="Dia trabalhado de" toLabel="até" value={{ from: value.from, to: value.to }} onChange={({ from, to }) => set({ from, to })} />
      <Button variant="outline" onClick={() => onChange(NO_FILTERS)}>
        Limpar filtros
      </Button>
    </SimpleGrid>
  );
}
