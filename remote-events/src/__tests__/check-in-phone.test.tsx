/**
 * The coordinator's check-in screen on a 360 px phone (issue 12 §1): cards instead of the table,
 * the header's day chips, counters, search and presence chips, the tap confirmed on its card with
 * 'Desfazer', the two-devices note, the events list as cards, and the managers' clock flags.
 */
import type { ClockFlag, Event, EventEmployee } from '@sge/shared/contract';
import type { OfflineRecord } from '@sge/shared/offline';
import { act, type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, aDayEmployee, anEvent, listBody, listReply } from '../features/events/__tests__/fixtures';
import { useEventStore } from '../features/events/store';
import { aLink, localIso } from '../features/event-staff/__tests__/fixtures';
import { useStaffStore } from '../features/event-staff/store';
import { localToday } from '../lib/today';
import EventsPage from '../pages/events-page';
import { fakeStaffSource, type FakeStaffSource } from '../testing/staff-source';
import { PHONE_WIDTH, setViewportWidth } from '../testing/viewport';

// The gate opens on today's day or the nearest one: the device's date is fixed the day before the fixtures' event.
jest.mock('../lib/today', () => ({ localToday: () => '2026-11-20' }));

const SAT = '2026-11-21';
const SUN = '2026-11-22';
const admin = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };
const coordinator = { ...admin, role: 'COORDINATOR', username: 'coordenador' };

const maria = aLink({ id: 11, employeeId: 1, eventDay: SAT, employeeName: 'Maria', employeeFullName: 'Maria Conceição Souza' });
const joao = aLink({
  id: 12,
  employeeId: 2,
  eventDay: SAT,
  employeeName: 'João',
  employeeFullName: 'João Lima',
  function: 'Segurança',
  checkIn: localIso(SAT, 8, 3),
});
const pedro = aLink({
  id: 13,
  employeeId: 3,
  eventDay: SAT,
  employeeName: 'Pedro',
  employeeFullName: 'Pedro Alves',
  checkIn: localIso(SAT, 8, 0),
  checkOut: localIso(SAT, 17, 30),
});
const sunday = aLink({ id: 14, employeeId: 4, eventDay: SUN, employeeName: 'Rita', employeeFullName: 'Rita Dias' });
const casamento = anEvent({ id: 1, name: 'Casamento Silva', eventDays: [aDay(SAT), aDay(SUN)] });

let device: FakeStaffSource;

beforeEach(() => {
  setViewportWidth(PHONE_WIDTH);
  useEventStore.setState(useEventStore.getInitialState(), true);
  useStaffStore.setState(useStaffStore.getInitialState(), true);
  device = fakeStaffSource();
  useStaffStore.setState({ offlineSource: device });
});

afterEach(() => jest.useRealTimers());

function api({ event = casamento, links = [maria, joao, pedro, sunday], routes = {} }: { event?: Event; links?: EventEmployee[]; routes?: Record<string, ApiRoute> } = {}) {
  const days = event.eventDays.map((d) => [`GET /api/event-employees/${event.id}/available-quantities/day/${d.date}`, { body: { data: [] } }]);
  return mockApi({
    'GET /api/events': { body: listBody([event]) },
    [`GET /api/events/${event.id}`]: { body: { data: event } },
    [`GET /api/event-employees/event/${event.id}`]: { body: { data: links } },
    [`GET /api/event-employees/${event.id}/available-quantities`]: { body: { data: [] } },
    [`GET /api/events/${event.id}/clock-flags`]: { body: { data: [] } },
    ...Object.fromEntries(days),
    ...routes,
  });
}

const renderDetail = (session = coordinator) => renderWithProviders(<EventsPage />, { route: '/events?evento=1', session });
const dayList = () => screen.findByRole('list', { name: 'Equipe de 21/11/2026' });
const cardOf = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);
const names = () => within(screen.getByRole('list', { name: 'Equipe de 21/11/2026' })).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);

