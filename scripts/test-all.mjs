#!/usr/bin/env node
// `pnpm test`: every check and test of the workspace, in order, stopping at the first failure:
// the package manifests' boundaries, the lint (with the imports' boundaries), the server's import
// circles (madge), type checks, unit/component/server suites, the production build, the docs'
// checked commands, Playwright.
// Ends with a table of the stages: wall time, the CPU time (user + sys) the stage's processes
// used, and the load average at its end. On a shared machine the wall time swells with the load;
// the CPU time is the steadier figure.
//
//   node scripts/test-all.mjs [stage-prefix …]    only the stages whose name starts with one
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const stages = [
  ['boundaries', 'bash', ['scripts/boundaries.sh', '.']],
  ['lint', 'pnpm', ['lint']],
  ['import circles (server)', 'pnpm', ['--filter', '@sge/server', 'check:circles']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['unit, component and server tests', 'pnpm', ['test:unit']],
  ['production build', 'pnpm', ['build']],
  ['docs commands', 'pnpm', ['test:docs']],
  ['end-to-end (Playwright, Chromium)', 'pnpm', ['test:e2e']],
];

/**
 * CPU seconds (user, sys) of this process's waited-for children, from /proc/self/stat (cutime,
 * cstime, in clock ticks of 1/100 s): a child's own waited-for children are included, so the
 * difference around a stage is everything the stage ran. null where /proc is missing.
 */
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[13]) / 100, sys: Number(fields[14]) / 100 };
  } catch {
    return null;
  }
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '–';
  }
}

const only = process.argv.slice(2);
const results = [];
const runStart = Date.now();
for (const [name, cmd, args] of stages) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n── ${name} ──`);
  const start = Date.now();
  const before = childrenCpu();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  const after = childrenCpu();
  const cpu = before && after ? { user: after.user - before.user, sys: after.sys - before.sys } : null;
  results.push({ name, ok: status === 0, seconds: (Date.now() - start) / 1000, cpu, load: loadAverage() });
  if (status !== 0) break;
}

const fmt = (s) => (s >= 60 ? `${Math.floor(s / 60)} m ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`);
const rows = [
  ['', 'stage', 'wall', 'CPU user + sys', 'load (1, 5, 15 min) at end'],
  ...results.map((r) => [
    r.ok ? 'ok' : 'FAIL',
    r.name,
    fmt(r.seconds),
    r.cpu ? `${r.cpu.user.toFixed(0)} + ${r.cpu.sys.toFixed(0)} = ${fmt(r.cpu.user + r.cpu.sys)}` : '–',
    r.load,
  ]),
];
const total = results.reduce((sum, r) => sum + (r.cpu ? r.cpu.user + r.cpu.sys : 0), 0);
rows.push(['', 'total', fmt((Date.now() - runStart) / 1000), fmt(total), '']);
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log('\n── summary ──');
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
const failed = results.filter((r) => !r.ok).length;
process.exit(failed || results.length < (only.length ? 1 : stages.length) ? 1 : 0);
