#!/usr/bin/env node
// Benchmark: the venue's phone check-in screen with 1,000 staff on the day, offline, at 360×740.
// - search: from the search box's input event to the card list showing only the person typed;
// - tap: from the tap on 'Registrar entrada de …' to its card confirming it (the record is on disk in
//   IndexedDB first) with 'Pendente de envio'.
// Both are measured inside the page (an input/click listener stamps the start, a MutationObserver the
// end). Goals (issue 12): p95 ≤ 50 ms each.
// - first 'Mais ações': a fresh load of the same screen, online, signed in as gerente (whose cards
//   have the menu), on a CPU slowed as Lighthouse's phone (`--cpu N`, 4 by default), left idle for 5 s
//   (the staff dialogs' Chakra island is preloaded when the browser is idle); then the first card's
//   'Mais ações': from the click to its first action shown (not 'Carregando...'). Goal: ≤ 150 ms in
//   each of 5 loads.
// Usage: pnpm build && pnpm --filter @sge/e2e bench:tap [-- --cpu N]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, apiClient, cpf, login, percentile, startSystem, storageState } from './system.mjs';

const STAFF = 1000;
const SAMPLES = 30;
const GOAL_P95_MS = 50;
const GOAL_FIRST_MENU_MS = 150;
const MENU_LOADS = 5;
const cpuArg = process.argv.indexOf('--cpu');
const CPU_RATE = cpuArg >= 0 ? Number(process.argv[cpuArg + 1]) : 4;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());


const pct = percentile;
const describe = (values) => `p50 ${pct(values, 50).toFixed(1)} ms, p95 ${pct(values, 95).toFixed(1)} ms, max ${values[values.length - 1].toFixed(1)} ms`;

const system = await startSystem();
const { base } = system;
let exitCode = 0;
try {
  const token = (await login(base, 'gerente')).token;
  const call = apiClient(base, token);
  const event = await call('POST', '/events', { name: 'Benchmark de check-in', location: 'Loopback', eventDays: [{ date: today }] });
  const names = [];
  for (let i = 0; i < STAFF; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, STAFF - i) }, async (_, k) => {
        const n = i + k;
        const name = `Pessoa Bancada ${String(n).padStart(4, '0')}`;
        const employee = await call('POST', '/employees', { name, cpf: cpf(700_000_000 + n), function: 'Garçom', payRate: '150.00' });
        await call('POST', '/event-employees', { eventId: event.id, employeeId: employee.id, eventDay: today });
        names.push(name);
      }),
    );
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const session = storageState(base, await login(base, 'coordenador'));
  // A card's 'Mais ações' holds the manager's actions ('Editar escala', 'Remover'): the manager's phone.
  const managerSession = storageState(base, await login(base, 'gerente'));

  // First 'Mais ações' after a fresh load, on the throttled CPU.
  const firstMenu = [];
  for (let i = 0; i < MENU_LOADS; i++) {
    const fresh = await browser.newContext({ storageState: managerSession, serviceWorkers: 'block', ...PHONE });
    const tab = await fresh.newPage();
    const cdp = await fresh.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await tab.goto(`${base}/events?evento=${event.id}`);
    const trigger = tab.getByRole('button', { name: /^Mais ações de / }).first();
    await trigger.waitFor({ timeout: 120_000 });
    await tab.waitForTimeout(5000);
    await tab.evaluate(() => {
      const w = window;
      document.addEventListener('click', (e) => {
        if (e.target instanceof Element && e.target.closest('button')?.getAttribute('aria-label')?.startsWith('Mais ações de ')) w.__menuStart = performance.now();
      }, true);
      const check = () => {
        const item = document.querySelector('[role="menu"] [role="menuitem"]');
        if (w.__menuStart !== undefined && w.__menuEnd === undefined && item && item.textContent !== 'Carregando...') w.__menuEnd = performance.now();
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await trigger.click();
    await tab.getByRole('menuitem').filter({ hasNotText: 'Carregando...' }).first().waitFor({ timeout: 60_000 });
    firstMenu.push(await tab.evaluate(() => window.__menuEnd - window.__menuStart));
    await fresh.close();
  }
  firstMenu.sort((a, b) => a - b);

  const context = await browser.newContext({
    storageState: session,
    serviceWorkers: 'block',
    ...PHONE,
  });
  const page = await context.newPage();
  await page.goto(`${base}/events?evento=${event.id}`);
  const search = page.getByRole('searchbox', { name: 'Buscar pessoa' });
  await search.waitFor({ timeout: 60_000 });
  // On the gate screen the download sits behind 'Detalhes do evento'.
  const details = page.getByRole('button', { name: 'Detalhes do evento' });
  await details.click();
  await page.getByRole('button', { name: /^Baixar para uso offline/ }).first().click();
  await page.getByRole('button', { name: /^Atualizar cópia offline/ }).first().waitFor({ timeout: 60_000 });
  await details.click();
  await context.setOffline(true);

  await page.evaluate(() => {
    const w = window;
    w.__search = [];
    w.__taps = [];
    let typing = null;
    let tapping = null;
    const cards = () => [...document.querySelectorAll('[role="list"][aria-label^="Equipe de"] > [role="listitem"], ul[aria-label^="Equipe de"] > li')];
    document.addEventListener('input', (e) => {
      if (e.target instanceof HTMLInputElement && e.target.value) typing = { text: e.target.value, start: performance.now() };
    }, true);
    document.addEventListener('click', (e) => {
      const label = e.target instanceof Element ? e.target.closest('button')?.getAttribute('aria-label') : null;
      if (label?.startsWith('Registrar entrada de ')) tapping = { name: label.slice('Registrar entrada de '.length), start: performance.now() };
    }, true);
    const check = () => {
      if (typing) {
        const shown = cards();
        if (shown.length === 1 && shown[0].textContent?.includes(typing.text)) {
          w.__search.push(performance.now() - typing.start);
          typing = null;
        }
      }
      if (tapping) {
        const card = cards().find((c) => c.textContent?.includes(tapping.name));
        if (card?.textContent?.includes('Pendente de envio')) {
          w.__taps.push(performance.now() - tapping.start);
          tapping = null;
        }
      }
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

  const chosen = Array.from({ length: SAMPLES }, (_, i) => names.sort()[Math.floor((i * names.length) / SAMPLES)]);
  for (const name of chosen) {
    await search.fill(name);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Registrar entrada de ${name}` }).click();
    await card.getByText('Pendente de envio').first().waitFor();
  }
  const searches = (await page.evaluate(() => window.__search)).sort((a, b) => a - b);
  const taps = (await page.evaluate(() => window.__taps)).sort((a, b) => a - b);
  await browser.close();
  console.log(`${STAFF} staff on the day, offline at 360×740:`);
  console.log(`  search → only that card (${searches.length} searches): ${describe(searches)} (goal p95 ≤ ${GOAL_P95_MS} ms)`);
  console.log(`  tap → card confirmed (${taps.length} taps): ${describe(taps)} (goal p95 ≤ ${GOAL_P95_MS} ms)`);
  console.log(
    `  first 'Mais ações' after a fresh load, CPU ×${CPU_RATE} (${firstMenu.length} loads): ${firstMenu.map((v) => v.toFixed(0)).join('/')} ms ` +
      `(goal ≤ ${GOAL_FIRST_MENU_MS} ms each)`,
  );
  if (taps.length !== SAMPLES || searches.length !== SAMPLES) {
    console.error(`measured ${searches.length} searches and ${taps.length} taps of ${SAMPLES}`);
    exitCode = 1;
  }
} finally {
  await system.stop();
}
process.exit(exitCode);
