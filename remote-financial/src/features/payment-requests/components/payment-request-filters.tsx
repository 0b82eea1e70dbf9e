import { useState } from 'react';
import { Button, DateRangeField, SimpleGrid } from '@sge/shared/ui';
import { NO_FILTERS } from '../url-filters';

export interface PaymentRequestFiltersProps {
  /** The list's URL filters (from, to, eventId, employeeId). */
  value: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}

/**
 * The worked-day period (the server filters by it). The table's search finds an employee or an
 * event by name; 'Limpar filtros' also drops an event or employee a shared link named.
 */
export function PaymentRequestFilters({ value, onChange }: PaymentRequestFiltersProps) {
  // A half-typed date is held by the field, not the filters (they stay ''): 'Limpar filtros'
  // remounts the period so it empties too.
  const [clears, setClears] = useState(0);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4" alignItems="end" role="search" aria-label="Filtros das solicitações">
      <DateRangeField key={clears} fromLabel="Dia trabalhado de" toLabel="até" value={{ from: value.from ?? '', to: value.to ?? '' }} onChange={({ from, to }) => onChange({ from, to })} />
      <Button variant="outline" onClick={() => {
          setClears((n) => n + 1);
          onChange(NO_FILTERS);
        }}>
        Limpar filtros
      </Button>
    </SimpleGrid>
  );
}
