import type { AvailableQuantity, Event, EventEmployee, PaymentRequestReply } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { type ApiCall, type ApiReply, type ApiRoute, deferred, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, anEvent, listBody } from '../features/events/__tests__/fixtures';
import { useEventStore } from '../features/events/store';
import { aLink, anEmployee, employeeSearch, localIso } from '../features/event-staff/__tests__/fixtures';
import { useStaffStore } from '../features/event-staff/store';
import EventsPage from '../pages/events-page';
import { fakeStaffSource, type FakeStaffSource } from '../testing/staff-source';

const SAT = '2026-11-21';
const SUN = '2026-11-22';
const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const coordinator = { ...admin, role: 'COORDINATOR', username: 'coordenador' };
const financial = { ...admin, role: 'FINANCIAL', username: 'financeiro' };

const casamento = anEvent({ id: 1, name: 'Casamento Silva', location: 'Espaço Jardim', eventDays: [aDay(SAT), aDay(SUN)] });
const ana = aLink({ id: 11, employeeId: 1, eventDay: SAT, employeeName: 'Ana', employeeFullName: 'Ana Souza' });
const bruno = aLink({
  id: 12,
  employeeId: 2,
  eventDay: SAT,
  employeeName: 'Bruno',
  employeeFullName: 'Bruno Lima',
  function: 'Segurança',
  payRate: '1234.50',
  checkIn: localIso(SAT, 8, 5),
  checkOut: localIso(SAT, 17, 30),
});
const carla = aLink({
  id: 13,
  employeeId: 3,
  eventDay: SUN,
  employeeName: 'Carla',
  employeeFullName: 'Carla Dias',
  checkIn: localIso(SUN, 9, 0),
  checkOut: localIso(SUN, 18, 0),
  paymentRequested: true,
  paymentRequestId: 7,
});

let device: FakeStaffSource;

beforeEach(() => {
  useEventStore.setState(useEventStore.getInitialState(), true);
  useStaffStore.setState(useStaffStore.getInitialState(), true);
  // Taps are written to the device first: an in-memory device, so no test leaves records behind.
  device = fakeStaffSource();
  useStaffStore.setState({ offlineSource: device });
});

interface DetailApi {
  event?: Event;
  links?: EventEmployee[];
  quantities?: AvailableQuantity[];
  quantitiesByDay?: Record<string, AvailableQuantity[]>;
  routes?: Record<string, ApiRoute>;
}

/** The calls the detail view makes, answered from the given event and links (mutable through `state`). */
function detailApi({ event = casamento, links = [ana, bruno, carla], quantities = [], quantitiesByDay = {}, routes = {} }: DetailApi = {}) {
  const state = { event, links };
  const dayRoutes = Object.fromEntries(
    [SAT, SUN, '2026-11-23'].map((day) => [
      `GET /api/event-employees/${event.id}/available-quantities/day/${day}`,
      { body: { data: quantitiesByDay[day] ?? [] } },
    ]),
  );
  const calls = mockApi({
    'GET /api/events': () => ({ body: listBody([state.event]) }),
    [`GET /api/events/${event.id}`]: () => ({ body: { data: state.event } }),
    [`GET /api/event-employees/event/${event.id}`]: () => ({ body: { data: state.links } }),
    [`GET /api/event-employees/${event.id}/available-quantities`]: { body: { data: quantities } },
    ...dayRoutes,
    ...routes,
  });
  return { calls, state };
}

const renderDetail = (session = admin) => renderWithProviders(<EventsPage />, { route: '/events?evento=1', session });
const notifications = () => useNotificationStore.getState().queue.map((n) => ({ color: n.color, text: n.text }));
const daySection = (name: RegExp | string) => within(screen.getByRole('region', { name }));
const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);
const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

