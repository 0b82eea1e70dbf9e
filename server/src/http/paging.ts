/**
 * Server-side paging of list endpoints (issue 14): one LIMIT/OFFSET page of a Kysely query, sorted
 * by an allow-listed field, and the total count of what the search and filters match.
 *
 *   const sorts = { name: 'e.name', createdAt: 'e.created_at' } satisfies SortColumns<EmployeeSort>;
 *   const qb = sortBy(base, query.sort, sorts, 'name', 'e.id');
 *   return paginate(db, qb, query);        // → { data, meta: { total, page, pageSize } }
 *
 * The sort value reaches SQL only as one of the column references written in code: the schema
 * (`pageQueryFields`) refuses any other value with a pt-BR 400 before the handler runs.
 */
import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_API_PAGE_SIZE, MAX_API_PAGE_SIZE, type Page, type PageQuery } from '@sge/shared/contract';

/** What ORDER BY uses for a field: a column reference ('e.name') or an expression built in code. */
export type SortColumn = string | Expression<unknown> | NullableSortColumn;

/** A column that may hold NULL: its empty values go last in both directions. */
export interface NullableSortColumn {
  nullable: Expression<unknown> | string;
}

/** Marks a sort column that may be NULL (empty values last both ways; no plain index serves its descending order). */
export const nullable = (column: string | Expression<unknown>): NullableSortColumn => ({ nullable: column });

/** A sort field → what ORDER BY uses. */
export type SortColumns<F extends string = string> = Record<F, SortColumn>;

/** Page number, size and offset of a request, with the defaults applied. */
export function pageWindow(query: PageQuery): { page: number; pageSize: number; offset: number } {
  const page = query.page && query.page > 0 ? Math.floor(query.page) : 1;
  const size = query.pageSize && query.pageSize > 0 ? Math.floor(query.pageSize) : DEFAULT_API_PAGE_SIZE;
  const pageSize = Math.min(size, MAX_API_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Reads `name` / `-name` into the field and direction. */
export function parseSort(sort: string | undefined): { field: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { field: sort.slice(1), direction: 'desc' } : { field: sort, direction: 'asc' };
}

const toExpression = (column: string | Expression<unknown>): Expression<unknown> =>
  typeof column === 'string' ? sql.ref(column) : column;

const isNullable = (column: SortColumn): column is NullableSortColumn =>
  typeof column === 'object' && column !== null && 'nullable' in column;

/**
 * Orders `qb` by the requested field (or `fallback`, a sort value such as 'name' or '-date'), then
 * by `tiebreak` in the same direction, so pages never overlap nor skip a row. An unknown field (the
 * schema lets none through) falls back too.
 *
 * Plain `ASC`/`DESC`, so an index on the column (and the tiebreak) serves both directions; columns
 * marked {@link nullable} keep their empty values last both ways (`DESC NULLS LAST`, which only an
 * index built that way can serve).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sortBy<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  sort: string | undefined,
  columns: SortColumns,
  fallback: string,
  tiebreak: string | Expression<unknown>,
): QB {
  const requested = parseSort(sort);
  const chosen = requested && Object.hasOwn(columns, requested.field) ? requested : parseSort(fallback)!;
  const column = columns[chosen.field];
  if (column === undefined) throw new Error(`sortBy: unknown fallback field '${chosen.field}'`);
  const descending = chosen.direction === 'desc';
  const expression = toExpression(isNullable(column) ? column.nullable : column);
  const direction = descending ? (isNullable(column) ? sql`desc nulls last` : sql`desc`) : sql`asc`;
  return qb
    .orderBy(sql`${expression} ${direction}`)
    .orderBy(sql`${toExpression(tiebreak)} ${descending ? sql`desc` : sql`asc`}`) as QB;
}

export interface PaginateOptions {
  /**
   * Counts what the list matches, when counting the list's own query (wrapped in a subquery) would
   * do needless work, e.g. per-row aggregates that the count does not need.
   */
  count?: () => Promise<number | string | bigint>;
}

/**
 * Runs one page of `qb` (already filtered and sorted) and the count of all its rows, side by side.
 * The count wraps the query without its ORDER BY in a subquery, so GROUP BY and DISTINCT lists count
 * right.
 */
export async function paginate<DB, O>(
  db: Kysely<DB>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  qb: SelectQueryBuilder<DB, any, O>,
  query: PageQuery,
  options: PaginateOptions = {},
): Promise<Page<O>> {
  const { page, pageSize, offset } = pageWindow(query);
  const countRows = options.count
    ? options.count()
    : sql<{ total: string }>`select count(*) as total from (${qb.clearOrderBy()}) as listed`
        .execute(db)
        .then((result) => result.rows[0]?.total ?? 0);
  const [data, total] = await Promise.all([qb.limit(pageSize).offset(offset).execute(), countRows]);
  return { data, meta: { total: Number(total), page, pageSize } };
}

/** Escapes LIKE wildcards in user text, for `ilike '%…%'` searches. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');
