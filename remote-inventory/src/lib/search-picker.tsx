import { useEffect, useState } from 'react';
import { FormField, Input, NativeSelect, Stack } from '@sge/shared/ui';
import { useServerSearch } from './use-server-search';

/** The search field above a picker's select: what is typed is searched on the server. */
export function PickerSearch({ label, value, onChange, disabled }: { label: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <FormField label={label}>
      <Input type="search" value={value} placeholder="Digite para buscar" autoComplete="off" disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

/** Adds the chosen row (kept while the search changes) to the matches, once. */
export function withChosen<T extends { id: number }>(results: T[], chosen: T | undefined, value: string): T[] {
  if (!chosen || String(chosen.id) !== value || results.some((row) => row.id === chosen.id)) return results;
  return [chosen, ...results];
}

export interface SearchPickerProps<T extends { id: number }> {
  /** Label of the select ('Filtrar por evento'). */
  label: string;
  /** Label of its search field ('Pesquisar evento'). */
  searchLabel: string;
  /** The empty choice ('Todos os eventos'). */
  emptyLabel: string;
  /** The chosen id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  load: (search: string, signal: AbortSignal) => Promise<T[]>;
  /** Reads a chosen row the matches do not hold (a filter restored from the URL). */
  resolve: (id: number) => Promise<T>;
  describe: (row: T) => string;
}

/**
 * A choice among thousands outside a form (the history's filters): a search field and a select of
 * the server's first matches, the chosen one always among them.
 */
export function SearchPicker<T extends { id: number }>({ label, searchLabel, emptyLabel, value, onChange, load, resolve, describe }: SearchPickerProps<T>) {
  const { search, setSearch, results } = useServerSearch(load);
  const [chosen, setChosen] = useState<T>();

  useEffect(() => {
    if (!value || String(chosen?.id) === value) return;
    const found = results.find((row) => String(row.id) === value);
    if (found) {
      setChosen(found);
      return;
    }
    let current = true;
    resolve(Number(value))
      .then((row) => {
        if (current) setChosen(row);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const options = withChosen(results, chosen, value);
  return (
    <Stack gap="2">
      <PickerSearch label={searchLabel} value={search} onChange={setSearch} />
      <FormField label={label}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value}
            onChange={(e) => {
              const next = e.target.value;
              setChosen(options.find((row) => String(row.id) === next));
              onChange(next);
            }}
          >
            <option value="">{emptyLabel}</option>
            {options.map((row) => (
              <option key={row.id} value={String(row.id)}>
                {describe(row)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
