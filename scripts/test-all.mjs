#!/usr/bin/env node
// `pnpm test`: every check and test of the workspace, in order, stopping at the first failure:
// import boundaries, type checks, unit/component/server suites, the production build, Playwright.
import { spawnSync } from 'node:child_process';

const stages = [
  ['boundaries', 'bash', ['scripts/boundaries.sh', '.']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['unit, component and server tests', 'pnpm', ['test:unit']],
  ['production build', 'pnpm', ['build']],
  ['end-to-end (Playwright, Chromium)', 'pnpm', ['test:e2e']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of stages) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n── ${name} ──`);
  const start = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\n── summary ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed || results.length < (only.length ? 1 : stages.length) ? 1 : 0);
