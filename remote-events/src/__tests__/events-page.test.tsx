import { Profiler } from 'react';
import type { Event, SaveEvent } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { useLocation } from '@sge/shared/router';
import { type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, aDayEmployee, anEvent, listReply } from '../features/events/__tests__/fixtures';
import { useEventStore } from '../features/events/store';
import { useStaffStore } from '../features/event-staff/store';
import EventsPage from '../pages/events-page';
import { queryClient } from '@sge/shared/query';

const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };

const festa = anEvent({
  id: 1,
  name: 'Festa de Fim de Ano',
  location: 'Salão Central',
  eventDays: [
    aDay('2026-12-19', [aDayEmployee({ id: 1, employeeId: 1 }), aDayEmployee({ id: 2, employeeId: 2, name: 'Bruno Lima' })]),
    aDay('2026-12-20', [aDayEmployee({ id: 3, employeeId: 1 })]),
  ],
});
const congresso = anEvent({ id: 2, name: 'Congresso Médico', location: 'Centro de Convenções', description: null, isFinalized: true });

beforeEach(() => {
  useEventStore.setState(useEventStore.getInitialState(), true);
  useStaffStore.setState(useStaffStore.getInitialState(), true);
});

/** The API with these events on the server: GET /events pages, filters and searches them (issue 14). */
function apiWith(events: Event[], routes: Record<string, ApiRoute> = {}) {
  return mockApi({ 'GET /api/events': listReply(events), ...routes });
}

function Where() {
  const location = useLocation();
  return <output aria-label="endereço">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = (session = admin, route = '/events') =>
  renderWithProviders(
    <>
      <EventsPage />
      <Where />
    </>,
    { route, session },
  );
const address = () => screen.getByLabelText('endereço').textContent;
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

it('lists the events with their days, staff count and status', async () => {
  apiWith([festa, congresso]);
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
  const festaRow = within(await screen.findByRole('row', { name: /Festa de Fim de Ano/ }));
  expect(festaRow.getByText('Salão Central')).toBeInTheDocument();
  expect(festaRow.getByText('19/12/2026 – 20/12/2026 (2 dias)')).toBeInTheDocument();
  expect(festaRow.getByRole('cell', { name: '2' })).toBeInTheDocument();
  expect(festaRow.getByText('Ativo')).toBeInTheDocument();
  expect(festaRow.getByRole('button', { name: 'Ver detalhes de Festa de Fim de Ano' })).toBeInTheDocument();
  expect(festaRow.getByRole('button', { name: 'Editar Festa de Fim de Ano' })).toBeInTheDocument();
  expect(festaRow.getByRole('button', { name: 'Excluir Festa de Fim de Ano' })).toBeInTheDocument();

  const congressoRow = within(rowOf('Congresso Médico'));
  expect(congressoRow.getByText('Sem dias')).toBeInTheDocument();
  expect(congressoRow.getByText('Finalizado')).toBeInTheDocument();
  expect(congressoRow.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
});

it("'Filtrar por' and search go to the server and into the URL", async () => {
  const calls = apiWith([festa, congresso]);
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Festa de Fim de Ano' });
  expect(Object.fromEntries(calls[0].query)).toEqual({ page: '1', pageSize: '10' });

  const filter = screen.getByRole('combobox', { name: 'Filtrar por' });
  expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ativos', 'Finalizados']);
  await user.selectOptions(filter, 'Finalizados');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Festa de Fim de Ano' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Congresso Médico' })).toBeInTheDocument();
  expect(calls.at(-1)?.query.get('status')).toBe('finalized');
  expect(address()).toBe('/events?status=finalized');
  await user.selectOptions(filter, 'Ativos');
  expect(await screen.findByRole('cell', { name: 'Festa de Fim de Ano' })).toBeInTheDocument();
  expect(screen.queryByRole('cell', { name: 'Congresso Médico' })).not.toBeInTheDocument();
  await user.selectOptions(filter, 'Todos');

  await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'centro');
  // The search goes to the server once typing pauses.
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Festa de Fim de Ano' })).not.toBeInTheDocument(), { timeout: 3000 });
  expect(screen.getByRole('cell', { name: 'Congresso Médico' })).toBeInTheDocument();
  expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', pageSize: '10', search: 'centro' });
  expect(address()).toBe('/events?q=centro');
});

