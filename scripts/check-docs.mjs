#!/usr/bin/env node
// `pnpm test:docs`: runs every command block of README.md and docs/*.md fenced as ```sh checked,
// so a documented command that stops working fails the tests. Needs `pnpm build` first.
//
// The blocks run in bash (-e -u -o pipefail) from the repository root, one after the other, against
// the built server started here on a free port with a fresh embedded database and the demo data;
// `http://localhost:8080` in a block (the address the docs give) is rewritten to that server's.
// A block fenced ```sh checked postgres runs only when DATABASE_URL is set (CI sets it), with
// DATABASE_URL in its environment. Blocks fenced plain ```sh are documentation only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DOCUMENTED_ORIGIN = 'http://localhost:8080';
const FENCE = /^```sh checked( postgres)?\s*$/;

/** The checked blocks of one markdown text: { file, line (of the fence), script, needsPostgres }. */
export function extractBlocks(markdown, file) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith('```'));
    if (end < 0) throw new Error(`${file}:${i + 1}: the checked block is never closed`);
    blocks.push({ file, line: i + 1, script: lines.slice(i + 1, end).join('\n'), needsPostgres: Boolean(open[1]) });
    i = end;
  }
  return blocks;
}

/** The block's script aimed at the server under test instead of the documented address. */
export const aimAt = (script, baseUrl) => script.replaceAll(DOCUMENTED_ORIGIN, baseUrl);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${ms / 1000} s`);
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
  const blocks = files.flatMap((file) => extractBlocks(readFileSync(join(root, file), 'utf8'), file));
  const server = join(root, 'server/dist/main.js');
  if (!existsSync(server)) {
    console.error('check-docs: server/dist/main.js is missing; run `pnpm build` first.');
    process.exit(1);
  }

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sge-docs-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL, ...env } = process.env;
  const child = spawn(process.execPath, [server], {
    cwd: join(root, 'server'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    await waitFor(`${baseUrl}/api/health/ready`, 180_000);
    for (const block of blocks) {
      const where = `${block.file}:${block.line}`;
      if (block.needsPostgres && !DATABASE_URL) {
        skipped++;
        console.log(`skip ${where} (needs DATABASE_URL)`);
        continue;
      }
      const run = spawnSync('bash', ['-euo', 'pipefail', '-c', aimAt(block.script, baseUrl)], {
        cwd: root,
        env: block.needsPostgres ? process.env : env,
        encoding: 'utf8',
        timeout: 180_000,
      });
      if (run.status === 0) {
        passed++;
        console.log(`ok   ${where}`);
      } else {
        failed++;
        console.log(`FAIL ${where} (exit ${run.status ?? run.signal})\n${block.script}\n--- output ---\n${run.stdout}${run.stderr}`);
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`docs commands: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed || passed === 0 ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
