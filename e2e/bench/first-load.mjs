#!/usr/bin/env node
// Benchmark: JavaScript bytes (gzip, as transferred) of the first load of /login and of /employees,
// against the production build served on a free port with a fresh embedded database.
// Budget (DESIGN.md, issue 2): /login ≤ 250 KiB gzip. Usage: pnpm build && pnpm bench
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = fileURLToPath(new URL('.', import.meta.url));
const BUDGET_KIB = 250;

const freePort = () =>
  new Promise((ok) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

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

const port = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'sge-bench-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['dist/main.js'], { cwd: resolve(here, '../../server'), env, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
let exitCode = 0;
try {
  await waitFor(`${base}/api/health`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const login = await (async () => {
    const page = await browser.newPage();
    const r = await measure(page, `${base}/login`, () => page.getByRole('button', { name: 'Entrar' }).waitFor());
    await page.close();
    return r;
  })();
  const employees = await (async () => {
    // A fresh context (cold cache) that is already signed in, as after a reload of /employees.
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Senha@123' }),
    });
    const { data } = await res.json();
    const user = { id: data.id, username: data.username, role: data.role, photoUrl: data.photoUrl };
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: base,
            localStorage: [
              { name: 'token', value: data.token },
              { name: 'username', value: data.username },
              { name: 'role', value: data.role },
              { name: 'user', value: JSON.stringify(user) },
            ],
          },
        ],
      },
    });
    const page = await context.newPage();
    const r = await measure(page, `${base}/employees`, () => page.getByRole('heading', { level: 1, name: 'Funcionários' }).waitFor());
    await context.close();
    return r;
  })();
  await browser.close();
  const kib = (n) => (n / 1024).toFixed(1);
  console.log(`first load /login:     ${kib(login.total)} KiB gzip JS in ${login.files} files (budget ${BUDGET_KIB} KiB)`);
  console.log(`first load /employees: ${kib(employees.total)} KiB gzip JS in ${employees.files} files (signed in, cold cache)`);
  if (process.argv.includes('--verbose')) {
    for (const [url, size] of [...login.scripts].sort((a, b) => b[1] - a[1])) console.log(`  /login ${kib(size).padStart(7)} KiB ${url.replace(base, '')}`);
  }
  if (login.total / 1024 > BUDGET_KIB) {
    console.error(`/login is over budget by ${kib(login.total - BUDGET_KIB * 1024)} KiB`);
    exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
