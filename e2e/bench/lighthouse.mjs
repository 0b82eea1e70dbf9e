#!/usr/bin/env node
// Benchmark: Lighthouse (mobile, its default simulated throttling) on /login, on /events signed in
// as coordenador and on today's event screen there (/events?evento=<id>, the gate screen), against the production build on a free port with a fresh embedded database. Each
// page runs RUNS times (default 3) in a fresh headless Debian Chromium (CHROME_PATH, default
// /usr/bin/chromium) and the median run is printed: the four category scores plus TBT, TTI and LCP.
// Goals: performance ≥ 90 and TBT ≤ 200 ms on each page.
// Usage: pnpm build && pnpm --filter @sge/e2e bench:lighthouse [-- --runs 5] [-- --verbose] [-- --only /login] [-- --save DIR]
//        [-- --lantern] (the simulated LCP's graph: every request and task Lighthouse counts before it)
//        [-- --cpu N] (the simulated CPU slowdown, 4 by default)
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { apiClient, cpf, freePort, login, startSystem, storageState } from './system.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('--runs', process.env.LIGHTHOUSE_RUNS ?? 3));
const ONLY = arg('--only', null);
const VERBOSE = process.argv.includes('--verbose');
// Writes each run's whole Lighthouse report (JSON) and its observed trace (.trace.json) to this folder.
const SAVE = arg('--save', null);
// Prints the nodes of Lighthouse's simulated LCP (its pessimistic graph): each request (bytes) and
// main-thread task (observed ms, simulated 4× slower) with its simulated start and end. The graph is
// the observed trace's requests and script evaluations before the observed LCP, replayed on the
// throttled phone; timers (the splash's waits) are not in it, so bytes and request chains decide it.
const LANTERN = process.argv.includes('--lantern');
// Lighthouse's simulated CPU slowdown (its default: 4). A faster machine than ours reads better at 4;
// `--cpu 4×(its benchmarkIndex)/(a slower machine's)` reads as the slower machine would.
const CPU = arg('--cpu', null);
const GOAL_PERFORMANCE = 90;
const GOAL_TBT_MS = 200;

/** A fresh headless Chromium (its own profile) with a DevTools port for Lighthouse. */
async function launchChrome() {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'sge-lh-'));
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-extensions',
      `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('chromium did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      // Chromium's helper processes may still write into the profile for a moment after it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Today's event (São Paulo's date) with `count` new staff on its day, made by the manager: the gate screen's case. */
async function todayEvent(base, count) {
  const manager = apiClient(base, (await login(base, 'gerente')).token);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const event = await manager('POST', '/events', { name: `Portão Lighthouse ${Date.now()}`, location: 'Arena, São Paulo', eventDays: [{ date: today }] });
  const seed = (Date.now() % 100_000) * 1000;
  for (let i = 0; i < count; i++) {
    const employee = await manager('POST', '/employees', { name: `Pessoa Portão ${String(i).padStart(3, '0')}`, cpf: cpf(seed + i), function: 'Garçom', payRate: '150.00' });
    await manager('POST', '/event-employees', { eventId: event.id, employeeId: employee.id, eventDay: today });
  }
  return event.id;
}

/** Puts a session into the browser's localStorage, as the app keeps it after a sign-in. */
async function seedSession(port, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  // A static file of the origin: nothing of the app runs, nothing is cached by its worker.
  await page.goto(`${base}/manifest.json`);
  const entries = storageState(base, session).origins[0].localStorage;
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
  await page.close();
  await browser.close().catch(() => undefined);
}

async function runOnce(url, base, session) {
  const chrome = await launchChrome();
  try {
    if (session) await seedSession(chrome.port, base, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The profile is fresh; keeping storage keeps the seeded session.
      disableStorageReset: true,
      ...(CPU ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(CPU) } } : {}),
    });
    const { categories, audits } = result.lhr;
    const lanternLines = LANTERN ? lanternGraph(base) : [];
    if (SAVE) {
      await mkdir(SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      await writeFile(join(SAVE, name), JSON.stringify(result.lhr));
      // The observed trace too (open it in DevTools' Performance panel, or read it with a script).
      const trace = result.artifacts?.Trace ?? result.artifacts?.Traces?.defaultPass;
      if (trace) await writeFile(join(SAVE, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbt: audits['total-blocking-time'].numericValue,
      tti: audits.interactive.numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      bootup: audits['bootup-time'].details?.items ?? [],
      mainThread: audits['mainthread-work-breakdown'].details?.items ?? [],
      lcpElement: audits['largest-contentful-paint-element']?.details?.items ?? [],
      cls: audits['cumulative-layout-shift'].numericValue,
      si: audits['speed-index'].numericValue,
      longTasks: audits['long-tasks']?.details?.items ?? [],
      finalUrl: result.lhr.finalDisplayedUrl,
      // Lighthouse's own reading of this machine's speed (about 1,000+ on a fast desktop core).
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? 0,
      lanternLines,
    };
  } finally {
    await chrome.stop();
  }
}

/** The simulated LCP's nodes of the run that just ended, one line each, by simulated start. */
function lanternGraph(base) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return ['  (no simulated LCP graph)'];
  const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const origin = Math.min(...rows.map(([node]) => node.startTime));
  return rows.map(([node, t]) => {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(base, '')} ${(node.request.transferSize / 1024).toFixed(1)} KiB`
        : `task ${Math.round(node.duration / 1000)} ms at ${Math.round((node.startTime - origin) / 1000)} ms observed ${[...node.getEvaluateScriptURLs()].map((u) => u.replace(base, '')).join(' ')}`;
    return `  lcp graph ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${what}`;
  });
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (n) => `${Math.round(n)} ms`;

