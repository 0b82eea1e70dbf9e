/**
 * The product's data table (SPEC §2 "Data table", §5, §9): search (debounced 300 ms), an optional
 * filter, refresh, sorting and pagination (page sizes 5–100, 5 visible page buttons). It only draws
 * one list state (data-table-list.ts): `useClientList` pages an array in memory and `useServerList`
 * (@sge/shared/query) pages on the server; the table does not know which.
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
import type { ListState } from './data-table-list';
import { PAGE_SIZES } from './table-pagination-storage';
import { TableScrollBox } from './table-scroll-box';
import { pageAreaWidth, useElementWidth } from './use-element-width';

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
  /** Lets the user sort by this column (asc → desc → none). */
  sortable?: boolean;
  /** The list's sort field for this column (on the server, the API's allow-listed name); defaults to `key`. */
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
  /** A list in memory: which rows the option keeps. A list on the server sends `value` instead. */
  filterFn?: (item: T) => boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  /** The list drawn: from `useClientList` (an array in memory) or `useServerList` (@sge/shared/query). */
  list: ListState<T>;
  /** Stable id of a row (React key). */
  getRowId: (item: T) => string | number;
  /** Shows the 'Pesquisar' field. Default true. */
  searchable?: boolean;
  /** Options of the 'Filtrar por' select; the select is shown only when given. 'Todos' is always first. */
  filters?: DataTableFilter<T>[];
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
  /** Table caption, for screen readers (visually hidden). */
  caption?: string;
  /** Accessible name of the table (use it or `caption`). */
  'aria-label'?: string;
  /** Extra toolbar content (e.g. a 'Novo' button), shown before the refresh button. */
  toolbar?: ReactNode;
  /** Placeholder of the search field. */
  searchPlaceholder?: string;
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

/** The column and direction a sort value ('field' / '-field') names; null for the default order. */
function sortState<T>(sortValue: string, columns: DataTableColumn<T>[]): SortState {
  if (!sortValue) return null;
  const descending = sortValue.startsWith('-');
  const field = descending ? sortValue.slice(1) : sortValue;
  const column = columns.find((c) => (c.sortKey ?? c.key) === field);
  return column ? { key: column.key, direction: descending ? 'descending' : 'ascending' } : null;
}

/**
 * The rows, cells and header cells are plain elements with fixed class names, styled once here on the
 * table (the look of Chakra's table recipe at size 'sm', variant 'line'): a Chakra element per cell
 * serialised and hashed its own styles on every render, most of the time a list took to show again.
 * A cell's alignment and `nowrap` are data attributes (`data-numeric`: see TableScrollBox).
 */
const TABLE_CSS = {
  '& .sge-dt-row': { bg: 'bg' },
  '& .sge-dt-cell, & .sge-dt-header': { textAlign: 'start', borderBottomWidth: '1px', px: '2', py: '2' },
  '& .sge-dt-header': { fontWeight: 'medium', color: 'fg', whiteSpace: 'nowrap' },
  '& [data-align="center"]': { textAlign: 'center' },
  '& [data-align="end"]': { textAlign: 'end' },
  '& [data-nowrap]': { whiteSpace: 'nowrap' },
  '& .sge-dt-sort': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'inherit',
    cursor: 'pointer',
    rounded: 'sm',
    focusRing: 'outside',
  },
  '& .sge-dt-actions': { display: 'inline-flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-end', gap: '1' },
  // A row that opens shows it on hover and when focused, sticky cells included.
  '& tbody tr[data-clickable]': { cursor: 'pointer' },
  '& tbody tr[data-clickable]:hover > td': { bg: 'bg.subtle' },
  '& tbody tr[data-clickable]:focus-visible': { outline: '2px solid', outlineColor: 'gold.600', outlineOffset: '-2px' },
};

/** A cell's alignment and wrapping as data attributes, styled by {@link TABLE_CSS} and TableScrollBox. */
const cellAttributes = <T,>(column: DataTableColumn<T>) => ({
  'data-align': column.align === 'end' || column.align === 'center' ? column.align : undefined,
  // Figures: one line, tabular (TableScrollBox's `[data-numeric]`).
  'data-numeric': column.align === 'end' ? '' : undefined,
  'data-nowrap': column.nowrap ? '' : undefined,
});

/** Detail styles: figures (align 'end') and `nowrap` columns stay on one line, figures tabular. */
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
 * A searchable, filterable, sortable and paginated table over one {@link ListState}. Texts follow
 * SPEC §2 exactly. Search is debounced 300 ms; the list goes back to page 1 on a search, a filter,
 * a sort or a page size.
 */
