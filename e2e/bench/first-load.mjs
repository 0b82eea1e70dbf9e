#!/usr/bin/env node
// Benchmark: JavaScript bytes (compressed, as transferred: the build's brotli copies, gzip for a client
// without brotli) of the first load of /login and of /employees,
// against the production build served on a free port with a fresh embedded database.
// Budget (DESIGN.md, issue 2; issue 15): /login ≤ 200 KiB gzip. Usage: pnpm build && pnpm bench
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, kib, login, startSystem, storageState } from './system.mjs';

const BUDGET_KIB = 200;

async function measure(page, url, settle) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const req = response.request();
    if (req.resourceType() !== 'script') return;
    try {
      const sizes = await req.sizes();
      scripts.set(response.url(), sizes.responseBodySize);
    } catch {}
  });
  await page.goto(url);
  await settle();
  await page.waitForTimeout(500);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { total, files: scripts.size, scripts };
}

const system = await startSystem();
const base = system.base;
let exitCode = 0;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loginPage = await (async () => {
    const page = await browser.newPage();
    const r = await measure(page, `${base}/login`, () => page.getByRole('button', { name: 'Entrar' }).waitFor());
    await page.close();
    return r;
  })();
  const employees = await (async () => {
    // A fresh context (cold cache) that is already signed in, as after a reload of /employees.
    const context = await browser.newContext({ storageState: storageState(base, await login(base, 'admin')) });
    const page = await context.newPage();
    const r = await measure(page, `${base}/employees`, () => page.getByRole('heading', { level: 1, name: 'Funcionários' }).waitFor());
    await context.close();
    return r;
  })();
  await browser.close();
  console.log(`first load /login:     ${kib(loginPage.total)} KiB JS as transferred (brotli) in ${loginPage.files} files (budget ${BUDGET_KIB} KiB)`);
  console.log(`first load /employees: ${kib(employees.total)} KiB JS as transferred (brotli) in ${employees.files} files (signed in, cold cache)`);
  if (process.argv.includes('--verbose')) {
    for (const [url, size] of [...loginPage.scripts].sort((a, b) => b[1] - a[1])) console.log(`  /login ${kib(size).padStart(7)} KiB ${url.replace(base, '')}`);
  }
  if (loginPage.total / 1024 > BUDGET_KIB) {
    console.error(`/login is over budget by ${kib(loginPage.total - BUDGET_KIB * 1024)} KiB`);
    exitCode = 1;
  }
} finally {
  await system.stop();
}
process.exit(exitCode);
