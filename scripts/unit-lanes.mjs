#!/usr/bin/env node
// `pnpm test:unit`: every jest suite of the workspace, two at a time, because each jest run uses one
// worker on a 2-core machine (cores − 1) and would leave the other core idle. The jobs:
//   server on PGlite (in memory), and server on PostgreSQL when DATABASE_URL is set;
//   shared, host and the five remotes.
// They are taken longest first (the order below, from measured runs: the two server passes take
// several times any front-end suite), each by whichever of the two slots frees first, so both
// cores stay busy to the end. Each job's lines carry its name. Exits non-zero when any job fails;
// a failing job does not stop the others, so one run reports every failure.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

const SLOTS = 2;
const root = new URL('..', import.meta.url);
const { DATABASE_URL, ...withoutDatabase } = process.env;

/** The front-end packages with a test script, read from the workspace folders. */
const folders = ['shared', 'host', ...readdirSync(root).filter((f) => f.startsWith('remote-')).sort()];
const web = folders
  .map((f) => JSON.parse(readFileSync(new URL(`${f}/package.json`, root), 'utf8')))
  .filter((pkg) => pkg.scripts?.test)
  .map((pkg) => pkg.name);

/** Front-end suites, longest first as measured; a package not listed here runs after them. */
const WEB_ORDER = ['@sge/remote-financial', '@sge/remote-inventory', '@sge/remote-events', '@sge/remote-registration', '@sge/shared', '@sge/remote-admin', '@sge/host'];
const rank = (pkg) => (WEB_ORDER.includes(pkg) ? WEB_ORDER.indexOf(pkg) : WEB_ORDER.length);

const jobs = [
  { name: 'server PGlite', args: ['--filter', '@sge/server', 'test:jest'], env: withoutDatabase },
  ...(DATABASE_URL ? [{ name: 'server PostgreSQL', args: ['--filter', '@sge/server', 'test:jest'], env: process.env }] : []),
  ...web.sort((a, b) => rank(a) - rank(b)).map((pkg) => ({ name: pkg.replace('@sge/', ''), args: ['--filter', pkg, 'test'], env: process.env })),
];

function run({ name, args, env }) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, FORCE_COLOR: '0' } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const results = [];
const queue = [...jobs];
async function slot() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const start = Date.now();
    const code = await run(job);
    results.push({ name: job.name, ok: code === 0, seconds: ((Date.now() - start) / 1000).toFixed(1) });
  }
}
await Promise.all(Array.from({ length: SLOTS }, slot));

console.log('\n── jest suites ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) && results.length === jobs.length ? 0 : 1);
