import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept beside the data (mode 0600), never in the repo: read from `dataDir/fileName`, or
 * made by `generate()` and written there on first start. Two processes starting at once keep one
 * secret: the file is created with 'wx' (the loser reads the winner's), unless an empty file is
 * being replaced.
 */
export function readOrCreateSecretFile(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.join(dataDir, fileName);
  const existing = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = generate();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: existsSync(file) ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
