/**
 * 'Escanear crachá' on the phone check-in screen (issue 13): the scanner opens from the header,
 * matches a badge against the hashes of the event the screen holds, and records the check-in the
 * way a tap does — online on the server's event, offline on the device copy, into IndexedDB.
 */
import type { Event, EventEmployee } from '@sge/shared/contract';
import { sha256Hex } from '@sge/shared/badges';
import { getRecordsOfEvent, storeEventOffline, useSyncStatusStore } from '@sge/shared/offline';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { aDay, aDayEmployee, anEvent, listBody } from '../features/events/__tests__/fixtures';
import { useEventStore } from '../features/events/store';
import { aLink } from '../features/event-staff/__tests__/fixtures';
import { createQrDetector } from '../features/event-staff/barcode-reader';
import { useStaffStore } from '../features/event-staff/store';
import EventsPage from '../pages/events-page';
import { resetOfflineDb, restoreOnline, setOnline } from '../testing/offline';
import { fakeStaffSource, type FakeStaffSource } from '../testing/staff-source';
import { PHONE_WIDTH, setViewportWidth } from '../testing/viewport';

jest.mock('../features/event-staff/barcode-reader', () => ({ createQrDetector: jest.fn() }));

const SAT = '2026-11-21';
const MARIA_CODE = 'ABCDEFGHJKMNPQRSTVWXYZ0123';
const coordinator = { token: 'token', role: 'COORDINATOR', username: 'coordenador', id: 3 };

const maria = aLink({ id: 11, employeeId: 1, eventDay: SAT, employeeName: 'Maria', employeeFullName: 'Maria Conceição Souza' });
const joao = aLink({ id: 12, employeeId: 2, eventDay: SAT, employeeName: 'João', employeeFullName: 'João Lima' });

async function eventWithBadges(over: Partial<Event> = {}): Promise<Event> {
  return anEvent({
    id: 1,
    name: 'Casamento Silva',
    eventDays: [
      aDay(SAT, [
        aDayEmployee({ id: 11, employeeId: 1, name: 'Maria Conceição Souza', badgeHash: await sha256Hex(MARIA_CODE), badgeShortHash: await sha256Hex(MARIA_CODE.slice(0, 10)) }),
        aDayEmployee({ id: 12, employeeId: 2, name: 'João Lima', badgeHash: null, badgeShortHash: null }),
      ]),
    ],
    replacedBadgeHashes: [],
    ...over,
  });
}

function api(event: Event, links: EventEmployee[] = [maria, joao]) {
  return mockApi({
    'GET /api/events': { body: listBody([event]) },
    'GET /api/events/1': { body: { data: event } },
    'GET /api/event-employees/event/1': { body: { data: links } },
    'GET /api/event-employees/1/available-quantities': { body: { data: [] } },
    [`GET /api/event-employees/1/available-quantities/day/${SAT}`]: { body: { data: [] } },
    'GET /api/events/1/clock-flags': { body: { data: [] } },
  });
}

/** The QR reader sees Maria's badge in every frame. */
function badgeInView() {
  const detect = jest.fn(async () => [{ rawValue: `SGE1:${MARIA_CODE}` }]);
  jest.mocked(createQrDetector).mockResolvedValue({ detect });
  return detect;
}

beforeEach(() => {
  setViewportWidth(PHONE_WIDTH);
  useEventStore.setState(useEventStore.getInitialState(), true);
  useStaffStore.setState(useStaffStore.getInitialState(), true);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const stream = { getTracks: () => [{ stop: jest.fn() }] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn(async () => stream) } });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const renderDetail = () => renderWithProviders(<EventsPage />, { route: '/events?evento=1', session: coordinator });
const cardOf = (name: string) => within(screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement);

describe('online', () => {
  let device: FakeStaffSource;

  beforeEach(() => {
    device = fakeStaffSource();
    useStaffStore.setState({ offlineSource: device });
  });

  it("'Escanear crachá' in the header opens the scanner; a scan checks the person in and their card shows it with 'Desfazer'", async () => {
    api(await eventWithBadges());
    badgeInView();
    const { user } = renderDetail();
    await screen.findByRole('list', { name: 'Equipe de 21/11/2026' });

    await user.click(screen.getByRole('button', { name: 'Escanear crachá' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Escanear crachá' }));
    await waitFor(() => expect(device.saved).toHaveLength(1));
    expect(device.saved[0]).toMatchObject({ type: 'checkin', link: { id: 11 } });
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/^Entrada: Maria Conceição Souza · \d{2}:\d{2}$/));

    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardOf('Maria Conceição Souza').getByText('Pendente de envio')).toBeInTheDocument();
    expect(cardOf('Maria Conceição Souza').getByRole('button', { name: 'Desfazer entrada de Maria Conceição Souza' })).toBeInTheDocument();
  });

  it('a finalized event has no scanner', async () => {
    api(await eventWithBadges({ isFinalized: true }));
    renderDetail();
    await screen.findByRole('list', { name: 'Equipe de 21/11/2026' });
    expect(screen.queryByRole('button', { name: 'Escanear crachá' })).not.toBeInTheDocument();
  });
});

describe('offline, on the device copy', () => {
  beforeEach(async () => {
    await resetOfflineDb();
  });

  afterEach(async () => {
    restoreOnline();
    await waitFor(() => expect(useSyncStatusStore.getState().phase).toBe('idle'));
    await resetOfflineDb();
  });

  it('a scan is matched by the hashes of the downloaded event and written to IndexedDB as PENDING', async () => {
    await storeEventOffline(await eventWithBadges(), [maria, joao]);
    const calls = api(await eventWithBadges());
    setOnline(false);
    badgeInView();
    const { user } = renderDetail();
    await screen.findByRole('list', { name: 'Equipe de 21/11/2026' });

    await user.click(screen.getByRole('button', { name: 'Escanear crachá' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Escanear crachá' }));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/^Entrada: Maria Conceição Souza · \d{2}:\d{2}$/));
    const records = await getRecordsOfEvent(1);
    expect(records).toEqual([expect.objectContaining({ eventEmployeeId: 11, type: 'checkin', syncStatus: 'PENDING' })]);
    expect(calls).toEqual([]);
  });
});
