import { rmSync } from 'node:fs';
import path from 'node:path';
import { adminQuery, TEMPLATE_ENV } from './test-db';

export default async function globalTeardown(): Promise<void> {
  const templateDb = process.env[TEMPLATE_ENV.postgres];
  if (templateDb) await adminQuery(`DROP DATABASE IF EXISTS "${templateDb}" WITH (FORCE)`);
  const templateFile = process.env[TEMPLATE_ENV.pglite];
  if (templateFile) rmSync(path.dirname(templateFile), { recursive: true, force: true });
}
