#!/usr/bin/env node
// Benchmark: time to sync N PENDING offline check-ins to the server on loopback, through the app's
// own sync engine in Chromium ('Sincronizar Agora' → no record PENDING), counting the requests.
// Goals (issue 12): 500 records ≤ 1 s, 5,000 records ≤ 5 s, on PGlite and on PostgreSQL.
// Usage: pnpm build && pnpm --filter @sge/e2e bench:sync [sizes…]   (default: 500 5000)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm --filter @sge/e2e bench:sync
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, login, startSystem, storageState } from './system.mjs';

const GOALS_MS = { 500: 1000, 5000: 5000 };
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
if (sizes.length === 0) sizes.push(500, 5000);

const api = (base, token) => async (method, path, body) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
};

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An event with `count` staff links (employees × days), made through the API a few at a time. */
async function eventWithLinks(manager, count, label) {
  const employees = (await manager('GET', '/employees?active=true')).slice(0, 40);
  const days = Array.from({ length: Math.ceil(count / employees.length) }, (_, i) => isoDay(40 + i));
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
  const manager = api(base, (await login(base, 'gerente')).token);
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

    const start = Date.now();
    await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
    while ((await pendingCount()) > 0) {
      if (Date.now() - start > 120_000) throw new Error('sync did not finish in 120 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    const elapsed = Date.now() - start;
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
