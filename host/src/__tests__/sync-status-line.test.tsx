/**
 * The gate screen's status line: one line (online/offline, pending, last sync, 'Sincronizar' when
 * something is pending) in place of the offline-preparation banner and the sync card, which open
 * under it on a tap.
 */
import { renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { closeOfflineDb, resetSyncState, useSyncStatusStore } from '@sge/shared/offline';
import { resetOfflineEventsCheck } from '../shell/offline-events-check';
import { SyncStatusLine } from '../shell/sync-status-line';
import { useServerClockStore } from '@sge/shared/http';

const coordinator = { token: 't', role: 'COORDINATOR' as const, username: 'coordenador', id: 3 };

beforeEach(async () => {
  localStorage.clear();
  resetOfflineEventsCheck();
  resetSyncState();
  await closeOfflineDb();
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 200 } }))) as typeof fetch;
});

const line = () => screen.getByRole('button', { expanded: false });

it('says online, nothing pending and never synced, with no sync button', () => {
  renderWithProviders(<SyncStatusLine />, { session: coordinator });
  expect(screen.getByRole('region', { name: 'Situação da sincronização' })).toBeInTheDocument();
  expect(line()).toHaveTextContent('Online · nada pendente · ainda não sincronizado');
  expect(screen.queryByRole('button', { name: 'Sincronizar Agora' })).not.toBeInTheDocument();
});

it("counts what is pending, gives the last sync's time and offers 'Sincronizar', which sends them", async () => {
  const last = new Date(2026, 10, 22, 8, 3).getTime();
  useSyncStatusStore.setState({ pending: 2, lastSuccessAt: last });
  renderWithProviders(<SyncStatusLine />, { session: coordinator });
  expect(line()).toHaveTextContent('Pendente · 2 pendentes · sincronizado às 08:03');
  const sync = screen.getByRole('button', { name: 'Sincronizar Agora' });
  expect(sync).toHaveTextContent(/^Sincronizar$/);
  await userEvent.setup().click(sync);
  await waitFor(() => expect(useSyncStatusStore.getState().lastSuccessAt).not.toBe(last));
});

it('the full cards (the sync card, the preparation banner) stay closed until the line is tapped', async () => {
  useSyncStatusStore.setState({ pending: 1 });
  renderWithProviders(<SyncStatusLine />, { session: coordinator });
  // Closed: the sync card's own button is not reachable, only the line's.
  expect(screen.getAllByRole('button', { name: /Sincronizar/ })).toHaveLength(1);
  expect(screen.queryByRole('region', { name: /Sincronização/ })).not.toBeInTheDocument();
  await userEvent.setup().click(line());
  expect(screen.getByRole('button', { expanded: true })).toHaveAttribute('aria-controls');
  // The sync card (its count comes from the device, which may have changed it meanwhile).
  expect(screen.getByTestId('sync-pending')).toBeVisible();
  expect(screen.getByText('Sincronização')).toBeVisible();
});

it('offline, the line says so and its sync button waits for the connection', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  useSyncStatusStore.setState({ pending: 3 });
  renderWithProviders(<SyncStatusLine />, { session: coordinator });
  expect(line()).toHaveTextContent('Offline · 3 pendentes');
  expect(screen.getByRole('button', { name: 'Sincronizar Agora' })).toBeDisabled();
  onLine.mockRestore();
});

it('keeps 44 px targets: the line and its sync button', () => {
  useSyncStatusStore.setState({ pending: 1 });
  renderWithProviders(<SyncStatusLine />, { session: coordinator });
  for (const control of [line(), screen.getByRole('button', { name: 'Sincronizar Agora' })]) {
    expect(getComputedStyle(control).minHeight).toBe('2.75rem');
  }
});

it("says at once, under the line, that the device's clock is off the server's", () => {
  useServerClockStore.setState({ offsetMs: -3 * 60 * 60 * 1000, measuredAt: Date.now() });
  renderWithProviders(<SyncStatusLine />, { session: coordinator });
  expect(screen.getByTestId('clock-warning-line')).toHaveTextContent('O relógio deste aparelho está 3 h adiantado em relação ao servidor');
  useServerClockStore.setState({ offsetMs: 0, measuredAt: Date.now() });
});
