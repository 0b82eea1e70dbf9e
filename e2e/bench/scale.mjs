#!/usr/bin/env node
// Benchmark at scale (issue 14 part 2): on a database filled by `pnpm seed:scale`, starts the built
// server on PostgreSQL and prints, for each list endpoint, p50/p95 of the first page, a search, a
// sort and page 200; for each report and chart, a five-year period; for each SPEC §2 page, the time
// from an in-app navigation to its first rows in Chromium.
// Goals: list p95 ≤ 100 ms, report ≤ 1 s, page ≤ 1.5 s (loopback).
//
// Usage: pnpm build && DATABASE_URL=postgres://…/sge_scale pnpm seed:scale && DATABASE_URL=… pnpm bench:scale
// Env: DATABASE_URL (the seeded database; required unless BENCH_BASE_URL), BENCH_BASE_URL (measure a
// system already running on that data), BENCH_RUNS (API runs per case, default 20), BENCH_PAGE_RUNS
// (browser runs per page, default 3), BENCH_SECTIONS (default 'lists,reports,pages'), BENCH_SKIP_PAGES=1
// (API only), BENCH_ONLY (a substring: only the cases whose name contains it).
// The 'payouts' section (BENCH_SECTIONS=payouts, also in the default run) builds an event of 300
// people × 3 days with psql, times its close-out (≤ 1 s), 'Solicitar pagamento dos presentes'
// (≤ 2 s), 'Pagar selecionados' of its 900 requests (≤ 5 s) and the PIX batch with its XLSX export
// (≤ 2 s), then removes everything it made.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort, login, percentile, storageState } from './system.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY ?? '';
/** A case slower than this on its first run is measured 3 times only, once over 5 s (lists not yet paged answer in seconds). */
const SLOW_MS = 1500;
const GOAL = { list: 100, report: 1000, page: 1500 };
const PAYOUT_GOALS = { closeOut: 1000, request: 2000, pay: 5000, batch: 2000 };

const isoDay = (d) => d.toISOString().slice(0, 10);
const today = new Date();
const fiveYearsAgo = new Date(today.getTime() - 5 * 365 * 86_400_000);
const FIVE_YEARS = { start: isoDay(fiveYearsAgo), end: isoDay(today) };

/**
 * The list endpoints (issue 14 §1): path, a search that matches seeded rows, sorts to try (the first
 * one the endpoint accepts is measured) and extra params.
 */
const LISTS = [
  { name: 'employees', path: '/employees', search: 'Silva', sorts: ['-name', '-createdAt'] },
  { name: 'events', path: '/events', search: 'Congresso', sorts: ['-firstDay', '-name', '-createdAt'] },
  { name: 'event-employees', path: '/event-employees', search: 'Silva', sorts: ['-eventDay', '-employeeName', '-createdAt'] },
  { name: 'users', path: '/users', search: 'a', sorts: ['-name', '-username'] },
  { name: 'categories', path: '/categories', search: 'Eventos', sorts: ['-name'] },
  { name: 'service-catalog', path: '/service-catalog', search: 'Serviço', sorts: ['-name', '-unitPrice'] },
  { name: 'budgets', path: '/budgets', search: 'Horizonte', sorts: ['-total', '-createdAt', '-clientName'] },
  { name: 'accounts-payable', path: '/accounts-payable', search: 'Distribuidora', sorts: ['-amount', '-dueDate', '-createdAt'] },
  { name: 'accounts-receivable', path: '/accounts-receivable', search: 'Horizonte', sorts: ['-amount', '-dueDate', '-createdAt'] },
  { name: 'recurring-accounts', path: '/recurring-accounts', search: 'Aluguel', sorts: ['-amount', '-description'] },
  { name: 'defaulters', path: '/financial/defaulters', search: 'Horizonte', sorts: ['-amount', '-daysOverdue', '-dueDate'] },
  { name: 'payment-requests', path: '/payment-requests', search: 'Silva', sorts: ['-amount', '-requestedAt', '-eventDay'] },
  { name: 'pre-registration pending', path: '/pre-registration/pending', search: 'Souza', sorts: ['-createdAt', '-name'] },
  { name: 'pre-registration links', path: '/pre-registration/links', search: 'Campanha', sorts: ['-createdAt', '-label'] },
  { name: 'inventory items', path: '/inventory/items', search: 'Cadeira', sorts: ['-quantity', '-name'] },
  { name: 'inventory transactions', path: '/inventory/transactions', search: 'Mesa', sorts: ['-date', '-quantity', '-createdAt'] },
];