it('shows the event, its days with the weekday, and each day staff with BRL and 24 h times', async () => {
  detailApi();
  renderDetail();

  expect(await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' })).toBeInTheDocument();
  expect(screen.getByText('Espaço Jardim')).toBeInTheDocument();
  expect(screen.getByText('Cerimônia e recepção')).toBeInTheDocument();
  expect(screen.getByText('Ativo')).toBeInTheDocument();

  const saturday = daySection('Sábado, 21/11/2026');
  await saturday.findByRole('cell', { name: 'Ana Souza' });
  const anaRow = rowOf('Ana Souza');
  expect(anaRow.getByText('Garçom')).toBeInTheDocument();
  expect(anaRow.getByText('R$ 150,00')).toBeInTheDocument();
  expect(anaRow.getAllByText('—')).toHaveLength(2);
  expect(anaRow.getByText('Pendente')).toBeInTheDocument();

  const brunoRow = rowOf('Bruno Lima');
  expect(brunoRow.getByText('R$ 1.234,50')).toBeInTheDocument();
  expect(brunoRow.getByText('08:05')).toBeInTheDocument();
  expect(brunoRow.getByText('17:30')).toBeInTheDocument();
  expect(brunoRow.getByRole('button', { name: 'Solicitar pagamento de Bruno Lima' })).toBeInTheDocument();

  const sunday = daySection('Domingo, 22/11/2026');
  expect(sunday.getByRole('cell', { name: 'Carla Dias' })).toBeInTheDocument();
  expect(rowOf('Carla Dias').getByText('Solicitado')).toBeInTheDocument();
  expect(notifications()).toEqual([]);
});

it('shows the loading state, then an empty day as such', async () => {
  const reply = deferred<ApiReply>();
  detailApi({ links: [], routes: { 'GET /api/events/1': () => reply.promise } });
  renderDetail();

  expect(screen.getByText('Carregando evento...')).toBeInTheDocument();
  reply.resolve({ body: { data: casamento } });
  expect(await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('Nenhum funcionário escalado neste dia')).toHaveLength(2));
});

it("'Voltar' goes back to the list", async () => {
  detailApi();
  const { user } = renderDetail();
  await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' });
  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(await screen.findByRole('button', { name: 'Ver detalhes de Casamento Silva' })).toBeInTheDocument();
});

it("a failed detail load shows 'Failed to load event details' and offers to try again", async () => {
  const { calls } = detailApi({ routes: { 'GET /api/events/1': { status: 500, body: { message: 'Erro interno' } } } });
  const { user } = renderDetail();
  expect(await screen.findByText('Não foi possível carregar o evento.')).toBeInTheDocument();
  await waitFor(() => expect(notifications()).toContainEqual({ color: 'error', text: 'Failed to load event details' }));
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  await waitFor(() => expect(callsTo(calls, 'GET', '/api/events/1')).toHaveLength(2));
});

it('a failed staff load shows the staff store text', async () => {
  detailApi({ routes: { 'GET /api/event-employees/event/1': { status: 500, body: { message: 'Erro interno' } } } });
  renderDetail();
  await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Erro ao carregar funcionários de eventos.' }]));
});