const system = await startSystem();
const base = system.base;
let exitCode = 0;
try {
  const coordinator = await login(base, 'coordenador');
  const pages = [
    { label: '/login', url: `${base}/login`, session: null },
    { label: '/events (coordenador)', url: `${base}/events`, session: coordinator },
    { label: '/events?evento (coord.)', url: null, session: coordinator },
  ].filter((p) => !ONLY || p.label.startsWith(ONLY));
  for (const p of pages) if (p.url === null) p.url = `${base}/events?evento=${await todayEvent(base, 30)}`;
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(p.url, base, p.session));
    // The median run by performance score (its metrics belong together), plus each metric's median.
    const byScore = [...runs].sort((a, b) => a.performance - b.performance);
    const mid = byScore[Math.floor(byScore.length / 2)];
    console.log(
      `lighthouse ${p.label.padEnd(22)} performance ${String(median(runs.map((r) => r.performance))).padStart(3)} ` +
        `accessibility ${mid.accessibility} best-practices ${mid.bestPractices} seo ${mid.seo} | ` +
        `TBT ${ms(median(runs.map((r) => r.tbt)))} TTI ${ms(median(runs.map((r) => r.tti)))} ` +
        `LCP ${ms(median(runs.map((r) => r.lcp)))} FCP ${ms(median(runs.map((r) => r.fcp)))} ` +
        `(median of ${runs.length}; performance ${runs.map((r) => r.performance).join('/')}; ` +
        `machine benchmarkIndex ${Math.round(median(runs.map((r) => r.benchmarkIndex)))})`,
    );
    if (mid.finalUrl && !mid.finalUrl.startsWith(p.url)) console.log(`  note: ended at ${mid.finalUrl}`);
    if (VERBOSE) {
      for (const item of mid.mainThread) console.log(`  main thread ${item.groupLabel ?? item.group}: ${ms(item.duration)}`);
      console.log(`  CLS ${mid.cls.toFixed(3)}, Speed Index ${ms(mid.si)}`);
      if (process.env.LH_DEBUG) console.log(JSON.stringify(mid.lcpElement).slice(0, 1500));
      for (const table of mid.lcpElement) {
        for (const item of table.items ?? []) {
          if (item.node) console.log(`  LCP element: ${item.node.nodeLabel} (${item.node.selector})`);
          else if (item.phase) console.log(`  LCP ${item.phase}: ${ms(item.timing)}`);
        }
      }
      for (const task of mid.longTasks.slice(0, 12)) {
        console.log(`  long task at ${ms(task.startTime)}: ${ms(task.duration)} ${String(task.url).replace(base, '')}`);
      }
      for (const item of mid.bootup.slice(0, 8)) {
        console.log(`  bootup ${String(item.url).replace(base, '')}: total ${ms(item.total)}, script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)}`);
      }
    }
    for (const line of mid.lanternLines) console.log(line);
    if (median(runs.map((r) => r.performance)) < GOAL_PERFORMANCE || median(runs.map((r) => r.tbt)) > GOAL_TBT_MS) exitCode = 1;
  }
  console.log(`goals: performance ≥ ${GOAL_PERFORMANCE}, TBT ≤ ${GOAL_TBT_MS} ms (simulated mobile throttling; a busy machine reads pessimistic)`);
} finally {
  await system.stop();
}
process.exit(exitCode);
