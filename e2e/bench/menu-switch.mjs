#!/usr/bin/env node
// Benchmark: a cold switch to another area from the menu (its remote not used yet), on loopback,
// against the production build on a free port with a fresh embedded database. For each area a fresh
// signed-in admin context opens the dashboard at 1366×800; as soon as the menu is usable the bench
// opens the area's group if it has one, then moves the pointer onto the entry and clicks it, as a user
// does. Time: from the pointer reaching the entry (hover starts the preload) to the page's heading
// shown and its requests answered. Median of RUNS runs per area (default 3).
// Both ends are read in the page's own clock, so the bench adds no work to what it times: the start is
// the entry's `pointerover` event, the heading is seen (visible) by a MutationObserver and counted once
// the next frame is drawn (a message posted from that frame's animation callback is read after the
// frame's style, layout, resize observers and paint: what the frame costs the main thread counts,
// a table's layout corrected before the paint included), and each request ends at its Resource Timing
// `responseEnd`. (Polling for the heading with Playwright's role locator from Node cost the page about
// 50 ms of its main thread per switch, in the window being timed.)
// Then, for each area, going back to its list just left, by the menu and (events) by the browser's back
// button: from the press to the list's rows painted, which the shell's kept page (or else the
// server-state layer's cache) shows at once, refreshing them in the background. Goal ≤ 50 ms.
// The fixed preload (SPEC §2: a set of pages' code and first query, 3 s after start) must not fall inside
// a measured switch: its requests would compete with the switch's own for the network and the main
// thread, and the figure would time the preload, not the switch. A switch normally starts about 1 s
// after start, well before it; but an area behind a menu group (inventory) needs the group opened first,
// which on a loaded machine pushed the hover to about 3 s, right onto the preload (issue 30). So a run
// whose pointer would reach the entry later than PRELOAD_CLEAR_MS after the splash left first waits
// until the preload has fired (3 s after the splash left: the shell, whose timer it is, starts 1 s before
// the splash leaves) and its requests have settled, then switches. The preload is not postponed: the
// app is measured as it runs, only the switch is moved out of the preload's way. Runs that waited are
// counted in the output ('after the fixed preload').
// Goal (issue 30): ≤ 250 ms, the hover prefetching the page's data as well as its code (issue 15's was 300). Usage: pnpm build && pnpm --filter @sge/e2e bench:switch [-- --runs 5] [-- --hover 400] [-- --verbose] [-- --cpu 2] [-- --only inventory,admin]
// Also printed: the click's share (pointerdown to heading painted). `--hover` sets the pause on the
// entry before the press (default 100 ms); a longer one lets the hover's preload finish first.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, login, startSystem, storageState } from './system.mjs';

const GOAL_MS = 250;
/** A hover later than this after the splash left may meet the fixed preload (see above): wait for it first. */
const PRELOAD_CLEAR_MS = 1000;
/** When the fixed preload has surely fired, counted from the splash leaving (PRELOAD_DELAY_MS 3 s after the shell starts). */
const PRELOAD_FIRED_MS = 3000;
const BACK_GOAL_MS = 50;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
/** Human pointer: the time between reaching an entry and pressing it. */
const hoverArg = process.argv.indexOf('--hover');
const HOVER_MS = hoverArg >= 0 ? Number(process.argv[hoverArg + 1]) : 100;
/** `--verbose`: each run also lists the requests the switch made (start and end, from the hover). */
const VERBOSE = process.argv.includes('--verbose');
/** `--cpu N`: the page's CPU slowed N times (Chromium's own throttling) once the dashboard is up, to read as a slower machine would. */
const cpuArg = process.argv.indexOf('--cpu');
const CPU_RATE = cpuArg >= 0 ? Number(process.argv[cpuArg + 1]) : 1;
/** `--only inventory[,admin]`: only these areas (both the cold switch and the way back). */
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg >= 0 ? process.argv[onlyArg + 1].split(',') : null;

/** One entry per remote, plus a host page: [area, group to open (or null), entry, heading, its list's path]. */
const ALL_AREAS = [
  ['events', null, 'Eventos', 'Eventos', '/events'],
  ['registration', null, 'Funcionários', 'Funcionários', '/employees'],
  ['financial', 'Financeiro', 'Orçamentos', 'Orçamentos', '/financial/budgets'],
  ['inventory', 'Inventário', 'Visão geral', 'Inventário', '/inventory'],
  ['admin', null, 'Usuários', 'Usuários', '/users'],
];
const AREAS = ONLY ? ALL_AREAS.filter(([area]) => ONLY.includes(area)) : ALL_AREAS;

/**
 * The page's main-thread CPU time so far, in ms (CDP Performance metrics in thread ticks): what a
 * switch costs the page whatever else the machine runs, where wall time on a loaded machine swings 2×.
 */
