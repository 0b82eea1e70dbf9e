import { closeBadgePrint } from '@sge/shared/badges';
import type { EventBadge } from '@sge/shared/contract';
import { act, type ApiCall, type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, anEvent, listBody } from '../features/events/__tests__/fixtures';
import { useEventStore } from '../features/events/store';
import { useStaffStore } from '../features/event-staff/store';
import EventsPage from '../pages/events-page';
import { fakeStaffSource } from '../testing/staff-source';

const SAT = '2026-11-21';
const SUN = '2026-11-22';
const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const coordinator = { ...admin, role: 'COORDINATOR', username: 'coordenador' };
const financial = { ...admin, role: 'FINANCIAL', username: 'financeiro' };

const casamento = anEvent({ id: 1, name: 'Casamento Silva', eventDays: [aDay(SAT), aDay(SUN)] });
const ana: EventBadge = {
  employeeId: 1,
  name: 'Ana Souza',
  function: 'Garçom',
  days: [SAT, SUN],
  code: 'ABCDEFGHJK0123456789MNPQRS',
  shortCode: 'ABCDE-FGHJK',
  qrPayload: 'SGE1:ABCDEFGHJK0123456789MNPQRS',
};
const bruno: EventBadge = {
  employeeId: 2,
  name: 'Bruno Lima',
  function: 'Segurança',
  days: [SUN],
  code: 'Z9Y8XW7V6T5S4R3Q2P1N0MKJHG',
  shortCode: 'Z9Y8X-W7V6T',
  qrPayload: 'SGE1:Z9Y8XW7V6T5S4R3Q2P1N0MKJHG',
};

beforeEach(() => {
  useEventStore.setState(useEventStore.getInitialState(), true);
  useStaffStore.setState(useStaffStore.getInitialState(), true);
  useStaffStore.setState({ offlineSource: fakeStaffSource() });
});

afterEach(() => act(() => closeBadgePrint()));

/** The detail view's calls, and the badges route answering `badges` (all, or those of the day asked). */
function api(badges: EventBadge[], routes: Record<string, ApiRoute> = {}): ApiCall[] {
  return mockApi({
    'GET /api/events': { body: listBody([casamento]) },
    'GET /api/events/1': { body: { data: casamento } },
    'GET /api/event-employees/event/1': { body: { data: [] } },
    'GET /api/event-employees/1/available-quantities': { body: { data: [] } },
    [`GET /api/event-employees/1/available-quantities/day/${SAT}`]: { body: { data: [] } },
    [`GET /api/event-employees/1/available-quantities/day/${SUN}`]: { body: { data: [] } },
    'GET /api/events/1/badges': ({ query }) => {
      const day = query.get('day');
      return { body: { data: day ? badges.filter((b) => b.days.includes(day)) : badges } };
    },
    ...routes,
  });
}

async function renderDetail(session = admin) {
  const view = renderWithProviders(<EventsPage />, { route: '/events?evento=1', session });
  await screen.findByRole('heading', { level: 2, name: 'Casamento Silva' });
  return view;
}

const badgeCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/api/events/1/badges').map((c) => `${c.method} ${c.query.toString()}`);

async function openChoice(user: Awaited<ReturnType<typeof renderDetail>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Imprimir crachás' }));
  return within(await screen.findByRole('dialog', { name: 'Imprimir crachás' }));
}

it("'Imprimir crachás' for the whole event previews every staff member with the event's name and dates", async () => {
  const calls = api([ana, bruno]);
  const { user } = await renderDetail();

  const choice = await openChoice(user);
  const scope = choice.getByRole('combobox', { name: 'Crachás de' });
  expect(within(scope).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Todo o evento',
    'Sábado, 21/11/2026',
    'Domingo, 22/11/2026',
  ]);
  await user.click(choice.getByRole('button', { name: 'Visualizar crachás' }));

  const preview = await screen.findByRole('dialog', { name: 'Crachás para impressão' });
  expect(badgeCalls(calls)).toEqual(['GET ']);
  const cards = within(preview).getAllByRole('article');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Crachá: Ana Souza', 'Crachá: Bruno Lima']);
  for (const card of cards) {
    expect(within(card).getByText('Casamento Silva')).toBeInTheDocument();
    expect(within(card).getByText('21/11/2026 – 22/11/2026 (2 dias)')).toBeInTheDocument();
  }
  expect(within(cards[1]).getByText('Z9Y8X-W7V6T')).toBeInTheDocument();
  expect(within(cards[1]).getByRole('img', { name: 'QR code do crachá de Bruno Lima' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Imprimir crachás' })).not.toBeInTheDocument());
});

it("'Imprimir crachás' for one day asks for that day's badges and prints its date", async () => {
  const calls = api([ana, bruno]);
  const { user } = await renderDetail();

  const choice = await openChoice(user);
  await user.selectOptions(choice.getByRole('combobox', { name: 'Crachás de' }), 'Sábado, 21/11/2026');
  await user.click(choice.getByRole('button', { name: 'Visualizar crachás' }));

  const preview = await screen.findByRole('dialog', { name: 'Crachás para impressão' });
  expect(badgeCalls(calls)).toEqual([`GET day=${SAT}`]);
  const cards = within(preview).getAllByRole('article');
  expect(cards).toHaveLength(1);
  expect(within(cards[0]).getByText('Ana Souza')).toBeInTheDocument();
  expect(within(cards[0]).getByText('21/11/2026')).toBeInTheDocument();
});

it('with nobody on the staff, says so and opens no preview', async () => {
  api([]);
  const { user } = await renderDetail();

  const choice = await openChoice(user);
  await user.click(choice.getByRole('button', { name: 'Visualizar crachás' }));

  expect(await choice.findByText('Nenhuma pessoa escalada para imprimir crachás.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Crachás para impressão' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Imprimir crachás' })).toBeInTheDocument();
});

it('a coordinator prints badges; the financial role has no such button', async () => {
  api([ana]);
  const { unmount } = await renderDetail(coordinator);
  expect(screen.getByRole('button', { name: 'Imprimir crachás' })).toBeInTheDocument();
  unmount();

  await renderDetail(financial);
  expect(screen.queryByRole('button', { name: 'Imprimir crachás' })).not.toBeInTheDocument();
});
