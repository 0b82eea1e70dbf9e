import { useEffect, useState, type FormEvent } from 'react';
import { REPORT_GROUP_BY, REPORT_GROUP_BY_LABELS, type ReportGroupBy } from '@sge/shared/contract';
import { Button, DateRangeField, FormField, HStack, NativeSelect, Stack } from '@sge/shared/ui';
import { currentMonth, lastSixMonths, lastTwelveMonths, thisYear, validatePeriod, type PeriodErrors, type PeriodValue } from '../period';

export interface PeriodFilterProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** Shows the 'Agrupar por' select (series reports). */
  showGroupBy?: boolean;
  /** Accessible name of the filter form. */
  label?: string;
}

/**
 * Start date, end date and grouping, applied with 'Aplicar' once valid (the server's limits:
 * end ≥ start, at most five years, at most 92 days by day). Shortcuts fill the usual periods.
 */
export function PeriodFilter({ value, onChange, showGroupBy = true, label = 'Filtro de período' }: PeriodFilterProps) {
  const [draft, setDraft] = useState<PeriodValue>(value);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [touched, setTouched] = useState(false);

  useEffect(() => setDraft(value), [value]);

  const update = (patch: Partial<PeriodValue>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (touched) setErrors(validatePeriod(next));
  };

  const apply = (next: PeriodValue) => {
    const found = validatePeriod(next);
    setErrors(found);
    setTouched(true);
    if (Object.keys(found).length === 0) onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="3" mb="6" p="4" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <HStack gap="4" align="flex-start" wrap="wrap">
          <DateRangeField
            fromLabel="Data inicial"
            toLabel="Data final"
            value={{ from: draft.startDate, to: draft.endDate }}
            onChange={({ from, to }) => update({ startDate: from, endDate: to })}
            errors={{ from: errors.startDate, to: errors.endDate }}
            checkOrder={false}
            required
            fieldCss={{ maxWidth: '13rem' }}
          />
          {showGroupBy && (
            <FormField label="Agrupar por" error={errors.groupBy} css={{ maxWidth: '13rem' }}>
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.groupBy} onChange={(e) => update({ groupBy: e.target.value as ReportGroupBy })}>
                  {REPORT_GROUP_BY.map((g) => (
                    <option key={g} value={g}>
                      {REPORT_GROUP_BY_LABELS[g]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="gold">
            Aplicar
          </Button>
          <Button type="button" variant="outline" onClick={() => apply(currentMonth())}>
            Mês atual
          </Button>
          <Button type="button" variant="outline" onClick={() => apply(lastSixMonths())}>
            Últimos 6 meses
          </Button>
          <Button type="button" variant="outline" onClick={() => apply(lastTwelveMonths())}>
            Últimos 12 meses
          </Button>
          <Button type="button" variant="outline" onClick={() => apply(thisYear())}>
            Este ano
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
