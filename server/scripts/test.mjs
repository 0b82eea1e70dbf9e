#!/usr/bin/env node
// The server suite on embedded PGlite (in memory), and again on the PostgreSQL server in
// DATABASE_URL when it is set (CI sets it). Extra arguments go to jest.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const jest = fileURLToPath(new URL('../node_modules/jest/bin/jest.js', import.meta.url));
const args = ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', jest, ...process.argv.slice(2)];
const { DATABASE_URL, ...withoutDatabase } = process.env;

const run = (label, env) => {
  console.log(`\n── server tests on ${label} ──`);
  return spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;
};

let status = run('PGlite (in memory)', withoutDatabase);
if (status === 0 && DATABASE_URL) status = run(`PostgreSQL (${DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`, process.env);
process.exit(status);
