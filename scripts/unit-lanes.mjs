#!/usr/bin/env node
// `pnpm test:unit`: every jest suite of the workspace, in two lanes side by side, because each jest
// run uses one worker on a 2-core machine (cores − 1) and would leave the other core idle:
//   server:  the server suite (PGlite, then PostgreSQL when DATABASE_URL is set);
//   web:     shared, host and the five remotes, one after the other.
// Each lane's lines carry its name. Exits non-zero when either lane fails; a failing lane does not
// stop the other, so one run reports every failure.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** The front-end packages with a test script, read from the workspace folders (shared first). */
const root = new URL('..', import.meta.url);
const folders = ['shared', 'host', ...readdirSync(root).filter((f) => f.startsWith('remote-')).sort()];
const WEB = folders
  .map((f) => JSON.parse(readFileSync(new URL(`${f}/package.json`, root), 'utf8')))
  .filter((pkg) => pkg.scripts?.test)
  .map((pkg) => pkg.name);
const LANES = [
  { name: 'server', steps: [['@sge/server']] },
  { name: 'web', steps: WEB.map((pkg) => [pkg]) },
];

function run(lane, pkg) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', pkg, 'test'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${lane}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function lane({ name, steps }) {
  const results = [];
  for (const [pkg] of steps) {
    const start = Date.now();
    const code = await run(name, pkg);
    results.push({ pkg, ok: code === 0, seconds: ((Date.now() - start) / 1000).toFixed(1) });
  }
  return results;
}

const results = (await Promise.all(LANES.map(lane))).flat();
console.log('\n── jest suites ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.pkg} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