/** Reports and charts over five years (when an endpoint refuses that, its longest accepted period). */
const period = ({ start, end }, names = ['startDate', 'endDate']) => `${names[0]}=${start}&${names[1]}=${end}`;
const REPORTS = [
  { name: 'charts revenue-expense (month)', path: (p) => `/financial-charts/revenue-expense?${period(p)}&groupBy=month` },
  { name: 'charts profitability', path: (p) => `/financial-charts/profitability?${period(p)}` },
  { name: 'charts monthly-comparison', path: (p) => `/financial-charts/monthly-comparison?${period(p)}` },
  { name: 'charts category-breakdown', path: (p) => `/financial-charts/category-breakdown?${period(p)}` },
  { name: 'charts cash-flow-trend (month)', path: (p) => `/financial-charts/cash-flow-trend?${period(p)}&groupBy=month` },
  { name: 'cash flow (month)', path: (p) => `/financial-charts/cash-flow?${period(p)}&groupBy=month` },
  { name: 'charts kpis', path: (p) => `/financial-charts/kpis?${period(p)}` },
  { name: 'charts dashboard', path: (p) => `/financial-charts/dashboard?${period(p)}` },
  { name: 'accounts-receivable statistics', path: () => '/accounts-receivable/statistics' },
  { name: 'accounts-payable statistics', path: () => '/accounts-payable/statistics' },
  { name: 'categories statistics', path: () => '/categories/statistics' },
  { name: 'inventory overview', path: () => '/inventory/overview' },
  { name: 'inventory stock report', path: () => '/inventory/reports/stock' },
  { name: 'inventory movements (month)', path: (p) => `/inventory/reports/movements?${period(p, ['from', 'to'])}&groupBy=month` },
  { name: 'inventory event usage', path: (p) => `/inventory/reports/event-usage?${period(p, ['from', 'to'])}` },
  { name: 'events counts (dashboard)', path: () => '/events/counts' },
];

/** SPEC §2 pages a signed-in admin reaches (test pages and public ones left out). */
const PAGES = [
  '/', '/profile', '/settings', '/users', '/employees', '/events', '/registration/requests', '/registration/invitations',
  '/financial/budgets', '/financial/accounts-payable', '/financial/accounts-receivable', '/financial/recurring-accounts',
  '/financial/cash-flow', '/financial/defaulters', '/financial/charts', '/financial/payment-requests', '/inventory',
  '/inventory/transactions', '/inventory/reports', '/admin/categories', '/admin/service-catalog', '/admin/payment-gateways',
  '/admin/settings',
];

async function startServer() {
  if (process.env.BENCH_BASE_URL) return { base: process.env.BENCH_BASE_URL.replace(/\/+$/, ''), async stop() {} };
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench:scale: set DATABASE_URL to the database `pnpm seed:scale` filled (or BENCH_BASE_URL to a running system on it).');
    process.exit(1);
  }
  const check = spawnSync('psql', [url, '-tAc', "SELECT count(*) FROM inventory_items WHERE sku = 'ESCALA-00001'"], { encoding: 'utf8' });
  if (check.status !== 0 || check.stdout.trim() !== '1') {
    console.error(`bench:scale: ${url.replace(/\/\/[^@]*@/, '//')} has no five-year company: run \`pnpm seed:scale\` on it first.`);
    process.exit(1);
  }
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    CREDENTIALS_KEY: process.env.CREDENTIALS_KEY ?? randomBytes(32).toString('hex'),
  };
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: resolve(here, '../../server'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 480) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}

