/**
 * Venue mode (issue 12): a coordinator on a 360×740 touch phone, and every way records used to be
 * lost at a venue. Each journey ends with every record on the server, or shown to its user with a
 * reason and logged on the server. Taps are written to the device first and held 10 s for
 * 'Desfazer'; 'Sincronizar Agora' and sign-out send held records at once.
 */
import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { test, expect, signIn, waitForApp } from '../support/fixtures';
import { apiAs } from '../support/api';
import { authFile, PASSWORD } from '../support/roles';
import { PHONE, countOnDevice, downloadEventCopy, eventForToday, goOffline, goOnline, offlineDatabaseText, recordsOnDevice, serverLinks } from '../support/device';

test.use({ storageState: authFile('coordenador'), ...PHONE });
// Each journey has its own event, staff and phone (browser context): they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const BATCH = '/api/event-employees/sync-offline/batch';

/** Opens an event's check-in screen; `download` keeps a device copy first, as a coordinator does before losing the network. */
async function openEvent(page: Page, id: number, { download = false } = {}): Promise<void> {
  await page.goto(`/events?evento=${id}`);
  await waitForApp(page);
  await expect(page.getByRole('searchbox', { name: 'Buscar pessoa' })).toBeVisible({ timeout: 30_000 });
  if (download) {
    await downloadEventCopy(page);
  }
}

/**
 * Keeps the batch call failing (as a dead network would) so records stay PENDING however long the
 * steps take, whatever their 10 s undo hold; returns the release.
 */
async function holdBatches(context: BrowserContext): Promise<() => Promise<void>> {
  const fail = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/sync-offline/batch', fail);
  return () => context.unroute('**/sync-offline/batch', fail);
}

const entry = (page: Page, name: string) => page.getByRole('button', { name: `Registrar entrada de ${name}` });
const exit = (page: Page, name: string) => page.getByRole('button', { name: `Registrar saída de ${name}` });
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function tapIn(page: Page, name: string): Promise<void> {
  await entry(page, name).click();
  await expect(card(page, name)).toContainText('Pendente de envio');
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
}

const batchRequests = (context: BrowserContext): Request[] => {
  const seen: Request[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === BATCH) seen.push(r);
  });
  return seen;
};

