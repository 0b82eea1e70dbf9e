#!/usr/bin/env node
// Benchmark: offline check-in, from the tap to the row confirming it (the record is on disk in
// IndexedDB first), measured inside the page: a click listener stamps the tap, a MutationObserver
// stamps the row's 'Pendente de sincronização'. Goal: p95 ≤ 50 ms. Usage: pnpm build && pnpm --filter @sge/e2e bench:tap
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, login, startSystem, storageState } from './system.mjs';

const GOAL_P95_MS = 50;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const system = await startSystem();
const { base } = system;
let exitCode = 0;
try {
  const token = (await login(base, 'gerente')).token;
  const call = async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return (await res.json()).data;
  };
  const event = await call('POST', '/events', { name: 'Benchmark de check-in', location: 'Loopback', eventDays: [{ date: today }] });
  const staff = [];
  for (const e of await call('GET', '/employees?active=true')) staff.push(await call('POST', '/event-employees', { eventId: event.id, employeeId: e.id, eventDay: today }));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ storageState: storageState(base, await login(base, 'coordenador')), serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/events?evento=${event.id}`);
  await page.getByRole('button', { name: 'Baixar para uso offline' }).click();
  await page.getByRole('button', { name: 'Atualizar cópia offline' }).waitFor();
  await context.setOffline(true);

  await page.evaluate(() => {
    const w = window;
    w.__taps = [];
    let pending = null;
    document.addEventListener('click', (e) => {
      const label = e.target instanceof Element ? e.target.closest('button')?.getAttribute('aria-label') : null;
      if (label?.startsWith('Registrar entrada de ')) pending = { name: label.slice('Registrar entrada de '.length), start: performance.now() };
    }, true);
    new MutationObserver(() => {
      if (!pending) return;
      const row = [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(pending.name));
      if (row?.textContent?.includes('Pendente de sincronização')) {
        w.__taps.push(performance.now() - pending.start);
        pending = null;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  for (const link of staff) {
    const name = link.employeeFullName;
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Registrar entrada de ${name}` }).click();
    await row.getByText('Pendente de sincronização').waitFor();
  }
  const taps = (await page.evaluate(() => window.__taps)).sort((a, b) => a - b);
  await browser.close();
  const pct = (p) => taps[Math.min(taps.length - 1, Math.ceil((p / 100) * taps.length) - 1)];
  console.log(`offline check-in, tap → confirmed (${taps.length} taps): p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${taps[taps.length - 1].toFixed(1)} ms (goal p95 ≤ ${GOAL_P95_MS} ms)`);
  if (taps.length !== staff.length) {
    console.error(`measured ${taps.length} of ${staff.length} taps`);
    exitCode = 1;
  }
} finally {
  await system.stop();
}
process.exit(exitCode);