/** One timed GET: ms until the whole body is read, the status, whether it is a page, and its size. */
async function timedGet(base, token, path) {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } });
  const text = await res.text();
  const ms = performance.now() - started;
  let paged = false;
  let total;
  try {
    const body = JSON.parse(text);
    paged = Array.isArray(body?.data) && typeof body?.meta?.total === 'number';
    total = body?.meta?.total ?? (Array.isArray(body?.data) ? body.data.length : undefined);
  } catch {}
  return { ms, status: res.status, paged, total, bytes: text.length };
}

/** Runs a case: RUNS times (3 when the first run is slow), after one warm-up. */
async function measure(base, token, path) {
  const warm = await timedGet(base, token, path);
  if (warm.status !== 200) return { status: warm.status, path };
  const runs = warm.ms > 5000 ? 1 : warm.ms > SLOW_MS ? 3 : RUNS;
  const times = [];
  let last = warm;
  for (let i = 0; i < runs; i++) {
    last = await timedGet(base, token, path);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { status: 200, path, runs, p50: percentile(times, 50), p95: percentile(times, 95), paged: last.paged, total: last.total, bytes: last.bytes };
}

const fmt = (ms) => (ms === undefined ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const kb = (bytes) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(0)} KB`);

async function benchLists(base, token) {
  console.log(`\nLists (${RUNS} runs; p50 / p95; goal p95 ≤ ${GOAL.list} ms)`);
  console.log(`${'endpoint'.padEnd(26)} ${'case'.padEnd(22)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  ok  note`);
  const misses = [];
  for (const list of LISTS) {
    if (ONLY && !list.name.includes(ONLY)) continue;
    const sep = list.path.includes('?') ? '&' : '?';
    const first = `${list.path}${sep}page=1&pageSize=25`;
    const cases = [
      ['first page', first],
      [`search '${list.search}'`, `${first}&search=${encodeURIComponent(list.search)}`],
    ];
    let sortCase = null;
    for (const sort of list.sorts) {
      const probe = await timedGet(base, token, `${first}&sort=${encodeURIComponent(sort)}`);
      if (probe.status === 200) {
        sortCase = [`sort ${sort}`, `${first}&sort=${encodeURIComponent(sort)}`];
        break;
      }
    }
    cases.push(sortCase ?? [`sort ${list.sorts[0]}`, `${first}&sort=${encodeURIComponent(list.sorts[0])}`]);
    cases.push(['page 200', `${list.path}${sep}page=200&pageSize=25`]);
    let paged = true;
    for (const [label, path] of cases) {
      if (!paged && (label.startsWith('sort') || label === 'page 200')) {
        console.log(`${list.name.padEnd(26)} ${label.padEnd(22)} ${'—'.padStart(9)} ${'—'.padStart(9)}  ✗   not paged: the same whole list`);
        misses.push(`${list.name} ${label}`);
        continue;
      }
      const r = await measure(base, token, path);
      if (label === 'first page' && r.status === 200 && !r.paged) paged = false;
      const ok = r.status === 200 && r.p95 <= GOAL.list;
      if (!ok) misses.push(`${list.name} ${label}`);
      const note =
        r.status !== 200
          ? `HTTP ${r.status}`
          : `${r.paged ? `paged, total ${r.total}` : `NOT PAGED (${r.total ?? '?'} rows, ${kb(r.bytes)})`}${r.runs < RUNS ? `, ${r.runs} runs` : ''}`;
      console.log(`${list.name.padEnd(26)} ${label.padEnd(22)} ${fmt(r.p50).padStart(9)} ${fmt(r.p95).padStart(9)}  ${ok ? '✓ ' : '✗ '}  ${note}`);
    }
  }
  return misses;
}

async function benchReports(base, token) {
  console.log(`\nReports and charts, ${FIVE_YEARS.start} → ${FIVE_YEARS.end} (${Math.min(RUNS, 5)} runs, 1 when over ${SLOW_MS} ms; goal ≤ ${GOAL.report} ms)`);
  console.log(`${'report'.padEnd(34)} ${'p50'.padStart(9)} ${'max'.padStart(9)}  ok  note`);
  const misses = [];
  for (const report of REPORTS) {
    if (ONLY && !report.name.includes(ONLY)) continue;
    let note = '';
    let path = report.path(FIVE_YEARS);
    let probe = await timedGet(base, token, path);
    if (probe.status === 400) {
      // The API caps a period (REPORT_MAX_RANGE_DAYS): measure the longest it accepts.
      const end = new Date(`${FIVE_YEARS.end}T00:00:00Z`);
      const start = new Date(end.getTime() - 730 * 86_400_000);
      path = report.path({ start: isoDay(start), end: FIVE_YEARS.end });
      probe = await timedGet(base, token, path);
      note = '5 years refused (400): 731 days measured';
    }
    if (probe.status !== 200) {
      console.log(`${report.name.padEnd(34)} ${'—'.padStart(9)} ${'—'.padStart(9)}  ✗   HTTP ${probe.status}`);
      misses.push(report.name);
      continue;
    }
    // One run more is enough to tell a report that takes seconds.
    const runs = probe.ms > SLOW_MS ? 1 : Math.min(RUNS, 5);
    const times = [];
    for (let i = 0; i < runs; i++) times.push((await timedGet(base, token, path)).ms);
    if (runs === 1) note = `${note ? `${note}; ` : ''}1 run`;
    times.sort((a, b) => a - b);
    const ok = times[times.length - 1] <= GOAL.report;
    if (!ok) misses.push(report.name);
    console.log(`${report.name.padEnd(34)} ${fmt(percentile(times, 50)).padStart(9)} ${fmt(times[times.length - 1]).padStart(9)}  ${ok ? '✓ ' : '✗ '}  ${note}`);
  }
  return misses;
}

/** How long the network must stay quiet before a page without a table counts as shown. */
const QUIET_MS = 500;

/**
 * Resolves when the page shows content: a data row of its table ('row'), or, for a page without
 * one, when no request has been in flight for QUIET_MS ('idle', at the time of its last answer).
 */
function firstContent(page, network, since = performance.now()) {
  const row = page
    .locator('main tbody tr:not([data-bench-old])')
    // Only what is on screen: the shell keeps pages left lately mounted, hidden, with their rows.
    .filter({ visible: true })
    .filter({ hasNotText: /Carregando dados|Nenhum dado disponível/ })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 })
    .then(() => ({ shown: 'row', at: performance.now() }));
  const quiet = (async () => {
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      await page.waitForTimeout(50);
      // A page that asked nothing (kept, or all in the cache) was shown as it was asked for.
      if (network.inFlight === 0 && performance.now() - network.lastChange >= QUIET_MS) return { shown: 'idle', at: Math.max(network.lastChange, since) };
    }
    throw new Error('timeout');
  })();
  return Promise.race([row, quiet]);
}

/** Counts the page's requests in flight, and when that count last changed. */
function watchNetwork(page) {
  const network = { inFlight: 0, lastChange: performance.now() };
  const change = (delta) => {
    network.inFlight += delta;
    network.lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return network;
}

/**
 * Client-side navigation, as a menu link does it (the router listens to popstate). The rows on
 * screen before it are marked, so the page leaving (its exit animation) is not taken for the next;
 * the rows of a kept page, hidden, are not: shown again, they are the next page's rows.
 */
const navigate = (page, path) =>
  page.evaluate((to) => {
    for (const row of document.querySelectorAll('main tbody tr')) row.toggleAttribute('data-bench-old', row.checkVisibility());
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Pages: in-app navigation (a menu click) → first table row shown, signed in as admin. The first
 * run of a page includes loading its area's code (from the HTTP cache); the later runs come back to
 * it from the dashboard. A full load of the app is not timed here: SPEC §5's splash alone takes
 * 1.5 s of steps and hides 1 s after them.
 */
async function benchPages(base, auth) {
  console.log(`\nPages: in-app navigation → first rows shown, Chromium, signed in as admin (${PAGE_RUNS} runs; goal ≤ ${GOAL.page} ms)`);
  console.log(`${'page'.padEnd(34)} ${'first'.padStart(9)} ${'median'.padStart(9)} ${'max'.padStart(9)}  ok  shown`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ storageState: storageState(base, auth), locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const network = watchNetwork(page);
  const misses = [];
  try {
    // Warm the HTTP cache (the apps' bundles) once, as a user who has opened the app before.
    await page.goto(`${base}/`);
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    for (const route of PAGES) {
      if (ONLY && !route.includes(ONLY)) continue;
      const times = [];
      let shown = '';
      for (let i = 0; i < PAGE_RUNS; i++) {
        if (route !== '/') {
          await navigate(page, '/');
          await firstContent(page, network).catch(() => undefined);
        } else {
          await navigate(page, '/profile');
          await firstContent(page, network).catch(() => undefined);
        }
        const started = performance.now();
        await navigate(page, route);
        const result = await firstContent(page, network, started).catch(() => ({ shown: 'timeout', at: performance.now() }));
        shown = result.shown;
        times.push(result.at - started);
      }
      const first = times[0];
      const sorted = [...times].sort((a, b) => a - b);
      const ok = shown !== 'timeout' && sorted[sorted.length - 1] <= GOAL.page;
      if (!ok) misses.push(route);
      console.log(`${route.padEnd(34)} ${fmt(first).padStart(9)} ${fmt(percentile(sorted, 50)).padStart(9)} ${fmt(sorted[sorted.length - 1]).padStart(9)}  ${ok ? '✓ ' : '✗ '}  ${shown === 'row' ? 'first table row' : shown === 'idle' ? 'no table: last answer' : 'nothing in 60 s'}`);
    }
  } finally {
    await browser.close();
  }
  return misses;
}

const psql = (sql) => {
  const run = spawnSync('psql', [process.env.DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-tAc', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`);
  return run.stdout.trim();
};