async function mainThreadCpu(cdp) {
  if (!cdp.sgeMetrics) {
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    cdp.sgeMetrics = true;
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Waits until no tracked request is in flight for `quietMs` (at most 10 s). */
async function settle(page, inflight, quietMs = 300) {
  for (let quiet = 0, waited = 0; quiet < quietMs / 100 && waited < 100; waited++) {
    await page.waitForTimeout(100);
    quiet = inflight() <= 0 ? quiet + 1 : 0;
  }
}

async function switchOnce(browser, base, session, [, group, entry, heading]) {
  const context = await browser.newContext({ storageState: storageState(base, session), viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    // Requests in flight (scripts and API calls): only to know when the page has settled.
    let inflight = 0;
    const track = (request) => ['script', 'fetch', 'xhr'].includes(request.resourceType());
    page.on('request', (r) => track(r) && inflight++);
    const done = (r) => track(r) && inflight--;
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await page.goto(`${base}/`);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.waitFor({ timeout: 60_000 });
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 60_000 });
    const splashGone = await page.evaluate(() => performance.now());
    const cdp = await context.newCDPSession(page);
    if (CPU_RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (group) await nav.getByRole('button', { name: group }).click();
    // An entry's name may end with its 'novidades' dot.
    const link = nav.getByRole('link', { name: new RegExp(`^${entry}( novidades)?$`) });
    await link.waitFor();
    const box = await link.boundingBox();

    // Out of the fixed preload's way (see the header): a late hover waits until it has fired and settled.
    const afterPreload = (await page.evaluate(() => performance.now())) - splashGone > PRELOAD_CLEAR_MS;
    if (afterPreload) {
      await page.waitForFunction((t) => performance.now() >= t, splashGone + PRELOAD_FIRED_MS, { polling: 100 });
      await settle(page, () => inflight, 500);
    }

    await link.evaluate((entry, title) => {
      performance.setResourceTimingBufferSize(2000);
      const clock = { start: null, press: null, shown: null };
      window.__menuSwitch = clock;
      entry.addEventListener('pointerover', (e) => (clock.start ??= e.timeStamp), { capture: true });
      entry.addEventListener('pointerdown', (e) => (clock.press ??= e.timeStamp), { capture: true });
      const observer = new MutationObserver(() => {
        if (clock.start === null) return;
        // Shown: an h1 in the DOM but hidden (display: none) does not count.
        const found = [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === title && h.checkVisibility());
        if (!found) return;
        observer.disconnect();
        // After the frame is drawn: the message's task runs once the frame's rendering is done.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (clock.shown = performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, heading);

    const cpuBefore = await mainThreadCpu(cdp);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(HOVER_MS);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(() => window.__menuSwitch.shown !== null, null, { timeout: 30_000, polling: 50 });
    const cpu = (await mainThreadCpu(cdp)) - cpuBefore;
    // Settled: no script or API request in flight for 300 ms (at most 10 s of waiting).
    await settle(page, () => inflight);
    return await page.evaluate(([cpu, afterPreload]) => {
      const { start, press, shown } = window.__menuSwitch;
      const requests = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= start && ['script', 'fetch', 'xmlhttprequest'].includes(r.initiatorType));
      const answered = requests.reduce((last, r) => Math.max(last, r.responseEnd), 0);
      return {
        total: Math.max(shown, answered) - start,
        cpu,
        afterPreload,
        click: shown - press,
        press: press - start,
        shown: shown - start,
        requests: requests.map((r) => ({ name: new URL(r.name).pathname + new URL(r.name).search, from: r.startTime - start, to: r.responseEnd - start })),
      };
    }, [cpu, afterPreload]);
  } finally {
    await context.close();
  }
}

/**
 * In the page: from the next `trigger` event (or now, without one) to the first frame that paints the
 * list's first row again (its first cell's text, visible). Resolves the clock's name on window.
 * 'Carregando dados...' counts as seen when a change adds it, or when it is on screen as the row
 * shows. The watcher reads the nodes each change adds, not the page's whole text: reading
 * `innerText` at every change laid the page out again each time, inside the window it times.
 */
async function watchRowsBack(page, firstCell, trigger) {
  await page.evaluate(
    ([text, on]) => {
      const LOADING = 'Carregando dados...';
      const clock = { start: on ? null : performance.now(), shown: null, loadingSeen: false };
      window.__back = clock;
      if (on) document.addEventListener(on, (e) => (clock.start ??= e.timeStamp), { capture: true, once: true });
      const check = (records) => {
        if (clock.start === null || clock.shown !== null) return;
        for (const record of records) {
          for (const node of record.addedNodes) if (node.textContent?.includes(LOADING)) clock.loadingSeen = true;
          if (record.type === 'characterData' && record.target.data?.includes(LOADING)) clock.loadingSeen = true;
        }
        const cell = [...document.querySelectorAll('table tbody tr td')].find((td) => td.textContent.trim() === text && td.checkVisibility());
        if (!cell) return;
        observer.disconnect();
        if (document.body.innerText.includes(LOADING)) clock.loadingSeen = true;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (clock.shown = performance.now());
          channel.port2.postMessage(null);
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      check([]);
    },
    [firstCell, trigger],
  );
}

/** A list, left for the dashboard, then opened again from the menu; for events also left for an event and back with the browser. */
async function backOnce(browser, base, session, [area, group, entry, heading, path]) {
  const context = await browser.newContext({ storageState: storageState(base, session), viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await page.goto(`${base}${path}`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    const firstCell = page.locator('table tbody tr td').first();
    await firstCell.waitFor({ timeout: 30_000 });
    await page.getByText('Carregando dados...', { exact: true }).waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    const text = (await firstCell.textContent()).trim();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });

    // By the menu: to the dashboard, then back to the list's entry.
    await nav.getByRole('link', { name: /^Dashboard/ }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: heading }).first().waitFor();
    await page.waitForTimeout(300);
    if (group) {
      const button = nav.getByRole('button', { name: group });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    }
    await watchRowsBack(page, text, 'pointerdown');
    const cdp = await context.newCDPSession(page);
    const cpuBefore = await mainThreadCpu(cdp);
    await nav.getByRole('link', { name: new RegExp(`^${entry}( novidades)?$`) }).click();
    await page.waitForFunction(() => window.__back.shown !== null, null, { timeout: 30_000, polling: 50 });
    const cpu = (await mainThreadCpu(cdp)) - cpuBefore;
    const menu = await page.evaluate((cpu) => ({ ms: window.__back.shown - window.__back.start, loading: window.__back.loadingSeen, cpu }), cpu);

    // By the browser's back button, from one event of the list (events only: no other list opens an item by URL).
    let back = null;
    if (area === 'events') {
      await page.waitForTimeout(300);
      await page.getByRole('button', { name: `Ver detalhes de ${text}` }).first().click();
      await page.getByRole('heading', { level: 2, name: text }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      await watchRowsBack(page, text, null);
      await page.evaluate(() => history.back());
      await page.waitForFunction(() => window.__back.shown !== null, null, { timeout: 30_000, polling: 50 });
      back = await page.evaluate(() => ({ ms: window.__back.shown - window.__back.start, loading: window.__back.loadingSeen }));
    }
    return { menu, back };
  } finally {
    await context.close();
  }
}

const system = await startSystem();
let exitCode = 0;
try {
  const admin = await login(system.base, 'admin');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const area of AREAS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await switchOnce(browser, system.base, admin, area);
      runs.push(run);
      if (!VERBOSE) continue;
      console.log(`  ${area[0]} run ${i + 1}${run.afterPreload ? ' (after the fixed preload)' : ''}: pressed at ${Math.round(run.press)} ms, heading at ${Math.round(run.shown)} ms, main-thread CPU ${Math.round(run.cpu)} ms`);
      for (const r of run.requests) console.log(`    ${String(Math.round(r.from)).padStart(5)} → ${String(Math.round(r.to)).padStart(5)} ms ${r.name}`);
    }
    const times = runs.map((r) => r.total);
    const m = median(times);
    if (m > GOAL_MS) exitCode = 1;
    console.log(
      `menu switch → ${area[0].padEnd(13)} ${String(Math.round(m)).padStart(5)} ms median (${times.map((t) => Math.round(t)).join(' / ')} ms; ` +
        `click to heading ${Math.round(median(runs.map((r) => r.click)))} ms; main-thread CPU hover to heading ${Math.round(median(runs.map((r) => r.cpu)))} ms; ` +
        `hover ${HOVER_MS} ms; ${runs.filter((r) => r.afterPreload).length} of ${runs.length} after the fixed preload; goal ≤ ${GOAL_MS} ms)`,
    );
  }
  for (const area of AREAS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await backOnce(browser, system.base, admin, area));
    const report = (label, results) => {
      const times = results.map((r) => r.ms);
      const m = median(times);
      if (m > BACK_GOAL_MS || results.some((r) => r.loading)) exitCode = 1;
      console.log(
        `back to list (${label}) → ${area[0].padEnd(13)} ${String(Math.round(m)).padStart(5)} ms median (${times.map((t) => Math.round(t)).join(' / ')} ms; ` +
          `'Carregando dados...' ${results.some((r) => r.loading) ? 'seen' : 'never shown'}; ` +
          `${results[0].cpu === undefined ? '' : `main-thread CPU ${Math.round(median(results.map((r) => r.cpu)))} ms; `}goal ≤ ${BACK_GOAL_MS} ms)`,
      );
    };
    report('menu', runs.map((r) => r.menu));
    if (runs[0].back) report('browser back', runs.map((r) => r.back));
  }
  await browser.close();
} finally {
  await system.stop();
}
process.exit(exitCode);
