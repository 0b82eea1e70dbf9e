/**
 * The product's data table (SPEC §2 "Data table", §5, §9): search (debounced 300 ms), an optional
 * filter, refresh, client-side sorting and pagination (page sizes 5–100, 5 visible page buttons),
 * with the page-size preference kept per table in localStorage.
 *
 * Its actions stay in reach on every screen (issue 16): less important columns collapse into the
 * row's detail ('Mais informações') when the table's box is narrow, the 'Ações' column stays in view
 * at the right while a table scrolls, and a row can open what its 'Ver detalhes' opens (click or
 * Enter).
 */
import {
  Fragment,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Progress } from '@chakra-ui/react/progress';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack, VStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon, RefreshIcon, SearchIcon, SortIcon } from './icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readTablePagination, writeTablePagination } from './table-pagination-storage';
import { TableScrollBox } from './table-scroll-box';
import { defaultSearchFn } from './text-search';
import { useElementWidth } from './use-element-width';

/** Search debounce (SPEC §5, §9). */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

/** How many page buttons the pagination shows at most (SPEC §9). */
export const VISIBLE_PAGE_BUTTONS = 5;

/** The pt-BR texts of the table (SPEC §2). */
export const DATA_TABLE_TEXTS = {
  search: 'Pesquisar',
  filter: 'Filtrar por',
  allFilter: 'Todos',
  refresh: 'Atualizar',
  empty: 'Nenhum dado disponível',
  loading: 'Carregando dados...',
  itemsPerPage: 'Itens por página',
  previousPage: 'Página anterior',
  nextPage: 'Próxima página',
  pagination: 'Paginação',
  actions: 'Ações',
  moreInfo: 'Mais informações',
  lessInfo: 'Menos informações',
} as const;

/**
 * Below this width of the table's box (a phone) the 'Ações' column scrolls with the rest: only the
 * first column stays pinned, as on the venue screens (issue 12), so the two never cover the rows.
 */
export const STICKY_ACTIONS_MIN_WIDTH = 480;

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  /** Unique key; also the item property shown, searched by default and sorted on when no `render`/`sortValue`. */
  key: string;
  /** Header text. */
  header: ReactNode;
  /** Cell content; defaults to `String(item[key] ?? '')`. */
  render?: (item: T) => ReactNode;
  /** Lets the user sort by this column (asc → desc → none; on the server in server mode). */
  sortable?: boolean;
  /** Server mode: the list's sort field for this column (the API's allow-listed name); defaults to `key`. */
  sortKey?: string;
  /** Value sorted on; defaults to `item[key]`. */
  sortValue?: (item: T) => string | number | boolean | Date | null | undefined;
  /** CSS width of the column (e.g. '120px', '20%'). */
  width?: string | number;
  /** Cell alignment; 'end' for numbers and money, whose cells never wrap and use tabular figures. */
  align?: 'start' | 'center' | 'end';
  /**
   * Collapses the column when the table's box is narrower than this many CSS pixels: its header
   * and cell leave the row and show in the row's detail ('Mais informações'). Leave it out on the
   * columns that say what a row is and on the status.
   */
  hideBelow?: number;
  /** Keeps the cell on one line (dates, codes, figures). Implied by `align: 'end'`. */
  nowrap?: boolean;
}

/** An option of the table filter (SPEC §3 "Table filter option: value, filterFn"). */
export interface DataTableFilter<T> {
  label: string;
  value: string;
  /** Client mode: which rows the option keeps. Server mode sends `value` to the server instead. */
  filterFn?: (item: T) => boolean;
}

/** What the table changes in a server-paged list. */
export interface DataTableServerChange {
  page?: number;
  pageSize?: number;
  search?: string;
  /** 'field', '-field', or '' for the list's default order. */
  sort?: string;
  filter?: string;
}

/**
 * Server mode (issue 14): `items` is the current page as the server answered it; search, filter,
 * sort and page go to the server through `onChange` (usePagedList in @sge/shared/http wires it).
 */
