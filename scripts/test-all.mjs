#!/usr/bin/env node
// `pnpm test`: every check and test of the workspace, stopping after the first group that fails.
// Group 1: the package manifests' boundaries, the lint (with the imports' boundaries), the server's
// import circles (madge) and the type checks side by side. Group 2, two lanes side by side: the
// unit/component/server suites; and the production build, then the docs' checked commands, then
// Playwright (both need the build).
// Lanes of one group run at the same time because none of them keeps both cores busy alone (lint
// and madge are single-threaded, the type checks wait on @sge/shared, webpack idles on the disk,
// a Playwright journey mostly waits for its page, and the jest lanes' CPU fills that wait); their
// lines are prefixed with the stage's name. A lane stops at its first failing stage.
// Ends with a table of the stages: wall time, the CPU time (user + sys) the stage's processes
// used, and the load average at its end. On a shared machine the wall time swells with the load;
// the CPU time is the steadier figure.
//
//   node scripts/test-all.mjs [stage-prefix …]    only the stages whose name starts with one
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Groups run one after another; a group's lanes side by side; a lane's stages in order. */
const groups = [
  [
    [['boundaries', 'bash', ['scripts/boundaries.sh', '.']]],
    [['lint', 'pnpm', ['lint']]],
    [['import circles (server)', 'pnpm', ['--filter', '@sge/server', 'check:circles']]],
    [['typecheck', 'pnpm', ['typecheck']]],
  ],
  [
    [['unit, component and server tests', 'pnpm', ['test:unit']]],
    [
      ['production build', 'pnpm', ['build']],
      ['docs commands', 'pnpm', ['test:docs']],
      ['end-to-end (Playwright, Chromium)', 'pnpm', ['test:e2e']],
    ],
  ],
];

/**
 * CPU seconds (user, sys) of this process's waited-for children, from /proc/self/stat (cutime,
 * cstime, in clock ticks of 1/100 s): a child's own waited-for children are included, so the
 * difference around a command is everything it ran. null where /proc is missing.
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

// `test-all.mjs --measure cmd args…`: runs one stage's command and writes the CPU time of
// everything it ran to file descriptor 3, so stages running side by side are measured apart.
if (process.argv[2] === '--measure') {
  const [cmd, ...args] = process.argv.slice(3);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  writeSync(3, JSON.stringify(childrenCpu()));
  process.exit(status ?? 1);
}

function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '–';
  }
}

/** Runs one stage; alone it keeps the terminal, beside others its lines carry its name. */
function runStage([name, cmd, args], { prefixed }) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--measure', cmd, ...args], {
      stdio: [prefixed ? 'ignore' : 'inherit', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit', 'pipe'],
      env: prefixed ? { ...process.env, FORCE_COLOR: '0' } : process.env,
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
      }
    }
    let report = '';
    child.stdio[3].on('data', (chunk) => (report += chunk));
    child.on('close', (code) => {
      let cpu = null;
      try {
        cpu = JSON.parse(report);
      } catch {
        // no report: the wrapper died before writing it
      }
      resolve({ name, ok: code === 0, seconds: (Date.now() - start) / 1000, cpu, load: loadAverage() });
    });
  });
}

const only = process.argv.slice(2);
const selected = groups
  .map((group) => group.map((lane) => lane.filter(([name]) => !only.length || only.some((o) => name.startsWith(o)))).filter((lane) => lane.length))
  .filter((group) => group.length);
const results = [];
const runStart = Date.now();
/** Runs a lane's stages in order, up to the first that fails. */
async function runLane(lane, prefixed) {
  const done = [];
  for (const stage of lane) {
    const result = await runStage(stage, { prefixed });
    done.push(result);
    if (!result.ok) break;
  }
  return done;
}
for (const group of selected) {
  console.log(`\n── ${group.map((lane) => lane.map(([name]) => name).join(' → ')).join(' ‖ ')} ──`);
  const done = (await Promise.all(group.map((lane) => runLane(lane, group.length > 1 || lane.length > 1)))).flat();
  results.push(...done);
  if (done.some((r) => !r.ok)) break;
}

function fmt(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} m ${String(whole % 60).padStart(2, '0')} s`;
}
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
rows.push(['', 'total (stages of a group run side by side)', fmt((Date.now() - runStart) / 1000), fmt(total), '']);
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log('\n── summary ──');
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
const stageCount = selected.flat().reduce((n, lane) => n + lane.length, 0);
process.exit(results.some((r) => !r.ok) || results.length < Math.max(stageCount, 1) ? 1 : 0);
