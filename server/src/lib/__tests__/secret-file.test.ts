import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOrCreateSecretFile } from '../secret-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sge-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('makes the secret once, in a 0600 file inside a folder it creates, and reads it back afterwards', () => {
  const dataDir = path.join(dir, 'data');
  let made = 0;
  const generate = () => `segredo-${++made}`;
  expect(readOrCreateSecretFile(dataDir, 'key', generate)).toBe('segredo-1');
  expect(statSync(path.join(dataDir, 'key')).mode & 0o777).toBe(0o600);
  expect(readFileSync(path.join(dataDir, 'key'), 'utf8')).toBe('segredo-1\n');
  expect(readOrCreateSecretFile(dataDir, 'key', generate)).toBe('segredo-1');
  expect(made).toBe(1);
});

test('an empty or blank file is replaced by a new secret', () => {
  writeFileSync(path.join(dir, 'key'), '  \n');
  expect(readOrCreateSecretFile(dir, 'key', () => 'novo')).toBe('novo');
  expect(readFileSync(path.join(dir, 'key'), 'utf8')).toBe('novo\n');
});