export interface DataTableServer {
  /** Rows matching the search and filters, across every page. */
  total: number;
  page: number;
  pageSize: number;
  search: string;
  sort: string;
  filter: string;
  onChange: (change: DataTableServerChange) => void;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  items: T[];
  /** Stable id of a row (React key). */
  getRowId: (item: T) => string | number;
  /** Shows 'Carregando dados...' (no rows yet) or a progress bar above the rows. */
  loading?: boolean;
  /** Called by the 'Atualizar' buttons; the buttons are hidden without it. */
  onRefresh?: () => void;
  /** Shows the 'Pesquisar' field. Default true. */
  searchable?: boolean;
  /** Custom match; the default matches any string/number property, ignoring case and accents. */
  searchFn?: (item: T, query: string) => boolean;
  /** Options of the 'Filtrar por' select; the select is shown only when given. 'Todos' is always first. */
  filters?: DataTableFilter<T>[];
  /** Initially selected filter value ('' = 'Todos'). */
  defaultFilter?: string;
  /** Actions of a row (buttons, menu), shown in a last 'Ações' column. */
  rowActions?: (item: T) => ReactNode;
  /** Keeps the 'Ações' column in view at the right while the table scrolls sideways. Default true. */
  stickyActions?: boolean;
  /**
   * Opens the row (what its 'Ver detalhes' opens): the row becomes focusable and opens on a click
   * or on Enter. Clicks on the buttons, links and fields inside the row do only their own thing.
   */
  onRowClick?: (item: T) => void;
  /** Names a row in its 'Mais informações' button; defaults to the first column's value. */
  rowLabel?: (item: T) => string;
  /** Key of this table's pagination preference in localStorage; not persisted without it. */
  storageKey?: string;
  /** Table caption, for screen readers (visually hidden). */
  caption?: string;
  /** Accessible name of the table (use it or `caption`). */
  'aria-label'?: string;
  /** Extra toolbar content (e.g. a 'Novo' button), shown before the refresh button. */
  toolbar?: ReactNode;
  /** Placeholder of the search field. */
  searchPlaceholder?: string;
  /** Pages, sorts, searches and filters on the server; see {@link DataTableServer}. */
  server?: DataTableServer;
}

type SortState = { key: string; direction: 'ascending' | 'descending' } | null;

/** The page numbers to show: at most `max`, centred on `current` when possible. */
export function getPageWindow(current: number, pageCount: number, max: number = VISIBLE_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pageCount);
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

const readValue = <T,>(item: T, key: string): unknown =>
  item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** The column and direction a server sort value ('field' / '-field') names; null for the default order. */
function serverSortState<T>(sortValue: string, columns: DataTableColumn<T>[]): SortState {
  if (!sortValue) return null;
  const descending = sortValue.startsWith('-');
  const field = descending ? sortValue.slice(1) : sortValue;
  const column = columns.find((c) => (c.sortKey ?? c.key) === field);
  return column ? { key: column.key, direction: descending ? 'descending' : 'ascending' } : null;
}

/** A row that opens shows it on hover and when focused, sticky cells included. */
const ROW_CSS = {
  '& tbody tr[data-clickable]:hover > td': { bg: 'bg.subtle' },
  '& tbody tr[data-clickable]:focus-visible': { outline: '2px solid', outlineColor: 'gold.600', outlineOffset: '-2px' },
};

const textAlign = (align: DataTableColumn<unknown>['align']) => align ?? 'start';

/** Cell styles: figures (align 'end') and `nowrap` columns stay on one line, figures tabular. */
const cellStyle = <T,>(column: DataTableColumn<T>) =>
  column.align === 'end'
    ? { whiteSpace: 'nowrap' as const, fontVariantNumeric: 'tabular-nums' }
    : column.nowrap
      ? { whiteSpace: 'nowrap' as const }
      : {};

/** What, inside a row, does its own thing on a click instead of opening the row. */
const INTERACTIVE_SELECTOR =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="menuitem"], [role="checkbox"], [role="switch"], [contenteditable="true"]';

/** True when a click on `row` landed on the row itself, not on a control inside it nor in a portal. */
function isPlainRowClick(event: MouseEvent<HTMLElement>): boolean {
  const row = event.currentTarget;
  const target = event.target as Element;
  // React bubbles events from portals (menus, dialogs) through their owner: those are not the row's.
  if (!(target instanceof Element) || !row.contains(target)) return false;
  const control = target.closest(INTERACTIVE_SELECTOR);
  if (control && row.contains(control)) return false;
  // Selecting text in a row is not opening it.
  const selection = typeof window !== 'undefined' ? window.getSelection?.() : null;
  return !(selection && selection.type === 'Range' && selection.toString().trim() !== '');
}

/**
 * A searchable, filterable, sortable and paginated table. Texts follow SPEC §2 exactly; the page
 * size and page are saved under `storageKey`. Search is debounced 300 ms and, like a filter change,
 * goes back to page 1.
 */
