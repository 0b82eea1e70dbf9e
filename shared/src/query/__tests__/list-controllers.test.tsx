/**
 * One suite, two controllers: a DataTable drawing useClientList (an array in memory) and one drawing
 * useServerList (the same rows paged by a fake API) must behave the same for the user.
 */
import { act, mockApi, renderWithProviders, screen, userEvent, waitFor, within, type ApiCall } from '@sge/shared/testing';
import { useLocation } from '@sge/shared/router';
import { STORAGE_KEYS } from '@sge/shared/session';
import { DataTable, useClientList, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { useEffect, useState } from 'react';
import { defineList, firstPageParams, pageQuery, prefetchList, useServerList, type ApiParams } from '../index';

interface Person {
  id: number;
  name: string;
  city: string;
  age: number;
}

const PEOPLE: Person[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Pessoa ${String(i + 1).padStart(3, '0')}`,
  city: i % 2 === 0 ? 'São Paulo' : 'Recife',
  age: 20 + ((i * 7) % 30),
}));

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'city', header: 'Cidade' },
  { key: 'age', header: 'Idade', sortable: true, align: 'end' },
];

const filters: DataTableFilter<Person>[] = [{ label: 'Recife', value: 'Recife', filterFn: (p) => p.city === 'Recife' }];

/** The fake API: the same rows, searched, filtered, sorted and paged as the server does. */
function serve(call: ApiCall) {
  const q = call.query;
  const search = (q.get('search') ?? '').toLowerCase();
  let rows = PEOPLE.filter((p) => !search || p.name.toLowerCase().includes(search));
  if (q.get('city')) rows = rows.filter((p) => p.city === q.get('city'));
  const sort = q.get('sort') ?? '';
  if (sort) {
    const field = sort.replace(/^-/, '') as keyof Person;
    const sign = sort.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0));
  }
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 25);
  return { body: { data: rows.slice((page - 1) * pageSize, page * pageSize), meta: { total: rows.length, page, pageSize } } };
}

const peopleList = defineList({ query: (params: ApiParams) => pageQuery<Person>('/people', params), storageKey: 'people' });

function ClientPeople() {
  const list = useClientList(PEOPLE, { columns, filters, storageKey: 'people' });
  return <DataTable list={list} columns={columns} filters={filters} getRowId={(p) => p.id} aria-label="Pessoas" />;
}

function ServerPeople() {
  const list = useServerList(peopleList, { filterParam: 'city' });
  const { search } = useLocation();
  return (
    <>
      <DataTable list={list} columns={columns} filters={filters} getRowId={(p) => p.id} aria-label="Pessoas" />
      <output data-testid="url">{search}</output>
    </>
  );
}

const footer = () => screen.getByText(/^Exibindo \d+ a \d+ de \d+ itens$/).textContent;
const firstNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
const shows = (text: string) => waitFor(() => expect(footer()).toBe(text));

describe.each([
  ['useClientList', ClientPeople],
  ['useServerList', ServerPeople],
])('a DataTable over %s', (_name, Page) => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({ 'GET /api/people': serve });
  });

  const open = async () => {
    const view = renderWithProviders(<Page />, { session: { token: 't', role: 'ADMIN', username: 'ana', id: 1 } });
    await shows('Exibindo 1 a 10 de 25 itens');
    return view;
  };

  it('shows the first 10 rows and pages forward and back', async () => {
    const { user } = await open();
    expect(firstNames()[0]).toBe('Pessoa 001');
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await shows('Exibindo 11 a 20 de 25 itens');
    expect(firstNames()[0]).toBe('Pessoa 011');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await shows('Exibindo 21 a 25 de 25 itens');
  });

  it('goes back to page 1 when the page size changes, and keeps the size for the next visit', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await shows('Exibindo 11 a 20 de 25 itens');
    await user.selectOptions(screen.getByLabelText('Itens por página'), '5');
    await shows('Exibindo 1 a 5 de 25 itens');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tablePagination) ?? '{}').people.itemsPerPage).toBe(5);
  });

  it('searches 300 ms after the typing stops, from page 1', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await shows('Exibindo 11 a 20 de 25 itens');
    // All the keys at once (a loaded machine would otherwise pause past the debounce between two).
    await userEvent.setup({ delay: null }).type(screen.getByLabelText('Pesquisar'), 'pessoa 02');
    // Not yet: the debounce is running.
    expect(footer()).toBe('Exibindo 11 a 20 de 25 itens');
    await shows('Exibindo 1 a 6 de 6 itens');
    expect(firstNames()).toEqual(['Pessoa 020', 'Pessoa 021', 'Pessoa 022', 'Pessoa 023', 'Pessoa 024', 'Pessoa 025']);
  });

  it('filters with "Filtrar por" from page 1', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.selectOptions(screen.getByLabelText('Filtrar por'), 'Recife');
    await shows('Exibindo 1 a 10 de 12 itens');
    expect(firstNames()[0]).toBe('Pessoa 002');
  });

  it('sorts a column ascending, then descending, and says so', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    await shows('Exibindo 1 a 10 de 25 itens');
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(firstNames()[0]).toBe('Pessoa 025'));
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says "Nenhum dado disponível" when nothing matches', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Pesquisar'), 'ninguém');
    await shows('Exibindo 0 a 0 de 0 itens');
    expect(screen.getByText('Nenhum dado disponível')).toBeInTheDocument();
  });
});

it('useServerList keeps page, sort, search and filter in the URL', async () => {
  localStorage.clear();
  mockApi({ 'GET /api/people': serve });
  const { user } = renderWithProviders(<ServerPeople />, { session: { token: 't', role: 'ADMIN', username: 'ana', id: 1 } });
  await shows('Exibindo 1 a 10 de 25 itens');
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await user.click(screen.getByRole('button', { name: /Idade/ }));
  await user.selectOptions(screen.getByLabelText('Filtrar por'), 'Recife');
  await user.type(screen.getByLabelText('Pesquisar'), 'pessoa');
  await waitFor(() => expect(new URLSearchParams(screen.getByTestId('url').textContent ?? '').get('q')).toBe('pessoa'));
  const url = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
  expect(Object.fromEntries(url)).toEqual({ sort: 'age', city: 'Recife', q: 'pessoa' });
  await act(async () => undefined);
});

it("a route's preload and the page share one cache entry: the page asks nothing again", async () => {
  localStorage.clear();
  const session = { token: 't', role: 'ADMIN', username: 'ana', id: 1 };
  const calls = mockApi({ 'GET /api/people': serve });
  // renderWithProviders signs in anew (which empties the cache): the preload runs inside the page's session.
  function Preloaded() {
    const [ready, setReady] = useState(false);
    useEffect(() => void prefetchList(peopleList).then(() => setReady(true)), []);
    return ready ? <ServerPeople /> : null;
  }
  renderWithProviders(<Preloaded />, { session });
  await shows('Exibindo 1 a 10 de 25 itens');
  expect(calls.map((c) => `${c.path}?${c.query.toString()}`)).toEqual(['/api/people?page=1&pageSize=10']);
  expect(firstPageParams(peopleList)).toEqual({ page: 1, pageSize: 10 });
});
