import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, type ApiKey, type UseQueryOptions } from '@sge/shared/query';
import { FormField, Input, NativeSelect, Stack, TABLE_SEARCH_DEBOUNCE_MS } from '@sge/shared/ui';

/** `value`, once it has not changed for `ms` (what is typed, once the typing pauses). */
export function useDebounced<T>(value: T, ms: number = TABLE_SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Choices among thousands (events, items) searched on the server as the user types (issue 14): the
 * search waits for a pause in the typing; while the next answer comes the last one stays shown.
 */
export function useSearchQuery<T>(query: (search: string) => UseQueryOptions<T[], Error, T[], ApiKey>, enabled = true) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const answer = useQuery({ ...query(term), enabled, placeholderData: keepPreviousData, meta: { notifyError: false } });
  return { search, setSearch, results: answer.data ?? [], loading: answer.isFetching };
}

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
  /** The server's first matches for what is typed. */
  query: (search: string) => UseQueryOptions<T[], Error, T[], ApiKey>;
  /** Reads a chosen row the matches do not hold (a filter restored from the URL). */
  resolve: (id: number) => UseQueryOptions<T, Error, T, ApiKey>;
  describe: (row: T) => string;
}

/**
 * A choice among thousands outside a form (the history's filters): a search field and a select of
 * the server's first matches, the chosen one always among them.
 */
export function SearchPicker<T extends { id: number }>({ label, searchLabel, emptyLabel, value, onChange, query, resolve, describe }: SearchPickerProps<T>) {
  const { search, setSearch, results } = useSearchQuery(query);
  const [picked, setPicked] = useState<T>();
  const found = results.find((row) => String(row.id) === value);
  const missing = Boolean(value) && String(picked?.id) !== value && !found;
  const resolved = useQuery({ ...resolve(Number(value) || 0), enabled: missing, meta: { notifyError: false } });
  const chosen = String(picked?.id) === value ? picked : (found ?? resolved.data);

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
              setPicked(options.find((row) => String(row.id) === next));
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