test('finds a person by part of the name, taps in and out with the name and the button on screen, no sideways scroll', async ({ page }) => {
  const { id, staff } = await eventForToday(`Portão ${Date.now()}`, 4);
  await openEvent(page, id);
  expect(await noSidewaysScroll(page)).toBe(true);
  const person = staff[2].employeeFullName;
  const part = person.split(' ')[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().slice(0, 4);
  await page.getByRole('searchbox', { name: 'Buscar pessoa' }).fill(part);
  // The header pins under the top bar and the card shows right below it: name and button on screen together.
  await expect(entry(page, person)).toBeInViewport();
  await expect(card(page, person).getByText(person, { exact: true })).toBeInViewport();
  const box = await entry(page, person).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  expect(box!.width).toBeGreaterThanOrEqual(48);
  await tapIn(page, person);
  await exit(page, person).click();
  await expect(card(page, person)).toContainText('Pendente de envio');
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect.poll(async () => (await serverLinks(id)).find((l) => l.employeeFullName === person)?.checkOut ?? null, { timeout: 20_000 }).not.toBeNull();
  // The server commits before the device reads its answer and marks the records: wait for the device.
  await expect.poll(() => countOnDevice(page, 'PENDING')).toBe(0);
});

test('offline: 20 taps, then one batch request carries them all; the same batch replayed changes nothing', async ({ page, context }) => {
  const { id, staff } = await eventForToday(`Vinte ${Date.now()}`, 20);
  await openEvent(page, id, { download: true });
  const batches = batchRequests(context);
  await goOffline(context);
  for (const link of staff) {
    await page.getByRole('searchbox', { name: 'Buscar pessoa' }).fill(link.employeeFullName);
    await tapIn(page, link.employeeFullName);
  }
  expect(await countOnDevice(page, 'PENDING')).toBe(20);
  // Past every tap's 10 s undo hold, still offline: nothing has left the device.
  await page.waitForTimeout(10_500);
  expect(batches).toHaveLength(0);
  await goOnline(context);
  await expect.poll(() => countOnDevice(page, 'SYNCED'), { timeout: 20_000 }).toBe(20);
  expect(batches).toHaveLength(1);
  const body = batches[0].postDataJSON() as { records: { clientRecordId: string }[] };
  expect(body.records).toHaveLength(20);
  const onServer = await serverLinks(id);
  expect(onServer.every((l) => l.checkIn !== null)).toBe(true);

  // The answer was lost and the device sends the same batch again: the first outcomes, nothing changed.
  const replay = await apiAs('coordenador')<{ results: { clientRecordId: string; outcome: string; replayed: boolean }[] }>('POST', '/event-employees/sync-offline/batch', body);
  expect(replay.results.map((r) => [r.outcome, r.replayed])).toEqual(body.records.map(() => ['applied', true]));
  expect(await serverLinks(id)).toEqual(onServer);
});

test('sign-out with pending records: the next user may not send them, they wait, and the coordinator sends them at the next sign-in', async ({ page, context }) => {
  const { id, staff } = await eventForToday(`Troca de usuário ${Date.now()}`, 3);
  await openEvent(page, id);
  const release = await holdBatches(context);
  for (const link of staff) await tapIn(page, link.employeeFullName);
  await signOutFromMenu(page);
  await expect(page.getByRole('alertdialog', { name: 'Há 3 registros ainda não enviados' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair e manter neste aparelho' }).click();
  await expect(page).toHaveURL(/\/login/);
  await release();
  const batches = batchRequests(context);

  // Another role signs in on the same device: nothing is sent under that login, nothing is lost.
  await signIn(page, 'financeiro', PASSWORD);
  await waitForApp(page);
  await page.waitForTimeout(12_000);
  expect(batches).toHaveLength(0);
  expect(await countOnDevice(page, 'PENDING')).toBe(3);
  expect(await countOnDevice(page, 'REJECTED')).toBe(0);
  await signOutFromMenu(page);
  await page.getByRole('button', { name: 'Sair e manter neste aparelho' }).click();

  await signIn(page, 'coordenador', PASSWORD);
  await waitForApp(page);
  await expect.poll(() => countOnDevice(page, 'SYNCED'), { timeout: 20_000 }).toBe(3);
  expect((await serverLinks(id)).every((l) => l.checkIn !== null)).toBe(true);
});

test('a session that expires while offline: records stay PENDING, the card says why, and they go after the next sign-in', async ({ page, context }) => {
  const { id, staff } = await eventForToday(`Sessão expirada ${Date.now()}`, 2);
  await openEvent(page, id, { download: true });
  await goOffline(context);
  for (const link of staff) await tapIn(page, link.employeeFullName);
  // Back online, but the 8 h session is over: the server refuses the token.
  await context.route('**/api/**', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Token inválido ou expirado' }) }));
  await goOnline(context);
  // The page loads its data again when the connection returns: the expired session meets a 401 and
  // the app goes to /login (SPEC §7). Whichever comes first, that or the sync's own 401, the sync
  // reports why (the card shows it), never a success, and the records stay on the device.
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  const syncStatus = () => page.evaluate(() => JSON.parse(localStorage.getItem('sge:sync-status') ?? '{}') as { lastError?: string; lastSuccessAt?: number | null });
  await expect
    .poll(async () => (await syncStatus()).lastError ?? '', { timeout: 20_000 })
    .toMatch(/Sessão expirada: os registros continuam neste aparelho|Faça login para enviar os registros deste aparelho/);
  expect((await syncStatus()).lastSuccessAt ?? null).toBeNull();
  expect(await countOnDevice(page, 'PENDING')).toBe(2);
  expect(await countOnDevice(page, 'REJECTED')).toBe(0);
  // Still refused after a reload: the records stay.
  await page.reload();
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  expect(await countOnDevice(page, 'PENDING')).toBe(2);
  await context.unroute('**/api/**');

  await signIn(page, 'coordenador', PASSWORD);
  await waitForApp(page);
  await expect.poll(() => countOnDevice(page, 'SYNCED'), { timeout: 20_000 }).toBe(2);
  expect((await serverLinks(id)).every((l) => l.checkIn !== null)).toBe(true);
});

test('a network that never answers: each tap is confirmed from the device at once, and sent when the network answers', async ({ page, context }) => {
  const { id, staff } = await eventForToday(`Rede muda ${Date.now()}`, 2);
  await openEvent(page, id);
  // The phone believes it is online, but no request is ever answered.
  await context.route('**/api/**', () => undefined);
  for (const link of staff) {
    const started = Date.now();
    await tapIn(page, link.employeeFullName);
    expect(Date.now() - started).toBeLessThan(5_000);
  }
  expect(await countOnDevice(page, 'PENDING')).toBe(2);
  await context.unroute('**/api/**');
  await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect.poll(() => countOnDevice(page, 'SYNCED'), { timeout: 40_000 }).toBe(2);
  expect((await serverLinks(id)).every((l) => l.checkIn !== null)).toBe(true);
});

test('two devices, the later check-in syncs first: the earlier one wins, both are logged, and the later device shows why', async ({ browser }) => {
  const { id, staff } = await eventForToday(`Dois aparelhos ${Date.now()}`, 1);
  const person = staff[0].employeeFullName;
  const device = () => browser.newContext({ storageState: authFile('coordenador'), ...PHONE, serviceWorkers: 'block' });
  const [first, second] = [await device(), await device()];
  const [a, b] = [await first.newPage(), await second.newPage()];
  await openEvent(a, id, { download: true });
  await openEvent(b, id, { download: true });
  await goOffline(first);
  await goOffline(second);
  await tapIn(a, person);
  await a.waitForTimeout(1_100);
  await tapIn(b, person);
  const earlier = (await recordsOnDevice(a))[0];
  const later = (await recordsOnDevice(b))[0];
  expect(Date.parse(earlier.checkinTime!)).toBeLessThan(Date.parse(later.checkinTime!));

  await goOnline(second);
  await b.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect.poll(() => countOnDevice(b, 'SYNCED'), { timeout: 20_000 }).toBe(1);
  await goOnline(first);
  await a.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect.poll(() => countOnDevice(a, 'SYNCED'), { timeout: 20_000 }).toBe(1);
  const [link] = await serverLinks(id);
  expect(Date.parse(link.checkIn!)).toBe(Date.parse(earlier.checkinTime!));

  // Both records are in the server's log: each one sent again answers its first outcome.
  const coordinator = apiAs('coordenador');
  for (const record of [earlier, later]) {
    const replay = await coordinator<{ results: { outcome: string; replayed: boolean }[] }>('POST', '/event-employees/sync-offline/batch', {
      records: [{ clientRecordId: record.clientRecordId, eventEmployeeId: link.id, eventId: link.eventId, employeeId: link.employeeId, checkinTime: record.checkinTime, deviceSentAt: new Date().toISOString() }],
    });
    expect(replay.results[0]).toMatchObject({ outcome: 'applied', replayed: true });
  }
  // The device whose time lost shows the time that won, and says another device recorded it.
  await b.reload();
  await waitForApp(b);
  await expect(card(b, person)).toContainText('Outro aparelho registrou', { timeout: 20_000 });
  await first.close();
  await second.close();
});

test('a device clock 3 h ahead: the sync card says so and the server flags the record for managers', async ({ browser }) => {
  const { id, staff } = await eventForToday(`Relógio ${Date.now()}`, 1);
  const person = staff[0].employeeFullName;
  const context = await browser.newContext({ storageState: authFile('coordenador'), ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    const shift = 3 * 60 * 60 * 1000;
    const RealDate = Date;
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as [string]));
      }
      static override now(): number {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  });
  const page = await context.newPage();
  await openEvent(page, id);
  await expect(page.getByText('O relógio deste aparelho está 3 h adiantado em relação ao servidor')).toBeVisible({ timeout: 20_000 });
  await tapIn(page, person);
  await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
  await expect.poll(() => countOnDevice(page, 'SYNCED'), { timeout: 20_000 }).toBe(1);
  const flags = await apiAs('gerente')<{ employeeName: string; clockSkewMs: number; applied: boolean }[]>('GET', `/events/${id}/clock-flags`);
  expect(flags).toHaveLength(1);
  expect(flags[0].applied).toBe(true);
  expect(Math.abs(flags[0].clockSkewMs + 3 * 60 * 60 * 1000)).toBeLessThan(60_000);
  await context.close();
});

test("sign-out with pending records: 'Sincronizar e sair' sends them, and the device keeps no staff name", async ({ page, context }) => {
  const { id, staff } = await eventForToday(`Sincronizar e sair ${Date.now()}`, 2);
  await openEvent(page, id, { download: true });
  const release = await holdBatches(context);
  for (const link of staff) await tapIn(page, link.employeeFullName);
  expect(await offlineDatabaseText(page)).toContain(staff[0].employeeFullName);
  await signOutFromMenu(page);
  await expect(page.getByRole('alertdialog', { name: 'Há 2 registros ainda não enviados' })).toBeVisible();
  await release();
  const batches = batchRequests(context);
  await expect(page.getByRole('button', { name: 'Sincronizar e sair' })).toBeFocused();
  await page.getByRole('button', { name: 'Sincronizar e sair' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(batches).toHaveLength(1);
  expect((await serverLinks(id)).every((l) => l.checkIn !== null)).toBe(true);
  const stored = await offlineDatabaseText(page);
  for (const link of staff) expect(stored).not.toContain(link.employeeFullName);
  expect(stored).not.toContain(staff[0].employeeFullName.split(' ')[0]);
});