export function DataTable<T>({
  columns,
  items,
  getRowId,
  loading = false,
  onRefresh,
  searchable = true,
  searchFn = defaultSearchFn,
  filters,
  defaultFilter = '',
  rowActions,
  stickyActions = true,
  onRowClick,
  rowLabel,
  storageKey,
  caption,
  'aria-label': ariaLabel,
  toolbar,
  searchPlaceholder,
  server,
}: DataTableProps<T>) {
  const [preference] = useState(() =>
    storageKey ? readTablePagination(storageKey) : { itemsPerPage: DEFAULT_PAGE_SIZE, currentPage: 1 },
  );
  const [itemsPerPage, setItemsPerPage] = useState(preference.itemsPerPage);
  const [currentPage, setCurrentPage] = useState(preference.currentPage);
  const [searchInput, setSearchInput] = useState(server?.search ?? '');
  const [query, setQuery] = useState('');
  const [filterValue, setFilterValue] = useState(defaultFilter);
  const [sort, setSort] = useState<SortState>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(() => new Set());
  const debounceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Only the widths at which the layout changes: a wide box measured after the first commit renders
  // the rows once, not twice.
  const layoutWidths = [STICKY_ACTIONS_MIN_WIDTH, ...columns.flatMap((c) => (c.hideBelow === undefined ? [] : [c.hideBelow]))];
  const boxWidth = useElementWidth(rootRef, layoutWidths);
  const ids = useId();

  useEffect(() => () => {
    if (debounceRef.current) clearTimeout(debounceRef.current);
  }, []);

  useEffect(() => {
    if (storageKey && !server) writeTablePagination(storageKey, { itemsPerPage, currentPage });
  }, [storageKey, itemsPerPage, currentPage, server]);

  // Server mode: a search changed from outside (back button, a shared link) shows in the field,
  // unless the user is typing one.
  const serverSearch = server?.search;
  useEffect(() => {
    if (serverSearch !== undefined && debounceRef.current === null) setSearchInput(serverSearch);
  }, [serverSearch]);

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    if (debounceRef.current) clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => {
      debounceRef.current = null;
      if (server) {
        server.onChange({ search: value.trim(), page: 1 });
        return;
      }
      setQuery(value);
      setCurrentPage(1);
    }, TABLE_SEARCH_DEBOUNCE_MS);
  };

  const visibleItems = useMemo(() => {
    if (server) return items;
    const filter = filters?.find((f) => f.value === filterValue);
    let result = items;
    if (filter?.filterFn) result = result.filter((item) => filter.filterFn!(item));
    if (query.trim()) result = result.filter((item) => searchFn(item, query));
    if (sort) {
      const column = columns.find((c) => c.key === sort.key);
      const valueOf = (item: T) => (column?.sortValue ? column.sortValue(item) : readValue(item, sort.key));
      const sign = sort.direction === 'ascending' ? 1 : -1;
      result = [...result].sort((a, b) => {
        const va = valueOf(a);
        const vb = valueOf(b);
        const empties = (va === null || va === undefined || va === '') !== (vb === null || vb === undefined || vb === '');
        // Empty values stay last in both directions.
        return empties ? compareValues(va, vb) : sign * compareValues(va, vb);
      });
    }
    return result;
  }, [server, items, filters, filterValue, query, searchFn, sort, columns]);

  const pageSize = server ? server.pageSize : itemsPerPage;
  const total = server ? server.total : visibleItems.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = server ? server.page : Math.min(currentPage, pageCount);

  useEffect(() => {
    // Data shrank under a restored or current page: move to the last existing page.
    if (!server && !loading && total > 0 && currentPage > pageCount) setCurrentPage(pageCount);
  }, [server, loading, total, currentPage, pageCount]);

  const firstIndex = (page - 1) * pageSize;
  const pageItems = server ? items : visibleItems.slice(firstIndex, firstIndex + pageSize);
  const from = total === 0 || pageItems.length === 0 ? 0 : firstIndex + 1;
  const to = from === 0 ? 0 : Math.min(firstIndex + pageItems.length, total);
  const currentFilter = server ? server.filter : filterValue;
  const currentSort: SortState = server ? serverSortState(server.sort, columns) : sort;

  const goToPage = (n: number) => (server ? server.onChange({ page: n }) : setCurrentPage(n));
  const changePageSize = (size: number) => {
    if (server) server.onChange({ pageSize: size, page: 1 });
    else {
      setItemsPerPage(size);
      setCurrentPage(1);
    }
  };
  const changeFilter = (value: string) => {
    if (server) server.onChange({ filter: value, page: 1 });
    else {
      setFilterValue(value);
      setCurrentPage(1);
    }
  };
  // Unknown width (no layout yet, jsdom): every column shows.
  const shownColumns = columns.filter((c) => c.hideBelow === undefined || boxWidth === null || boxWidth >= c.hideBelow);
  const collapsedColumns = columns.filter((c) => !shownColumns.includes(c));
  const hasActionsColumn = Boolean(rowActions) || collapsedColumns.length > 0;
  const columnCount = shownColumns.length + (hasActionsColumn ? 1 : 0);
  const pinActions = hasActionsColumn && stickyActions && (boxWidth === null || boxWidth >= STICKY_ACTIONS_MIN_WIDTH);

  const renderCell = (column: DataTableColumn<T>, item: T): ReactNode =>
    column.render ? column.render(item) : String(readValue(item, column.key) ?? '');
  const labelOf = (item: T): string => {
    if (rowLabel) return rowLabel(item);
    const first = columns[0] ? readValue(item, columns[0].key) : undefined;
    return typeof first === 'string' || typeof first === 'number' ? String(first) : '';
  };
  const toggleExpanded = (id: string | number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const nextSort = (s: SortState, key: string): SortState =>
    s?.key !== key ? { key, direction: 'ascending' } : s.direction === 'ascending' ? { key, direction: 'descending' } : null;
  const toggleSort = (key: string) => {
    if (!server) {
      setSort((s) => nextSort(s, key));
      return;
    }
    const next = nextSort(currentSort, key);
    const field = columns.find((c) => c.key === key)?.sortKey ?? key;
    server.onChange({ sort: next ? `${next.direction === 'descending' ? '-' : ''}${field}` : '', page: 1 });
  };

  return (
    <Stack ref={rootRef} gap="3" width="full" minW="0">
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
        {searchable && (
          <Field.Root id={`${ids}-search`} maxW={{ md: 'sm' }} flex="1">
            <Field.Label>{DATA_TABLE_TEXTS.search}</Field.Label>
            <InputGroup startElement={<SearchIcon />}>
              <Input
                type="search"
                value={searchInput}
                placeholder={searchPlaceholder}
                autoComplete="off"
                onChange={(e) => onSearchChange(e.target.value)}
              />
            </InputGroup>
          </Field.Root>
        )}
        {filters && filters.length > 0 && (
          <Field.Root id={`${ids}-filter`} maxW={{ md: 'xs' }}>
            <Field.Label>{DATA_TABLE_TEXTS.filter}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={currentFilter}
                onChange={(e) => changeFilter(e.target.value)}
              >
                <option value="">{DATA_TABLE_TEXTS.allFilter}</option>
                {filters.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <HStack gap="2" ms={{ md: 'auto' }} justify="flex-end" wrap="wrap">
          {toolbar}
          {onRefresh && (
            <IconButton aria-label={DATA_TABLE_TEXTS.refresh} title={DATA_TABLE_TEXTS.refresh} variant="outline" onClick={onRefresh} disabled={loading}>
              <RefreshIcon />
            </IconButton>
          )}
        </HStack>
      </Flex>

      {loading && items.length > 0 && (
        <Progress.Root value={null} size="xs" colorPalette="gold">
          <Progress.Track aria-label={DATA_TABLE_TEXTS.loading}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}

      <TableScrollBox stickyLastColumn={pinActions} focusable={!onRowClick}>
        <Table.Root size="sm" aria-label={ariaLabel} aria-busy={loading || undefined} css={ROW_CSS}>
          {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
          <Table.Header>
            <Table.Row bg="bg.muted">
              {shownColumns.map((column) => {
                const sorted = currentSort?.key === column.key ? currentSort.direction : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    width={column.width}
                    textAlign={textAlign(column.align)}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                    whiteSpace="nowrap"
                  >
                    {column.sortable ? (
                      <chakra.button
                        type="button"
                        onClick={() => toggleSort(column.key)}
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="inherit"
                        cursor="pointer"
                        rounded="sm"
                        focusRing="outside"
                      >
                        {column.header}
                        {sorted === 'ascending' ? (
                          <ChevronUpIcon />
                        ) : sorted === 'descending' ? (
                          <ChevronDownIcon />
                        ) : (
                          <SortIcon color="fg.muted" />
                        )}
                      </chakra.button>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
              {hasActionsColumn && (
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap" data-actions-column="">
                  {DATA_TABLE_TEXTS.actions}
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loading && items.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} py="8">
                  <HStack justify="center" gap="3" role="status">
                    <Spinner size="sm" color="gold.600" />
                    <Text>{DATA_TABLE_TEXTS.loading}</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : pageItems.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} py="8">
                  <VStack gap="3">
                    <Text color="fg.muted">{DATA_TABLE_TEXTS.empty}</Text>
                    {onRefresh && (
                      <Button size="sm" variant="outline" onClick={onRefresh}>
                        <RefreshIcon />
                        {DATA_TABLE_TEXTS.refresh}
                      </Button>
                    )}
                  </VStack>
                </Table.Cell>
              </Table.Row>
            ) : (
              pageItems.map((item) => {
                const id = getRowId(item);
                const open = collapsedColumns.length > 0 && expanded.has(id);
                const detailId = `${ids}-detail-${id}`;
                const label = labelOf(item);
                return (
                  <Fragment key={id}>
                    <Table.Row
                      data-clickable={onRowClick ? '' : undefined}
                      tabIndex={onRowClick ? 0 : undefined}
                      cursor={onRowClick ? 'pointer' : undefined}
                      onClick={onRowClick ? (e: MouseEvent<HTMLTableRowElement>) => isPlainRowClick(e) && onRowClick(item) : undefined}
                      onKeyDown={
                        onRowClick
                          ? (e: KeyboardEvent<HTMLTableRowElement>) => {
                              if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
                              e.preventDefault();
                              onRowClick(item);
                            }
                          : undefined
                      }
                    >
                      {shownColumns.map((column) => (
                        <Table.Cell key={column.key} textAlign={textAlign(column.align)} {...cellStyle(column)}>
                          {renderCell(column, item)}
                        </Table.Cell>
                      ))}
                      {hasActionsColumn && (
                        <Table.Cell textAlign="end" whiteSpace="nowrap" data-actions-column="">
                          <HStack gap="1" justify="flex-end" display="inline-flex">
                            {collapsedColumns.length > 0 && (
                              <IconButton
                                size="sm"
                                variant="ghost"
                                aria-label={`${open ? DATA_TABLE_TEXTS.lessInfo : DATA_TABLE_TEXTS.moreInfo}${label ? ` de ${label}` : ''}`}
                                title={open ? DATA_TABLE_TEXTS.lessInfo : DATA_TABLE_TEXTS.moreInfo}
                                aria-expanded={open}
                                aria-controls={open ? detailId : undefined}
                                onClick={() => toggleExpanded(id)}
                              >
                                {open ? <ChevronUpIcon /> : <ChevronDownIcon />}
                              </IconButton>
                            )}
                            {rowActions?.(item)}
                          </HStack>
                        </Table.Cell>
                      )}
                    </Table.Row>
                    {open && (
                      <Table.Row id={detailId} data-row-detail="" bg="bg.subtle">
                        <Table.Cell colSpan={columnCount}>
                          <chakra.dl
                            display="grid"
                            gridTemplateColumns="max-content minmax(0, 1fr)"
                            columnGap="4"
                            rowGap="1"
                            fontSize="sm"
                          >
                            {collapsedColumns.map((column) => (
                              <Fragment key={column.key}>
                                <chakra.dt color="fg.muted" fontWeight="medium">
                                  {column.header}
                                </chakra.dt>
                                <chakra.dd {...cellStyle(column)}>{renderCell(column, item)}</chakra.dd>
                              </Fragment>
                            ))}
                          </chakra.dl>
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Fragment>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </TableScrollBox>

      <Flex gap="3" align="center" justify="space-between" wrap="wrap" direction={{ base: 'column', md: 'row' }}>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {`Exibindo ${from} a ${to} de ${total} itens`}
        </Text>
        <Field.Root id={`${ids}-page-size`} orientation="horizontal" width="auto" gap="2">
          <Field.Label fontSize="sm" whiteSpace="nowrap">
            {DATA_TABLE_TEXTS.itemsPerPage}
          </Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              value={String(pageSize)}
              onChange={(e) => changePageSize(Number(e.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Box as="nav" aria-label={DATA_TABLE_TEXTS.pagination} maxW="full">
          <HStack gap="1" wrap="wrap" justify="center">
            <IconButton
              aria-label={DATA_TABLE_TEXTS.previousPage}
              size="sm"
              variant="ghost"
              disabled={page <= 1}
              onClick={() => goToPage(page - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            {getPageWindow(page, pageCount).map((n) => (
              <Button
                key={n}
                size="sm"
                minW="9"
                variant={n === page ? 'solid' : 'ghost'}
                colorPalette={n === page ? 'gold' : undefined}
                aria-label={`Página ${n}`}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => goToPage(n)}
              >
                {n}
              </Button>
            ))}
            <IconButton
              aria-label={DATA_TABLE_TEXTS.nextPage}
              size="sm"
              variant="ghost"
              disabled={page >= pageCount}
              onClick={() => goToPage(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        </Box>
      </Flex>
    </Stack>
  );
}