it('pages and sorts on the server; a shared link opens the list as it was', async () => {
  const many = Array.from({ length: 12 }, (_, i) => anEvent({ id: 100 + i, name: `Evento ${String(i + 1).padStart(2, '0')}` }));
  const calls = apiWith(many);
  const { user, unmount } = renderPage();
  expect(await screen.findByText('Exibindo 1 a 10 de 12 itens')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  expect(await screen.findByRole('cell', { name: 'Evento 12' })).toBeInTheDocument();
  expect(address()).toBe('/events?page=2');

  await user.click(screen.getByRole('button', { name: /Equipe/ }));
  await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('staffCount'));
  expect(address()).toBe('/events?sort=staffCount');
  await user.click(screen.getByRole('button', { name: /Dias/ }));
  await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('firstDay'));
  unmount();

  const shared = apiWith(many);
  renderPage(admin, '/events?page=2&sort=-name&status=active');
  expect(await screen.findByText('Exibindo 11 a 12 de 12 itens')).toBeInTheDocument();
  expect(Object.fromEntries(shared[0].query)).toEqual({ page: '2', pageSize: '10', sort: '-name', status: 'active' });
  expect(screen.getByRole('combobox', { name: 'Filtrar por' })).toHaveValue('active');
});

it("opening an event keeps the list's place in the URL, and 'Voltar' returns to it", async () => {
  apiWith([festa, congresso], {
    'GET /api/events/2': { body: { data: congresso } },
    'GET /api/event-employees/event/2': { body: { data: [] } },
    'GET /api/event-employees/2/available-quantities': { body: { data: [] } },
  });
  const { user } = renderPage(admin, '/events?status=finalized');
  await user.click(await screen.findByRole('button', { name: 'Ver detalhes de Congresso Médico' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Congresso Médico' })).toBeInTheDocument();
  expect(address()).toBe('/events?status=finalized&evento=2');
  await user.click(screen.getByRole('button', { name: /Voltar/ }));
  expect(await screen.findByRole('cell', { name: 'Congresso Médico' })).toBeInTheDocument();
  expect(address()).toBe('/events?status=finalized');
});

it('a failed load shows exactly the store text', async () => {
  apiWith([], { 'GET /api/events': { status: 500, body: { message: 'Erro interno do servidor' } } });
  renderPage();
  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Failed to load events' }]));
  expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
});

it('create: validates, POSTs name, location, description and the chosen days, then opens the new event', async () => {
  const created = anEvent({ id: 9, name: 'Show de Verão', location: 'Praia', description: null, eventDays: [aDay('2027-01-10'), aDay('2027-01-11')] });
  const calls = apiWith([festa], {
    'POST /api/events': { status: 201, body: { data: created } },
    'GET /api/events/9': { body: { data: created } },
    'GET /api/event-employees/event/9': { body: { data: [] } },
    'GET /api/event-employees/9/available-quantities': { body: { data: [] } },
    'GET /api/event-employees/9/available-quantities/day/2027-01-10': { body: { data: [] } },
    'GET /api/event-employees/9/available-quantities/day/2027-01-11': { body: { data: [] } },
  });
  const { user } = renderPage();
  await screen.findByRole('cell', { name: 'Festa de Fim de Ano' });

  await user.click(screen.getByRole('button', { name: 'Novo evento' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo evento' }));
  // From the first field straight to 'Salvar': every empty required field is flagged, not only
  // the one just left, and the focus goes to the first.
  await user.click(dialog.getByRole('textbox', { name: /^Nome/ }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription('Campo obrigatório');
  expect(dialog.getByRole('textbox', { name: /^Local/ })).toHaveAccessibleDescription('Campo obrigatório');
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveFocus();
  expect(dialog.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-disabled', 'true');

  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'S');
  expect(dialog.getByText('Mínimo de 2 caracteres')).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'how de Verão');
  await user.type(dialog.getByRole('textbox', { name: /^Local/ }), 'Praia');

  const date = dialog.getByLabelText('Data do dia');
  await user.type(date, '11/01/2027');
  await user.click(dialog.getByRole('button', { name: 'Adicionar data' }));
  await user.type(date, '10/01/2027');
  await user.click(dialog.getByRole('button', { name: 'Adicionar data' }));
  await user.type(date, '10/01/2027');
  await user.click(dialog.getByRole('button', { name: 'Adicionar data' }));
  expect(dialog.getByText('Esta data já faz parte do evento')).toBeInTheDocument();
  expect(within(dialog.getByRole('list', { name: 'Dias escolhidos' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '10/01/2027',
    '11/01/2027',
  ]);

  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual<SaveEvent>({
    name: 'Show de Verão',
    location: 'Praia',
    description: null,
    eventDays: [{ date: '2027-01-10' }, { date: '2027-01-11' }],
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Evento criado com sucesso' }]);
  expect(await screen.findByRole('heading', { level: 2, name: 'Show de Verão' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Domingo, 10/01/2027' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Segunda-feira, 11/01/2027' })).toBeInTheDocument();
});

it('create: a failure shows the store text once and keeps the dialog open with the server reason', async () => {
  apiWith([], { 'POST /api/events': { status: 409, body: { message: 'Já existe um evento com este nome nesta data' } } });
  const { user } = renderPage();
  await screen.findByText('Nenhum dado disponível');

  await user.click(screen.getByRole('button', { name: 'Novo evento' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Novo evento' }));
  await user.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Show');
  await user.type(dialog.getByRole('textbox', { name: /^Local/ }), 'Praia');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Failed to add event' }]));
  expect(dialog.getByRole('alert')).toHaveTextContent('Já existe um evento com este nome nesta data');
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Show');
});

it('edit: pre-fills the form and PUTs the changes keeping the days', async () => {
  // The server keeps the change: the list asked again after it shows it.
  let shown = festa;
  const calls = apiWith([festa], {
    'GET /api/events': (call) => listReply([shown])(call),
    'PUT /api/events/1': ({ body }) => {
      shown = { ...festa, ...(body as SaveEvent), eventDays: festa.eventDays };
      return { body: { data: shown } };
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Editar Festa de Fim de Ano' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar evento' }));
  expect(dialog.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Festa de Fim de Ano');
  expect(dialog.getByRole('textbox', { name: /^Local/ })).toHaveValue('Salão Central');
  expect(dialog.queryByLabelText('Data do dia')).not.toBeInTheDocument();

  await user.clear(dialog.getByRole('textbox', { name: /^Local/ }));
  await user.type(dialog.getByRole('textbox', { name: /^Local/ }), 'Salão Nobre');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    name: 'Festa de Fim de Ano',
    location: 'Salão Nobre',
    description: 'Cerimônia e recepção',
    eventDays: [{ date: '2026-12-19' }, { date: '2026-12-20' }],
  });
  expect(notifications()).toEqual([{ color: 'success', text: 'Evento atualizado com sucesso' }]);
  expect(await screen.findByRole('cell', { name: 'Salão Nobre' })).toBeInTheDocument();
});

it('edit: a failure shows exactly the store text', async () => {
  apiWith([festa], { 'PUT /api/events/1': { status: 500, body: { message: 'Erro interno do servidor' } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Editar Festa de Fim de Ano' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar evento' }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Failed to update event' }]));
  expect(screen.getByRole('dialog', { name: 'Editar evento' })).toBeInTheDocument();
});

it('delete: asks, DELETEs and removes the row', async () => {
  const onServer = [festa, congresso];
  const calls = apiWith(onServer, {
    'DELETE /api/events/1': () => {
      onServer.splice(0, 1);
      return { body: { data: { id: 1 } } };
    },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Excluir Festa de Fim de Ano' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Excluir evento' }));
  expect(dialog.getByText(/Deseja excluir o evento Festa de Fim de Ano\?/)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(dialog.getByRole('button', { name: 'Excluir' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/events/1']);
  expect(notifications()).toEqual([{ color: 'success', text: 'Evento excluído com sucesso' }]);
  // The reloaded page renders in the list's deferred pass.
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Festa de Fim de Ano' })).not.toBeInTheDocument());
});

it('delete: a refusal shows the store text and the reason in the dialog', async () => {
  apiWith([festa], { 'DELETE /api/events/1': { status: 409, body: { message: 'Evento com funcionários escalados não pode ser excluído' } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Excluir Festa de Fim de Ano' }));
  const alert = await screen.findByRole('alertdialog', { name: 'Excluir evento' });
  await user.click(within(alert).getByRole('button', { name: 'Excluir' }));

  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Failed to delete event' }]));
  expect(within(alert).getByRole('alert')).toHaveTextContent('Evento com funcionários escalados não pode ser excluído');
  expect(screen.getByRole('cell', { name: 'Festa de Fim de Ano', hidden: true })).toBeInTheDocument();
});

it("coordinator and financial users see the list without 'Novo evento', 'Editar' or 'Excluir'", async () => {
  for (const role of ['COORDINATOR', 'FINANCIAL']) {
    apiWith([festa]);
    const { unmount } = renderPage({ ...admin, role });
    expect(await screen.findByRole('button', { name: 'Ver detalhes de Festa de Fim de Ano' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();
  }
});

it('renders a page of events that arrives in a background pass, not in the store update itself (a phone stays responsive)', async () => {
  apiWith([festa, congresso]);
  // Each commit: whether the page had arrived in the cache by then, and whether its rows were on screen.
  const arrived = () => queryClient.getQueryCache().findAll({ queryKey: ['events'] }).some((q) => q.state.data !== undefined);
  const commits: { stored: boolean; shown: boolean }[] = [];
  renderWithProviders(
    <Profiler
      id="events"
      onRender={() => commits.push({ stored: arrived(), shown: screen.queryByText('Festa de Fim de Ano') !== null })}
    >
      <EventsPage />
    </Profiler>,
    { route: '/events', session: admin },
  );
  await screen.findByRole('row', { name: /Festa de Fim de Ano/ });
  // The page's arrival (loading ends) commits first without the rows; the rows
  // follow in the deferred pass, which React renders in short slices.
  const afterUpdate = commits.findIndex((c) => c.stored);
  expect(commits[afterUpdate]).toEqual({ stored: true, shown: false });
  expect(commits.slice(afterUpdate).some((c) => c.shown)).toBe(true);
});
