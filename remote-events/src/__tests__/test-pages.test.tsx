import type { SaveEvent } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, anEvent, listBody } from '../features/events/__tests__/fixtures';
import { aLink } from '../features/event-staff/__tests__/fixtures';
import EventDayManagementTestPage from '../pages/event-day-management-test-page';
import EventsTestPage from '../pages/events-test-page';

const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const entries = () => within(screen.getByRole('log')).queryAllByRole('listitem').map((li) => li.textContent ?? '');

describe('/events/test', () => {
  const renderPage = () => renderWithProviders(<EventsTestPage />, { route: '/events/test', session: admin });

  it('shows its title, an empty log, and waits for an event id for the calls that need one', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Teste de Eventos' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('Nenhuma chamada executada.');
    expect(screen.getByRole('button', { name: 'Listar eventos' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Criar evento' })).toBeEnabled();
    for (const name of ['Buscar evento', 'Atualizar evento', 'Finalizar evento', 'Excluir evento']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('creates an event, logging the request body and the answer, then reads it by the id it got', async () => {
    const created = anEvent({ id: 7, name: 'Show', location: 'Praia', eventDays: [aDay('2026-11-21')] });
    const calls = mockApi({
      'POST /api/events': { status: 201, body: { data: created } },
      'GET /api/events/7': { body: { data: created } },
    });
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Show');
    await user.type(screen.getByRole('textbox', { name: 'Local' }), 'Praia');
    await user.type(screen.getByLabelText('Data do dia'), '21/11/2026');
    await user.click(screen.getByRole('button', { name: 'Criar evento' }));

    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]).toMatch(/Criar evento.*Sucesso.*POST \/api\/events.*"name": "Show".*"id": 7/s);
    expect(calls[0].body).toEqual<SaveEvent>({ name: 'Show', location: 'Praia', description: null, eventDays: [{ date: '2026-11-21' }] });
    expect(screen.getByRole('spinbutton', { name: 'ID do evento' })).toHaveValue(7);

    await user.click(screen.getByRole('button', { name: 'Buscar evento' }));
    await waitFor(() => expect(entries()[0]).toMatch(/Buscar evento.*Sucesso.*GET \/api\/events\/7/s));
  });

  it('logs a failure with its status and message, without a global notification', async () => {
    mockApi({ 'PUT /api/events/3/finalize': { status: 409, body: { message: 'Evento já finalizado' } } });
    const { user } = renderPage();
    await user.type(screen.getByRole('spinbutton', { name: 'ID do evento' }), '3');
    await user.click(screen.getByRole('button', { name: 'Finalizar evento' }));
    await waitFor(() => expect(entries()[0]).toMatch(/Finalizar evento.*Erro 409.*PUT \/api\/events\/3\/finalize.*Evento já finalizado/s));
    expect(useNotificationStore.getState().queue).toEqual([]);
  });

  it('lists with the search and status typed', async () => {
    const calls = mockApi({ 'GET /api/events': { body: listBody([]) } });
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Pesquisa' }), 'festa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Finalizados');
    await user.click(screen.getByRole('button', { name: 'Listar eventos' }));
    await waitFor(() => expect(entries()[0]).toMatch(/GET \/api\/events\?search=festa&status=finalized/));
    expect(calls[0].query.toString()).toBe('search=festa&status=finalized');
  });
});

describe('/test/event-day-management', () => {
  const renderPage = () => renderWithProviders(<EventDayManagementTestPage />, { route: '/test/event-day-management', session: admin });

  it('shows its title and an empty log', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Teste de Gestão de Dias de Evento' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent('Nenhuma chamada executada.');
    expect(screen.getByRole('button', { name: 'Listar vínculos' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Adicionar dia' })).toBeDisabled();
  });

  it('adds a day to an event: reads it, then PUTs the days with the new date, logging both', async () => {
    const event = anEvent({ id: 1, eventDays: [aDay('2026-11-21')] });
    const calls = mockApi({
      'GET /api/events/1': { body: { data: event } },
      'PUT /api/events/1': { status: 409, body: { message: 'Já existe um dia com esta data neste evento' } },
    });
    const { user } = renderPage();
    await user.type(screen.getByRole('spinbutton', { name: 'ID do evento' }), '1');
    await user.type(screen.getByLabelText('Dia'), '21/11/2026');
    await user.click(screen.getByRole('button', { name: 'Adicionar dia' }));

    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[1]).toMatch(/Adicionar dia: buscar evento.*Sucesso.*GET \/api\/events\/1/s);
    expect(entries()[0]).toMatch(/Adicionar dia.*Erro 409.*PUT \/api\/events\/1.*Já existe um dia com esta data neste evento/s);
    expect(calls[1].body).toMatchObject({ eventDays: [{ date: '2026-11-21' }, { date: '2026-11-21' }] });
  });

  it('runs the staff calls with the ids typed: check-in, assignment, lookups', async () => {
    const link = aLink({ id: 11 });
    const calls = mockApi({
      'PATCH /api/event-employees/11/check-in': { body: { data: link } },
      'POST /api/event-employees': { status: 201, body: { data: aLink({ id: 12 }) } },
      'GET /api/event-employees/event/1/day/2026-11-21': { body: { data: [link] } },
    });
    const { user } = renderPage();
    await user.type(screen.getByRole('spinbutton', { name: 'ID do vínculo' }), '11');
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await waitFor(() => expect(entries()[0]).toMatch(/Registrar entrada.*Sucesso.*PATCH \/api\/event-employees\/11\/check-in/s));

    await user.type(screen.getByRole('spinbutton', { name: 'ID do evento' }), '1');
    await user.type(screen.getByLabelText('Dia'), '21/11/2026');
    await user.type(screen.getByRole('spinbutton', { name: 'ID do funcionário' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Valor da diária' }), '175,50');
    await user.click(screen.getByRole('button', { name: 'Criar vínculo' }));
    await waitFor(() => expect(entries()[0]).toMatch(/Criar vínculo.*Sucesso.*POST \/api\/event-employees/s));
    expect(calls[1].body).toEqual({ eventId: 1, employeeId: 2, eventDay: '2026-11-21', payRate: '175.50' });
    expect(screen.getByRole('spinbutton', { name: 'ID do vínculo' })).toHaveValue(12);

    await user.click(screen.getByRole('button', { name: 'Vínculos do dia' }));
    await waitFor(() => expect(entries()[0]).toMatch(/Vínculos do dia.*Sucesso.*GET \/api\/event-employees\/event\/1\/day\/2026-11-21/s));
    expect(useNotificationStore.getState().queue).toEqual([]);
  });

  it('sends the check-in time typed as dd/mm/aaaa and 24 h hh:mm, whatever the browser language', async () => {
    const calls = mockApi({ 'PATCH /api/event-employees/11/check-in': { body: { data: aLink({ id: 11 }) } } });
    const { user } = renderPage();
    expect(document.querySelector('input[type="datetime-local"], input[type="time"]')).toBeNull();
    await user.type(screen.getByRole('spinbutton', { name: 'ID do vínculo' }), '11');
    await user.type(screen.getByLabelText('Data do horário'), '21/11/2026');
    const time = screen.getByRole('textbox', { name: 'Hora do horário' });
    await user.type(time, '7');
    await user.tab();
    expect(screen.getByText('Hora inválida')).toBeInTheDocument();
    await user.clear(time);
    await user.type(time, '0830');
    expect(time).toHaveValue('08:30');
    expect(screen.queryByText('Hora inválida')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await waitFor(() => expect(entries()[0]).toMatch(/Registrar entrada.*Sucesso/s));
    expect(calls[0].body).toEqual({ time: new Date(2026, 10, 21, 8, 30).toISOString() });
  });
});
