#!/usr/bin/env node
// Benchmark: hostile bodies against the built server, and an honest user meanwhile.
//  1. Each hostile body alone: the time to its 4xx (median of 5). Goal ≤ 50 ms each.
//  2. 20 attackers send those bodies in a loop for 20 s (sign-in, events, the batch sync), while an
//     honest user from another address signs in and lists events. Goal: honest p95 ≤ 250 ms, and no
//     5xx for anyone. Two slow clients run meanwhile: one sends its headers a byte a second, one its
//     body; the time the server takes to close each is printed (the limits: docs/security.md).
//  3. 200 concurrent sign-ins with a wrong password: the throttle answers 429, and the honest user,
//     from another address, still signs in.
// Runs on the embedded database, then on PostgreSQL when BENCH_DATABASE_URL is set.
// Usage: pnpm build && pnpm bench:hostile
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:hostile
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { login, percentile, startSystem } from './system.mjs';

const ATTACKERS = 20;
const ATTACK_MS = 20_000;
const GOALS = { refusedMs: 50, honestP95Ms: 250 };
const HONEST_ADDRESS = '127.0.0.2';

const nested = (depth) => '['.repeat(depth) + ']'.repeat(depth);
let uid = 0;
const HOSTILE = {
  '[ × 20,000 then ] × 20,000 (40 KB)': nested(20_000),
  'localRecord nested 100,000 deep (200 KB)': JSON.stringify({ records: [{ localRecord: 0 }] }).replace('0', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)),
  'nested 500,000 deep (1 MB)': nested(500_000),
  'flat array of 250,000 numbers (500 KB)': `[${Array(250_000).fill(1).join(',')}]`,
  'object with 60,000 keys (600 KB)': JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]))),
  '50,000 one-key objects (700 KB)': JSON.stringify({ records: Array.from({ length: 50_000 }, () => ({ [(uid++).toString(36)]: 1 })) }),
  '2,000 records of unknown keys (1 MB)': JSON.stringify({ records: Array.from({ length: 2_000 }, (_, i) => ({ [`x${i}`]: 'y'.repeat(480) })) }),
};
const TARGETS = [
  ['POST', '/api/auth/login', false],
  ['POST', '/api/events', true],
  ['POST', '/api/event-employees/sync-offline/batch', true],
];
/**
 * A body over its route's limit is answered 413 before it is read, and the connection closed: a
 * client still writing it may see the close (EPIPE, ECONNRESET) before the answer. For a body and
 * route that, sent alone, got 413, that is the refusal, not a dropped request.
 */
const refusedByClosing = (aloneStatus, result) => aloneStatus === 413 && result.status === 0 && ['EPIPE', 'ECONNRESET'].includes(result.code);

const agent = (localAddress) => new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
const honestAgent = agent(HONEST_ADDRESS);
const attackAgent = agent('127.0.0.1');

/** One request through node:http (so the source address can be chosen); resolves { status, ms, body }. */
function request(base, { method = 'GET', path, body, token, via = attackAgent }) {
  const url = new URL(path, base);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent: via,
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, code: error.code, ms: performance.now() - started, body: error.message }));
    if (body) req.write(body);
    req.end();
  });
}

/** CPU time (user + system, ms) a process has used, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Sends `head` at once and then `text` a byte a second; resolves with the seconds until the server closed the socket. */
function slowClient(base, head, text) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(head));
    let i = 0;
    const timer = setInterval(() => {
      if (i < text.length && socket.writable) socket.write(text[i++]);
    }, 1000);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(((performance.now() - started) / 1000).toFixed(1));
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

