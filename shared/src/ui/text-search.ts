/** Case- and accent-insensitive text matching for the pt-BR search fields. */

/** Lower-cases and strips accents: "Ação" → "acao". */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * The DataTable's default search: true when any top-level string or number value of the item
 * contains the query, ignoring case and accents. An empty query matches everything.
 */
export function defaultSearchFn<T>(item: T, query: string): boolean {
  const needle = normalizeSearchText(query);
  if (!needle) return true;
  if (item === null || typeof item !== 'object') return normalizeSearchText(String(item)).includes(needle);
  return Object.values(item as Record<string, unknown>).some(
    (value) => (typeof value === 'string' || typeof value === 'number') && normalizeSearchText(String(value)).includes(needle),
  );
}