it('shows what the approved budget allows over the event and per day; nothing without a budget', async () => {
  detailApi({
    quantities: [{ staffFunction: 'Garçom', limit: 6, assigned: 1, available: 5 }],
    quantitiesByDay: { [SAT]: [{ staffFunction: 'Garçom', limit: 3, assigned: 1, available: 2 }] },
  });
  renderDetail();
  expect(await screen.findByText('Garçom: 1 de 6 escalações no evento')).toBeInTheDocument();
  const saturday = daySection('Sábado, 21/11/2026');
  expect(await saturday.findByText('Garçom: 1 de 3 escalados')).toBeInTheDocument();
  expect(saturday.getByText('2 vagas')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Vagas do dia 22/11/2026' })).not.toBeInTheDocument();
});

it('failed available quantities show the two store texts', async () => {
  detailApi({
    routes: {
      'GET /api/event-employees/1/available-quantities': { status: 500, body: { message: 'x' } },
      [`GET /api/event-employees/1/available-quantities/day/${SAT}`]: { status: 500, body: { message: 'x' } },
    },
  });
  renderDetail();
  await waitFor(() =>
    expect(notifications().map((n) => n.text).sort()).toEqual([
      'Erro ao buscar quantidades disponíveis para o evento.',
      'Erro ao buscar quantidades disponíveis por dia do evento.',
    ]),
  );
});

describe('days', () => {
  it('adds a day: a date already in the event is refused here, a new one is PUT appended', async () => {
    const { calls, state } = detailApi({
      routes: {
        'PUT /api/events/1': ({ body }) => {
          state.event = { ...casamento, eventDays: (body as { eventDays: { date: string }[] }).eventDays.map((d) => aDay(d.date)) };
          return { body: { data: state.event } };
        },
      },
    });
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' });

    await user.click(screen.getByRole('button', { name: 'Adicionar dia' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar dia' }));
    await user.type(dialog.getByLabelText(/^Data/), SUN.split('-').reverse().join('/'));
    await user.tab();
    expect(dialog.getByText('Esta data já faz parte do evento')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Adicionar' })).toHaveAttribute('aria-disabled', 'true');

    await user.clear(dialog.getByLabelText(/^Data/));
    await user.type(dialog.getByLabelText(/^Data/), '23/11/2026');
    await user.click(dialog.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT', '/api/events/1').map((c) => c.body)).toEqual([
      {
        name: 'Casamento Silva',
        location: 'Espaço Jardim',
        description: 'Cerimônia e recepção',
        eventDays: [{ date: SAT }, { date: SUN }, { date: '2026-11-23' }],
      },
    ]);
    expect(notifications()).toEqual([{ color: 'success', text: 'Dia adicionado ao evento' }]);
    expect(await screen.findByRole('heading', { name: 'Segunda-feira, 23/11/2026' })).toBeInTheDocument();
  });

  it("adds a day: the server's 409 shows in the dialog, with the store's notification", async () => {
    detailApi({ routes: { 'PUT /api/events/1': { status: 409, body: { message: 'Já existe um dia com esta data neste evento' } } } });
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' });

    await user.click(screen.getByRole('button', { name: 'Adicionar dia' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar dia' }));
    await user.type(dialog.getByLabelText(/^Data/), '23/11/2026');
    await user.click(dialog.getByRole('button', { name: 'Adicionar' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Já existe um dia com esta data neste evento');
    expect(notifications()).toEqual([{ color: 'error', text: 'Failed to update event' }]);
  });

  it("removing a day with staff shows the server's refusal", async () => {
    const { calls } = detailApi({
      routes: { 'PUT /api/events/1': { status: 409, body: { message: 'Não é possível remover um dia que possui funcionários escalados' } } },
    });
    const { user } = renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' });

    await user.click(screen.getByRole('button', { name: 'Remover dia Sábado, 21/11/2026' }));
    const alert = within(await screen.findByRole('alertdialog', { name: 'Remover dia' }));
    await user.click(alert.getByRole('button', { name: 'Remover' }));

    expect(await alert.findByRole('alert')).toHaveTextContent('Não é possível remover um dia que possui funcionários escalados');
    expect(callsTo(calls, 'PUT', '/api/events/1')[0].body).toMatchObject({ eventDays: [{ date: SUN }] });
  });
});

describe('staff', () => {
  const dani = anEmployee({ id: 4, name: 'Daniela Rocha', cpf: '52998224725', function: 'Recepcionista', payRate: '1200.00' });
  const anaEmployee = anEmployee({ id: 1, name: 'Ana Souza', cpf: '11144477735', function: 'Garçom', payRate: '150.00' });

  it('assigns an employee: search, refuse one already on the day, POST the pick with its function and pay rate', async () => {
    const created = aLink({ id: 20, employeeId: 4, eventDay: SAT, employeeName: 'Daniela', employeeFullName: 'Daniela Rocha', function: 'Recepcionista', payRate: '1250.00' });
    const { calls, state } = detailApi({
      routes: {
        'GET /api/employees': employeeSearch([dani, anaEmployee]),
        'POST /api/event-employees': (call) => {
          // The dialog asks the server's dry run first: no other event that day.
          if (call.query.get('dryRun') === 'true') return { body: { data: { overlaps: [] } } };
          state.links = [...state.links, created];
          return { status: 201, body: { data: created } };
        },
      },
    });
    const { user } = renderDetail();
    const saturday = within(await screen.findByRole('region', { name: 'Sábado, 21/11/2026' }));
    await saturday.findByRole('cell', { name: 'Ana Souza' });

    await user.click(saturday.getByRole('button', { name: 'Escalar funcionário em 21/11/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Escalar funcionário em 21/11/2026' }));
    expect(await dialog.findByRole('checkbox', { name: /Daniela Rocha/ })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/employees')[0].query.get('active')).toBe('true');

    await user.click(dialog.getByRole('checkbox', { name: /Ana Souza/ }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Funcionário já está escalado neste dia');
    expect(dialog.getByRole('button', { name: 'Escalar' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(dialog.getByRole('checkbox', { name: /Ana Souza/ }));

    await user.type(dialog.getByRole('searchbox', { name: 'Buscar funcionário' }), '529.982');
    // Searched on the server once typing pauses.
    await waitFor(() => expect(dialog.queryByRole('checkbox', { name: /Ana Souza/ })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/employees').at(-1)?.query.toString()).toBe('search=529.982&active=true&pageSize=20');
    await user.click(dialog.getByRole('checkbox', { name: /Daniela Rocha/ }));
    expect(dialog.getByRole('combobox', { name: /^Função/ })).toHaveValue('Recepcionista');
    const payRate = dialog.getByRole('textbox', { name: /^Valor da diária/ });
    expect(payRate).toHaveValue('1.200,00');
    await user.clear(payRate);
    await user.type(payRate, '1.250,00');
    await user.click(dialog.getByRole('button', { name: 'Escalar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [dryRun, post] = callsTo(calls, 'POST', '/api/event-employees');
    expect(dryRun.query.get('dryRun')).toBe('true');
    expect(post.query.get('dryRun')).toBeNull();
    expect(post.body).toEqual({
      eventId: 1,
      employeeId: 4,
      eventDay: SAT,
      function: 'Recepcionista',
      payRate: '1250.00',
    });
    expect(notifications()).toEqual([{ color: 'success', text: 'Funcionário escalado com sucesso' }]);
    expect(rowOf('Daniela Rocha').getByText('R$ 1.250,00')).toBeInTheDocument();
  });

  it('assigns several at once: each with their own terms, the double-booking question asked per person, a declined one left picked', async () => {
    const eva = anEmployee({ id: 5, name: 'Eva Martins', cpf: '39053344705', function: 'Garçom', payRate: '180.00' });
    const fabio = anEmployee({ id: 6, name: 'Fábio Nunes', cpf: '86288366757', function: 'Segurança', payRate: '220.00' });
    const other = (eventName: string) => ({ eventEmployeeId: 9, eventId: 7, eventName, eventLocation: 'Buffet Central', eventDay: SAT, checkIn: null, checkOut: null });
    const overlapsOf: Record<number, ReturnType<typeof other>[]> = { 4: [other('Festa da Firma')], 6: [other('Show da Virada')] };
    const { calls, state } = detailApi({
      routes: {
        'GET /api/employees': employeeSearch([dani, eva, fabio]),
        'POST /api/event-employees': (call) => {
          const { employeeId } = call.body as { employeeId: number };
          if (call.query.get('dryRun') === 'true') return { body: { data: { overlaps: overlapsOf[employeeId] ?? [] } } };
          const created = aLink({ id: 30 + employeeId, employeeId, eventDay: SAT, employeeFullName: `Pessoa ${employeeId}` });
          state.links = [...state.links, created];
          return { status: 201, body: { data: created } };
        },
      },
    });
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Escalar funcionário em 21/11/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Escalar funcionário em 21/11/2026' }));
    for (const name of [/Daniela Rocha/, /Eva Martins/, /Fábio Nunes/]) await user.click(await dialog.findByRole('checkbox', { name }));
    expect(dialog.getByText('Selecionados (3): Daniela Rocha, Eva Martins, Fábio Nunes')).toBeInTheDocument();
    // Several: each keeps their own function and pay rate.
    expect(dialog.queryByRole('combobox', { name: /^Função/ })).not.toBeInTheDocument();
    expect(dialog.getByText('Cada funcionário é escalado com a sua função e o seu valor da diária.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Escalar' }));

    let question = await screen.findByRole('alertdialog', { name: 'Funcionário já escalado neste dia' });
    expect(question).toHaveTextContent("Daniela Rocha já está escalado(a) neste dia em outro evento: 'Festa da Firma'");
    await waitFor(() => user.click(within(question).getByRole('button', { name: 'Escalar mesmo assim' })));
    question = await screen.findByRole('alertdialog', { name: 'Funcionário já escalado neste dia' });
    await waitFor(() => expect(question).toHaveTextContent("Fábio Nunes já está escalado(a) neste dia em outro evento: 'Show da Virada'"));
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(notifications()).toEqual([{ color: 'success', text: '2 funcionários escalados com sucesso' }]));
    const posts = callsTo(calls, 'POST', '/api/event-employees').filter((c) => c.query.get('dryRun') !== 'true');
    expect(posts.map((c) => c.body)).toEqual([
      { eventId: 1, employeeId: 4, eventDay: SAT, confirmOverlap: true },
      { eventId: 1, employeeId: 5, eventDay: SAT },
    ]);
    // The declined one stays picked, in the dialog still open.
    expect(screen.getByRole('dialog', { name: 'Escalar funcionário em 21/11/2026' })).toBeInTheDocument();
    expect(await dialog.findByRole('checkbox', { name: /Fábio Nunes/ })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Daniela Rocha/ })).not.toBeChecked();
    expect(dialog.getByRole('combobox', { name: /^Função/ })).toHaveValue('Segurança');
  });

  it("a failed assignment shows 'Erro ao atualizar funcionário do evento.' and the reason in the dialog", async () => {
    detailApi({
      routes: {
        'GET /api/employees': employeeSearch([dani]),
        'POST /api/event-employees': { status: 409, body: { message: 'Funcionário inativo não pode ser escalado' } },
      },
    });
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Escalar funcionário em 21/11/2026' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('checkbox', { name: /Daniela Rocha/ }));
    await user.click(dialog.getByRole('button', { name: 'Escalar' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Funcionário inativo não pode ser escalado');
    expect(notifications()).toEqual([{ color: 'error', text: 'Erro ao atualizar funcionário do evento.' }]);
  });

  it('double booking: an employee working another event that day is assigned only after a confirmation naming that event', async () => {
    const created = aLink({ id: 21, employeeId: 4, eventDay: SAT, employeeName: 'Daniela', employeeFullName: 'Daniela Rocha', function: 'Recepcionista' });
    const other = { eventEmployeeId: 9, eventId: 7, eventName: 'Festa da Firma', eventLocation: 'Buffet Central', eventDay: SAT, checkIn: null, checkOut: null };
    const { calls, state } = detailApi({
      routes: {
        'GET /api/employees': employeeSearch([dani]),
        'POST /api/event-employees': (call) => {
          if (call.query.get('dryRun') === 'true') return { body: { data: { overlaps: [other] } } };
          state.links = [...state.links, created];
          return { status: 201, body: { data: created } };
        },
      },
    });
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Escalar funcionário em 21/11/2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Escalar funcionário em 21/11/2026' }));
    await user.click(await dialog.findByRole('checkbox', { name: /Daniela Rocha/ }));
    await user.click(dialog.getByRole('button', { name: 'Escalar' }));

    // The question names the other event; 'Cancelar' creates nothing and keeps the pick.
    let question = await screen.findByRole('alertdialog', { name: 'Funcionário já escalado neste dia' });
    expect(question).toHaveTextContent("Daniela Rocha já está escalado(a) neste dia em outro evento: 'Festa da Firma'. Deseja escalar também neste evento?");
    // The question opens over the staff dialog: until its layer is the top one (a loaded machine
    // takes a while) its buttons refuse the pointer, and user-event throws before any event.
    await waitFor(() => user.click(within(question).getByRole('button', { name: 'Cancelar' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/api/event-employees').filter((c) => c.query.get('dryRun') !== 'true')).toHaveLength(0);
    expect(dialog.getByRole('checkbox', { name: /Daniela Rocha/ })).toBeChecked();

    // Asked again and confirmed: the booking goes with confirmOverlap.
    await user.click(dialog.getByRole('button', { name: 'Escalar' }));
    question = await screen.findByRole('alertdialog', { name: 'Funcionário já escalado neste dia' });
    await waitFor(() => user.click(within(question).getByRole('button', { name: 'Escalar mesmo assim' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = callsTo(calls, 'POST', '/api/event-employees').filter((c) => c.query.get('dryRun') !== 'true');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({ eventId: 1, employeeId: 4, eventDay: SAT, confirmOverlap: true });
    expect(notifications()).toEqual([{ color: 'success', text: 'Funcionário escalado com sucesso' }]);
  });

  it('check-in and check-out are written to the device first (no PATCH) and confirmed on the row with Desfazer', async () => {
    const { calls } = detailApi();
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    expect(screen.getByRole('button', { name: 'Registrar saída de Ana Souza' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Solicitar pagamento de Ana Souza' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    expect(await rowOf('Ana Souza').findByText(/^Entrada registrada às \d{2}:\d{2} ·$/)).toBeInTheDocument();
    expect(rowOf('Ana Souza').getByRole('button', { name: 'Desfazer entrada de Ana Souza' })).toBeInTheDocument();
    expect(rowOf('Ana Souza').getByText('Pendente de sincronização')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' })).toBeDisabled();
    expect(notifications()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Registrar saída de Ana Souza' }));
    expect(await rowOf('Ana Souza').findByText(/^Saída registrada às \d{2}:\d{2} ·$/)).toBeInTheDocument();
    // A completed day leaves only what comes next: the payment.
    expect(screen.queryByRole('button', { name: 'Registrar entrada de Ana Souza' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar saída de Ana Souza' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar pagamento de Ana Souza' })).toBeInTheDocument();

    expect(device.saved.map((r) => [r.link.id, r.type])).toEqual([
      [11, 'checkin'],
      [11, 'checkout'],
    ]);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    expect(device.recordSaved).toHaveBeenCalledTimes(2);
  });

  it('a device that cannot store the tap says so and keeps the row', async () => {
    device.saveRecord = async () => Promise.reject(new Error('Sem espaço no dispositivo para salvar o registro offline'));
    detailApi();
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' }));
    await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Sem espaço no dispositivo para salvar o registro offline' }]));
    expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' })).toBeEnabled();
  });

  it('requests the payment of a worked day with the pay rate pre-filled', async () => {
    const reply: PaymentRequestReply = {
      paymentRequestId: 8,
      status: 'PENDING',
      eventEmployeePaymentConfirmed: false,
      eventEmployeeId: 12,
      amount: '1234.50',
      requestedAt: '2026-11-21T21:00:00.000Z',
      paidAt: null,
    };
    // The server keeps the change: the links asked again after it show it.
    const api = detailApi({
      routes: {
        'PATCH /api/event-employees/12/request-payment': () => {
          api.state.links = api.state.links.map((l) => (l.id === 12 ? { ...l, paymentRequested: true, paymentRequestId: 8 } : l));
          return { body: { data: reply } };
        },
      },
    });
    const { calls } = api;
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Bruno Lima' });

    await user.click(screen.getByRole('button', { name: 'Solicitar pagamento de Bruno Lima' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Solicitar pagamento' }));
    expect(dialog.getByRole('textbox', { name: /^Valor/ })).toHaveValue('1.234,50');
    await user.type(dialog.getByRole('textbox', { name: /^Observações/ }), 'Hora extra incluída');
    await user.click(dialog.getByRole('button', { name: 'Solicitar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PATCH', '/api/event-employees/12/request-payment')[0].body).toEqual({ amount: '1234.50', notes: 'Hora extra incluída' });
    expect(rowOf('Bruno Lima').getByText('Solicitado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar pagamento de Bruno Lima' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar pagamento de Bruno Lima' })).toBeInTheDocument();
    expect(notifications()).toEqual([{ color: 'success', text: 'Pagamento solicitado' }]);
  });

  it('the financial role confirms a requested payment and sees no check-in or staff management', async () => {
    const reply: PaymentRequestReply = {
      paymentRequestId: 7,
      status: 'PAID',
      eventEmployeePaymentConfirmed: true,
      eventEmployeeId: 13,
      amount: '150.00',
      requestedAt: '2026-11-22T21:00:00.000Z',
      paidAt: '2026-11-23T12:00:00.000Z',
    };
    const api = detailApi({
      routes: {
        'PATCH /api/event-employees/13/confirm-payment': () => {
          api.state.links = api.state.links.map((l) => (l.id === 13 ? { ...l, paymentRequested: true, paymentRequestId: 7, paid: true } : l));
          return { body: { data: reply } };
        },
      },
    });
    const { calls } = api;
    const { user } = renderDetail(financial);
    await screen.findByRole('cell', { name: 'Carla Dias' });

    expect(screen.queryByRole('button', { name: /^Registrar entrada/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Escalar funcionário/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar evento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover Ana Souza' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento de Carla Dias' }));
    const alert = within(await screen.findByRole('alertdialog', { name: 'Confirmar pagamento' }));
    expect(alert.getByText(/Confirmar o pagamento de Carla Dias pelo dia 22\/11\/2026/)).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PATCH', '/api/event-employees/13/confirm-payment')[0].body).toBeUndefined();
    expect(rowOf('Carla Dias').getByText('Pago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento de Carla Dias' })).not.toBeInTheDocument();
    expect(notifications()).toEqual([{ color: 'success', text: 'Pagamento confirmado' }]);
  });

  it("the coordinator checks staff in and out but doesn't manage the event or confirm payments", async () => {
    detailApi();
    renderDetail(coordinator);
    await screen.findByRole('cell', { name: 'Ana Souza' });

    expect(screen.getByRole('button', { name: 'Registrar entrada de Ana Souza' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Solicitar pagamento de Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento de Carla Dias' })).not.toBeInTheDocument();
    for (const name of ['Finalizar evento', 'Adicionar dia', 'Editar evento', 'Escalar funcionário em 21/11/2026', 'Remover Ana Souza', 'Editar escala de Ana Souza']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('removes a staff member after confirmation', async () => {
    const api = detailApi({
      routes: {
        'DELETE /api/event-employees/11': () => {
          api.state.links = api.state.links.filter((l) => l.id !== 11);
          return { body: { data: { id: 11 } } };
        },
      },
    });
    const { calls } = api;
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });

    await user.click(screen.getByRole('button', { name: 'Remover Ana Souza' }));
    const alert = within(await screen.findByRole('alertdialog', { name: 'Remover funcionário' }));
    expect(alert.getByText('Deseja remover Ana Souza do dia 21/11/2026?')).toBeInTheDocument();
    await user.click(alert.getByRole('button', { name: 'Remover' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Ana Souza' })).not.toBeInTheDocument());
    expect(callsTo(calls, 'DELETE', '/api/event-employees/11')).toHaveLength(1);
    expect(notifications()).toEqual([{ color: 'success', text: 'Funcionário removido do evento' }]);
  });

  it('a 409 on removal shows the SPEC §8 text and keeps the row', async () => {
    detailApi({ routes: { 'DELETE /api/event-employees/13': { status: 409, body: { message: 'Conflito' } } } });
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Carla Dias' });

    await user.click(screen.getByRole('button', { name: 'Remover Carla Dias' }));
    const alert = within(await screen.findByRole('alertdialog', { name: 'Remover funcionário' }));
    await user.click(alert.getByRole('button', { name: 'Remover' }));

    await waitFor(() =>
      expect(notifications()).toEqual([
        {
          color: 'error',
          text: 'Este funcionário não pode ser removido do evento pois existem solicitações de pagamento associadas a ele. Remova as solicitações de pagamento primeiro.',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Carla Dias' })).toBeInTheDocument();
  });

  it('edits the function and pay rate of an assignment', async () => {
    const api = detailApi({
      routes: {
        'PUT /api/event-employees/11': ({ body }) => {
          api.state.links = api.state.links.map((l) => (l.id === 11 ? { ...l, ...(body as object) } : l));
          return { body: { data: { ...ana, ...(body as object) } } };
        },
      },
    });
    const { calls } = api;
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Editar escala de Ana Souza' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar escala de Ana Souza em 21/11/2026' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Função/ }), 'Copeiro');
    await user.clear(dialog.getByRole('textbox', { name: /^Valor da diária/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Valor da diária/ }), '160');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PUT', '/api/event-employees/11')[0].body).toEqual({ function: 'Copeiro', payRate: '160.00' });
    expect(rowOf('Ana Souza').getByText('Copeiro')).toBeInTheDocument();
    expect(notifications()).toEqual([{ color: 'success', text: 'Escala atualizada com sucesso' }]);
  });
});

describe('finalize', () => {
  const finalized: Event = {
    ...casamento,
    isFinalized: true,
    summary: {
      employeeSummary: [
        { employeeId: 2, name: 'Bruno Lima', days: 1, total: '1234.50' },
        { employeeId: 3, name: 'Carla Dias', days: 1, total: '150.00' },
      ],
      eventTotal: '1384.50',
      finalizedDate: localIso('2026-11-23', 10, 15),
    },
  };

  it('asks, finalizes, then shows the summary and no more changes', async () => {
    const { calls, state } = detailApi({
      routes: {
        'PUT /api/events/1/finalize': () => {
          state.event = finalized;
          return { body: { data: finalized } };
        },
      },
    });
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });

    await user.click(screen.getByRole('button', { name: 'Finalizar evento' }));
    const alert = within(await screen.findByRole('alertdialog', { name: 'Finalizar evento' }));
    await user.click(alert.getByRole('button', { name: 'Finalizar' }));

    const summary = within(await screen.findByRole('region', { name: 'Resumo do evento' }));
    expect(callsTo(calls, 'PUT', '/api/events/1/finalize')).toHaveLength(1);
    expect(notifications()).toEqual([{ color: 'success', text: 'Evento finalizado' }]);
    expect(summary.getByText('Finalizado em 23/11/2026 10:15')).toBeInTheDocument();
    const table = within(summary.getByRole('table', { name: 'Resumo por funcionário' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Funcionário', 'Dias', 'Total']);
    expect(within(table.getByRole('cell', { name: 'Bruno Lima' }).closest('tr') as HTMLElement).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(table.getByRole('cell', { name: 'Total do evento' }).closest('tr') as HTMLElement).getByText('R$ 1.384,50')).toBeInTheDocument();

    expect(screen.getByText('Finalizado')).toBeInTheDocument();
    for (const name of ['Finalizar evento', 'Adicionar dia', 'Editar evento', 'Escalar funcionário em 21/11/2026', 'Registrar entrada de Ana Souza', 'Remover Ana Souza', 'Solicitar pagamento de Bruno Lima']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // Payment usually comes after the event: a requested one can still be confirmed.
    expect(screen.getByRole('button', { name: 'Confirmar pagamento de Carla Dias' })).toBeInTheDocument();
  });

  it("a failure shows 'Failed to finalize event' and keeps the event active", async () => {
    detailApi({ routes: { 'PUT /api/events/1/finalize': { status: 500, body: { message: 'Erro interno' } } } });
    const { user } = renderDetail();
    await screen.findByRole('cell', { name: 'Ana Souza' });
    await user.click(screen.getByRole('button', { name: 'Finalizar evento' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Finalizar evento' })).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(notifications()).toEqual([{ color: 'error', text: 'Failed to finalize event' }]));
    expect(screen.queryByRole('region', { name: 'Resumo do evento', hidden: true })).not.toBeInTheDocument();
  });
});