async function timedCall(base, token, method, path, body) {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const buffer = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${buffer.toString('utf8').slice(0, 300)}`);
  const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(buffer.toString('utf8')).data : null;
  return { ms, json, bytes: buffer.length };
}

/**
 * Payouts at scale: an event of 300 people × 3 days (three days in 2099, so no one is booked
 * elsewhere), everyone with a PIX key, everyone checked in and out, built in SQL; then the close-out,
 * the request of the present days, the bulk pay of the 900 requests and the PIX batch with its
 * export, each timed once (they change the data), and everything removed afterwards.
 */
async function benchPayouts(base, token) {
  console.log(`\nPayouts: an event of 300 people × 3 days (one run each; they change the data)`);
  const misses = [];
  if (!process.env.DATABASE_URL) {
    console.log('skipped: the event is built with psql, which needs DATABASE_URL');
    return misses;
  }
  const name = `BENCH pagamentos ${Date.now()}`;
  const eventId = Number(psql(`
    WITH ev AS (INSERT INTO events (name, location, is_finalized, finalized_at) VALUES ('${name}', 'São Paulo - SP', true, now()) RETURNING id),
    days AS (INSERT INTO event_days (event_id, date) SELECT ev.id, d::date FROM ev, generate_series(date '2099-03-02', date '2099-03-04', interval '1 day') d),
    people AS (SELECT id, cpf, function, pay_rate FROM employees WHERE active ORDER BY id LIMIT 300),
    keys AS (UPDATE employees e SET pix_key = p.cpf, pix_key_type = 'CPF' FROM people p WHERE e.id = p.id AND e.pix_key IS NULL),
    links AS (
      INSERT INTO event_employees (event_id, employee_id, event_day, function, pay_rate, check_in, check_out)
      SELECT ev.id, p.id, d::date, p.function, greatest(p.pay_rate, 100), d + interval '11 hours', d + interval '21 hours'
      FROM ev, people p, generate_series(timestamptz '2099-03-02 00:00-03', timestamptz '2099-03-04 00:00-03', interval '1 day') d
    )
    SELECT id FROM ev`));
  const row = (label, ms, goal, note = '') => {
    const ok = ms <= goal;
    if (!ok) misses.push(`payouts ${label}`);
    console.log(`${label.padEnd(48)} ${fmt(ms).padStart(9)}  ${ok ? '✓ ' : '✗ '}  goal ≤ ${fmt(goal)}${note ? `  ${note}` : ''}`);
  };
  try {
    const closeOut = await timedCall(base, token, 'GET', `/events/${eventId}/close-out`);
    row('close-out (GET /events/{id}/close-out)', closeOut.ms, PAYOUT_GOALS.closeOut, `${closeOut.json.rows.length} rows`);
    const request = await timedCall(base, token, 'POST', '/event-employees/request-payments', { eventId });
    row("'Solicitar pagamento dos presentes'", request.ms, PAYOUT_GOALS.request, `${request.json.created} created`);
    const again = await timedCall(base, token, 'POST', '/event-employees/request-payments', { eventId });
    row('  the same again (idempotent)', again.ms, PAYOUT_GOALS.request, `${again.json.existing} existing, ${again.json.created} created`);
    const batch = await timedCall(base, token, 'GET', `/payment-requests/payout-batch?eventId=${eventId}`);
    const exported = await timedCall(base, token, 'GET', `/payment-requests/payout-batch/export?eventId=${eventId}&format=xlsx`);
    row('PIX batch (codes) + XLSX export', batch.ms + exported.ms, PAYOUT_GOALS.batch, `${batch.json.lines.length} lines, ${kb(exported.bytes)}`);
    const pay = await timedCall(base, token, 'POST', '/payment-requests/bulk/pay', { filter: { eventId }, paymentDate: '2099-03-05', paymentMethod: 'PIX' });
    row("'Pagar selecionados' (all 900 matching)", pay.ms, PAYOUT_GOALS.pay, `${pay.json.applied} paid, ${pay.json.refused} refused`);
  } finally {
    psql(`
      DELETE FROM account_payments WHERE payable_id IN (SELECT id FROM accounts_payable WHERE event_id = ${eventId});
      DELETE FROM accounts_payable WHERE event_id = ${eventId};
      DELETE FROM payment_requests WHERE event_employee_id IN (SELECT id FROM event_employees WHERE event_id = ${eventId});
      DELETE FROM event_employees WHERE event_id = ${eventId};
      DELETE FROM event_days WHERE event_id = ${eventId};
      DELETE FROM events WHERE id = ${eventId};`);
  }
  return misses;
}

const system = await startServer();
let exitCode;
try {
  const auth = await login(system.base, 'admin');
  console.log(`bench:scale on ${system.base} (PostgreSQL${process.env.DATABASE_URL ? `, ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}` : ''})`);
  const sections = (process.env.BENCH_SECTIONS ?? `lists,reports,payouts${process.env.BENCH_SKIP_PAGES ? '' : ',pages'}`).split(',');
  const misses = [];
  if (sections.includes('lists')) misses.push(...(await benchLists(system.base, auth.token)));
  if (sections.includes('reports')) misses.push(...(await benchReports(system.base, auth.token)));
  if (sections.includes('payouts')) misses.push(...(await benchPayouts(system.base, auth.token)));
  if (sections.includes('pages')) misses.push(...(await benchPages(system.base, auth)));
  console.log(misses.length ? `\n${misses.length} over their goal: ${misses.join(', ')}` : '\nevery case within its goal');
  exitCode = misses.length ? 1 : 0;
} finally {
  await system.stop();
}
process.exit(exitCode);