export function DataTable<T>({
  columns,
  list,
  getRowId,
  searchable = true,
  filters,
  rowActions,
  stickyActions = true,
  onRowClick,
  rowLabel,
  caption,
  'aria-label': ariaLabel,
  toolbar,
  searchPlaceholder,
}: DataTableProps<T>) {
  const { rows: pageItems, total, page, pageSize, loading, refresh: onRefresh } = list;
  const firstLoad = loading && pageItems.length === 0;
  const [searchInput, setSearchInput] = useState(list.search);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(() => new Set());
  const debounceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Only the widths at which the layout changes: a wide box measured after the first commit renders
  // the rows once, not twice. Never measured yet, the table is expected to span the page area (a list
  // page's table does), so a list opened from the menu is drawn once in its narrower layout.
  const layoutWidths = [STICKY_ACTIONS_MIN_WIDTH, ...columns.flatMap((c) => (c.hideBelow === undefined ? [] : [c.hideBelow]))];
  const boxWidth = useElementWidth(rootRef, layoutWidths, pageAreaWidth());
  const ids = useId();

  useEffect(() => () => {
    if (debounceRef.current) clearTimeout(debounceRef.current);
  }, []);

  // A search changed from outside (back button, a shared link) shows in the field, unless the user
  // is typing one.
  useEffect(() => {
    if (debounceRef.current === null) setSearchInput(list.search);
  }, [list.search]);

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    if (debounceRef.current) clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => {
      debounceRef.current = null;
      list.change({ search: value.trim() });
    }, TABLE_SEARCH_DEBOUNCE_MS);
  };

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const firstIndex = (page - 1) * pageSize;
  const from = total === 0 || pageItems.length === 0 ? 0 : firstIndex + 1;
  const to = from === 0 ? 0 : Math.min(firstIndex + pageItems.length, total);
  const currentSort = sortState(list.sort, columns);
  const goToPage = (n: number) => list.change({ page: n });

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
    const next = nextSort(currentSort, key);
    const field = columns.find((c) => c.key === key)?.sortKey ?? key;
    list.change({ sort: next ? `${next.direction === 'descending' ? '-' : ''}${field}` : '' });
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
                value={list.filter}
                onChange={(e) => list.change({ filter: e.target.value })}
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

      {loading && pageItems.length > 0 && (
        <Progress.Root value={null} size="xs" colorPalette="gold">
          <Progress.Track aria-label={DATA_TABLE_TEXTS.loading}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}

      <TableScrollBox stickyLastColumn={pinActions} focusable={!onRowClick}>
        <Table.Root size="sm" aria-label={ariaLabel} aria-busy={loading || undefined} css={TABLE_CSS}>
          {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
          <Table.Header>
            <tr>
              {shownColumns.map((column) => {
                const sorted = currentSort?.key === column.key ? currentSort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    className="sge-dt-header"
                    style={column.width === undefined ? undefined : { width: column.width }}
                    data-align={cellAttributes(column)['data-align']}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button type="button" className="sge-dt-sort" onClick={() => toggleSort(column.key)}>
                        {column.header}
                        {sorted === 'ascending' ? (
                          <ChevronUpIcon />
                        ) : sorted === 'descending' ? (
                          <ChevronDownIcon />
                        ) : (
                          <SortIcon color="fg.muted" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {hasActionsColumn && (
                <th className="sge-dt-header" data-align="end" data-actions-column="">
                  {DATA_TABLE_TEXTS.actions}
                </th>
              )}
            </tr>
          </Table.Header>
          <Table.Body>
            {firstLoad ? (
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
                    <tr
                      className="sge-dt-row"
                      data-clickable={onRowClick ? '' : undefined}
                      tabIndex={onRowClick ? 0 : undefined}
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
                        <td key={column.key} className="sge-dt-cell" {...cellAttributes(column)}>
                          {renderCell(column, item)}
                        </td>
                      ))}
                      {hasActionsColumn && (
                        <td className="sge-dt-cell" data-align="end" data-nowrap="" data-actions-column="">
                          <div className="sge-dt-actions">
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
                          </div>
                        </td>
                      )}
                    </tr>
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

      {/* Not while the first page loads: below the rows to come, the pager would be pushed down when
          they arrive (a layout shift on a phone, where it starts on screen). */}
      {!firstLoad && (
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
                onChange={(e) => list.change({ pageSize: Number(e.target.value) })}
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
      )}
    </Stack>
  );
}