describe('layout', () => {
  it('below md a day is a list of cards; from md up it is the table', async () => {
    api();
    renderDetail();
    const list = await dayList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    act(() => setViewportWidth(800));
    expect(await screen.findByRole('table', { name: 'Equipe de 21/11/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Equipe de 21/11/2026' })).not.toBeInTheDocument();
  });

  it('each card shows its state and one primary button for the next action', async () => {
    api();
    renderDetail();
    await dayList();
    expect(cardOf('Maria Conceição Souza').getByText('Ausente')).toBeInTheDocument();
    expect(cardOf('Maria Conceição Souza').getByRole('button', { name: 'Registrar entrada de Maria Conceição Souza' })).toHaveTextContent('Registrar entrada');
    expect(cardOf('João Lima').getByText('Presente desde 08:03')).toBeInTheDocument();
    expect(cardOf('João Lima').getByText('Segurança')).toBeInTheDocument();
    expect(cardOf('João Lima').getByRole('button', { name: 'Registrar saída de João Lima' })).toHaveTextContent('Registrar saída');
    expect(cardOf('João Lima').queryByRole('button', { name: /Registrar entrada/ })).not.toBeInTheDocument();
    expect(cardOf('Pedro Alves').getByText('Saiu às 17:30')).toBeInTheDocument();
    expect(cardOf('Pedro Alves').queryByRole('button', { name: /Registrar/ })).not.toBeInTheDocument();
  });

  it("a record on the device shows 'Pendente de envio'; a rejected one 'Descartado' with its reason", async () => {
    const record = (over: Partial<OfflineRecord>): OfflineRecord => ({
      id: 1,
      eventId: 1,
      employeeId: 1,
      eventEmployeeId: 11,
      eventDay: SAT,
      type: 'checkin',
      checkinTime: localIso(SAT, 8, 10),
      checkoutTime: null,
      syncStatus: 'PENDING',
      timestamp: 1,
      lastUpdatedAt: 1,
      ...over,
    });
    device.records = [
      record({}),
      record({ id: 2, eventEmployeeId: 13, employeeId: 3, syncStatus: 'REJECTED', syncError: 'Descartado: o evento foi finalizado', syncOutcome: 'refused' }),
    ];
    api();
    renderDetail();
    await dayList();
    expect(cardOf('Maria Conceição Souza').getByText('Pendente de envio')).toBeInTheDocument();
    expect(cardOf('Pedro Alves').getByText('Descartado')).toBeInTheDocument();
    expect(cardOf('Pedro Alves').getByText('Motivo: o evento foi finalizado')).toBeInTheDocument();
  });

  it("two devices: the server's earlier time shows, with 'Outro aparelho registrou'", async () => {
    device.records = [
      {
        id: 5,
        eventId: 1,
        employeeId: 2,
        eventEmployeeId: 12,
        eventDay: SAT,
        type: 'checkin',
        checkinTime: localIso(SAT, 8, 20),
        checkoutTime: null,
        syncStatus: 'SYNCED',
        timestamp: 1,
        lastUpdatedAt: 1,
      },
    ];
    api({ links: [maria, { ...joao, checkIn: localIso(SAT, 8, 0) }] });
    renderDetail();
    await dayList();
    expect(cardOf('João Lima').getByText('Presente desde 08:00')).toBeInTheDocument();
    expect(cardOf('João Lima').getByRole('note')).toHaveTextContent('Outro aparelho registrou 08:00');
    expect(cardOf('Maria Conceição Souza').queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('a long day', () => {
  it("mounts the first 12 cards, then 60 at a time ('Mostrar mais'), and the search reaches everyone", async () => {
    const many = Array.from({ length: 70 }, (_, i) =>
      aLink({ id: 100 + i, employeeId: 100 + i, eventDay: SAT, employeeName: `P${i}`, employeeFullName: `Pessoa ${String(i).padStart(2, '0')}` }),
    );
    api({ links: many });
    const { user } = renderDetail();
    const list = await dayList();
    expect(within(list).getAllByRole('button', { name: /^Registrar entrada/ })).toHaveLength(12);
    expect(screen.getByText('Escalados: 70 · Presentes: 0 · Saíram: 0 · Ausentes: 70 · Pendentes de envio: 0')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pessoa' }), 'pessoa 69');
    expect(await screen.findByRole('button', { name: 'Registrar entrada de Pessoa 69' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pessoa' }));
    await user.click(await screen.findByRole('button', { name: 'Mostrar mais (58 restantes)' }));
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Registrar entrada/ })).toHaveLength(70));
  });
});

describe('header', () => {
  it('names the event, chooses the first day (no day is today) and counts the day', async () => {
    api();
    const { user } = renderDetail();
    await dayList();
    const days = within(screen.getByRole('group', { name: 'Dias do evento' }));
    expect(days.getByRole('button', { name: '21/11/2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Escalados: 3 · Presentes: 1 · Saíram: 1 · Ausentes: 1 · Pendentes de envio: 0')).toBeInTheDocument();

    await user.click(days.getByRole('button', { name: '22/11/2026' }));
    expect(await screen.findByRole('list', { name: 'Equipe de 22/11/2026' })).toBeInTheDocument();
    expect(screen.getByText('Escalados: 1 · Presentes: 0 · Saíram: 0 · Ausentes: 1 · Pendentes de envio: 0')).toBeInTheDocument();
  });

  it("today's day is chosen by default", async () => {
    const today = localToday();
    const event = anEvent({ id: 1, name: 'Feira', eventDays: [aDay(SAT), aDay(today)] });
    api({ event, links: [maria, { ...sunday, eventDay: today }] });
    renderDetail();
    const days = within(await screen.findByRole('group', { name: 'Dias do evento' }));
    const [y, m, d] = today.split('-');
    expect(days.getByRole('button', { name: `${d}/${m}/${y}` })).toHaveAttribute('aria-pressed', 'true');
  });

  it('typing in the search brings the header under the top bar, so the results show below it', async () => {
    api();
    const { user } = renderDetail();
    await dayList();
    const scrollBy = jest.fn();
    window.scrollBy = scrollBy as typeof window.scrollBy;
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pessoa' }), 'm');
    spy.mockRestore();
    // Rendered without the host's top bar (its height, --sge-top-bar, is 0): the header goes to the top.
    expect(scrollBy).toHaveBeenCalledWith({ top: 500 });
  });

  it("'Buscar pessoa' ignores accents and case; digits search the CPF when the link carries one", async () => {
    const withCpf = { ...joao, employeeDocument: '529.982.247-25' } as EventEmployee;
    api({ links: [maria, withCpf, pedro] });
    const { user } = renderDetail();
    await dayList();
    const search = screen.getByRole('searchbox', { name: 'Buscar pessoa' });

    await user.type(search, 'CONCEICAO');
    await waitFor(() => expect(names()).toEqual(['Maria Conceição Souza']));
    await user.clear(search);
    await user.type(search, '529982');
    await waitFor(() => expect(names()).toEqual(['João Lima']));
    await user.clear(search);
    await user.type(search, '982.247-25');
    await waitFor(() => expect(names()).toEqual(['João Lima']));
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('Nenhuma pessoa encontrada.')).toBeInTheDocument();
  });

  it("the presence chips filter the cards: 'Ausentes', 'Presentes', 'Saíram', 'Todos'", async () => {
    api();
    const { user } = renderDetail();
    await dayList();
    const chips = within(screen.getByRole('group', { name: 'Filtrar equipe' }));
    expect(chips.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips.getByRole('button', { name: 'Ausentes' }));
    await waitFor(() => expect(names()).toEqual(['Maria Conceição Souza']));
    expect(chips.getByRole('button', { name: 'Ausentes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(chips.getByRole('button', { name: 'Presentes' }));
    await waitFor(() => expect(names()).toEqual(['João Lima']));
    await user.click(chips.getByRole('button', { name: 'Saíram' }));
    await waitFor(() => expect(names()).toEqual(['Pedro Alves']));
    await user.click(chips.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(names()).toHaveLength(3));
  });
});

describe('gate screen', () => {
  it("opens on the day's list: the event's name on one ellipsised line (the full name on a tap), the counters on one line with their full names", async () => {
    const long = 'Congresso Nacional de '.repeat(14).trim();
    api({ event: { ...casamento, name: long } });
    const { user } = renderDetail();
    await dayList();
    const name = screen.getByTestId('gate-event-name');
    expect(name).toHaveTextContent(long);
    expect(name).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    await user.click(name);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(name).toHaveStyle({ whiteSpace: 'normal' });
    // Shown abbreviated on one line, read with the full names.
    const counters = screen.getByTestId('gate-counters');
    expect(counters).toHaveTextContent('Esc 3 · Pres 1 · Saí 1 · Aus 1 · Pend 0');
    expect(counters).toHaveAttribute('aria-hidden', 'true');
    expect(counters).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('status')).toHaveTextContent('Escalados: 3 · Presentes: 1 · Saíram: 1 · Ausentes: 1 · Pendentes de envio: 0');
  });

  it('the days and the presence chips are each one line that scrolls sideways in its own box', async () => {
    api();
    renderDetail();
    await dayList();
    for (const group of [screen.getByRole('group', { name: 'Dias do evento' }), screen.getByRole('group', { name: 'Filtrar equipe' })]) {
      expect(group).toHaveStyle({ flexWrap: 'nowrap', overflowX: 'auto' });
      for (const chip of within(group).getAllByRole('button')) expect(getComputedStyle(chip).flexShrink).toBe('0');
    }
  });

  it("an event of one day shows no day chips; 'Escanear crachá' sits beside the search, which comes last in the header", async () => {
    const oneDay = anEvent({ id: 1, name: 'Feira', eventDays: [aDay(SAT)] });
    api({ event: oneDay, links: [maria] });
    renderDetail();
    await dayList();
    expect(screen.queryByRole('group', { name: 'Dias do evento' })).not.toBeInTheDocument();
    const header = screen.getByTestId('gate-header');
    const search = within(header).getByRole('searchbox', { name: 'Buscar pessoa' });
    const scan = within(header).getByRole('button', { name: 'Escanear crachá' });
    expect(scan.parentElement).toBe(search.parentElement);
    const focusable = [...header.querySelectorAll('button, input')];
    expect(focusable[focusable.length - 1]).toBe(search);
  });

  it("opens on the nearest day when none is today", async () => {
    const far = anEvent({ id: 1, name: 'Feira', eventDays: [aDay('2026-11-01'), aDay(SAT), aDay('2026-12-30')] });
    api({ event: far, links: [maria] });
    renderDetail();
    const days = within(await screen.findByRole('group', { name: 'Dias do evento' }));
    expect(days.getByRole('button', { name: '21/11/2026' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps the event's details, vacancies, badges and downloads behind 'Detalhes do evento', reachable", async () => {
    api({
      routes: {
        'GET /api/event-employees/1/available-quantities': {
          body: { data: [{ staffFunction: 'Garçom', limit: 5, assigned: 3, available: 2 }] },
        },
      },
    });
    const { user } = renderDetail();
    await dayList();
    const toggle = screen.getByRole('button', { name: 'Detalhes do evento' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing of it comes before the list.
    expect(screen.queryByRole('button', { name: 'Baixar para uso offline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir crachás' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Local:/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = within(screen.getByRole('region', { name: 'Detalhes do evento' }));
    expect(details.getByRole('heading', { name: 'Casamento Silva' })).toBeInTheDocument();
    expect(details.getByText(/^Local:/)).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Baixar para uso offline' })).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Imprimir crachás' })).toBeInTheDocument();
    expect(await details.findByText('Garçom: 3 de 5 escalações no evento')).toBeInTheDocument();
    // The list stays where it was, under the details.
    expect(screen.getByRole('list', { name: 'Equipe de 21/11/2026' })).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Detalhes do evento' })).not.toBeInTheDocument();
  });

  it('a 200-character name wraps inside its card, beside a state badge that never pushes it out', async () => {
    const long = 'Maria '.repeat(34).trim().slice(0, 200);
    api({ links: [{ ...maria, employeeFullName: long }] });
    renderDetail();
    await dayList();
    const name = screen.getByText(long);
    expect(name).toHaveStyle({ overflowWrap: 'anywhere', minWidth: '0' });
    expect(name.closest('li')).toHaveStyle({ minWidth: '0' });
    expect(getComputedStyle(cardOf(long).getByText('Ausente')).flexShrink).toBe('0');
  });

  it("'Voltar' in the header goes back to the events list", async () => {
    api();
    const { user } = renderDetail();
    await dayList();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('list', { name: 'Eventos' })).toBeInTheDocument();
  });
});

describe('tap, confirmation and undo', () => {
  it("the tap is written to the device (no PATCH), confirmed on its card with 'Desfazer', and the counters follow", async () => {
    const calls = api();
    const { user } = renderDetail();
    await dayList();
    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Maria Conceição Souza' }));

    expect(await cardOf('Maria Conceição Souza').findByText(/^Entrada registrada às \d{2}:\d{2} ·$/)).toBeInTheDocument();
    expect(cardOf('Maria Conceição Souza').getByText('Pendente de envio')).toBeInTheDocument();
    expect(cardOf('Maria Conceição Souza').getByRole('button', { name: 'Registrar saída de Maria Conceição Souza' })).toBeInTheDocument();
    expect(screen.getByText('Escalados: 3 · Presentes: 2 · Saíram: 1 · Ausentes: 0 · Pendentes de envio: 1')).toBeInTheDocument();
    expect(device.saved.map((r) => [r.link.id, r.type])).toEqual([[11, 'checkin']]);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("'Desfazer' within 10 s takes the record back and the card returns to 'Ausente'; after 10 s it is gone", async () => {
    jest.useFakeTimers();
    api();
    const { user } = renderDetail();
    await dayList();
    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Maria Conceição Souza' }));
    const undo = await cardOf('Maria Conceição Souza').findByRole('button', { name: 'Desfazer entrada de Maria Conceição Souza' });
    act(() => jest.advanceTimersByTime(9_000));
    await user.click(undo);

    await waitFor(() => expect(cardOf('Maria Conceição Souza').getByText('Ausente')).toBeInTheDocument());
    expect(device.undone).toHaveLength(1);
    expect(device.records).toEqual([]);
    expect(cardOf('Maria Conceição Souza').getByRole('button', { name: 'Registrar entrada de Maria Conceição Souza' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar entrada de Maria Conceição Souza' }));
    await cardOf('Maria Conceição Souza').findByRole('button', { name: /^Desfazer entrada/ });
    act(() => jest.advanceTimersByTime(10_000));
    expect(cardOf('Maria Conceição Souza').queryByRole('button', { name: /^Desfazer/ })).not.toBeInTheDocument();
  });

  it("an undo that comes after the record was sent says 'Já enviado; não é mais possível desfazer'", async () => {
    device.undoAnswer = false;
    api();
    const { user } = renderDetail();
    await dayList();
    await user.click(screen.getByRole('button', { name: 'Registrar saída de João Lima' }));
    await user.click(await cardOf('João Lima').findByRole('button', { name: 'Desfazer saída de João Lima' }));
    expect(await cardOf('João Lima').findByText('Já enviado; não é mais possível desfazer')).toBeInTheDocument();
    expect(cardOf('João Lima').getByText('Pendente de envio')).toBeInTheDocument();
  });

  it('a second tap while the first write runs is ignored', async () => {
    let release: () => void = () => undefined;
    const save = device.saveRecord;
    device.saveRecord = (input) => new Promise((resolve) => (release = () => resolve(save(input))));
    api();
    const { user } = renderDetail();
    await dayList();
    const button = screen.getByRole('button', { name: 'Registrar entrada de Maria Conceição Souza' });
    await user.click(button);
    await user.click(button);
    await act(async () => release());
    await cardOf('Maria Conceição Souza').findByText('Pendente de envio');
    expect(device.saved).toHaveLength(1);
  });
});

describe('events list', () => {
  it("is a list of cards; a coordinator sees today's events first", async () => {
    const today = localToday();
    const later = anEvent({ id: 2, name: 'Congresso', eventDays: [aDay(SAT, [aDayEmployee({ employeeId: 1 }), aDayEmployee({ id: 2, employeeId: 2 })])] });
    const now = anEvent({ id: 3, name: 'Feira de Hoje', location: 'Pavilhão', eventDays: [aDay(today)] });
    mockApi({ 'GET /api/events': { body: listBody([later, now]) } });
    renderWithProviders(<EventsPage />, { route: '/events', session: coordinator });
    const list = await screen.findByRole('list', { name: 'Eventos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(['Feira de Hoje', 'Congresso']);
    expect(within(cards[0]).getByText('Hoje')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Pavilhão')).toBeInTheDocument();
    expect(within(cards[1]).getByText('2 pessoas na equipe')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Ativo')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Ver detalhes de Feira de Hoje' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: /^Baixar para uso offline/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an admin keeps the given order', async () => {
    const later = anEvent({ id: 2, name: 'Congresso', eventDays: [aDay(SAT)] });
    const now = anEvent({ id: 3, name: 'Feira de Hoje', eventDays: [aDay(localToday())] });
    mockApi({ 'GET /api/events': { body: listBody([later, now]) } });
    renderWithProviders(<EventsPage />, { route: '/events', session: admin });
    const list = await screen.findByRole('list', { name: 'Eventos' });
    expect(within(list).getAllByRole('listitem').map((c) => c.querySelector('p')?.textContent)).toEqual(['Congresso', 'Feira de Hoje']);
  });

  it('pages the cards on the server: previous and next page', async () => {
    const many = Array.from({ length: 12 }, (_, i) => anEvent({ id: 100 + i, name: `Evento ${String(i + 1).padStart(2, '0')}` }));
    const calls = mockApi({ 'GET /api/events': listReply(many) });
    const { user } = renderWithProviders(<EventsPage />, { route: '/events', session: admin });
    const list = await screen.findByRole('list', { name: 'Eventos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const pager = within(screen.getByRole('navigation', { name: 'Paginação' }));
    expect(pager.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Evento 12')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
    expect(within(screen.getByRole('list', { name: 'Eventos' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });
});

describe('clock flags', () => {
  const flag: ClockFlag = {
    id: 1,
    eventEmployeeId: 11,
    employeeId: 1,
    employeeName: 'Maria Conceição Souza',
    eventDay: SAT,
    kind: 'checkin',
    deviceTime: localIso(SAT, 5, 0),
    receivedAt: localIso(SAT, 8, 0),
    clockSkewMs: 3 * 3_600_000,
    applied: true,
    recordedBy: 'coordenador',
    sentBy: 'coordenador',
  };

  it('a manager sees the records with a divergent clock: cards on the phone, a table on desktop', async () => {
    api({ routes: { 'GET /api/events/1/clock-flags': { body: { data: [flag] } } } });
    const { user } = renderDetail(admin);
    // On the gate screen the managers' flags are among the event's details.
    await user.click(await screen.findByRole('button', { name: 'Detalhes do evento' }));
    const list = await screen.findByRole('list', { name: 'Registros com relógio divergente' });
    const card = within(within(list).getByRole('listitem'));
    expect(card.getByText('Maria Conceição Souza')).toBeInTheDocument();
    expect(card.getByText('Entrada · 21/11/2026')).toBeInTheDocument();
    expect(card.getByText('Diferença: +3 h 00 min')).toBeInTheDocument();

    act(() => setViewportWidth(1024));
    const table = within(await screen.findByRole('table', { name: 'Registros com relógio divergente' }));
    expect(table.getByRole('cell', { name: '+3 h 00 min' })).toBeInTheDocument();
    expect(table.getByRole('cell', { name: 'Entrada' })).toBeInTheDocument();
  });

  it('says when there is none, and a failure is a pt-BR message, not a crash', async () => {
    api();
    const first = renderDetail(admin);
    await first.user.click(await screen.findByRole('button', { name: 'Detalhes do evento' }));
    expect(await screen.findByText('Nenhum registro com relógio divergente.')).toBeInTheDocument();
    first.unmount();

    api({ routes: { 'GET /api/events/1/clock-flags': { status: 500, body: { message: 'Erro interno do servidor' } } } });
    const { user } = renderDetail(admin);
    await user.click(await screen.findByRole('button', { name: 'Detalhes do evento' }));
    expect(await screen.findByText('Não foi possível carregar os registros com relógio divergente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('a coordinator does not see it (and it is not asked for)', async () => {
    const calls = api();
    renderDetail(coordinator);
    await dayList();
    expect(screen.queryByRole('heading', { name: 'Registros com relógio divergente' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/clock-flags'))).toBe(false);
  });
});
