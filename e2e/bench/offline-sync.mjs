#!/usr/bin/env node
// Benchmark: time to sync 500 PENDING offline check-ins to the server on loopback (goal ≤ 5 s),
// through the app's own sync engine in Chromium ('Sincronizar Agora' → no record PENDING).
// Usage: pnpm build && pnpm --filter @sge/e2e bench:sync
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, login, startSystem, storageState } from './system.mjs';

const RECORDS = 500;
const GOAL_MS = 5000;

const api = (base, token) => async (method, path, body) => {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
};

const isoDay = (offset) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};

const system = await startSystem();
const { base } = system;
let exitCode = 0;
try {
  const manager = api(base, (await login(base, 'gerente')).token);
  const employees = (await manager('GET', '/employees?active=true')).slice(0, 32);
  const days = Array.from({ length: Math.ceil(RECORDS / employees.length) }, (_, i) => isoDay(40 + i));
  const event = await manager('POST', '/events', { name: 'Benchmark de sincronização', location: 'Loopback', eventDays: days.map((date) => ({ date })) });
  const links = [];
  for (const date of days) {
    for (const e of employees) {
      if (links.length === RECORDS) break;
      links.push(await manager('POST', '/event-employees', { eventId: event.id, employeeId: e.id, eventDay: date }));
    }
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ storageState: storageState(base, await login(base, 'coordenador')), serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/events`);
  await page.getByRole('button', { name: 'Sincronizar Agora' }).waitFor();

  // 500 check-ins recorded offline an hour ago, written as the app writes them.
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
            checkinTime: new Date(at + i).toISOString(), checkoutTime: null, syncStatus: 'PENDING', timestamp: at + i, lastUpdatedAt: at + i, attempts: 0,
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
  if ((await pendingCount()) !== RECORDS) throw new Error('records were not written');

  const start = Date.now();
  await page.getByRole('button', { name: 'Sincronizar Agora' }).click();
  while ((await pendingCount()) > 0) {
    if (Date.now() - start > 120_000) throw new Error('sync did not finish in 120 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const elapsed = Date.now() - start;
  const onServer = (await manager('GET', `/event-employees/event/${event.id}`)).filter((l) => l.checkIn !== null).length;
  await browser.close();
  console.log(`sync of ${RECORDS} offline records: ${(elapsed / 1000).toFixed(2)} s (goal ≤ ${GOAL_MS / 1000} s); ${onServer} check-ins on the server`);
  if (onServer !== RECORDS) {
    console.error(`expected ${RECORDS} check-ins on the server`);
    exitCode = 1;
  }
} finally {
  await system.stop();
}
process.exit(exitCode);
