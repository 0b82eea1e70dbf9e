/**
 * The product's data table (SPEC §2 "Data table", §5, §9): search (debounced 300 ms), an optional
 * filter, refresh, client-side sorting and pagination (page sizes 5–100, 5 visible page buttons),
 * with the page-size preference kept per table in localStorage.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
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
} as const;

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  /** Unique key; also the item property shown, searched by default and sorted on when no `render`/`sortValue`. */
  key: string;
  /** Header text. */
  header: ReactNode;
  /** Cell content; defaults to `String(item[key] ?? '')`. */
  render?: (item: T) => ReactNode;
  /** Lets the user sort by this column (client-side, asc → desc → none). */
  sortable?: boolean;
  /** Value sorted on; defaults to `item[key]`. */
  sortValue?: (item: T) => string | number | boolean | Date | null | undefined;
  /** CSS width of the column (e.g. '120px', '20%'). */
  width?: string | number;
  /** Cell alignment; 'end' for numbers and money. */
  align?: 'start' | 'center' | 'end';
}

/** An option of the table filter (SPEC §3 "Table filter option: value, filterFn"). */
export interface DataTableFilter<T> {
  label: string;
  value: string;
  filterFn: (item: T) => boolean;
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

const textAlign = (align: DataTableColumn<unknown>['align']) => align ?? 'start';

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
  storageKey,
  caption,
  'aria-label': ariaLabel,
  toolbar,
  searchPlaceholder,
}: DataTableProps<T>) {
  const [preference] = useState(() =>
    storageKey ? readTablePagination(storageKey) : { itemsPerPage: DEFAULT_PAGE_SIZE, currentPage: 1 },
  );
  const [itemsPerPage, setItemsPerPage] = useState(preference.itemsPerPage);
  const [currentPage, setCurrentPage] = useState(preference.currentPage);
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState('');
  const [filterValue, setFilterValue] = useState(defaultFilter);
  const [sort, setSort] = useState<SortState>(null);
  const debounceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ids = useId();

  useEffect(() => () => {
    if (debounceRef.current) clearTimeout(debounceRef.current);
  }, []);

  useEffect(() => {
    if (storageKey) writeTablePagination(storageKey, { itemsPerPage, currentPage });
  }, [storageKey, itemsPerPage, currentPage]);

  const onSearchChange = (value: string) => {
    setSearchInput(value);
    if (debounceRef.current) clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => {
      debounceRef.current = null;
      setQuery(value);
      setCurrentPage(1);
    }, TABLE_SEARCH_DEBOUNCE_MS);
  };

  const visibleItems = useMemo(() => {
    const filter = filters?.find((f) => f.value === filterValue);
    let result = items;
    if (filter) result = result.filter((item) => filter.filterFn(item));
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
  }, [items, filters, filterValue, query, searchFn, sort, columns]);

  const total = visibleItems.length;
  const pageCount = Math.max(1, Math.ceil(total / itemsPerPage));
  const page = Math.min(currentPage, pageCount);

  useEffect(() => {
    // Data shrank under a restored or current page: move to the last existing page.
    if (!loading && total > 0 && currentPage > pageCount) setCurrentPage(pageCount);
  }, [loading, total, currentPage, pageCount]);

  const firstIndex = (page - 1) * itemsPerPage;
  const pageItems = visibleItems.slice(firstIndex, firstIndex + itemsPerPage);
  const from = total === 0 ? 0 : firstIndex + 1;
  const to = Math.min(firstIndex + itemsPerPage, total);
  const columnCount = columns.length + (rowActions ? 1 : 0);

  const toggleSort = (key: string) =>
    setSort((s) =>
      s?.key !== key
        ? { key, direction: 'ascending' }
        : s.direction === 'ascending'
          ? { key, direction: 'descending' }
          : null,
    );

  return (
    <Stack gap="3" width="full" minW="0">
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
                value={filterValue}
                onChange={(e) => {
                  setFilterValue(e.target.value);
                  setCurrentPage(1);
                }}
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

      <TableScrollBox>
        <Table.Root size="sm" aria-label={ariaLabel} aria-busy={loading || undefined}>
          {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
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
              {rowActions && <Table.ColumnHeader textAlign="end">{DATA_TABLE_TEXTS.actions}</Table.ColumnHeader>}
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
              pageItems.map((item) => (
                <Table.Row key={getRowId(item)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={textAlign(column.align)}>
                      {column.render ? column.render(item) : String(readValue(item, column.key) ?? '')}
                    </Table.Cell>
                  ))}
                  {rowActions && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {rowActions(item)}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))
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
              value={String(itemsPerPage)}
              onChange={(e) => {
                setItemsPerPage(Number(e.target.value));
                setCurrentPage(1);
              }}
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
              onClick={() => setCurrentPage(page - 1)}
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
                onClick={() => setCurrentPage(n)}
              >
                {n}
              </Button>
            ))}
            <IconButton
              aria-label={DATA_TABLE_TEXTS.nextPage}
              size="sm"
              variant="ghost"
              disabled={page >= pageCount}
              onClick={() => setCurrentPage(page + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        </Box>
      </Flex>
    </Stack>
  );
}
