/**
 * Offline check-in (issue 4): a real service worker, IndexedDB and the real server. Offline means
 * the page AND the worker lose the network: context.setOffline plus every request routed to abort.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, waitForApp } from '../support/fixtures';
import { apiAs, todayInSaoPaulo } from '../support/api';
import { freshEmployees } from '../support/device';
import { authFile } from '../support/roles';

test.use({ serviceWorkers: 'allow', storageState: authFile('coordenador') });
// Each journey has its own event, staff and device (browser context, service worker, IndexedDB):
// they spread over the workers.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

interface Link {
  id: number;
  employeeFullName: string;
  checkIn: string | null;
  checkOut: string | null;
}

const abortAll = (route: Route) => route.abort('internetdisconnected');

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', abortAll);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*', abortAll);
  await context.setOffline(false);
}

/** Offline records on the device by status, read straight from IndexedDB. */
const recordsOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ status: string; checkinTime: string | null; checkoutTime: string | null; eventEmployeeId: number; syncError?: string }[]>((resolve, reject) => {
        const req = indexedDB.open('sge-offline', 1);
        req.onsuccess = () => {
          const all = req.result.transaction('offlineRecords').objectStore('offlineRecords').getAll();
          all.onsuccess = () => {
            resolve(all.result.map((r) => ({ ...r, status: r.syncStatus })));
            req.result.close();
          };
        };
        req.onerror = () => reject(req.error);
      }),
  );

/** A fresh event for today with three staff, made by the manager through the API. */
async function eventForToday(name: string): Promise<{ id: number; staff: Link[] }> {
  const manager = apiAs('gerente');
  const today = todayInSaoPaulo();
  const event = await manager<{ id: number }>('POST', '/events', { name, location: 'Arena de Testes, São Paulo', eventDays: [{ date: today }] });
  const employees = await freshEmployees(3);
  for (const e of employees) await manager('POST', '/event-employees', { eventId: event.id, employeeId: e.id, eventDay: today });
  return { id: event.id, staff: await manager<Link[]>('GET', `/event-employees/event/${event.id}`) };
}

