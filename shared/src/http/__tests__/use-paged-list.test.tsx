import { usePagedList } from '@sge/shared/http';
import { useLocation, useNavigate } from '@sge/shared/router';
import { DataTable, type DataTableColumn } from '@sge/shared/ui';
import { act, deferred, mockApi, renderWithProviders, screen, waitFor, within, type ApiCall, type ApiReply } from '@sge/shared/testing';

interface Person {
  id: number;
  name: string;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Pessoa ${String(i + 1).padStart(2, '0')}` }));

/** Answers like a paged list endpoint: search, sort by name, page. */
function pagedPeople(call: ApiCall): ApiReply {
  const page = Number(call.query.get('page') ?? 1);
  const pageSize = Number(call.query.get('pageSize') ?? 25);
  const search = call.query.get('search') ?? '';
  let rows = PEOPLE.filter((p) => p.name.includes(search));
  if (call.query.get('sort') === '-name') rows = [...rows].reverse();
  if (call.query.get('status')) rows = rows.filter((p) => p.id % 2 === 0);
  return { body: { data: rows.slice((page - 1) * pageSize, page * pageSize), meta: { total: rows.length, page, pageSize } } };
}

const columns: DataTableColumn<Person>[] = [{ key: 'name', header: 'Nome', sortable: true }];

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="endereço">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Voltar
      </button>
    </>
  );
}

function People({ defaultSort }: { defaultSort?: string }) {
  const list = usePagedList<Person>('/people', {
    filterParam: 'status',
    defaultSort,
    storageKey: 'people',
  });
  return (
    <>
      <DataTable
        aria-label="Pessoas"
        columns={columns}
        getRowId={(p) => p.id}
        filters={[{ label: 'Pares', value: 'even' }]}
        {...list.tableProps}
      />
      <Where />
    </>
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Pessoas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('loads the first page from the server and shows the total of every page', async () => {
  const calls = mockApi({ 'GET /api/people': pagedPeople });
  renderWithProviders(<People defaultSort="name" />, { route: '/people' });
  expect(await screen.findByText('Exibindo 1 a 10 de 23 itens')).toBeInTheDocument();
  expect(names()[0]).toBe('Pessoa 01');
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', pageSize: '10', sort: 'name' });
  expect(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();
});

test('a page, a sort and a filter go to the server and into the URL; back goes back', async () => {
  const calls = mockApi({ 'GET /api/people': pagedPeople });
  const { user } = renderWithProviders(<People />, { route: '/people?event=4' });
  await screen.findByText('Exibindo 1 a 10 de 23 itens');

  await user.click(screen.getByRole('button', { name: 'Página 3' }));
  expect(await screen.findByText('Exibindo 21 a 23 de 23 itens')).toBeInTheDocument();
  expect(screen.getByLabelText('endereço').textContent).toBe('/people?event=4&page=3');

  await user.click(screen.getByRole('button', { name: /Nome/ }));
  await waitFor(() => expect(screen.getByLabelText('endereço').textContent).toBe('/people?event=4&sort=name'));
  await user.click(screen.getByRole('button', { name: /Nome/ }));
  await waitFor(() => expect(names()[0]).toBe('Pessoa 23'));
  expect(screen.getByLabelText('endereço').textContent).toBe('/people?event=4&sort=-name');
  expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por' }), 'even');
  await screen.findByText('Exibindo 1 a 10 de 11 itens');
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', pageSize: '10', sort: '-name', status: 'even' });

  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  await screen.findByText('Exibindo 1 a 10 de 23 itens');
  expect(screen.getByLabelText('endereço').textContent).toBe('/people?event=4&sort=-name');
  expect(screen.getByRole('combobox', { name: 'Filtrar por' })).toHaveValue('');
});

test('a shared link opens the list as it was: page, size, sort and search', async () => {
  const calls = mockApi({ 'GET /api/people': pagedPeople });
  renderWithProviders(<People />, { route: '/people?page=2&pageSize=5&sort=-name&q=Pessoa%201' });
  expect(await screen.findByText('Exibindo 6 a 10 de 10 itens')).toBeInTheDocument();
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '2', pageSize: '5', sort: '-name', search: 'Pessoa 1' });
  expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('Pessoa 1');
  expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('5');
});

test('a search is sent after the debounce, from page 1, and the latest answer wins', async () => {
  const slow = deferred<ApiReply>();
  const calls = mockApi({
    'GET /api/people': (call) => (call.query.get('search') === 'Pessoa 0' ? slow.promise : pagedPeople(call)),
  });
  const { user } = renderWithProviders(<People />, { route: '/people?page=2' });
  await screen.findByText('Exibindo 11 a 20 de 23 itens');

  const search = screen.getByRole('searchbox', { name: 'Pesquisar' });
  await user.type(search, 'Pessoa 0');
  await waitFor(() => expect(calls.some((c) => c.query.get('search') === 'Pessoa 0')).toBe(true));
  expect(calls.find((c) => c.query.get('search') === 'Pessoa 0')!.query.get('page')).toBe('1');
  // The user goes on typing before the first answer arrives.
  await user.type(search, '2');
  await screen.findByText('Exibindo 1 a 1 de 1 itens');
  // The older answer comes late and is dropped.
  await act(async () => {
    slow.resolve(pagedPeople({ ...calls[0], query: new URLSearchParams('search=Pessoa 0&page=1&pageSize=10') }));
    await new Promise((r) => setTimeout(r, 100));
  });
  expect(names()).toEqual(['Pessoa 02']);
  expect(screen.getByLabelText('endereço').textContent).toBe('/people?q=Pessoa+02');
});

test('a page past the end moves to the last page that has rows', async () => {
  mockApi({ 'GET /api/people': pagedPeople });
  renderWithProviders(<People />, { route: '/people?page=9' });
  expect(await screen.findByText('Exibindo 21 a 23 de 23 itens')).toBeInTheDocument();
  expect(screen.getByLabelText('endereço').textContent).toBe('/people?page=3');
});

test('the chosen page size is kept for the next visit', async () => {
  mockApi({ 'GET /api/people': pagedPeople });
  const first = renderWithProviders(<People />, { route: '/people' });
  await screen.findByText('Exibindo 1 a 10 de 23 itens');
  await first.user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
  await screen.findByText('Exibindo 1 a 20 de 23 itens');
  first.unmount();

  renderWithProviders(<People />, { route: '/people' });
  expect(await screen.findByText('Exibindo 1 a 20 de 23 itens')).toBeInTheDocument();
});

