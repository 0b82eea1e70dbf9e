#!/usr/bin/env node
// Benchmark: time to sync N PENDING offline check-ins to the server on loopback, through the app's
// own sync engine in Chromium ('Sincronizar Agora' → no record PENDING), counting the requests.
// Goals (issue 12): 500 records ≤ 1 s, 5,000 records ≤ 5 s, on PGlite and on PostgreSQL.
// Usage: pnpm build && pnpm --filter @sge/e2e bench:sync [sizes…]   (default: 500 5000)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @sge/e2e bench:sync
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, apiClient, cpf, login, startSystem, storageState } from './system.mjs';

const GOALS_MS = { 500: 1000, 5000: 5000 };
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
if (sizes.length === 0) sizes.push(500, 5000);


const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);


/** At least `count` active employees, adding benchmark ones when the demo has fewer. */
let added = 0;
async function employeesAtLeast(manager, count) {
  const employees = await manager('GET', '/employees?active=true');
  while (employees.length < count) {
    const n = added++;
    employees.push(await manager('POST', '/employees', { name: `Pessoa Sincronia ${n}`, cpf: cpf(600_000_000 + n), function: 'Garçom', payRate: '150.00' }));
  }
  return employees.slice(0, count);
}

/**
 * An event with `count` staff links (employees × days, at most 60 days), made through the API a few
 * at a time. Each event takes days of its own: the same people on the same day at two events would
 * be a double booking, and their check-ins would overlap (issue 16).
 */
let nextDayOffset = 40;
async function eventWithLinks(manager, count, label) {
  const employees = await employeesAtLeast(manager, Math.max(40, Math.ceil(count / 50)));
  const first = nextDayOffset;
  const days = Array.from({ length: Math.ceil(count / employees.length) }, (_, i) => isoDay(first + i));
  nextDayOffset += days.length;
  const event = await manager('POST', '/events', { name: `Benchmark de sincronização ${label}`, location: 'Loopback', eventDays: days.map((date) => ({ date })) });
  const wanted = [];
  for (const date of days) for (const e of employees) if (wanted.length < count) wanted.push({ eventId: event.id, employeeId: e.id, eventDay: date });
  const links = [];
  for (let i = 0; i < wanted.length; i += 16) links.push(...(await Promise.all(wanted.slice(i, i + 16).map((w) => manager('POST', '/event-employees', w)))));
  return { event, links };
}

const system = await startSystem();
const { base, engine } = system;
let exitCode = 0;
try {
  const manager = apiClient(base, (await login(base, 'gerente')).token);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const size of sizes) {
    const { event, links } = await eventWithLinks(manager, size, `${size}`);
    const context = await browser.newContext({ storageState: storageState(base, await login(base, 'coordenador')), serviceWorkers: 'block' });
    const page = await context.newPage();
    let batches = 0;
    let otherSyncCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/sync-offline/batch')) batches++;
      else if (r.url().includes('/sync-offline')) otherSyncCalls++;
    });
    await page.goto(`${base}/events`);
    await page.getByRole('button', { name: 'Sincronizar Agora' }).waitFor();

    // N check-ins recorded offline an hour ago, written as the app writes them.
    const at = Date.now() - 3_600_000;
    await page.evaluate(
      async ({ links, at }) => {
        const db = await new Promise((resolve, reject) => {
          const req = indexedDB.open('sge-offline', 1);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        await new Promise((resolve, reject) => {
          const tx = db.transaction('offlineRecords', 'readwrite');
          links.forEach((l, i) =>
            tx.objectStore('offlineRecords').add({
              eventId: l.eventId, employeeId: l.employeeId, eventEmployeeId: l.id, eventDay: l.eventDay, type: 'checkin',
              checkinTime: new Date(at + i).toISOString(), checkoutTime: null, syncStatus: 'PENDING', timestamp: at + i, lastUpdatedAt: at + i,
              attempts: 0, clientRecordId: crypto.randomUUID(), holdUntil: 0, clockOffsetMs: 0, recordedBy: null,
            }),
          );
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { links: links.map(({ id, eventId, employeeId, eventDay }) => ({ id, eventId, employeeId, eventDay })), at },
    );

    const pendingCount = () =>
      page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const req = indexedDB.open('sge-offline', 1);
            req.onsuccess = () => {
              const db = req.result;
              const count = db.transaction('offlineRecords').objectStore('offlineRecords').index('syncStatus').count('PENDING');
              count.onsuccess = () => {
                resolve(count.result);
                db.close();
              };
            };
            req.onerror = () => reject(req.error);
          }),
      );
    if ((await pendingCount()) !== size) throw new Error('records were not written');

    // Timed inside the page: from the click on 'Sincronizar Agora' until no record is PENDING, read
    // through one IndexedDB connection kept open for the measurement.
    const measured = page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          let clickedAt = null;
          document.addEventListener('click', (e) => {
            if (clickedAt === null && e.target instanceof Element && e.target.closest('button')?.textContent?.includes('Sincronizar Agora')) clickedAt = performance.now();
          }, true);
          const req = indexedDB.open('sge-offline', 1);
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const db = req.result;
            const poll = () => {
              if (clickedAt === null) return void setTimeout(poll, 5);
              const count = db.transaction('offlineRecords').objectStore('offlineRecords').index('syncStatus').count('PENDING');
              count.onsuccess = () => {
                if (count.result === 0) {
                  db.close();
                  resolve(performance.now() - clickedAt);
                } else setTimeout(poll, 20);
              };
            };
            poll();
          };
        }),
    );
    await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
    const elapsed = await measured;
    await context.close();
    const onServer = (await manager('GET', `/event-employees/event/${event.id}`)).filter((l) => l.checkIn !== null).length;
    const goal = GOALS_MS[size];
    console.log(
      `${engine}: sync of ${size} offline records: ${(elapsed / 1000).toFixed(2)} s${goal ? ` (goal ≤ ${goal / 1000} s)` : ''}; ` +
        `${batches} batch request(s), ${otherSyncCalls} per-link call(s); ${onServer} check-ins on the server`,
    );
    if (onServer !== size) {
      console.error(`expected ${size} check-ins on the server`);
      exitCode = 1;
    }
  }
  await browser.close();
} finally {
  await system.stop();
}
process.exit(exitCode);
