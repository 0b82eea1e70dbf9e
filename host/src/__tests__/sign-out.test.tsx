import { act, renderWithProviders, screen, waitFor } from '@sge/shared/testing';
import { closeOfflineDb, openOfflineDb, resetSyncState, saveOfflineRecord, storeEventOffline } from '@sge/shared/offline';
import { useSessionStore } from '@sge/shared/session';
import { loadMotion } from '@sge/shared/ui';
import { InstallDialog } from '../shell/install-dialog';
import { TopBar } from '../shell/top-bar';

const coordinator = { token: 't', role: 'COORDINATOR' as const, username: 'coordenador', id: 3 };
const link = { id: 11, eventId: 1, employeeId: 5, eventDay: '2026-11-22' };
const event = {
  id: 1, name: 'Festival', location: 'SP', description: null, isFinalized: false, summary: null, createdAt: '', updatedAt: '',
  eventDays: [{ date: '2026-11-22', employees: [{ id: 11, employeeId: 5, name: 'Ana Paula Souza', function: 'Garçom', payRate: '150.00', checkIn: null, checkOut: null, paymentRequested: false, paid: false, syncStatus: 'SYNCED' as const }] }],
};

beforeEach(async () => {
  localStorage.clear();
  resetSyncState();
  await closeOfflineDb();
  await new Promise<void>((r) => {
    const req = indexedDB.deleteDatabase('sge-offline');
    req.onsuccess = req.onerror = req.onblocked = () => r();
  });
  await storeEventOffline(event, []);
});

const stores = async () => {
  const db = await openOfflineDb();
  return { events: await db.count('events'), employees: await db.count('employees'), records: await db.getAll('offlineRecords') };
};

async function openSignOut(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
}

it('with nothing pending, signs out and deletes the device copies of events (LGPD)', async () => {
  const { user } = renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session: coordinator });
  await openSignOut(user);
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  expect(await stores()).toMatchObject({ events: 0, employees: 0, records: [] });
});

it("with pending records, asks first; 'Cancelar' keeps the user signed in", async () => {
  await saveOfflineRecord({ link, type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  await saveOfflineRecord({ link, type: 'checkout', time: '2026-11-22T18:00:00.000Z' });
  const { user } = renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session: coordinator });
  await openSignOut(user);
  const dialog = await screen.findByRole('alertdialog', { name: 'Há 2 registros ainda não enviados' });
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(useSessionStore.getState().token).toBe('t');
});

it("'Sair e manter neste aparelho' signs out and keeps the records and their events", async () => {
  await saveOfflineRecord({ link, type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  const { user } = renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session: coordinator });
  await openSignOut(user);
  await user.click(await screen.findByRole('button', { name: 'Sair e manter neste aparelho' }));
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  const left = await stores();
  expect(left.events).toBe(1);
  expect(left.records.map((r) => r.syncStatus)).toEqual(['PENDING']);
});

it("'Sincronizar e sair' sends the held records at once and signs out only when they reached the server", async () => {
  await saveOfflineRecord({ link, type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  let down = true;
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    if (down) throw new TypeError('Failed to fetch');
    const { records } = JSON.parse(String(init.body)) as { records: { clientRecordId: string }[] };
    const results = records.map((r) => ({ clientRecordId: r.clientRecordId, outcome: 'applied', reason: null, eventEmployee: null, replayed: false, clockSkewMs: 0, clockFlagged: false }));
    return new Response(JSON.stringify({ data: { serverTime: '2026-11-22T12:00:00.000Z', results } }));
  }) as typeof fetch;
  const { user } = renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session: coordinator });
  await openSignOut(user);
  await user.click(await screen.findByRole('button', { name: 'Sincronizar e sair' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível enviar os registros');
  expect(useSessionStore.getState().token).toBe('t');
  expect((await stores()).records.map((r) => r.syncStatus)).toEqual(['PENDING']);
  down = false;
  await user.click(screen.getByRole('button', { name: 'Sincronizar e sair' }));
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  expect(globalThis.fetch).toHaveBeenLastCalledWith('/api/event-employees/sync-offline/batch', expect.objectContaining({ method: 'POST' }));
  expect(await stores()).toMatchObject({ events: 0, records: [] });
});

it('the sign-out question and the install dialog open in the motion frame once motion has loaded', async () => {
  await act(() => loadMotion());
  await saveOfflineRecord({ link, type: 'checkin', time: '2026-11-22T11:00:00.000Z' });
  const { user } = renderWithProviders(<TopBar menuOpen={false} onToggleMenu={() => undefined} />, { session: coordinator });
  await openSignOut(user);
  const question = await screen.findByRole('alertdialog', { name: 'Há 1 registro ainda não enviado' });
  expect(question).toHaveAttribute('data-motion', 'dialog');
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(question).not.toBeInTheDocument());

  renderWithProviders(<InstallDialog open onClose={() => undefined} />);
  expect(await screen.findByRole('dialog', { name: 'Instalar o Sistema de Gestão de Eventos' })).toHaveAttribute('data-motion', 'dialog');
});
