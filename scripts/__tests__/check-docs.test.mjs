// The docs' command check: which fenced blocks it runs, and where they point.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aimAt, extractBlocks } from '../check-docs.mjs';

const doc = [
  '# Title',
  '```sh',
  'pnpm start   # documentation only',
  '```',
  '```sh checked',
  'curl -sf http://localhost:8080/api/health/live',
  'echo done',
  '```',
  'text',
  '```sh checked postgres',
  'psql "$DATABASE_URL" -c "select 1"',
  '```',
].join('\n');

test('runs only the blocks fenced as sh checked, with their line and whether they need PostgreSQL', () => {
  assert.deepEqual(extractBlocks(doc, 'docs/x.md'), [
    { file: 'docs/x.md', line: 5, script: 'curl -sf http://localhost:8080/api/health/live\necho done', needsPostgres: false },
    { file: 'docs/x.md', line: 10, script: 'psql "$DATABASE_URL" -c "select 1"', needsPostgres: true },
  ]);
});

test('refuses a checked block that is never closed', () => {
  assert.throws(() => extractBlocks('```sh checked\necho hi\n', 'README.md'), /README.md:1: the checked block is never closed/);
});

test('aims the documented address at the server under test', () => {
  assert.equal(aimAt('curl http://localhost:8080/a && curl http://localhost:8080/b', 'http://127.0.0.1:4567'), 'curl http://127.0.0.1:4567/a && curl http://127.0.0.1:4567/b');
});
