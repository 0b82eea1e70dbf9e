/**
 * Lists paged, sorted and filtered on the server (issue 14). Every list endpoint takes `page`,
 * `pageSize` (default 25, at most 200) and `sort` (an allow-listed field, `-field` for descending)
 * besides its own search and filters, and answers `{ data: [...], meta: { total, page, pageSize } }`:
 * `data` stays an array, so SPEC §7 clients keep working.
 */
import Type from 'typebox';
import { MAX_API_PAGE, MAX_API_PAGE_SIZE } from './values/paging';
export * from './values/paging';

/** Where a page sits in the whole list. */
export const PageMetaSchema = Type.Object({
  /** Rows matching the search and filters, across every page. */
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type PageMeta = Type.Static<typeof PageMetaSchema>;

/** A page of a list, as the API answers it. */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** Response schema of a paged list: `{ data: [item], meta }`. */
export const PagedEnvelope = <T extends Type.TSchema>(item: T) => Type.Object({ data: Type.Array(item), meta: PageMetaSchema });

/** The sort values a list accepts: each field ascending, and `-field` descending. */
export type SortValue<F extends string> = F | `-${F}`;

/** `page` and `pageSize` alone, for a paged report whose order is fixed. */
export function pageFields() {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_API_PAGE, title: 'página' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_API_PAGE_SIZE, title: 'itens por página' })),
  };
}

/**
 * The paging fields of a list's query-string schema, spread into it:
 * `Type.Object({ ...pageQueryFields(['name', 'createdAt']), search: … })`.
 */
export function pageQueryFields<const F extends string>(sortFields: readonly F[]) {
  const sorts = sortFields.flatMap((f) => [f, `-${f}`]);
  return {
    ...pageFields(),
    sort: Type.Optional(
      Type.Unsafe<SortValue<F>>(Type.Union(sorts.map((s) => Type.Literal(s)), { title: 'ordenação' })),
    ),
  };
}

/** The paging part of a list query, as the server reads it. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
}