/** Opens the event online, waits for the worker to hold the app, and downloads the event. */
async function prepareOnline(page: Page, eventId: number): Promise<void> {
  await page.goto(`/events?evento=${eventId}`);
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('sge-remotes-v1');
          return (await cache.keys()).some((r) => r.url.endsWith('/remotes/events/remoteEntry.js'));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Baixar para uso offline' }).click();
  await expect(page.getByRole('button', { name: 'Atualizar cópia offline' })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

async function checkIn(page: Page, name: string): Promise<void> {
  await row(page, name).getByRole('button', { name: `Registrar entrada de ${name}` }).click();
  await expect(row(page, name)).toContainText('Pendente de sincronização');
}

test('a coordinator works offline and every record reaches the server once, with the local time', async ({ page, context }) => {
  const { id, staff } = await eventForToday(`Offline ${Date.now()}`);
  await prepareOnline(page, id);

  // 1. Offline, the app opens from the cache; other paths redirect to /events.
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Modo Offline Ativo' })).toBeVisible({ timeout: 20_000 });
  for (const link of staff) await expect(row(page, link.employeeFullName)).toBeVisible();
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/events$/);
  await page.goto(`/events?evento=${id}`);

  for (const link of staff) await checkIn(page, link.employeeFullName);
  const first = staff[0].employeeFullName;
  await row(page, first).getByRole('button', { name: `Registrar saída de ${first}` }).click();
  await expect.poll(async () => (await recordsOnDevice(page)).filter((r) => r.status === 'PENDING').length).toBe(4);

  // 2. Closed mid-session and reopened offline: still PENDING and shown.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`/events?evento=${id}`);
  await expect(row(reopened, first)).toContainText('Pendente de sincronização', { timeout: 20_000 });
  const local = await recordsOnDevice(reopened);
  expect(local.filter((r) => r.status === 'PENDING')).toHaveLength(4);

  // 3. Online again: every record is SYNCED once its 10 s undo hold is over (2 s after reconnecting at the earliest).
  await goOnline(context);
  await expect.poll(async () => (await recordsOnDevice(reopened)).filter((r) => r.status === 'SYNCED').length, { timeout: 20_000 }).toBe(4);
  const server = await apiAs('coordenador')<Link[]>('GET', `/event-employees/event/${id}`);
  for (const link of staff) {
    const record = local.find((r) => r.eventEmployeeId === link.id && r.checkinTime);
    const onServer = server.find((l) => l.id === link.id);
    expect(Date.parse(onServer!.checkIn!)).toBe(Date.parse(record!.checkinTime!));
  }
  const checkout = local.find((r) => r.checkoutTime);
  expect(Date.parse(server.find((l) => l.id === staff[0].id)!.checkOut!)).toBe(Date.parse(checkout!.checkoutTime!));
});

test.describe('faults end with exactly the right rows on the server', () => {
  async function offlineCheckIns(page: Page, context: BrowserContext, name: string) {
    const event = await eventForToday(name);
    await prepareOnline(page, event.id);
    await goOffline(context);
    // The app moves to its offline layout (the page is drawn again there): a tap before it lands on
    // the page being replaced.
    await expect(page.getByRole('region', { name: 'Modo Offline Ativo' })).toBeVisible({ timeout: 20_000 });
    for (const link of event.staff) await checkIn(page, link.employeeFullName);
    return event;
  }

  const serverLinks = (id: number) => apiAs('coordenador')<Link[]>('GET', `/event-employees/event/${id}`);
  const allSynced = (page: Page) => async () => (await recordsOnDevice(page)).every((r) => r.status === 'SYNCED');

  test('the connection drops in the middle of a sync', async ({ page, context }) => {
    const { id } = await offlineCheckIns(page, context, `Queda ${Date.now()}`);
    let calls = 0;
    await context.route('**/sync-offline/batch', (route) => (++calls === 1 ? route.abort('connectionreset') : route.continue()));
    await goOnline(context);
    await expect.poll(allSynced(page), { timeout: 20_000 }).toBe(true);
    const links = await serverLinks(id);
    expect(links.every((l) => l.checkIn !== null)).toBe(true);
  });

  test('the server commits but the answer is lost', async ({ page, context }) => {
    const { id } = await offlineCheckIns(page, context, `Resposta perdida ${Date.now()}`);
    let lost = false;
    await context.route('**/sync-offline/batch', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await goOnline(context);
    await expect.poll(allSynced(page), { timeout: 20_000 }).toBe(true);
    const records = await recordsOnDevice(page);
    for (const link of await serverLinks(id)) {
      expect(Date.parse(link.checkIn!)).toBe(Date.parse(records.find((r) => r.eventEmployeeId === link.id)!.checkinTime!));
    }
  });

  test('the server answers 500 once', async ({ page, context }) => {
    const { id } = await offlineCheckIns(page, context, `Erro 500 ${Date.now()}`);
    let failed = false;
    await context.route('**/sync-offline/batch', (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Erro interno do servidor' }) });
    });
    await goOnline(context);
    await expect.poll(allSynced(page), { timeout: 20_000 }).toBe(true);
    expect((await serverLinks(id)).every((l) => l.checkIn !== null)).toBe(true);
  });

  test('the server already has an earlier check-in: the local record is discarded and shown', async ({ page, context }) => {
    const { id, staff } = await offlineCheckIns(page, context, `Conflito ${Date.now()}`);
    const earlier = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await apiAs('gerente')('PATCH', `/event-employees/${staff[0].id}/check-in`, { time: earlier });
    await goOnline(context);
    // Sent once the taps' 10 s undo hold is over.
    await expect.poll(async () => (await recordsOnDevice(page)).filter((r) => r.status === 'PENDING').length, { timeout: 20_000 }).toBe(0);
    const records = await recordsOnDevice(page);
    expect(records.find((r) => r.eventEmployeeId === staff[0].id)).toMatchObject({ status: 'REJECTED' });
    const links = await serverLinks(id);
    expect(Date.parse(links.find((l) => l.id === staff[0].id)!.checkIn!)).toBe(Date.parse(earlier));
    await expect(row(page, staff[0].employeeFullName)).toContainText('Registro offline descartado');
  });

  test('the same records synced twice change nothing twice', async ({ page, context }) => {
    const { id } = await offlineCheckIns(page, context, `Duas vezes ${Date.now()}`);
    const batches: string[] = [];
    context.on('request', (r) => r.url().endsWith('/sync-offline/batch') && batches.push(r.url()));
    const second = await context.newPage();
    await goOnline(context);
    await second.goto('/events');
    await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
    await expect.poll(allSynced(page), { timeout: 20_000 }).toBe(true);
    // The first tab sent the three records: in one batch, or in two when the first tap's undo hold
    // ended before 'Sincronizar Agora' (a slow machine spreads the taps over seconds).
    const sent = batches.length;
    expect(sent).toBeGreaterThanOrEqual(1);
    await second.getByRole('button', { name: 'Sincronizar Agora' }).click();
    await page.waitForTimeout(1000);
    // The second tab found nothing left to send.
    expect(batches).toHaveLength(sent);
    expect((await serverLinks(id)).every((l) => l.checkIn !== null)).toBe(true);
  });
});
