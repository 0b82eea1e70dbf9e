import { deferred, mockApi, renderWithProviders, screen, within } from '@sge/shared/testing';
import { TodayEvents } from '../today-events';

const coordinator = { token: 't', role: 'COORDINATOR' as const, username: 'coordenador', id: 3 };
const today = {
  data: {
    today: '2030-01-10',
    events: [
      { id: 7, name: 'Feira de Hoje', location: 'Expo Center Norte', staffCount: 12, presentCount: 1 },
      { id: 9, name: 'Congresso Médico', location: 'Centro de Convenções', staffCount: 1, presentCount: 0 },
    ],
  },
};

afterEach(() => jest.restoreAllMocks());

it("lists today's events with their place, staff and present counts, each opening its gate", async () => {
  mockApi({ 'GET /api/events/today': { body: today } });
  renderWithProviders(<TodayEvents />, { session: coordinator });
  const list = within(await screen.findByRole('list'));
  const items = list.getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Feira de HojeExpo Center Norte12 escalados · 1 presenteAbrir portaria',
    'Congresso MédicoCentro de Convenções1 escalado · 0 presentesAbrir portaria',
  ]);
  expect(screen.getByRole('link', { name: 'Abrir portaria: Feira de Hoje' })).toHaveAttribute('href', '/events?evento=7');
  expect(screen.getByRole('link', { name: 'Abrir portaria: Congresso Médico' })).toHaveAttribute('href', '/events?evento=9');
});

it('paints skeletons while loading, then says when there is no event today', async () => {
  const reply = deferred<{ body: { data: { today: string; events: [] } } }>();
  mockApi({ 'GET /api/events/today': () => reply.promise });
  renderWithProviders(<TodayEvents />, { session: coordinator });
  expect(screen.getByRole('heading', { level: 2, name: 'Eventos de hoje' })).toBeInTheDocument();
  expect(screen.getByTestId('today-events-loading')).toBeInTheDocument();
  reply.resolve({ body: { data: { today: '2030-01-10', events: [] } } });
  expect(await screen.findByText('Nenhum evento hoje.')).toBeInTheDocument();
});

it("says so when today's events cannot be loaded, and 'Tentar novamente' loads them again", async () => {
  let fail = true;
  mockApi({ 'GET /api/events/today': () => (fail ? { status: 500, body: { message: 'x' } } : { body: today }) });
  const { user } = renderWithProviders(<TodayEvents />, { session: coordinator });
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os eventos de hoje.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('link', { name: 'Abrir portaria: Feira de Hoje' })).toBeInTheDocument();
});
