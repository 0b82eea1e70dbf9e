/**
 * Keeps each table's page-size preference ({ itemsPerPage, currentPage }, SPEC §3 "Table pagination
 * preference") in localStorage under STORAGE_KEYS.tablePagination, one entry per table `storageKey`,
 * so a table reopens the way the user left it (SPEC §9: "the default is 10, kept in local storage").
 * It is a convenience: unreadable or blocked storage (privacy mode, quota) falls back to defaults.
 */
import { STORAGE_KEYS } from '@sge/shared/session';

/** Page sizes offered by the table selector (SPEC §9). */
export const PAGE_SIZES = [5, 10, 15, 20, 50, 100] as const;

/** Default page size (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 10;

/** What is stored for one table. */
export interface TablePaginationPreference {
  itemsPerPage: number;
  currentPage: number;
}

type PreferenceMap = Record<string, TablePaginationPreference>;

function readAll(): PreferenceMap {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.tablePagination);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PreferenceMap) : {};
  } catch {
    return {};
  }
}

/** Reads the stored preference of one table, or the defaults (10 per page, page 1). */
export function readTablePagination(storageKey: string): TablePaginationPreference {
  const stored = readAll()[storageKey];
  const itemsPerPage = (PAGE_SIZES as readonly number[]).includes(Number(stored?.itemsPerPage))
    ? Number(stored?.itemsPerPage)
    : DEFAULT_PAGE_SIZE;
  const page = Number(stored?.currentPage);
  const currentPage = Number.isInteger(page) && page >= 1 ? page : 1;
  return { itemsPerPage, currentPage };
}

/** Saves the preference of one table; storage errors are ignored (see the header). */
export function writeTablePagination(storageKey: string, preference: TablePaginationPreference): void {
  try {
    const all = readAll();
    all[storageKey] = { itemsPerPage: preference.itemsPerPage, currentPage: preference.currentPage };
    window.localStorage.setItem(STORAGE_KEYS.tablePagination, JSON.stringify(all));
  } catch {
    // Quota exceeded or storage disabled: keep working with the in-memory state.
  }
}