async function run() {
  const system = await startSystem();
  const { base } = system;
  console.log(`\n── ${system.engine} ──`);
  try {
    const admin = (await login(base, 'admin')).token;

    console.log('\nEach hostile body alone (median of 5):');
    console.log('| body | endpoint | answer | time to answer |\n|---|---|---|---|');
    let worst = 0;
    // Each body's answer on each route, alone: what a close while it is sent stands for, below.
    const alone = new Map();
    for (const [name, body] of Object.entries(HOSTILE)) {
      for (const [method, path, auth] of TARGETS) {
        const runs = [];
        for (let i = 0; i < 5; i++) runs.push(await request(base, { method, path, body, token: auth ? admin : undefined }));
        const ms = median(runs.map((r) => r.ms));
        worst = Math.max(worst, ms);
        const message = JSON.parse(runs[0].body).message;
        alone.set(`${name} ${path}`, runs[0].status);
        console.log(`| ${name} | ${path} | ${runs[0].status} ${message} | ${ms.toFixed(1)} ms |`);
      }
    }
    console.log(`slowest refusal: ${worst.toFixed(1)} ms (goal ≤ ${GOALS.refusedMs} ms)`);

    console.log(`\n${ATTACKERS} attackers for ${ATTACK_MS / 1000} s; an honest user from ${HONEST_ADDRESS} signs in and lists events:`);
    const slow = [
      slowClient(base, '', 'POST /api/auth/login HTTP/1.1\r\nHost: sge\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n'),
      slowClient(base, 'POST /api/auth/login HTTP/1.1\r\nHost: sge\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n', '{'.padEnd(60, ' ')),
    ];
    const cpuBefore = system.pid ? cpuMs(system.pid) : null;
    const stopAt = performance.now() + ATTACK_MS;
    const statuses = new Map();
    const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const names = Object.keys(HOSTILE);
    const attacker = async (n) => {
      for (let i = n; performance.now() < stopAt; i++) {
        const [method, path, auth] = TARGETS[i % TARGETS.length];
        const name = names[i % names.length];
        const result = await request(base, { method, path, body: HOSTILE[name], token: auth ? admin : undefined });
        count(refusedByClosing(alone.get(`${name} ${path}`), result) ? '413 (closed while the body was sent)' : result.status);
      }
    };
    const honest = [];
    const honestUser = async () => {
      while (performance.now() < stopAt) {
        const signIn = await request(base, { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ username: 'coordenador', password: 'Senha@123' }), via: honestAgent });
        const token = signIn.status === 200 ? JSON.parse(signIn.body).data.token : undefined;
        const list = await request(base, { path: '/api/events?page=1&pageSize=25', token, via: honestAgent });
        honest.push(signIn, list);
        if (signIn.status !== 200 || list.status !== 200) console.log(`honest user got ${signIn.status} / ${list.status}`);
      }
    };
    await Promise.all([...Array.from({ length: ATTACKERS }, (_, n) => attacker(n)), honestUser()]);
    const times = honest.map((r) => r.ms).sort((a, b) => a - b);
    const fiveXX = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0) + honest.filter((r) => r.status >= 500 || r.status === 0).length;
    const cpuAfter = system.pid ? cpuMs(system.pid) : null;
    const attacks = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`attack answers: ${[...statuses].sort().map(([s, c]) => `${s} × ${c}`).join(', ')}`);
    if (cpuBefore !== null && cpuAfter !== null) {
      console.log(`server CPU during the attack: ${((cpuAfter - cpuBefore) / 1000).toFixed(1)} s of ${ATTACK_MS / 1000} s (${((cpuAfter - cpuBefore) / (attacks + honest.length)).toFixed(1)} ms a request); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    }
    console.log(`honest requests: ${honest.length}, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (goal ≤ ${GOALS.honestP95Ms} ms); 5xx or dropped: ${fiveXX}`);
    const [headersClosed, bodyClosed] = await Promise.all(slow);
    console.log(`slow client closed after: headers a byte a second ${headersClosed} s; body a byte a second ${bodyClosed} s`);

    console.log('\n200 concurrent sign-ins with a wrong password, then the honest user from another address:');
    const wrong = await Promise.all(
      Array.from({ length: 200 }, () => request(base, { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ username: 'admin', password: 'errada' }) })),
    );
    const byStatus = wrong.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});
    const after = await request(base, { method: 'POST', path: '/api/auth/login', body: JSON.stringify({ username: 'coordenador', password: 'Senha@123' }), via: honestAgent });
    console.log(`wrong passwords: ${Object.entries(byStatus).map(([s, c]) => `${s} × ${c}`).join(', ')}; the honest sign-in: ${after.status} in ${after.ms.toFixed(1)} ms`);
  } finally {
    await system.stop();
  }
}

// startSystem reads BENCH_DATABASE_URL: without it first (PGlite), then with it (PostgreSQL).
const postgres = process.env.BENCH_DATABASE_URL;
delete process.env.BENCH_DATABASE_URL;
await run();
if (postgres) {
  process.env.BENCH_DATABASE_URL = postgres;
  await run();
}
honestAgent.destroy();
attackAgent.destroy();
