/**
 * The requests chosen for a bulk action: some by number (one by one, or every row of the page), or
 * 'all N matching the filter' (the server resolves the filter). Changing the list's filters or
 * search empties the choice: it would no longer say what is on screen.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PaymentRequestFilter, PaymentRequestItem, PaymentRequestStatus } from '@sge/shared/contract';
import type { ServerListParams } from '@sge/shared/query';

export type BulkSelection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: PaymentRequestFilter; total: number };

/** The list's state as the bulk calls' filter. */
export function filterOf(params: Pick<ServerListParams, 'search' | 'filters'>): PaymentRequestFilter {
  const { status, eventId, employeeId, from, to } = params.filters;
  const filter: PaymentRequestFilter = {};
  if (params.search.trim()) filter.search = params.search.trim();
  if (status) filter.status = status as PaymentRequestStatus;
  if (eventId && /^\d+$/.test(eventId)) filter.eventId = Number(eventId);
  if (employeeId && /^\d+$/.test(employeeId)) filter.employeeId = Number(employeeId);
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

export function useBulkSelection(params: Pick<ServerListParams, 'search' | 'filters'>, rows: PaymentRequestItem[], total: number) {
  const [ids, setIds] = useState<Set<number>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const filterKey = JSON.stringify(filterOf(params));

  const clear = useCallback(() => {
    setIds(new Set());
    setAllMatching(false);
  }, []);
  useEffect(clear, [filterKey, clear]);

  const pageIds = rows.map((r) => r.id);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => allMatching || ids.has(id));

  const toggle = (id: number) => {
    if (allMatching) {
      // Leaving 'all matching': keep this page's rows but the one unticked.
      setAllMatching(false);
      setIds(new Set(pageIds.filter((p) => p !== id)));
      return;
    }
    setIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const togglePage = () => {
    if (pageSelected) {
      setAllMatching(false);
      setIds((current) => new Set([...current].filter((id) => !pageIds.includes(id))));
    } else setIds((current) => new Set([...current, ...pageIds]));
  };

  const selection = useMemo<BulkSelection | null>(() => {
    if (allMatching) return { mode: 'filter', filter: JSON.parse(filterKey) as PaymentRequestFilter, total };
    return ids.size ? { mode: 'ids', ids: [...ids].sort((a, b) => a - b) } : null;
  }, [allMatching, ids, filterKey, total]);

  return {
    selection,
    /** How many requests match the list's filter. */
    total,
    count: allMatching ? total : ids.size,
    isSelected: (id: number) => allMatching || ids.has(id),
    pageSelected,
    allMatching,
    /** Offer 'all N matching the filter' when the whole page is ticked and more match. */
    canSelectAllMatching: pageSelected && !allMatching && total > pageIds.length,
    toggle,
    togglePage,
    selectAllMatching: () => setAllMatching(true),
    clear,
  };
}

export type BulkSelectionState = ReturnType<typeof useBulkSelection>;

/** The selection as the bulk calls' body part. */
export const selectionBody = (selection: BulkSelection) => (selection.mode === 'ids' ? { ids: selection.ids } : { filter: selection.filter });
