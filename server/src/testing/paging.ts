/**
 * The checks every paged list passes (issue 14), shared by the areas' tests:
 *
 *   await expectPagedList(t, { url: '/api/employees', role: 'ADMIN', sorts: EMPLOYEE_SORTS, total: 5 });
 *
 * - without paging parameters: the first 25 rows and `meta: { total, page: 1, pageSize: 25 }`;
 * - pages of 2, walked to the end, hold every row of the whole list exactly once, for every sort
 *   field in both directions (the tiebreak keeps pages from overlapping);
 * - a page past the end is empty and still counts the total;
 * - bad paging parameters get a pt-BR 400.
 *
 * The list must hold at least 3 rows (so pages of 2 are more than one), and at most 200.
 */
import type { Role } from '@sge/shared/contract';
import type { TestApp } from './test-app';

export interface PagedListCheck {
  /** The list's URL, with its own filters if any ('/api/events?status=active'). */
  url: string;
  role: Role;
  /** Every sort field the list accepts. */
  sorts: readonly string[];
  /** How many rows the list holds (with the filters in `url`). */
  total: number;
  /** Identity of a row; defaults to its `id`. */
  idOf?: (row: Record<string, unknown>) => string | number;
}

const withParams = (url: string, params: Record<string, string | number>): string => {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
};

interface PageBody {
  data: Record<string, unknown>[];
  meta: { total: number; page: number; pageSize: number };
}

async function getPage(t: TestApp, role: Role, url: string): Promise<PageBody> {
  const res = await t.request({ method: 'GET', url, role });
  expect({ url, status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ url, status: 200, body: 'ok' });
  return res.json() as PageBody;
}

export async function expectPagedList(t: TestApp, check: PagedListCheck): Promise<void> {
  const { url, role, sorts, total } = check;
  const idOf = check.idOf ?? ((row: Record<string, unknown>) => row.id as number);
  expect(total).toBeGreaterThanOrEqual(3);
  expect(total).toBeLessThanOrEqual(200);

  const first = await getPage(t, role, url);
  expect(first.meta).toEqual({ total, page: 1, pageSize: 25 });
  expect(first.data).toHaveLength(Math.min(total, 25));

  const whole = await getPage(t, role, withParams(url, { pageSize: 200 }));
  expect(whole.meta).toEqual({ total, page: 1, pageSize: 200 });
  const everyId = whole.data.map(idOf).map(String).sort();
  expect(new Set(everyId).size).toBe(total);

  for (const field of sorts) {
    for (const sort of [field, `-${field}`]) {
      const seen: string[] = [];
      const pages = Math.ceil(total / 2);
      for (let page = 1; page <= pages; page++) {
        const body = await getPage(t, role, withParams(url, { sort, page, pageSize: 2 }));
        expect(body.meta).toEqual({ total, page, pageSize: 2 });
        seen.push(...body.data.map(idOf).map(String));
      }
      expect({ sort, ids: [...seen].sort() }).toEqual({ sort, ids: everyId });
    }
  }

  const past = await getPage(t, role, withParams(url, { page: Math.ceil(total / 2) + 5, pageSize: 2 }));
  expect(past.data).toEqual([]);
  expect(past.meta.total).toBe(total);

  for (const [params, message] of [
    [{ page: 0 }, "Campo 'página' inválido"],
    [{ page: 'x' }, "Campo 'página' inválido"],
    [{ pageSize: 201 }, "Campo 'itens por página' inválido"],
    [{ pageSize: 0 }, "Campo 'itens por página' inválido"],
    [{ sort: 'password' }, "Campo 'ordenação' inválido"],
    [{ sort: "name;drop table users" }, "Campo 'ordenação' inválido"],
  ] as const) {
    const res = await t.request({ method: 'GET', url: withParams(url, params), role });
    expect({ params, status: res.statusCode, body: res.json() }).toEqual({ params, status: 400, body: { message } });
  }
}

/** Asserts a page is sorted by `valueOf` (ascending, or descending with `-`), empty values last. */
export function expectSorted<T>(rows: T[], valueOf: (row: T) => string | number | null, descending = false): void {
  const values = rows.map(valueOf);
  const filled = values.filter((v) => v !== null);
  const sorted = [...filled].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  if (descending) sorted.reverse();
  expect(values).toEqual([...sorted, ...values.filter((v) => v === null)]);
}
